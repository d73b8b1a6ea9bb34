/// A button that toggles edit mode, as SwiftUI's `EditButton`: "Edit", or "Done" (semibold)
/// while editing, in the tint colour, as iOS draws it in a navigation bar.
public struct EditButton: View {
    public init() {}

    public var body: some View { EditButtonBody() }
}

private struct EditButtonBody: View, PrimitiveView {
    typealias Body = Never
    func makeNode(_ context: ResolveContext) -> ViewNode {
        let mode = context.effectiveEditMode
        let editing = mode?.wrappedValue.isEditing ?? false
        let button = Button(action: {
            mode?.wrappedValue = editing ? .inactive : .active
        }) {
            Text(editing ? "Done" : "Edit").fontWeight(editing ? .semibold : nil)
        }
        return resolveSingle(of: button, context)
    }
}
