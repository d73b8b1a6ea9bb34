/// Where a view is in its transition, as SwiftUI's `TransitionPhase`.
public enum TransitionPhase: Hashable, Sendable {
    /// About to be inserted: the transition's start.
    case willAppear
    /// In the tree, at rest.
    case identity
    /// Removed: the transition's end.
    case didDisappear

    /// Whether the view is at rest.
    public var isIdentity: Bool { self == .identity }

    /// −1 before appearing, 0 at rest, 1 after disappearing (for effects that move one
    /// way in and the other way out).
    public var value: Double {
        switch self {
        case .willAppear: return -1
        case .identity: return 0
        case .didDisappear: return 1
        }
    }
}

/// What a transition does, as SwiftUI's `TransitionProperties`.
public struct TransitionProperties: Sendable {
    /// Whether the transition moves the view (Reduce Motion may replace such transitions).
    public var hasMotion: Bool
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// How a view enters and leaves, as SwiftUI's `Transition` protocol (iOS 17): ``body(content:phase:)``
/// gives the view at each ``TransitionPhase``.
///
/// At rest a view with a transition is drawn as `body(content:, phase: .identity)`. Inserted
/// inside an animation, it is drawn first at `.willAppear` and its modifiers animate to
/// `.identity`. (Removal plays the built-in transitions as iOS does; a custom transition's
/// removal fades the view out, since the removed view is not evaluated again.)
///
/// ```swift
/// struct Twirl: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content
///             .scaleEffect(phase.isIdentity ? 1 : 0.5)
///             .opacity(phase.isIdentity ? 1 : 0)
///             .rotationEffect(.degrees(phase.value * 90))
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    /// This transition with its own animation.
    public func animation(_ animation: Animation?) -> AnyTransition { AnyTransition(self).animation(animation) }

    /// This transition and `other` at once.
    public func combined<T: Transition>(with other: T) -> AnyTransition { AnyTransition(self).combined(with: AnyTransition(other)) }

    /// The erased kind: built-in transitions map to the effects the engine plays; others
    /// resolve their body at each phase.
    nonisolated var transitionKind: AnyTransition.Kind {
        if let builtin = self as? any BuiltinTransition { return builtin.builtinKind }
        let transition = UncheckedBox(value: self)
        return .custom(CustomTransition(name: "\(Self.self)") { phase, content, context in
            let body = transition.value.body(content: PlaceholderContentView(resolving: content), phase: phase)
            return resolveViewList(of: body, context.child(.body))
        })
    }
}

/// The built-in transitions, played by the engine's effects.
protocol BuiltinTransition {
    nonisolated var builtinKind: AnyTransition.Kind { get }
}

/// A transition resolved through its phases (a `Transition` type of the app, or
/// `AnyTransition.modifier(active:identity:)`).
struct CustomTransition: @unchecked Sendable {
    let name: String
    let resolve: @MainActor (TransitionPhase, @escaping (ResolveContext) -> [ViewNode], ResolveContext) -> [ViewNode]
}

extension AnyTransition {
    /// Erases a ``Transition``.
    public init<T: Transition>(_ transition: T) { self.init(transition.transitionKind) }

    /// A transition from the `active` modifier (before insertion, after removal) to the
    /// `identity` one (at rest), as SwiftUI's `modifier(active:identity:)`.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        let modifiers = UncheckedBox(value: (active: active, identity: identity))
        return AnyTransition(.custom(CustomTransition(name: "modifier(\(E.self))") { phase, content, context in
            applyModifier(phase.isIdentity ? modifiers.value.identity : modifiers.value.active, content, context.child(.body))
        }))
    }
}

extension View {
    /// How this view enters and leaves when it is inserted or removed inside an animation.
    public func transition<T: Transition>(_ transition: T) -> some View { self.transition(AnyTransition(transition)) }
}

// MARK: Built-in transitions

/// No change, as SwiftUI's `IdentityTransition`.
public struct IdentityTransition: Transition, BuiltinTransition {
    public init() {}
        /// Drawn as is: the engine plays this transition's effects (see ``Transition``).
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    nonisolated var builtinKind: AnyTransition.Kind { .identity }
}

/// Fades, as SwiftUI's `OpacityTransition`.
public struct OpacityTransition: Transition, BuiltinTransition {
    public init() {}
        /// Drawn as is: the engine plays this transition's effects (see ``Transition``).
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    nonisolated var builtinKind: AnyTransition.Kind { .opacity }
}

