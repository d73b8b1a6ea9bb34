import FlipbookPNG
import FlipbookScene
import Foundation
import Glibc

/// Reading scene files for `render` and `render verify`: a regular file (not a directory, FIFO
/// or device, refused before a byte is read) of at most the scene limit, 64 MiB; standard input
/// bounded as it is read.
enum SceneFile {
    static let maxBytes = JSONLimits.default.maxInputBytes

    static func read(_ path: String) throws(PNGError) -> [UInt8] {
        try RegularFile.read(path, maxBytes: maxBytes)
    }

    static func readStandardInput() throws(PNGError) -> [UInt8] {
        try RegularFile.read(fileDescriptor: STDIN_FILENO, named: "<stdin>", maxBytes: maxBytes)
    }

    /// Why the scene could not be read, without repeating its path (the message starts with it):
    /// "it is a directory, not a regular file", "No such file or directory (errno 2)".
    static func reason(_ error: any Error) -> String {
        if case .fileSystem(_, _, let reason)? = error as? PNGError {
            return MessageText.escaped(reason)
        }
        return MessageText.escaped("\(error)")
    }
}

/// Whether two folders (existing or not) are one, or one holds the other, once made absolute
/// and their existing parts' symlinks resolved.
enum OutputFolders {
    static func overlap(_ a: String, _ b: String) -> Bool {
        let x = canonical(a), y = canonical(b)
        return x == y || x.hasPrefix(y == "/" ? "/" : y + "/") || y.hasPrefix(x == "/" ? "/" : x + "/")
    }

    /// The absolute path with `.`/`..` removed and the deepest existing ancestor's real path.
    static func canonical(_ path: String) -> String {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        var rest: [String] = []
        while url.path != "/" {
            if let p = realpath(url.path, nil) {
                defer { free(p) }
                return ([String(cString: p)] + rest.reversed()).joined(separator: "/").replacingOccurrences(of: "//", with: "/")
            }
            rest.append(url.lastPathComponent)
            url.deleteLastPathComponent()
        }
        return "/" + rest.reversed().joined(separator: "/")
    }
}
