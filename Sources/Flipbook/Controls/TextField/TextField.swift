/// A control that shows editable text, as SwiftUI's `TextField`. Empty, it shows its prompt
/// (or its title) in iOS's placeholder colour. Its look comes from `textFieldStyle(_:)`.
/// With `axis: .vertical` the text wraps and grows, up to `lineLimit(_:)` lines.
/// A caret is drawn only under `flipbookFocused()`.
///
/// ```swift
/// TextField("Name", text: $name, prompt: Text("Required"))
///     .textFieldStyle(.roundedBorder)
/// ```
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let label: Label
    let axis: Axis
    /// The field a custom style's `_body(configuration:)` decorates (CustomTextFieldStyle.swift).
    var styledLook: TextInputLook?

    /// A field with a prompt and a label (the label names it to accessibility; iOS shows the prompt).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
        self.axis = axis
    }

    @ViewBuilder public var body: some View {
        if let styledLook {
            styledLook.environment(\.textFieldStyle, PlainTextFieldStyle())
        } else {
            TextInputLook(content: .plain(text.wrappedValue), placeholder: prompt ?? (label as? Text), axis: axis)
        }
    }
}

extension TextField where Label == Text {
    /// A field whose title is also its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }
    /// A field whose title is also its placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }
    /// A field with a title and a prompt (the prompt is the placeholder).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }
    /// A field with a title and a prompt.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
    /// A field that wraps and grows along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(titleKey) }
    }
    /// A field that wraps and grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(title) }
    }
    /// A field with a prompt that wraps and grows along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
    }
    /// A field with a prompt that wraps and grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
    }
}

/// A field whose text is hidden behind dots, as SwiftUI's `SecureField`.
public struct SecureField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let label: Label

    /// A secure field with a prompt and a label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }

    public var body: some View {
        TextInputLook(content: .secure(text.wrappedValue.count), placeholder: prompt ?? (label as? Text), axis: .horizontal)
    }
}

extension SecureField where Label == Text {
    /// A secure field whose title is its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }
    /// A secure field whose title is its placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }
    /// A secure field with a title and a prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }
    /// A secure field with a title and a prompt.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}

/// A multi-line text editor, as SwiftUI's `TextEditor`: fills the space offered, its text
/// top-leading inside UITextView's insets (8 pt top and bottom, 5 pt sides). No placeholder,
/// as on iOS. Its look comes from ``View/textEditorStyle(_:)``.
public struct TextEditor: View {
    /// The edited text as it is drawn: a plain string, or an attributed string with its
    /// attributes (``init(text:selection:)``).
    let content: () -> Text

    /// An editor for `text`.
    public init(text: Binding<String>) { content = { Text(verbatim: text.wrappedValue) } }

    init(content: @escaping () -> Text) { self.content = content }

    public var body: some View {
        StyledTextEditor(text: content())
    }
}

/// Metrics for text inputs. UITextField `.roundedRect` (iOS 17): 34 pt tall at body size
/// (22 pt line + 6 pt above and below), 7 pt side insets, 5 pt corners, a 0.5 pt border
/// in opaqueSeparator-like grey, systemBackground inside (dark: #1C1C1E, chosen by eye).
/// Secure dots are 7 pt circles 3 pt apart (chosen by eye to match the iOS bullets at 17 pt).
/// The caret is 2 pt wide, the line's height, in the tint.
enum TextInputLook_ {
    static let roundedVertical: CGFloat = 6
    static let roundedHorizontal: CGFloat = 7
    static let roundedRadius: CGFloat = 5
    static let borderWidth: CGFloat = 0.5
    static let dot: CGFloat = 7
    static let dotSpacing: CGFloat = 3
    static let caretWidth: CGFloat = 2
    static let caretHeight: CGFloat = 22
    static let roundedFill = Color(light: .white, dark: Color(.sRGB, red: 28 / 255, green: 28 / 255, blue: 30 / 255))
    static let editorInsets = EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)
}