/// Scales from `scale` about `anchor`, as SwiftUI's `ScaleTransition`.
public struct ScaleTransition: Transition, BuiltinTransition {
    public var scale: Double
    public var anchor: UnitPoint
    public init(_ scale: Double, anchor: UnitPoint = .center) { self.scale = scale; self.anchor = anchor }
        /// Drawn as is: the engine plays this transition's effects (see ``Transition``).
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    nonisolated var builtinKind: AnyTransition.Kind { .scale(CGFloat(scale), anchor) }
}

/// Enters from the leading edge and leaves toward the trailing edge, as SwiftUI's `SlideTransition`.
public struct SlideTransition: Transition, BuiltinTransition {
    public init() {}
        /// Drawn as is: the engine plays this transition's effects (see ``Transition``).
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    nonisolated var builtinKind: AnyTransition.Kind { .slide }
}

/// Enters from and leaves toward `edge`, as SwiftUI's `MoveTransition`.
public struct MoveTransition: Transition, BuiltinTransition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
        /// Drawn as is: the engine plays this transition's effects (see ``Transition``).
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    nonisolated var builtinKind: AnyTransition.Kind { .move(edge) }
}

/// Enters from `edge` and leaves toward the opposite edge, fading, as SwiftUI's `PushTransition`.
public struct PushTransition: Transition, BuiltinTransition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
        /// Drawn as is: the engine plays this transition's effects (see ``Transition``).
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    nonisolated var builtinKind: AnyTransition.Kind { .push(edge) }
}

/// Moves in from and out to an offset, as SwiftUI's `OffsetTransition`.
public struct OffsetTransition: Transition, BuiltinTransition {
    public var offset: CGSize
    public init(_ offset: CGSize) { self.offset = offset }
        /// Drawn as is: the engine plays this transition's effects (see ``Transition``).
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    nonisolated var builtinKind: AnyTransition.Kind { .offset(offset) }
}

/// Blurs and scales the view in and out, as SwiftUI's `BlurReplaceTransition` (iOS 17).
public struct BlurReplaceTransition: Transition, BuiltinTransition {
    /// Which way the view scales.
    public struct Configuration: Equatable, Sendable {
        let upOnRemoval: Bool
        /// Scales up on insertion and down on removal.
        public static let downUp = Configuration(upOnRemoval: false)
        /// Scales up on insertion and on removal.
        public static let upUp = Configuration(upOnRemoval: true)
    }
    public var configuration: Configuration
    public init(configuration: Configuration) { self.configuration = configuration }
        /// Drawn as is: the engine plays this transition's effects (see ``Transition``).
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    nonisolated var builtinKind: AnyTransition.Kind { .blurReplace(upOnRemoval: configuration.upOnRemoval) }
}

/// One transition in, another out, as SwiftUI's `AsymmetricTransition`.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition, BuiltinTransition {
    public var insertion: Insertion
    public var removal: Removal
    public init(insertion: Insertion, removal: Removal) { self.insertion = insertion; self.removal = removal }
        /// Drawn as is: the engine plays this transition's effects (see ``Transition``).
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    nonisolated var builtinKind: AnyTransition.Kind { .asymmetric(insertion: insertion.transitionKind, removal: removal.transitionKind) }
}

extension Transition where Self == IdentityTransition { public static var identity: IdentityTransition { IdentityTransition() } }
extension Transition where Self == OpacityTransition { public static var opacity: OpacityTransition { OpacityTransition() } }
extension Transition where Self == ScaleTransition {
    public static var scale: ScaleTransition { ScaleTransition(0) }
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}
extension Transition where Self == SlideTransition { public static var slide: SlideTransition { SlideTransition() } }
extension Transition where Self == MoveTransition { public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) } }
extension Transition where Self == PushTransition { public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) } }
extension Transition where Self == OffsetTransition {
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { OffsetTransition(CGSize(width: x, height: y)) }
}
extension Transition where Self == BlurReplaceTransition {
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: config)
    }
}

extension AnyTransition {
    /// Blurs and scales the view in and out (see ``BlurReplaceTransition``).
    public static var blurReplace: AnyTransition { AnyTransition(.blurReplace(upOnRemoval: false)) }
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> AnyTransition {
        AnyTransition(.blurReplace(upOnRemoval: config.upOnRemoval))
    }
}

/// A value handed to main-actor code that only ever uses it there.
struct UncheckedBox<T>: @unchecked Sendable { let value: T }
