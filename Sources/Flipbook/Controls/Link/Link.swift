/// A control that opens a URL, as SwiftUI's `Link`: drawn as a button (tinted text by default,
/// and it takes the button style in force). A still opens nothing.
///
/// ```swift
/// Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
/// ```
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label

    /// A link with a custom label.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension Link where Label == Text {
    /// A link with a literal title.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
    /// A link with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
