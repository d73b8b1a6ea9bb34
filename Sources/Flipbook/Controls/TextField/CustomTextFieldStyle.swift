// Custom text field styles (`_body(configuration:)`), as SwiftUI code writes them.

/// The label of the field a custom style's `_body(configuration:)` receives.
public struct _TextFieldStyleLabel: View {
    public var body: some View { EmptyView() }
}

extension TextFieldStyle {
    /// The type of the field a custom style decorates: `TextField<Self._Label>`.
    public typealias _Label = _TextFieldStyleLabel
}

extension TextFieldStyle where _Body == Never {
    /// The built-in styles draw themselves; nothing calls this.
    @MainActor public func _body(configuration: TextField<_Label>) -> Never {
        fatalError("\(Self.self) is a built-in text field style")
    }
}

extension TextFieldStyle {
    /// Whether the style is a custom one (has a `_body`).
    var isCustom: Bool { _Body.self != Never.self }

    /// The custom style's decoration around `field` (drawn with the plain style).
    @MainActor func customBody(around field: TextInputLook) -> AnyView {
        AnyView(_body(configuration: TextField<_TextFieldStyleLabel>(look: field)))
    }
}

extension TextField where Label == _TextFieldStyleLabel {
    /// The bare field handed to a custom style.
    init(look: TextInputLook) {
        self.init(text: .constant(""), prompt: nil) { _TextFieldStyleLabel() }
        self.styledLook = look
    }
}
