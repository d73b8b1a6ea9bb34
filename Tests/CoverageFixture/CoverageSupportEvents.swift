// Types for the drag-and-drop, hover and preview API (issues 25 and 26), written as Apple's
// documentation writes them.
import Foundation
import Flipbook

extension CoverageSupport {
    struct Photo: Transferable, Identifiable, Hashable {
        var id = 1
        var name = "Beach"
    }

    struct FadeInHoverEffect: CustomHoverEffect {
        func body(content: Content) -> some CustomHoverEffect {
            content.hoverEffect { effect, isActive, proxy in
                effect.animation(.easeOut) {
                    $0.opacity(isActive ? 1 : 0.5)
                }
            }
        }
    }

    struct PreviewKey: PreviewContextKey {
        static let defaultValue = "iPhone"
    }

    struct Preview: PreviewContext {
        subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { Key.defaultValue }
    }

    @MainActor static let accessibilityFocus = AccessibilityFocusState<Bool>()
    @MainActor static let focus = FocusState<Bool>()
}

extension CoverageSupport {
    /// Apple's `FileDocument` example.
    struct TextFile: FileDocument {
        static var readableContentTypes: [UTType] { [.plainText] }
        var text = ""
        init(initialText: String = "") { text = initialText }
        init(configuration: ReadConfiguration) throws {
            if let data = configuration.file.regularFileContents {
                text = String(decoding: data, as: UTF8.self)
            }
        }
        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: Data(text.utf8))
        }
    }
}
