import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `-o` naming something that is not a folder: a FIFO was reported as "a file, not a directory",
/// which reads wrong (it is no file one can open and look at) and does not say what -o wants.
extension RenderCommandTests {
    @Test func anOutputPathThatIsAFIFOOrADeviceIsNamedAsSuchWithTheFix() throws {
        let dir = try tempDir()
        let scene = try write(#"{"size": [2, 2], "scale": 1, "body": {"EmptyView": {}}}"#, "scene.json", in: dir)
        let fifo = dir.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        for (path, kind) in [(fifo, "a FIFO (named pipe)"), ("/dev/null", "a character device")] {
            let r = try run([scene, "-o", path], timeout: 30)
            // Exit 1, as for any output folder that cannot be made; never a hang on the pipe.
            #expect(!r.timedOut && r.status == 1, "\(path): \(r.status) \(r.stderr)")
            #expect(r.stderr.contains("scene.json: error: cannot create the output directory \(path): \(kind), not a directory, "
                                      + "has that name (-o names the folder each image is written into as <scene>.png, never a "
                                      + "file, pipe or device to write to); choose a writable -o directory"), "\(r.stderr)")
        }
        // Nothing was written into the pipe's folder but the scene and the pipe.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["pipe", "scene.json"])
    }
}
