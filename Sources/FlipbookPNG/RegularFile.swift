import Glibc

/// Reads of files named by untrusted input (a scene, an image a scene names, a golden): only
/// regular files, their size checked before a byte is read, never more than a stated bound.
///
/// WHY: `read(2)` until end of file hangs forever on a FIFO with no writer, and never ends on
/// `/dev/zero` or `/dev/urandom` (or a symlink to them) until memory runs out; `open(2)` of a
/// FIFO blocks before that. So the file is opened without blocking, `fstat`ed through the
/// descriptor (the very file that will be read, symlinks followed), refused unless it is a
/// regular file, and read in bounded chunks: a file that grows while read (or a `/proc` file,
/// whose size reads 0) still stops at the bound.
public enum RegularFile {
    /// The bytes of the regular file at `path`, at most `maxBytes` of them.
    ///
    /// - Throws: ``PNGError/fileSystem(path:operation:reason:)``, whose reason says what the
    ///   path is when it is not a regular file ("a directory", "a FIFO (named pipe)"…), or how
    ///   large it is when it is larger than `maxBytes`.
    public static func read(_ path: String, maxBytes: Int) throws(PNGError) -> [UInt8] {
        guard !path.utf8.contains(0) else {
            throw .fileSystem(path: escapedPath(path), operation: "open for reading",
                              reason: "the path contains a NUL character, which no file name can")
        }
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { throw .fileSystem(path: path, operation: "open for reading", reason: reason(errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .fileSystem(path: path, operation: "stat", reason: reason(errno)) }
        if let kind = kind(of: info.st_mode) {
            throw .fileSystem(path: path, operation: "read", reason: "it is \(kind), not a regular file")
        }
        guard Int(info.st_size) <= maxBytes else {
            throw .fileSystem(path: path, operation: "read",
                              reason: "it is \(byteCount(Int(info.st_size))), more than the limit of \(byteCount(maxBytes))")
        }
        return try readBounded(fd, path: path, maxBytes: maxBytes, sizeHint: Int(info.st_size))
    }

    /// Reads an open descriptor (standard input: a pipe, a terminal or a file) to its end, but
    /// stops as soon as it holds more than `maxBytes`: a 3 GB stream is refused after
    /// `maxBytes + 1` bytes, not held whole first.
    public static func read(fileDescriptor fd: Int32, named name: String, maxBytes: Int) throws(PNGError) -> [UInt8] {
        try readBounded(fd, path: name, maxBytes: maxBytes, sizeHint: 0)
    }

    /// What a non-regular file is, for messages; nil for a regular file.
    public static func kind(of mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "not a file"
        }
    }

    /// "64 MiB", "1.5 GiB", "300 bytes".
    public static func byteCount(_ n: Int) -> String {
        if n >= 1 << 30, n % (1 << 30) == 0 { return "\(n >> 30) GiB" }
        if n >= 1 << 20, n % (1 << 20) == 0 { return "\(n >> 20) MiB" }
        if n >= 1 << 20 { return "\(n) bytes (\(n >> 20) MiB)" }
        return "\(n) bytes"
    }

    private static func readBounded(_ fd: Int32, path: String, maxBytes: Int, sizeHint: Int) throws(PNGError) -> [UInt8] {
        // A descriptor opened O_NONBLOCK (a regular file never blocks) reads as usual; standard
        // input is read as the caller left it.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(sizeHint, maxBytes) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {
                    // Standard input set non-blocking by someone else: wait for it.
                    var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                    _ = poll(&p, 1, -1)
                    continue
                }
                throw .fileSystem(path: path, operation: "read", reason: reason(errno))
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
            if bytes.count > maxBytes {
                throw .fileSystem(path: path, operation: "read", reason: "it holds more than the limit of \(byteCount(maxBytes))")
            }
        }
        return bytes
    }

    /// The path with its NUL characters shown as `\0`, for a message.
    private static func escapedPath(_ path: String) -> String {
        path.replacingNUL()
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)) + " (errno \(code))"
    }
}

extension String {
    fileprivate func replacingNUL() -> String {
        var out = ""
        for c in unicodeScalars { if c == "\0" { out += "\\0" } else { out.unicodeScalars.append(c) } }
        return out
    }
}
