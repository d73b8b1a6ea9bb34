import Flipbook
import FlipbookPNG
import Glibc
import Synchronization

/// The image files a scene may read, and the ones it has read.
///
/// WHY: scenes come from pull requests, and `render` runs in CI as a user who can read far
/// more than the scene's own files (`/proc/self/environ`, `~/.ssh`, other checkouts). So a
/// scene reads image files only beneath its own folder and the folders the user names
/// (`render --assets DIR`), after resolving symlinks and `..`; and a file outside gets the
/// same message as a missing one, so a scene cannot probe whether a file exists.
struct SceneImageFiles {
    /// The folders images may come from, as real paths (symlinks resolved).
    let roots: [String]
    /// The folder relative paths start from.
    let base: String?

    init(baseDirectory: String?, readableFolders: [String]) {
        base = baseDirectory
        roots = ([baseDirectory ?? "."] + readableFolders).compactMap(Self.realPath)
    }

    /// The real path of the file `written` names (relative to the scene's folder) when it
    /// exists, is not a directory, and lies beneath one of ``roots``; nil otherwise, without
    /// telling those apart.
    func locate(_ written: String) -> String? {
        guard !written.utf8.contains(0) else { return nil }
        let joined: String
        if written.hasPrefix("/") { joined = written }
        else if let base, !base.isEmpty { joined = base.hasSuffix("/") ? base + written : base + "/" + written }
        else { joined = written }
        guard let real = Self.realPath(joined), roots.contains(where: { Self.isBeneath(real, $0) }) else { return nil }
        var info = stat()
        guard stat(real, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { return nil }
        return real
    }

    static func isBeneath(_ path: String, _ root: String) -> Bool {
        root == "/" || path == root || path.hasPrefix(root + "/")
    }

    static func realPath(_ path: String) -> String? {
        guard !path.utf8.contains(0), let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }
}

/// Images decoded for one scene, by real path: a PNG the scene names several times (or every
/// frame of a timeline decodes again) is read and decoded once. Shared by every decoder of a
/// ``SceneDocument`` and its copies.
final class SceneImageCache: Sendable {
    private let images = Mutex<[String: PNGImage]>([:])

    /// The decoded PNG at `path` (a real path from ``SceneImageFiles/locate(_:)``).
    func image(at path: String) throws -> PNGImage {
        if let hit = images.withLock({ $0[path] }) { return hit }
        let png = try PNGCodec.read(contentsOf: path)
        images.withLock { $0[path] = png }
        return png
    }
}
