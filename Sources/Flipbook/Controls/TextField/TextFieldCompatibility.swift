import Foundation

// The older initialisers SwiftUI still ships (deprecated, not removed) and real suites still
// call. A snapshot never edits, so the callbacks are kept for source compatibility only.

extension TextField where Label == Text {
    /// A field with editing callbacks, as SwiftUI's `TextField(_:text:onEditingChanged:onCommit:)`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// A field with editing callbacks, as SwiftUI's `TextField(_:text:onEditingChanged:onCommit:)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    /// A field showing `value` through `formatter` (its `string(for:)`), as SwiftUI's
    /// `TextField(_:value:formatter:)`.
    public init<T>(_ titleKey: LocalizedStringKey, value: Binding<T>, formatter: Formatter,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) {
        self.init(text: .constant(formatter.string(for: value.wrappedValue) ?? ""), prompt: nil) { Text(titleKey) }
    }

    /// A field showing `value` through `formatter`, as SwiftUI's `TextField(_:value:formatter:)`.
    @_disfavoredOverload
    public init<S: StringProtocol, T>(_ title: S, value: Binding<T>, formatter: Formatter,
                                      onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) {
        self.init(text: .constant(formatter.string(for: value.wrappedValue) ?? ""), prompt: nil) { Text(title) }
    }
}

extension SecureField where Label == Text {
    /// A secure field with a commit callback, as SwiftUI's `SecureField(_:text:onCommit:)`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// A secure field with a commit callback, as SwiftUI's `SecureField(_:text:onCommit:)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil) { Text(title) }
    }
}
