/// A control that turns a setting on and off, as SwiftUI's `Toggle`. Its look comes from
/// the nearest `toggleStyle(_:)` around it (default: a switch on iOS).
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $wifi)
/// Toggle(isOn: $ar) { Label("AR", systemImage: "arkit") }
/// ```
public struct Toggle<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let isOn: Binding<Bool>
    let isMixed: Bool

    /// A toggle with a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = isOn
        self.isMixed = false
    }
}

extension Toggle where Label == Text {
    /// A toggle with a literal title.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
    /// A toggle with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == Flipbook.Label<Text, Image> {
    /// A toggle whose label is a title with an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Flipbook.Label(titleKey, systemImage: systemImage) }
    }
    /// A toggle whose label is a string title with an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Flipbook.Label(title, systemImage: systemImage) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle from a style's configuration, drawn with the next outer style, so a style
    /// can wrap the current one (`Toggle(configuration).padding().border(.red)`).
    public init(_ configuration: ToggleStyleConfiguration) {
        self.label = configuration.label
        self.isOn = configuration.$isOn
        self.isMixed = configuration.isMixed
    }
}

extension Toggle: PrimitiveView {
    package func makeNode(_ context: ResolveContext) -> ViewNode {
        let label = self.label
        // A disabled toggle ignores writes from its style (taps on a disabled switch do nothing).
        let binding = context.environment.isEnabled ? isOn : Binding(derivedGet: { isOn.wrappedValue }, set: { _ in })
        let configuration = ToggleStyleConfiguration(label: .init(resolve: { resolveViewList(of: label, $0.child(.content)) }),
                                                     isOn: binding, isMixed: isMixed)
        return context.resolveStyle(ToggleStyles.self, configuration)
    }
}

