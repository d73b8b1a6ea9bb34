import Foundation

// iOS 18 custom hover effects. A render has no pointer and no gaze: an effect is never
// active, its body is never built, and the hover modifiers draw the view as it is.

/// How a view changes while a pointer hovers over it, as SwiftUI's `CustomHoverEffect`.
/// No pixels in a still: there is no pointer, so an effect stays inactive.
///
/// ```swift
/// struct FadeInHoverEffect: CustomHoverEffect {
///     func body(content: Content) -> some CustomHoverEffect {
///         content.hoverEffect { effect, isActive, proxy in
///             effect.animation(.easeOut) { $0.opacity(isActive ? 1 : 0.5) }
///         }
///     }
/// }
/// ```
public protocol CustomHoverEffect {
    /// The effect this effect is made of.
    associatedtype Body: CustomHoverEffect
    /// The empty effect a custom effect builds on.
    typealias Content = EmptyHoverEffect
    /// Builds the effect from `content`.
    func body(content: Content) -> Body
}

extension Never: CustomHoverEffect {
    public typealias Body = Never
    public func body(content: EmptyHoverEffect) -> Never { fatalError("Never has no hover effect body") }
}

/// The empty effect a ``CustomHoverEffect`` composes on (changes nothing).
public struct EmptyHoverEffect: CustomHoverEffect, Sendable {
    public typealias Body = Never
    public init() {}
    /// Built-in: has no body (a render never asks for it).
    public func body(content: EmptyHoverEffect) -> Never { fatalError("EmptyHoverEffect is built in and has no body") }
}

extension HoverEffect: CustomHoverEffect {
    public typealias Body = Never
    /// Built-in: has no body (a render never asks for it).
    public func body(content: EmptyHoverEffect) -> Never { fatalError("HoverEffect is built in and has no body") }
}

/// An effect made from ``HoverEffectContent`` per phase, as SwiftUI's `ContentHoverEffect`.
/// No pixels in a still.
public struct ContentHoverEffect<Content: HoverEffectContent>: CustomHoverEffect {
    public typealias Body = Never
    let make: (EmptyHoverEffectContent, Bool, GeometryProxy) -> Content
    /// Built-in: has no body (a render never asks for it).
    public func body(content: EmptyHoverEffect) -> Never { fatalError("ContentHoverEffect is built in and has no body") }
}

/// An effect that activates a hover effect group, as SwiftUI's `GroupHoverEffect`. No pixels
/// in a still.
public struct GroupHoverEffect: CustomHoverEffect {
    public typealias Body = Never
    let group: HoverEffectGroup?
    /// Built-in: has no body (a render never asks for it).
    public func body(content: EmptyHoverEffect) -> Never { fatalError("GroupHoverEffect is built in and has no body") }
}

/// Two effects applied together (what combining effects returns). No pixels in a still.
public struct _CombinedHoverEffect<First: CustomHoverEffect, Second: CustomHoverEffect>: CustomHoverEffect {
    public typealias Body = Never
    let first: First
    let second: Second
    /// Built-in: has no body (a render never asks for it).
    public func body(content: EmptyHoverEffect) -> Never { fatalError("combined hover effects have no body") }
}

/// The visual changes a hover effect makes in one phase, as SwiftUI's `HoverEffectContent`.
/// No pixels in a still: the phases never change without a pointer.
public protocol HoverEffectContent {}

/// The empty content a hover effect closure starts from, as SwiftUI's `EmptyHoverEffectContent`.
public struct EmptyHoverEffectContent: HoverEffectContent, Sendable {
    public init() {}
}

/// Hover effect content with changes recorded (never applied in a still).
public struct _ModifiedHoverEffectContent<Base: HoverEffectContent>: HoverEffectContent {
    let base: Base
}

extension HoverEffectContent {
    /// Fades the view while the effect is in this phase.
    public func opacity(_ opacity: Double) -> some HoverEffectContent { _ModifiedHoverEffectContent(base: self) }
    /// Scales the view while the effect is in this phase.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some HoverEffectContent {
        _ModifiedHoverEffectContent(base: self)
    }
    /// Scales the view while the effect is in this phase.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some HoverEffectContent {
        _ModifiedHoverEffectContent(base: self)
    }
    /// Scales the view while the effect is in this phase.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some HoverEffectContent {
        _ModifiedHoverEffectContent(base: self)
    }
    /// Moves the view while the effect is in this phase.
    public func offset(_ offset: CGSize) -> some HoverEffectContent { _ModifiedHoverEffectContent(base: self) }
    /// Moves the view while the effect is in this phase.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some HoverEffectContent { _ModifiedHoverEffectContent(base: self) }
    /// Rotates the view while the effect is in this phase.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some HoverEffectContent {
        _ModifiedHoverEffectContent(base: self)
    }
    /// Clips the view while the effect is in this phase.
    public func clipShape(_ shape: some Shape, style: FillStyle = FillStyle()) -> some HoverEffectContent {
        _ModifiedHoverEffectContent(base: self)
    }
    /// Animates the changes `body` makes with `animation`.
    public func animation<Result: HoverEffectContent>(_ animation: Animation?,
                                                      body: (Self) -> Result) -> some HoverEffectContent {
        _ModifiedHoverEffectContent(base: body(self))
    }
}

