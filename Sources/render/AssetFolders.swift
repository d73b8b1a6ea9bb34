import ArgumentParser
import FlipbookPNG
import FlipbookScene
import Foundation
import Glibc

/// The `--assets` folders, checked before any scene is read.
///
/// WHY: a misspelt or missing `--assets` folder was accepted silently, and a scene's images
/// were then reported missing one by one ("no image file at …") with nothing pointing at the
/// option; a FIFO or a file given as a folder likewise. Each is now refused up front (exit 2)
/// naming the option, the path (control characters escaped) and what it is.
enum AssetFolders {
    /// One message per unusable folder: "--assets PATH: no such folder; …".
    static func problems(_ folders: [String]) -> [String] {
        folders.compactMap { folder in
            let shown = MessageText.escaped(MessageText.excerpt(folder))
            if folder.isEmpty { return "--assets \"\": a folder path cannot be empty; give the folder of image files scenes may read" }
            if folder.utf8.contains(0) { return "--assets \(shown): a path cannot contain a NUL character (\\u0000); remove it" }
            var info = stat()
            guard stat(folder, &info) == 0 else {
                let reason = errno == ENOENT ? "no such folder" : String(cString: strerror(errno)) + " (errno \(errno))"
                return "--assets \(shown): \(reason); give an existing folder of image files scenes may read"
            }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                let kind = RegularFile.kind(of: info.st_mode) ?? "a regular file"
                return "--assets \(shown): it is \(kind), not a folder; give the folder that holds the image files"
            }
            return nil
        }
    }

    /// Prints the problems to standard error under `command` ("render", "render verify") and
    /// exits with 2 if there are any.
    static func check(_ folders: [String], command: String) throws {
        let found = problems(folders)
        guard !found.isEmpty else { return }
        for p in found { FileHandle.standardError.write(Data("\(command): error: \(p)\n".utf8)) }
        throw ExitCode(2)
    }
}
