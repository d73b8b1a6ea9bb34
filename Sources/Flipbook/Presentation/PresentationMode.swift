/// The older way to dismiss a presentation, as SwiftUI's `PresentationMode`
/// (`@Environment(\.presentationMode) var mode`, then `mode.wrappedValue.dismiss()`).
public struct PresentationMode: Sendable {
    /// Whether the view is presented; false in a still's root.
    public var isPresented: Bool
    let action: DismissAction
    /// Dismisses the presentation (nothing, in a still).
    public mutating func dismiss() { action() }
}

extension EnvironmentValues {
    /// The presentation this view is in, as a binding (read from ``isPresented`` and ``dismiss``).
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, action: dismiss)
        return .constant(mode)
    }
}
