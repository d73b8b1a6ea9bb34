import Foundation
import Testing
@testable import FlipbookScene

/// Docs/scene-format.md describes the whole format: every view and modifier the decoder
/// knows is named there (as `Name` in code), so a new entry cannot go undocumented.
@Suite @MainActor struct FormatDocumentationTests {
    static let text: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Docs/scene-format.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    @Test func everyViewAndModifierIsDocumented() {
        #expect(!Self.text.isEmpty)
        for name in (ViewDecoder.allViewNames + ViewDecoder.allModifierNames).sorted() {
            #expect(Self.text.contains("`\(name)`"), "Docs/scene-format.md does not mention `\(name)`")
        }
    }
}
