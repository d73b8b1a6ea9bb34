/// The appearance of a ``TextEditor``, as SwiftUI's `TextEditorStyle`.
///
/// On iOS both built-in styles draw the editor the same way — UITextView's text area with no
/// border or fill of its own, the text inset 8 pt top and bottom and 5 pt at the sides. (The
/// automatic style's decoration exists on macOS and visionOS, which a still here does not draw.)
///
/// ```swift
/// TextEditor(text: $notes)
///     .textEditorStyle(.plain)
/// ```
@MainActor @preconcurrency
public protocol TextEditorStyle {
    associatedtype Body: View
    /// The text editor drawn with this style.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = TextEditorStyleConfiguration
}

/// The properties of a text editor, as SwiftUI's `TextEditorStyleConfiguration` (which, like
/// SwiftUI's, has no public members: a style cannot draw the editor itself).
public struct TextEditorStyleConfiguration {
    /// The editor's text area, as the built-in styles draw it.
    let editor: StyleConfigurationPart<TextEditorStyleConfiguration>
}

/// The default text editor style, based on the text editor's context, as SwiftUI's
/// `AutomaticTextEditorStyle`: on iOS, undecorated (as ``PlainTextEditorStyle``).
public struct AutomaticTextEditorStyle: TextEditorStyle {
    /// Creates an instance of the default text editor style.
    public init() {}
    /// The editor's text area.
    public func makeBody(configuration: Configuration) -> some View { configuration.editor }
}

/// A text editor style with no decoration, as SwiftUI's `PlainTextEditorStyle`.
public struct PlainTextEditorStyle: TextEditorStyle {
    /// Creates a plain text editor style.
    public init() {}
    /// The editor's text area.
    public func makeBody(configuration: Configuration) -> some View { configuration.editor }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The default text editor style, based on the text editor's context.
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// A text editor style with no decoration.
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

/// Text editor styles in the environment (``View/textEditorStyle(_:)``).
enum TextEditorStyles: StyleFamily {
    static var automatic: any TextEditorStyle { AutomaticTextEditorStyle() }
    static func body(of style: any TextEditorStyle, configuration: TextEditorStyleConfiguration) -> any View {
        style.makeBody(configuration: configuration)
    }
}

extension View {
    /// Sets the style for text editors within this view.
    public func textEditorStyle(_ style: some TextEditorStyle) -> some View { modifier(StyleStackModifier<TextEditorStyles>(style)) }
}

/// A ``TextEditor`` drawn through the nearest text editor style.
struct StyledTextEditor: View, PrimitiveView {
    typealias Body = Never
    let text: Text

    func makeNode(_ context: ResolveContext) -> ViewNode {
        context.resolveStyle(TextEditorStyles.self, TextEditorStyleConfiguration(editor: .init(TextEditorLook(text: text), .content)))
    }
}
