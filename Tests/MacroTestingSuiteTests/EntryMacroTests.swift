// swift-macro-testing's `assertMacro` (issue 24 item 9) beside Flipbook, as a package that writes
// macros tests them: the expansion and the diagnostics live inline in this file, recorded and
// rewritten by InlineSnapshotTesting. The macro under test is Flipbook's own `@Entry`, so this
// also pins what it expands to: Apple's shape (a private `__Key_name` conforming to the key
// protocol of the extended type, `typealias Value`, a computed `defaultValue`), with Flipbook's
// module names. Macros trait only: `swift test --traits Macros --filter MacroTestingSuiteTests`.
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
    } expansion: {
      """
      extension EnvironmentValues {
        var badgeTint: Color {
          get {
            self[__Key_badgeTint.self]
          }
          set {
            self[__Key_badgeTint.self] = newValue
          }
        }

        private struct __Key_badgeTint: Flipbook.EnvironmentKey {
            typealias Value = Color
            static var defaultValue: Value {
              .orange
            }
        }
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
    } expansion: {
      """
      extension EnvironmentValues {
        var greeting: String? {
          get {
            self[__Key_greeting.self]
          }
          set {
            self[__Key_greeting.self] = newValue
          }
        }

        private struct __Key_greeting: Flipbook.EnvironmentKey {
            typealias Value = String?
            static var defaultValue: Value {
              nil
            }
        }
      }
      """
    }
  }

  @Test func anEntryWithoutATypeTakesItsDefaultsType() {
    assertMacro {
      """
      extension EnvironmentValues {
        @Entry var spacing = 8.0
      }
      """
    } expansion: {
      """
      extension EnvironmentValues {
        var spacing {
          get {
            self[__Key_spacing.self]
          }
          set {
            self[__Key_spacing.self] = newValue
          }
        }

        private struct __Key_spacing: Flipbook.EnvironmentKey {
            static let defaultValue = 8.0
        }
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
    } diagnostics: {
      """
      extension EnvironmentValues {
        @Entry var count: Int
        ┬─────
        ╰─ 🛑 @Entry var count: Int needs a default value: `= …`
      }
      """
    }
  }

  /// The key protocol follows the extended type, as Apple's macro reads its lexical context.
  @Test func containerValuesTransactionAndFocusedValuesTakeTheirOwnKeys() {
    assertMacro {
      """
      extension ContainerValues {
        @Entry var isPinned: Bool = false
      }
      extension SwiftUI.Transaction {
        @Entry var isUrgent: Bool = false
      }
      extension FocusedValues {
        @Entry var selection: Binding<String>?
      }
      """
    } expansion: {
      """
      extension ContainerValues {
        var isPinned: Bool {
          get {
            self[__Key_isPinned.self]
          }
          set {
            self[__Key_isPinned.self] = newValue
          }
        }

        private struct __Key_isPinned: Flipbook.ContainerValueKey {
            typealias Value = Bool
            static var defaultValue: Value {
              false
            }
        }
      }
      extension SwiftUI.Transaction {
        var isUrgent: Bool {
          get {
            self[__Key_isUrgent.self]
          }
          set {
            self[__Key_isUrgent.self] = newValue
          }
        }

        private struct __Key_isUrgent: Flipbook.TransactionKey {
            typealias Value = Bool
            static var defaultValue: Value {
              false
            }
        }
      }
      extension FocusedValues {
        var selection: Binding<String>? {
          get {
            self[__Key_selection.self]
          }
          set {
            self[__Key_selection.self] = newValue
          }
        }

        private struct __Key_selection: Flipbook.FocusedValueKey {
            typealias Value = Binding<String>
        }
      }
      """
    }
  }

  @Test func aFocusedValueWithADefaultIsDiagnosed() {
    assertMacro {
      """
      extension FocusedValues {
        @Entry var count: Int = 1
      }
      """
    } diagnostics: {
      """
      extension FocusedValues {
        @Entry var count: Int = 1
        ┬─────
        ╰─ 🛑 @Entry var count in FocusedValues must be an optional without a default: `@Entry var count: T?`
      }
      """
    }
  }

  @Test func anEntryOutsideTheValueTypesIsDiagnosed() {
    assertMacro {
      """
      extension Settings {
        @Entry var volume: Double = 1
      }
      """
    } diagnostics: {
      """
      extension Settings {
        @Entry var volume: Double = 1
        ┬─────
        ╰─ 🛑 @Entry declares a value of EnvironmentValues, Transaction, ContainerValues or FocusedValues: write it inside `extension EnvironmentValues { … }` (or one of the others), not in an extension of Settings
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
    #expect(pixels[2, 2] == SIMD4<UInt8>(255, 0, 0, 255))
  }
}
#endif
