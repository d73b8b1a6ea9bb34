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

/// An ``EffectModifier`` whose parameters animate: `value` is the target, and the effect is
/// built each frame from the value shown then.
struct AnimatableEffectModifier<V: VectorArithmetic>: ViewModifier, WrappingModifier {
    typealias Body = Never
    let name: String
    let value: V
    let effect: (CGRect, EnvironmentValues, V) -> DisplayEffect?

    func makeBehavior(_ context: ResolveContext) -> any NodeBehavior {
        let shown = context.animated(value, key: name)
        let effect = self.effect
        return EffectBehavior(name: name) { frame, env in effect(frame, env, shown) }
    }
}

extension View {
    func effect(_ name: String, _ effect: @escaping (CGRect, EnvironmentValues) -> DisplayEffect?) -> some View {
        modifier(EffectModifier(name: name, effect: effect))
    }

    /// An effect whose parameters `value` animate when they change inside a transaction
    /// with an animation.
    func effect<V: VectorArithmetic>(_ name: String, animating value: V,
                                     _ effect: @escaping (CGRect, EnvironmentValues, V) -> DisplayEffect?) -> some View {
        modifier(AnimatableEffectModifier(name: name, value: value, effect: effect))
    }
}

// Reports its content's explicit alignment guides (see SameSizeWrapperBehavior).
extension EffectBehavior: SameSizeWrapperBehavior {}
