import Foundation
import Testing
@testable import FlipbookText

@Suite("FontLocator")
struct FontLocatorTests {
    @Test("finds the package's Fonts/ from another working directory")
    func fromOtherWorkingDirectory() throws {
        let saved = FileManager.default.currentDirectoryPath
        #expect(FileManager.default.changeCurrentDirectoryPath("/tmp"))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(saved) }
        let dir = try FontLocator.fontsDirectory(environment: [:], executablePath: "/nonexistent/bin/render")
        #expect(dir.lastPathComponent == "Fonts")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("NotoSansCJKsc-Regular.otf").path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("MaterialIcons-Regular.ttf").path))
        #expect(FileManager.default.fileExists(atPath: dir.deletingLastPathComponent().appendingPathComponent("Package.swift").path))
    }

    @Test("FLIPBOOK_FONTS wins over the package directory")
    func environmentOverride() throws {
        let real = try FontLocator.fontsDirectory(environment: [:])
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-fonts-\(getpid())-override")
        try? FileManager.default.removeItem(at: tmp)
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: tmp) }
        try FileManager.default.createSymbolicLink(at: tmp.appendingPathComponent("Inter-Regular.otf"),
                                                   withDestinationURL: real.appendingPathComponent("Inter-Regular.otf"))
        let found = try FontLocator.fontsDirectory(environment: ["FLIPBOOK_FONTS": tmp.path])
        #expect(found.path == tmp.standardizedFileURL.path)
        let registry = try FontRegistry(directory: found)
        #expect(registry.families == ["Inter"])
    }

    @Test("a FLIPBOOK_FONTS without fonts is an error naming the variable and the path")
    func badOverride() {
        do {
            _ = try FontLocator.fontsDirectory(environment: ["FLIPBOOK_FONTS": "/nonexistent/fonts"])
            Issue.record("expected an error")
        } catch let error as FontError {
            let message = error.description
            #expect(message.contains("FLIPBOOK_FONTS=/nonexistent/fonts"))
            #expect(message.contains("Inter-Regular.otf"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test("executable-relative places are tried in order after the package directory")
    func executableCandidates() {
        let c = FontLocator.fallbackCandidates(executablePath: "/opt/flip/bin/render").map(\.path)
        #expect(c.suffix(2) == ["/opt/flip/bin/Fonts", "/opt/flip/share/flipbook/Fonts"])
        #expect(c.first?.hasSuffix("/Fonts") == true)
    }

    @Test("the not-found error lists every place searched")
    func notFoundMessage() {
        let e = FontError.fontsNotFound(searched: ["/a/Fonts", "/b/Fonts"])
        #expect(e.description.contains("  - /a/Fonts\n  - /b/Fonts"))
        #expect(e.description.contains("Set FLIPBOOK_FONTS"))
    }
}
