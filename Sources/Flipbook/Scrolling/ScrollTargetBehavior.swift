/// Where a scroll comes to rest, as SwiftUI's `ScrollTargetBehavior`: paging, aligning to
/// views, or your own. It decides where a fling ends, so a still at rest (or scrolled to a
/// position from a test) draws the same with or without one; the behaviour's
/// ``updateTarget(_:context:)`` is what a scroll would ask.
public protocol ScrollTargetBehavior {
    /// Moves `target` to where the scroll should end.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
    typealias TargetContext = ScrollTargetBehaviorContext
    /// The behaviour's properties (iOS 18).
    static func properties(context: PropertiesContext) -> Properties
    typealias Properties = ScrollTargetBehaviorProperties
    typealias PropertiesContext = ScrollTargetBehaviorPropertiesContext
}

extension ScrollTargetBehavior {
    public static func properties(context: PropertiesContext) -> Properties { Properties() }
}

/// Where a scroll will end: a rectangle of the content and an anchor in it.
public struct ScrollTarget: Sendable {
    public var rect: CGRect
    public var anchor: UnitPoint?
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a ``ScrollTargetBehavior`` knows about the scroll it adjusts.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    /// The target before any behaviour moved it.
    public var originalTarget: ScrollTarget
    /// The scroll's velocity, in points per second.
    public var velocity: CGVector
    /// The size of the content.
    public var contentSize: CGSize
    /// The size of the scroll view.
    public var containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set
    /// The environment of the scroll view.
    public var environment: EnvironmentValues

    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
}

/// Properties of a scroll target behaviour (iOS 18).
public struct ScrollTargetBehaviorProperties: Equatable, Sendable {
    /// Whether the scroll view snaps to targets (iOS 18).
    public var limitsScrollViewScrolling: Bool? = nil
    public init() {}
}

/// What ``ScrollTargetBehavior/properties(context:)`` is told (iOS 18).
public struct ScrollTargetBehaviorPropertiesContext: Sendable {
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set
    /// The size of the content.
    public var contentSize: CGSize
    /// The size of the scroll view.
    public var containerSize: CGSize
}

/// Scrolls a page (the scroll view's size) at a time, as SwiftUI's `.paging`.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let page = context.containerSize
        func snap(_ value: CGFloat, _ length: CGFloat, _ velocity: CGFloat, _ original: CGFloat) -> CGFloat {
            guard length > 0 else { return value }
            let start = (original / length).rounded(.down) * length
            if velocity > 0 { return min(start + length, value) }
            if velocity < 0 { return start }
            return (value / length).rounded() * length
        }
        if context.axes.contains(.horizontal as Axis) {
            target.rect.origin.x = snap(target.rect.minX, page.width, context.velocity.dx, context.originalTarget.rect.minX)
        }
        if context.axes.contains(.vertical as Axis) {
            target.rect.origin.y = snap(target.rect.minY, page.height, context.velocity.dy, context.originalTarget.rect.minY)
        }
    }
}

/// Ends a scroll with a view of the scroll view's `scrollTargetLayout` at its leading edge,
/// as SwiftUI's `.viewAligned`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one scroll may go, in views.
    public struct LimitBehavior: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case automatic, always, never, alwaysByFew, alwaysByOne }
        let kind: Kind
        public static var automatic: LimitBehavior { .init(kind: .automatic) }
        public static var always: LimitBehavior { .init(kind: .always) }
        public static var never: LimitBehavior { .init(kind: .never) }
        public static var alwaysByFew: LimitBehavior { .init(kind: .alwaysByFew) }
        public static var alwaysByOne: LimitBehavior { .init(kind: .alwaysByOne) }
    }
    public let limitBehavior: LimitBehavior
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

/// A type-erased ``ScrollTargetBehavior``.
public struct AnyScrollTargetBehavior: ScrollTargetBehavior {
    private let update: (inout ScrollTarget, ScrollTargetBehaviorContext) -> Void
    public init(_ behavior: some ScrollTargetBehavior) { update = { behavior.updateTarget(&$0, context: $1) } }
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) { update(&target, context) }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Page by page.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Aligned to the views of the `scrollTargetLayout`.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// Aligned to views, limited as `limitBehavior` says.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension View {
    /// Sets where scrolls of the scroll views here come to rest, as SwiftUI's
    /// `scrollTargetBehavior(_:)`. Accepted, no pixels at rest: a still is not mid-scroll.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        transformEnvironment(\.scrollViewConfiguration) { _ in }
    }

    /// Makes this layout's children the targets of a `.viewAligned` scroll, as SwiftUI's
    /// `scrollTargetLayout(isEnabled:)`; they are also the views `scrollPosition(id:)` reads.
    /// Accepted, no pixels of its own.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        transformEnvironment(\.scrollViewConfiguration) { _ in }
    }
}
