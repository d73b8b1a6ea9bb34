// swift-macro-testing's `assertMacro` (issue 24 item 9) beside Flipbook, as a package that writes
// macros tests them: the expansion and the diagnostics live inline in this file, recorded and
// rewritten by InlineSnapshotTesting. The macro under test is Flipbook's own `@Entry`,
// so this also checks what it expands to. Macros trait only:
// `swift test --traits Macros --filter MacroTestingSuiteTests`.
#if Macros
import FlipbookMacros
import MacroTesting
import SwiftUI
import Testing

@Suite(.macros([EntryMacro.self]))
struct EntryMacroTests {
  @Test func anEntryWithATypeAndADefault() {
    assertMacro {
      """
      extension EnvironmentValues {
        @Entry var badgeTint: Color = .orange
      }
      """
    }
  }

  @Test func anOptionalEntryDefaultsToNil() {
    assertMacro {
      """
      extension EnvironmentValues {
        @Entry var greeting: String?
      }
      """
    }
  }

  @Test func anEntryWithoutADefaultIsDiagnosed() {
    assertMacro {
      """
      extension EnvironmentValues {
        @Entry var count: Int
      }
      """
    }
  }

  /// The test target imports Flipbook's Linux `SwiftUI` module as well: its views still render
  /// in the same process as swift-syntax and InlineSnapshotTesting.
  @MainActor @Test func flipbookRendersBesideMacroTesting() {
    let renderer = ImageRenderer(content: Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4))
    let pixels = renderer.pixelBuffer
    #expect(pixels.width == 4 && pixels.height == 4)
    #expect(pixels[x: 2, y: 2] == SIMD4<UInt8>(255, 0, 0, 255))
  }
}
#endif
