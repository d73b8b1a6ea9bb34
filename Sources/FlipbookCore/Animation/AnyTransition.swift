/// How a view enters and leaves the tree, as SwiftUI's `AnyTransition`. Recorded on the node
/// by ``View/transition(_:)`` and played when the view is inserted or removed inside an
/// animation; ``removalEffects`` and
/// ``insertionEffects`` say what the view looks like at the far end of each.
public struct AnyTransition: Sendable, CustomStringConvertible {
    indirect enum Kind: Sendable {
        case identity
        case opacity
        case scale(CGFloat, UnitPoint)
        case slide
        case move(Edge)
        case push(Edge)
        case offset(CGSize)
        case asymmetric(insertion: Kind, removal: Kind)
        case combined(Kind, Kind)
        case animation(Kind, Animation?)
        case blurReplace(upOnRemoval: Bool)
        case custom(CustomTransition)
    }

    let kind: Kind
    init(_ kind: Kind) { self.kind = kind }

    /// No change: the view appears and disappears as it is.
    public static let identity = AnyTransition(.identity)
    /// Fades from transparent (SwiftUI's default for inserted and removed views).
    public static let opacity = AnyTransition(.opacity)
    /// Grows from nothing at the centre.
    public static var scale: AnyTransition { AnyTransition(.scale(0, .center)) }
    /// Grows from `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(.scale(scale, anchor)) }
    /// Enters from the leading edge, leaves toward the trailing edge.
    public static let slide = AnyTransition(.slide)
    /// Enters from and leaves toward `edge` (offset by the view's size).
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(.move(edge)) }
    /// Enters from `edge` and leaves toward the opposite edge, fading at the far end.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(.push(edge)) }
    /// Enters from and leaves toward an offset.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(.offset(offset)) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    /// One transition to enter, another to leave.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(.asymmetric(insertion: insertion.kind, removal: removal.kind))
    }
    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(.combined(kind, other.kind)) }
    /// This transition with its own animation.
    public func animation(_ animation: Animation?) -> AnyTransition { AnyTransition(.animation(kind, animation)) }

    /// The view's state just before it is inserted (the transition runs from here to the
    /// view as laid out), for a view of `size`.
    public func insertionEffects(size: CGSize) -> TransitionEffects { kind.effects(inserting: true, size: size) }
    /// The view's state just after it is removed.
    public func removalEffects(size: CGSize) -> TransitionEffects { kind.effects(inserting: false, size: size) }

    public var description: String { "AnyTransition(\(kind))" }
}

/// What a transition does to a view at its far end: opacity, scale about an anchor, offset.
public struct TransitionEffects: Equatable, Sendable {
    public var opacity: Double = 1
    public var scale: CGFloat = 1
    public var anchor: UnitPoint = .center
    public var offset: CGSize = .zero
    /// Blur radius in points.
    public var blur: CGFloat = 0
}

extension AnyTransition.Kind {
    func effects(inserting: Bool, size: CGSize) -> TransitionEffects {
        var e = TransitionEffects()
        apply(inserting: inserting, size: size, to: &e)
        return e
    }

    private func apply(inserting: Bool, size: CGSize, to e: inout TransitionEffects) {
        switch self {
        case .identity: break
        case .opacity: e.opacity = 0
        case .scale(let s, let a): e.scale = s; e.anchor = a
        case .slide:
            e.offset.width += inserting ? -size.width : size.width
        case .move(let edge):
            switch edge {
            case .leading: e.offset.width -= size.width
            case .trailing: e.offset.width += size.width
            case .top: e.offset.height -= size.height
            case .bottom: e.offset.height += size.height
            }
        case .push(let edge):
            // Removal leaves toward the opposite edge.
            let sign: CGFloat = inserting ? 1 : -1
            switch edge {
            case .leading: e.offset.width -= sign * size.width
            case .trailing: e.offset.width += sign * size.width
            case .top: e.offset.height -= sign * size.height
            case .bottom: e.offset.height += sign * size.height
            }
            e.opacity = 0
        case .offset(let o): e.offset.width += o.width; e.offset.height += o.height
        case .asymmetric(let i, let r): (inserting ? i : r).apply(inserting: inserting, size: size, to: &e)
        case .combined(let a, let b):
            a.apply(inserting: inserting, size: size, to: &e)
            b.apply(inserting: inserting, size: size, to: &e)
        case .animation(let k, _): k.apply(inserting: inserting, size: size, to: &e)
        case .blurReplace(let upOnRemoval):
            // Blurred, transparent and scaled at the far end (unconfirmed amounts: iOS does
            // not document them).
            e.opacity = 0
            e.blur = 20
            e.scale = inserting || !upOnRemoval ? 0.5 : 1.5
        case .custom:
            // Insertion plays the transition's own phases (TransitionModifier); a removed view
            // is not evaluated again, so it fades.
            if !inserting { e.opacity = 0 }
        }
    }

    /// The custom transition a view resolves through when inserted, if any.
    var customInsertion: CustomTransition? {
        switch self {
        case .custom(let c): return c
        case .asymmetric(let i, _): return i.customInsertion
        case .animation(let k, _): return k.customInsertion
        case .combined(let a, let b): return a.customInsertion ?? b.customInsertion
        default: return nil
        }
    }
}

/// Whether a view with a custom transition has been seen, and with which transaction it was
/// inserted.
@MainActor
final class TransitionPhaseState {
    var passes = 0
}

/// Records the transition on the content's nodes: a trait, like `zIndex`.
struct TransitionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transition: AnyTransition
    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        guard let custom = transition.kind.customInsertion else {
            let nodes = content(context)
            for n in nodes { n.transition = transition }
            return nodes
        }
        // A custom transition draws its body at `.identity`; a view inserted inside an
        // animation is drawn once at `.willAppear`, then a second pass (at the same time,
        // with the insertion's transaction) draws `.identity`, so its modifiers animate.
        var phase = TransitionPhase.identity
        if let graph = context.graph {
            let state = graph.location(for: context.identity, name: "transition-phase", initial: TransitionPhaseState()).value
            state.passes += 1
            let t = context.transaction
            if state.passes == 1, t.animation != nil, !t.disablesAnimations {
                phase = .willAppear
                graph.lifecycle.appear(context.identity.appending(.explicit(AnyHashable("transition-insertion"))), action: { [weak graph] in
                    var again = t
                    again.completionID = nil
                    withTransaction(again) { graph?.didChange() }
                })
            } else {
                graph.lifecycle.appear(context.identity.appending(.explicit(AnyHashable("transition-insertion"))), action: nil)
            }
        }
        let nodes = withoutActuallyEscaping(content) { content in custom.resolve(phase, content, context) }
        for n in nodes { n.transition = transition }
        return nodes
    }
}

extension View {
    /// How this view enters and leaves when it is inserted or removed inside an animation.
    public func transition(_ t: AnyTransition) -> some View { modifier(TransitionModifier(transition: t)) }
}
