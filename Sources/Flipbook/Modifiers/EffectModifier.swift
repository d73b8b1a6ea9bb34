import FlipbookRaster

/// A built-in modifier that draws its content inside a display effect computed from the
/// content's laid-out frame. Layout is unchanged: effects never move other views.
struct EffectModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let name: String
    /// The effect for a frame (root coordinates) and environment; `nil` draws the content plainly.
    let effect: (CGRect, EnvironmentValues) -> DisplayEffect?

    func makeBehavior(_ context: ResolveContext) -> any NodeBehavior { EffectBehavior(name: name, effect: effect) }
}

struct EffectBehavior: NodeBehavior {
    let name: String
    let effect: (CGRect, EnvironmentValues) -> DisplayEffect?
    var debugName: String { name }

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        guard let e = effect(node.frame, node.environment) else {
            node.children[0].draw(into: &list)
            return
        }
        list.withEffect(e) { node.children[0].draw(into: &$0) }
    }
}

extension View {
    func effect(_ name: String, _ effect: @escaping (CGRect, EnvironmentValues) -> DisplayEffect?) -> some View {
        modifier(EffectModifier(name: name, effect: effect))
    }
}

extension CGAffineTransform {
    /// A transform given in a frame's local coordinates (origin at its top-left), in root coordinates.
    func inRoot(of frame: CGRect) -> CGAffineTransform {
        CGAffineTransform(translationX: -frame.minX, y: -frame.minY)
            .concatenating(self)
            .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
    }
}

extension ProjectionTransform {
    /// A projection given in a frame's local coordinates, in root coordinates.
    func inRoot(of frame: CGRect) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
            .concatenating(self)
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY)))
    }
}
