/// A control for choosing one of its options, as SwiftUI's `Picker`. Options are the views in
/// `content`, matched to the selection by `.tag(_:)` (or by their `ForEach` id). The look
/// comes from `pickerStyle(_:)`; the default is `.menu`, as on iOS 16 and later.
///
/// ```swift
/// Picker("Flavour", selection: $flavour) {
///     ForEach(Flavour.allCases) { Text($0.rawValue.capitalized) }
/// }
/// .pickerStyle(.segmented)
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// A picker with a custom label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// A picker with a custom label given first (SwiftUI's older spelling).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
        self.label = label
    }
}

extension Picker where Label == Text {
    /// A picker with a literal title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
    /// A picker with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == Flipbook.Label<Text, Image> {
    /// A picker whose label is a title with an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Flipbook.Label(titleKey, systemImage: systemImage) }
    }
    /// A picker whose label is a string title with an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>,
                                   @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Flipbook.Label(title, systemImage: systemImage) }
    }
}

/// What a picker's look draws from: the options (drawn on demand, each resolved where it is
/// placed so it takes that place's font and colour), which one is selected, how to select.
struct PickerModel {
    let count: Int
    let selectedIndex: Int?
    let label: AnyView
    let option: (Int) -> AnyView
    let select: (Int) -> Void
}

extension Picker: PrimitiveView {
    package func makeNode(_ context: ResolveContext) -> ViewNode {
        // Resolve the options once to learn how many there are and their tags.
        let probe = context.child(.content)
        let nodes = resolveViewList(of: content, probe)
        let tags = nodes.map { $0.identity.tag(below: probe.identity) }
        let current = AnyHashable(selection.wrappedValue)
        let selectedIndex = tags.firstIndex { $0 != nil && ($0 == current || Self.unwrapped(current) == $0) }
        let content = self.content
        let selection = self.selection
        let enabled = context.environment.isEnabled
        let model = PickerModel(
            count: nodes.count, selectedIndex: selectedIndex, label: AnyView(label),
            option: { AnyView(PickerOption(content: content, index: $0)) },
            select: { i in
                guard enabled, i < tags.count, let v = tags[i]?.base as? SelectionValue else { return }
                selection.wrappedValue = v
            })
        let look = PickerLook(model: model, style: context.environment.pickerStyle, row: context.environment.listRowContext)
        return resolveSingle(of: look, context.child(.body))
    }

    /// An optional selection's wrapped value, so `Optional(3)` matches the tag `3`.
    private static func unwrapped(_ h: AnyHashable) -> AnyHashable? {
        let m = Mirror(reflecting: h.base)
        guard m.displayStyle == .optional, let child = m.children.first, let v = child.value as? any Hashable else { return nil }
        return AnyHashable(v)
    }
}

/// The `index`-th option of a picker's content, resolved where it is placed.
struct PickerOption<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let index: Int

    func makeNode(_ context: ResolveContext) -> ViewNode {
        let nodes = resolveViewList(of: content, context.child(.content))
        guard index >= 0, index < nodes.count else { return resolveSingle(of: EmptyView(), context) }
        return nodes[index]
    }
}
