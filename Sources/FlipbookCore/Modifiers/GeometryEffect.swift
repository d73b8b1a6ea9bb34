/// A modifier that changes how its content is projected, as SwiftUI's `GeometryEffect`:
/// ``effectValue(size:)`` is asked with the laid-out size (and, during animation, the
/// interpolated ``Animatable/animatableData``) every frame.
///
/// As in the SDK the protocol is `nonisolated`: conformers are not inferred to the main actor,
/// so `effectValue(size:)` and `animatableData` may be called from any context.
nonisolated public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    nonisolated func effectValue(size: CGSize) -> ProjectionTransform
}

/// A modifier that animates its own data, as SwiftUI's `AnimatableModifier`.
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// Resolves a geometry effect: a node that draws its content through `effectValue(size:)`.
@MainActor
func resolveGeometryEffect<G: GeometryEffect>(_ effect: G, _ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
    linkDynamicProperties(of: effect, context)
    return wrapEach(content(context), context) { node, id in
        ViewNode(identity: id, behavior: GeometryEffectBehavior(effect: effect), children: [node], environment: context.environment)
    }
}

package struct GeometryEffectBehavior<G: GeometryEffect>: NodeBehavior {
    package let effect: G
    package var debugName: String { String(describing: G.self) }

    package func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        let p = effect.effectValue(size: node.frame.size)
        if p.isIdentity {
            node.children[0].draw(into: &list)
        } else if p.isAffine {
            let a = CGAffineTransform(a: p.m11, b: p.m12, c: p.m21, d: p.m22, tx: p.m31, ty: p.m32)
            list.withEffect(.transform(a.inRoot(of: node.frame))) { node.children[0].draw(into: &$0) }
        } else {
            list.withEffect(.projection(p.inRoot(of: node.frame))) { node.children[0].draw(into: &$0) }
        }
    }
}
