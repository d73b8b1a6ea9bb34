// `#Preview` and `@Previewable` under swift-macro-testing (issue 24 items 9 and 10): the
// variants real code writes — unnamed, named, with traits, `@Previewable @State`, a local
// `struct …: View` in the body — expand to a registration type whose preview takes its body as
// `() -> any View`, as Apple's `#Preview` does (a generic `Content` crashed swift-frontend 6.3.1
// on the local struct). Expansions recorded inline; Macros trait only.
#if Macros
import FlipbookMacros
import MacroTesting
import Testing

@Suite(.macros([PreviewMacro.self, PreviewableMacro.self]))
struct PreviewMacroTests {
  @Test func anUnnamedPreview() {
    assertMacro {
      """
      #Preview {
        Badge(count: 7)
      }
      """
    } expansion: {
      """
      struct __macro_local_7PreviewfMu_: Flipbook._PreviewRegistration {
          static var _preview: Flipbook.Preview {
              Flipbook.Preview._macroPreview(fileID: "TestModule/Test.swift", line: 1, body: {
        Badge(count: 7)
                })
          }
      }
      """
    }
  }

  @Test func aNamedPreviewWithTraits() {
    assertMacro {
      """
      #Preview("Card", traits: .sizeThatFitsLayout, .landscapeLeft) {
        Card()
      }
      """
    } expansion: {
      """
      struct __macro_local_7PreviewfMu_: Flipbook._PreviewRegistration {
          static var _preview: Flipbook.Preview {
              Flipbook.Preview._macroPreview("Card", traits: .sizeThatFitsLayout, .landscapeLeft, fileID: "TestModule/Test.swift", line: 1, body: {
        Card()
                })
          }
      }
      """
    }
  }

  @Test func aFixedLayoutPreview() {
    assertMacro {
      """
      #Preview(traits: .fixedLayout(width: 80, height: 50)) {
        Card()
      }
      """
    } expansion: {
      """
      struct __macro_local_7PreviewfMu_: Flipbook._PreviewRegistration {
          static var _preview: Flipbook.Preview {
              Flipbook.Preview._macroPreview(traits: .fixedLayout(width: 80, height: 50), fileID: "TestModule/Test.swift", line: 1, body: {
        Card()
                })
          }
      }
      """
    }
  }

  @Test func previewableStateBecomesAViewsState() {
    assertMacro {
      """
      #Preview("Toggle") {
        @Previewable @State var isOn = true
        @Previewable @State var name: String = "Wi-Fi"
        Toggle(name, isOn: $isOn)
      }
      """
    } expansion: {
      """
      struct __macro_local_7PreviewfMu_: Flipbook._PreviewRegistration {
          struct _PreviewableContent: Flipbook.View {
              @State var isOn = true
              @State var name: String = "Wi-Fi"
              @Flipbook.ViewBuilder var body: some Flipbook.View {
                  Toggle(name, isOn: $isOn)
              }
          }
          static var _preview: Flipbook.Preview {
              Flipbook.Preview._macroPreview("Toggle", fileID: "TestModule/Test.swift", line: 1, body: {
                  _PreviewableContent()
                })
          }
      }
      """
    }
  }

  @Test func aLocalViewTypeInTheBody() {
    assertMacro {
      """
      #Preview("Local state", traits: .sizeThatFitsLayout) {
        struct Counter: View {
          @State private var count = 3
          var body: some View { Text("\\(count)") }
        }
        return Counter()
      }
      """
    } expansion: {
      #"""
      struct __macro_local_7PreviewfMu_: Flipbook._PreviewRegistration {
          static var _preview: Flipbook.Preview {
              Flipbook.Preview._macroPreview("Local state", traits: .sizeThatFitsLayout, fileID: "TestModule/Test.swift", line: 1, body: {
        struct Counter: View {
          @State private var count = 3
          var body: some View {
                      Text("\(count)")
                    }
        }
        return Counter()
                })
          }
      }
      """#
    }
  }

  @Test func aPreviewWithoutABodyIsDiagnosed() {
    assertMacro {
      """
      #Preview("Empty")
      """
    } diagnostics: {
      """
      #Preview("Empty")
      ┬────────────────
      ╰─ 🛑 #Preview needs a body: #Preview("Name") { MyView() }
      """
    }
  }
}
#endif