/// What a text input shows.
enum TextInputContent {
    case plain(String)
    case secure(Int)
    var isEmpty: Bool {
        switch self {
        case .plain(let s): return s.isEmpty
        case .secure(let n): return n == 0
        }
    }
}

/// The caret of a focused input.
struct TextCaret: View {
    var body: some View {
        Rectangle().fill(.tint).frame(width: TextInputLook_.caretWidth, height: TextInputLook_.caretHeight)
    }
}

/// A text field's field: text or placeholder, in the style in force.
struct TextInputLook: View {
    let content: TextInputContent
    let placeholder: Text?
    let axis: Axis
    @Environment(\.textFieldStyle) private var style
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.isTextInputFocused) private var isFocused
    @Environment(\.reservedLineCount) private var reservedLines

    /// The field's least height: one body line, or the lines a vertical field reserves.
    private var minimumHeight: CGFloat {
        TextInputLook_.caretHeight * CGFloat(axis == .vertical ? max(reservedLines, 1) : 1)
    }

    @ViewBuilder private var shown: some View {
        HStack(alignment: .firstTextBaseline, spacing: 0) {
            if content.isEmpty {
                if isFocused { TextCaret().alignmentGuide(.firstTextBaseline) { $0[.bottom] - 5 } }
                (placeholder ?? Text(""))
                    .foregroundStyle(ControlPalette.placeholder)
                    .lineLimit(1)
            } else {
                switch content {
                case .plain(let s):
                    if axis == .horizontal { Text(verbatim: s).lineLimit(1) } else { Text(verbatim: s) }
                case .secure(let n):
                    HStack(spacing: TextInputLook_.dotSpacing) {
                        ForEach(0..<n, id: \.self) { _ in
                            Circle().fill(.primary).frame(width: TextInputLook_.dot, height: TextInputLook_.dot)
                        }
                    }
                    .frame(height: TextInputLook_.caretHeight)
                    .alignmentGuide(.firstTextBaseline) { $0[.bottom] - 5 }
                }
                if isFocused { TextCaret().padding(.leading, 1).alignmentGuide(.firstTextBaseline) { $0[.bottom] - 5 } }
            }
        }
        // iOS's body line is 22 pt (HIG leading); Flipbook's text line can be a point less.
        .frame(maxWidth: .infinity, minHeight: minimumHeight, alignment: axis == .vertical ? .topLeading : .leading)
    }

    @ViewBuilder var body: some View {
        if style.isCustom {
            style.customBody(around: self)
        } else {
            builtInBody
        }
    }

    private var builtInBody: some View {
        Group {
            if style is RoundedBorderTextFieldStyle {
                shown
                    .padding(.vertical, TextInputLook_.roundedVertical)
                    .padding(.horizontal, TextInputLook_.roundedHorizontal)
                    .background(RoundedRectangle(cornerRadius: TextInputLook_.roundedRadius, style: .continuous)
                        .fill(TextInputLook_.roundedFill))
                    .overlay(RoundedRectangle(cornerRadius: TextInputLook_.roundedRadius, style: .continuous)
                        .strokeBorder(ControlPalette.opaqueSeparator, lineWidth: TextInputLook_.borderWidth))
            } else {
                shown
            }
        }
        .compositingGroup()
        .opacity(isEnabled ? 1 : ControlPalette.disabledOpacity)
    }
}

/// A text editor's text area.
struct TextEditorLook: View {
    let text: Text
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.isTextInputFocused) private var isFocused

    var body: some View {
        HStack(alignment: .lastTextBaseline, spacing: 0) {
            text
            if isFocused { TextCaret().padding(.leading, 1).alignmentGuide(.lastTextBaseline) { $0[.bottom] - 5 } }
        }
        .padding(TextInputLook_.editorInsets)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .compositingGroup()
        .opacity(isEnabled ? 1 : ControlPalette.disabledOpacity)
    }
}