/// A set of hover effects that activate together, as SwiftUI's `HoverEffectGroup`. No pixels
/// in a still.
public struct HoverEffectGroup: Hashable, Sendable {
    /// How an effect behaves relative to the others of its group.
    public struct Behavior: Hashable, Sendable {
        let kind: Int
        /// Hovering this view activates the whole group.
        public static let activatesGroup = Behavior(kind: 0)
        /// This view's effect follows the group but does not activate it.
        public static let followsGroup = Behavior(kind: 1)
    }

    let id: String?
    let namespace: Namespace.ID
    let behavior: Behavior

    /// A group named by a namespace.
    public init(_ namespace: Namespace.ID, behavior: Behavior = .activatesGroup) {
        id = nil
        self.namespace = namespace
        self.behavior = behavior
    }

    /// A group named by `id` within `namespace`.
    public init(id: String? = nil, in namespace: Namespace.ID, behavior: Behavior = .activatesGroup) {
        self.id = id
        self.namespace = namespace
        self.behavior = behavior
    }

    /// This group with another behaviour.
    public func behavior(_ behavior: Behavior) -> HoverEffectGroup {
        HoverEffectGroup(id: id, in: namespace, behavior: behavior)
    }
}

/// Forces a hover effect's phase, as SwiftUI's `HoverEffectPhaseOverride`. No pixels in a
/// still (an effect is drawn inactive there unless a future scripted pointer says otherwise).
public enum HoverEffectPhaseOverride: Hashable, Sendable {
    /// The effect shows its active phase.
    case active
    /// The effect shows its inactive phase.
    case inactive
}

extension CustomHoverEffect {
    /// This effect together with `effect` (no pixels in a still).
    public func hoverEffect(_ effect: some CustomHoverEffect, in group: HoverEffectGroup? = nil,
                            isEnabled: Bool = true) -> some CustomHoverEffect {
        _CombinedHoverEffect(first: self, second: effect)
    }

    /// This effect together with one described per phase by `body` (no pixels in a still).
    public func hoverEffect<C: HoverEffectContent>(in group: HoverEffectGroup? = nil, isEnabled: Bool = true,
                                                   body: @escaping (EmptyHoverEffectContent, Bool, GeometryProxy) -> C)
        -> some CustomHoverEffect {
        _CombinedHoverEffect(first: self, second: ContentHoverEffect(make: body))
    }

    /// An effect that activates `group` (no pixels in a still).
    public static func hoverEffectGroup(_ group: HoverEffectGroup?) -> GroupHoverEffect where Self == GroupHoverEffect {
        GroupHoverEffect(group: group)
    }

    /// An effect that activates the group `id` in `namespace` (no pixels in a still).
    public static func hoverEffectGroup(id: String? = nil, in namespace: Namespace.ID,
                                        behavior: HoverEffectGroup.Behavior = .activatesGroup) -> GroupHoverEffect
        where Self == GroupHoverEffect {
        GroupHoverEffect(group: HoverEffectGroup(id: id, in: namespace, behavior: behavior))
    }
}

extension View {
    /// Applies a custom hover effect, optionally in `group` (accepted: no pointer in a
    /// render, so no pixels).
    ///
    /// `group` has no default, as in the SDK: `hoverEffect(.lift)` stays the built-in form.
    public func hoverEffect(_ effect: some CustomHoverEffect, in group: HoverEffectGroup?,
                            isEnabled: Bool = true) -> some View { self }

    /// Applies a hover effect described per phase by `body` (accepted: no pointer in a
    /// render, so `body` is never called and there are no pixels).
    public func hoverEffect<C: HoverEffectContent>(in group: HoverEffectGroup? = nil, isEnabled: Bool = true,
                                                   body: @escaping (EmptyHoverEffectContent, Bool, GeometryProxy) -> C)
        -> some View { self }

    /// Activates the effects inside together, as one implicit group (accepted: no pixels in
    /// a still).
    public func hoverEffectGroup() -> some View { self }

    /// Activates `group` when this view or a subview is hovered (accepted: no pixels in a still).
    public func hoverEffectGroup(_ group: HoverEffectGroup?) -> some View { self }

    /// Activates the group `id` in `namespace` when this view is hovered (accepted: no
    /// pixels in a still).
    public func hoverEffectGroup(id: String? = nil, in namespace: Namespace.ID,
                                 behavior: HoverEffectGroup.Behavior = .activatesGroup) -> some View { self }
}
