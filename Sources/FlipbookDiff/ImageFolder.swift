import Foundation

/// The PNG files under a folder, by name (the relative path without `.png`), for pairing
/// expected with actual images.
public enum ImageFolder {
    /// Every `.png` below `folder` (recursively, hidden files and folders skipped), keyed by
    /// its relative path without the extension.
    public static func images(in folder: String) throws -> [String: String] {
        try files(in: folder, extension: "png")
    }

    /// Every file with the extension below `folder`, keyed by relative path without it.
    public static func files(in folder: String, extension ext: String) throws -> [String: String] {
        let root = URL(fileURLWithPath: folder).standardizedFileURL
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey],
                                                          options: [.skipsHiddenFiles]) else {
            throw DiffInputError("cannot list the folder \(folder)")
        }
        var found: [String: String] = [:]
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        for case let url as URL in walker where url.pathExtension.lowercased() == ext {
            let full = url.standardizedFileURL.path
            guard full.hasPrefix(prefix) else { continue }
            let relative = String(full.dropFirst(prefix.count))
            found[String(relative.dropLast(ext.count + 1))] = full
        }
        return found
    }

    /// Whether the path is a folder (false for files and for nothing there).
    public static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// Bad input to a diff: a path that does not exist, a folder compared with a file.
public struct DiffInputError: Error, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
