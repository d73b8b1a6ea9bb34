import Glibc

/// Whole-file reads and atomic whole-file writes.
///
/// A write goes to a fresh temporary file in the destination's directory, is flushed to
/// disk, and is then `rename(2)`d over the destination: readers see the old file or the
/// complete new one, never a half-written PNG, even if the process dies mid-write.
enum AtomicFile {
    static func write(_ bytes: [UInt8], to path: String) throws(PNGError) {
        let directory: String
        let name: String
        if let slash = path.lastIndex(of: "/") {
            directory = slash == path.startIndex ? "/" : String(path[..<slash])
            name = String(path[path.index(after: slash)...])
        } else {
            directory = "."
            name = path
        }
        guard !name.isEmpty else {
            throw .fileSystem(path: path, operation: "write", reason: "the path names a directory, not a file")
        }

        // O_EXCL with a random name instead of mkstemp: mkstemp's mode is 0600, while
        // open's 0666 lets the umask decide, as for any other file the user writes.
        var temporary = ""
        var fd: Int32 = -1
        for _ in 0..<16 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            temporary = (directory == "/" ? "" : directory) + "/." + name + "." + suffix + ".tmp"
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else {
            throw .fileSystem(path: path, operation: "create a temporary file in \(directory)",
                              reason: reason(errno) + "; check that the directory exists and is writable")
        }
        var failure: PNGError?
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = .fileSystem(path: path, operation: "write \(raw.count) bytes", reason: reason(errno))
                    return
                }
                offset += n
            }
        }
        if failure == nil && fsync(fd) != 0 {
            failure = .fileSystem(path: path, operation: "flush to disk", reason: reason(errno))
        }
        if close(fd) != 0 && failure == nil {
            failure = .fileSystem(path: path, operation: "close", reason: reason(errno))
        }
        if failure == nil && rename(temporary, path) != 0 {
            failure = .fileSystem(path: path, operation: "rename the finished temporary file into place", reason: reason(errno))
        }
        if let failure {
            unlink(temporary)
            throw failure
        }
        // The rename lives in the directory: flush it too, so a crash or power loss right
        // after cannot bring back the old file (or no file). Best effort: some file systems
        // refuse fsync on a directory, and the new file is complete either way.
        let dirFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dirFD >= 0 {
            _ = fsync(dirFD)
            close(dirFD)
        }
    }

    /// The whole regular file at `path` (see ``RegularFile``): at most `maxBytes`, 2 GiB by
    /// default, beyond any PNG of the 256-megapixel limit even uncompressed at 16 bits.
    static func read(_ path: String, maxBytes: Int = 2 << 30) throws(PNGError) -> [UInt8] {
        try RegularFile.read(path, maxBytes: maxBytes)
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)) + " (errno \(code))"
    }
}
