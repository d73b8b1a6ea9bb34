import FlipbookRaster

/// Visual changes a view takes from its own geometry, as SwiftUI's `VisualEffect`: returned
/// by the closure of `visualEffect(_:)`, built from ``EmptyVisualEffect`` with the same
/// methods as the view modifiers (`offset`, `scaleEffect`, `rotationEffect`, `opacity`, `blur`,
/// colour effects). Like those modifiers they change only the drawing, never the layout.
nonisolated public protocol VisualEffect: Sendable, Animatable {}

/// The effect `visualEffect`'s closure starts from: no change.
nonisolated public struct EmptyVisualEffect: VisualEffect {
    public init() {}
    var steps: [VisualEffectStep] { [] }
}

/// One step of a chain of visual effects, in the order written (the first is innermost).
nonisolated enum VisualEffectStep: Sendable {
    case offset(CGSize)
    case scale(CGSize, UnitPoint)
    case rotation(Angle, UnitPoint)
    case transform(CGAffineTransform)
    case opacity(Double)
    case blur(CGFloat)
    case colorMatrix(FlipbookRaster.ColorMatrix)
}

/// What the ``VisualEffect`` methods return: the steps so far.
nonisolated public struct _VisualEffectChain: VisualEffect {
    var steps: [VisualEffectStep]
}

/// Effects whose steps can be read.
nonisolated protocol VisualEffectSteps { var steps: [VisualEffectStep] { get } }
extension EmptyVisualEffect: VisualEffectSteps {}
extension _VisualEffectChain: VisualEffectSteps {}

nonisolated extension VisualEffect {
    private func adding(_ step: VisualEffectStep) -> _VisualEffectChain {
        _VisualEffectChain(steps: ((self as? any VisualEffectSteps)?.steps ?? []) + [step])
    }
    /// Moves the drawing by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }
    /// Moves the drawing by `x`, `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding(.offset(CGSize(width: x, height: y))) }
    /// Scales the drawing about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { adding(.scale(scale, anchor)) }
    /// Scales the drawing uniformly about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { adding(.scale(CGSize(width: s, height: s), anchor)) }
    /// Scales the drawing about `anchor`, per axis.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: x, height: y), anchor))
    }
    /// Rotates the drawing about `anchor` (clockwise for positive angles).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { adding(.rotation(angle, anchor)) }
    /// Transforms the drawing (about the view's top-leading corner).
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect { adding(.transform(transform)) }
    /// Draws at `opacity`.
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }
    /// Blurs the drawing (σ = `radius`). `opaque` is accepted; Flipbook's blur keeps edges transparent.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding(.blur(radius)) }
    /// Brightens (positive) or darkens the drawing.
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.colorMatrix(.brightness(amount))) }
    /// Changes the drawing's contrast.
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.colorMatrix(.contrast(amount))) }
    /// Changes the drawing's saturation.
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.colorMatrix(.saturation(amount))) }
    /// Removes `amount` of the drawing's colour.
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.colorMatrix(.grayscale(amount))) }
    /// Rotates the drawing's hues.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.colorMatrix(.hueRotation(radians: angle.radians))) }
}

extension View {
    /// Changes how the view draws from its geometry (SwiftUI's `visualEffect(_:)`): the
    /// closure gets an ``EmptyVisualEffect`` and a ``GeometryProxy`` of the view's frame
    /// (`frame(in: .global)` is its place in the rendered image) and returns the effects.
    /// Layout is unchanged.
    ///
    /// ```swift
    /// Text("Row").visualEffect { content, proxy in
    ///     content.opacity(proxy.frame(in: .global).minY < 100 ? 0.5 : 1)
    /// }
    /// ```
    public func visualEffect<E: VisualEffect>(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E) -> some View {
        modifier(VisualEffectModifier(effect: { (effect($0, $1) as? any VisualEffectSteps)?.steps ?? [] }))
    }
}

struct VisualEffectModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let effect: @Sendable (EmptyVisualEffect, GeometryProxy) -> [VisualEffectStep]
    func makeBehavior(_ context: ResolveContext) -> any NodeBehavior { VisualEffectBehavior(effect: effect) }
}

struct VisualEffectBehavior: NodeBehavior, SameSizeWrapperBehavior {
    let effect: @Sendable (EmptyVisualEffect, GeometryProxy) -> [VisualEffectStep]
    var debugName: String { "VisualEffect" }

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        let frame = node.frame
        let proxy = GeometryProxy(globalFrame: frame, namedSpaces: node.environment.namedCoordinateSpaces.visibleFrames)
        let steps = effect(EmptyVisualEffect(), proxy)
        let effects = steps.compactMap { Self.displayEffect($0, frame) }
        Self.wrap(effects[...], node, &list)
    }

    /// Outermost effect last in `effects`.
    private static func wrap(_ effects: ArraySlice<DisplayEffect>, _ node: ViewNode, _ list: inout DisplayListBuilder) {
        guard let outer = effects.last else { node.children[0].draw(into: &list); return }
        list.withEffect(outer) { wrap(effects.dropLast(), node, &$0) }
    }

    private static func about(_ anchor: UnitPoint, _ frame: CGRect, _ t: CGAffineTransform) -> CGAffineTransform {
        let a = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        return CGAffineTransform(translationX: -a.x, y: -a.y).concatenating(t).concatenating(CGAffineTransform(translationX: a.x, y: a.y))
    }

    static func displayEffect(_ step: VisualEffectStep, _ frame: CGRect) -> DisplayEffect? {
        switch step {
        case .offset(let d): return d == .zero ? nil : .transform(CGAffineTransform(translationX: d.width, y: d.height))
        case .scale(let s, let anchor): return .transform(about(anchor, frame, CGAffineTransform(scaleX: s.width, y: s.height)))
        case .rotation(let a, let anchor): return .transform(about(anchor, frame, CGAffineTransform(rotationAngle: a.radians)))
        case .transform(let t): return .transform(about(.topLeading, frame, t))
        case .opacity(let o): return .opacity(o)
        case .blur(let r): return r > 0 ? .blur(radius: r) : nil
        case .colorMatrix(let m): return .colorMatrix(m)
        }
    }
}
