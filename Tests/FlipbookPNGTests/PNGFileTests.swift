import Foundation
import Testing
import FlipbookPNG

@Suite struct PNGFileTests {
    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "flipbook-png-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func writeThenReadRoundTripsAndLeavesNoTemporaryFile() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let pixels = PNGTestSupport.translucentGradient(width: 9, height: 4)
        try PNGCodec.write(premultipliedRGBA: pixels, width: 9, height: 4, to: dir + "/frame.png")
        // Overwrite: the rename replaces the old file in one step.
        try PNGCodec.write(premultipliedRGBA: pixels, width: 9, height: 4, to: dir + "/frame.png")
        #expect(try PNGCodec.read(contentsOf: dir + "/frame.png") == PNGImage(width: 9, height: 4, pixels: pixels))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["frame.png"])
    }

    @Test func writingIntoAMissingDirectoryNamesTheProblem() {
        let error = #expect(throws: PNGError.self) {
            try PNGCodec.write(premultipliedRGBA: [0, 0, 0, 0], width: 1, height: 1, to: "/nonexistent-flipbook/a.png")
        }
        #expect(error?.description == "/nonexistent-flipbook/a.png: could not create a temporary file in /nonexistent-flipbook: No such file or directory (errno 2); check that the directory exists and is writable")
    }

    @Test func readingAMissingFileNamesIt() {
        let error = #expect(throws: PNGError.self) { try PNGCodec.read(contentsOf: "/nonexistent-flipbook.png") }
        #expect(error?.description == "/nonexistent-flipbook.png: could not open for reading: No such file or directory (errno 2)")
    }

    @Test func decodingErrorsFromAFileNameTheFile() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("hello".utf8).write(to: URL(fileURLWithPath: dir + "/text.png"))
        let error = #expect(throws: PNGError.self) { try PNGCodec.read(contentsOf: dir + "/text.png") }
        #expect(error == .file(path: dir + "/text.png", .notPNG(firstBytes: Array("hello".utf8))))
        #expect(error?.description.hasPrefix(dir + "/text.png: not a PNG: the data starts with 68 65 6C 6C 6F") == true)
    }

    @Test func readingADirectoryIsAnError() {
        let error = #expect(throws: PNGError.self) { try PNGCodec.read(contentsOf: "/tmp") }
        #expect(error?.description == "/tmp: could not read: it is a directory, not a regular file")
    }

    /// Devices and FIFOs are refused before a byte is read (issue 28): /dev/zero never ends, and
    /// a FIFO with no writer would block the open itself.
    @Test func devicesAndFIFOsAreRefusedBeforeReading() throws {
        let zero = #expect(throws: PNGError.self) { try PNGCodec.read(contentsOf: "/dev/zero") }
        #expect(zero?.description == "/dev/zero: could not read: it is a character device, not a regular file")
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-\(UUID().uuidString).png").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        let e = #expect(throws: PNGError.self) { try PNGCodec.read(contentsOf: fifo) }
        #expect(e?.description == "\(fifo): could not read: it is a FIFO (named pipe), not a regular file")
        let nul = #expect(throws: PNGError.self) { try PNGCodec.read(contentsOf: "/etc/passwd\u{0}.png") }
        #expect(nul?.description == "/etc/passwd\\0.png: could not open for reading: the path contains a NUL character, which no file name can")
        // A file larger than the bound is refused by its size, before reading.
        let big = FileManager.default.temporaryDirectory.appendingPathComponent("big-\(UUID().uuidString).png").path
        #expect(FileManager.default.createFile(atPath: big, contents: Data(count: 2048)))
        defer { unlink(big) }
        let b = #expect(throws: PNGError.self) { try RegularFile.read(big, maxBytes: 1024) }
        #expect(b?.description == "\(big): could not read: it is 2048 bytes, more than the limit of 1024 bytes")
    }
}
