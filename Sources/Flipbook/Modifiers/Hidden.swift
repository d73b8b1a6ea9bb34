/// SwiftUI's `hidden()`: the view keeps its place in layout but draws nothing.
struct HiddenModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    func makeBehavior(_ context: ResolveContext) -> any NodeBehavior { HiddenBehavior() }
}

struct HiddenBehavior: NodeBehavior {
    var debugName: String { "Hidden" }
    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {}
}

extension View {
    /// Hides the view: it is laid out as usual but not drawn.
    public func hidden() -> some View { modifier(HiddenModifier()) }
}

// Reports its content's explicit alignment guides (see SameSizeWrapperBehavior).
extension HiddenBehavior: SameSizeWrapperBehavior {}
