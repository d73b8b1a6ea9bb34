/// `sheet`, `fullScreenCover` and `popover`: presentations show in a separate layer over the
/// whole window in SwiftUI. A Flipbook still is the presenting view alone, whether or not
/// the sheet is up (render the sheet's content on its own to picture it); the content is
/// not evaluated.
struct PresentationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] { content(context) }
}

extension View {
    /// Presents `content` as a sheet while `isPresented` is true (a still shows the presenter).
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PresentationModifier())
    }

    /// Presents a sheet for `item` while it is not `nil` (a still shows the presenter).
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modifier(PresentationModifier())
    }

    /// Presents `content` over the whole screen while `isPresented` is true (a still shows
    /// the presenter).
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PresentationModifier())
    }
}
