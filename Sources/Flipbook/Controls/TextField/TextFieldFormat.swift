import Foundation

// `TextField(_:value:format:prompt:)` and `TextField(_:value:formatter:prompt:)`, as SwiftUI's:
// the field shows its value through the format style (in en_US, the render's default locale,
// as `Text(_:format:)`), or its prompt when the optional value is `nil`. A still never edits,
// so parsing typed text back is not needed.

extension TextField {
    /// A field showing `value` through `format`, with a label view.
    public init<F>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label)
    where F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(text: .constant(FormattedField.string(value.wrappedValue, format)), prompt: prompt, label: label)
    }

    /// A field showing an optional `value` through `format` (empty, so the prompt shows, when `nil`).
    public init<F>(value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label)
    where F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(text: .constant(value.wrappedValue.map { FormattedField.string($0, format) } ?? ""), prompt: prompt, label: label)
    }

    /// A field showing `value` through a Foundation `Formatter`, with a label view.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: .constant(formatter.string(for: value.wrappedValue) ?? ""), prompt: prompt, label: label)
    }
}

extension TextField where Label == Text {
    /// A field showing `value` through `format`: `TextField("Age", value: $age, format: .number)`.
    public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }

    /// A field showing `value` through `format`, titled by a string.
    @_disfavoredOverload
    public init<S, F>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where S: StringProtocol, F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }

    /// A field showing an optional `value` through `format`.
    public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }

    /// A field showing an optional `value` through `format`, titled by a string.
    @_disfavoredOverload
    public init<S, F>(_ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where S: StringProtocol, F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }

    /// A field showing `value` through a `Formatter`, with a prompt.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(value: value, formatter: formatter, prompt: prompt) { Text(titleKey) }
    }

    /// A field showing `value` through a `Formatter`, with a prompt, titled by a string.
    @_disfavoredOverload
    public init<S, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) where S: StringProtocol {
        self.init(value: value, formatter: formatter, prompt: prompt) { Text(title) }
    }
}

enum FormattedField {
    static func string<F: FormatStyle>(_ value: F.FormatInput, _ format: F) -> String where F.FormatOutput == String {
        FormatEnvironment.adjust(format, to: EnvironmentValues()).format(value)
    }
}
