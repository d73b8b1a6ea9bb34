/// Where a scroll view is scrolled to, as SwiftUI's `ScrollPosition` (iOS 18): an edge, a
/// point of the content, or a view by its id. Bind it with
/// ``View/scrollPosition(_:anchor:)`` to draw a scroll view scrolled anywhere:
///
/// ```swift
/// @State var position = ScrollPosition(y: 240)
/// ScrollView { rows }.scrollPosition($position)
/// ```
///
/// A still has no user, so ``isPositionedByUser`` is always false.
public struct ScrollPosition: Equatable, Sendable {
    enum Target: Equatable, @unchecked Sendable {
        case none
        case edge(Edge)
        case point(CGPoint)
        case x(CGFloat)
        case y(CGFloat)
        case id(AnyHashable, UnitPoint?)
    }
    var target: Target

    /// No position: the scroll view rests where it would without a binding.
    public init<T: Hashable>(idType: T.Type = Never.self) { target = .none }
    /// Scrolled to `edge` of the content.
    public init(edge: Edge) { target = .edge(edge) }
    public init<T: Hashable>(idType: T.Type = Never.self, edge: Edge) { target = .edge(edge) }
    /// Scrolled so `point` of the content is at the scroll view's top-leading corner.
    public init(point: CGPoint) { target = .point(point) }
    public init<T: Hashable>(idType: T.Type = Never.self, point: CGPoint) { target = .point(point) }
    /// Scrolled horizontally to `x`.
    public init(x: CGFloat) { target = .x(x) }
    public init<T: Hashable>(idType: T.Type = Never.self, x: CGFloat) { target = .x(x) }
    /// Scrolled vertically to `y`.
    public init(y: CGFloat) { target = .y(y) }
    public init<T: Hashable>(idType: T.Type = Never.self, y: CGFloat) { target = .y(y) }
    /// Scrolled to the view with `id` (`ForEach`'s ids, or `.id(_:)`), its `anchor` aligned
    /// with the same point of the scroll view (`nil`: only as far as shows it).
    public init(id: some Hashable, anchor: UnitPoint? = nil) { target = .id(AnyHashable(id), anchor) }

    /// The edge scrolled to, if the position is an edge.
    public var edge: Edge? { if case .edge(let e) = target { return e }; return nil }
    /// The point scrolled to, if the position is a point.
    public var point: CGPoint? { if case .point(let p) = target { return p }; return nil }
    /// The horizontal offset, if the position is one.
    public var x: CGFloat? {
        switch target { case .x(let x): return x; case .point(let p): return p.x; default: return nil }
    }
    /// The vertical offset, if the position is one.
    public var y: CGFloat? {
        switch target { case .y(let y): return y; case .point(let p): return p.y; default: return nil }
    }
    /// The id of the view scrolled to, if the position is a view.
    public var viewID: (any Hashable)? { if case .id(let id, _) = target { return id.base as? any Hashable }; return nil }
    /// The id of the view scrolled to, as `type`.
    public func viewID<T: Hashable>(type: T.Type) -> T? { if case .id(let id, _) = target { return id.base as? T }; return nil }
    /// Whether the user scrolled to here (never, in a still).
    public var isPositionedByUser: Bool { false }

    public mutating func scrollTo(edge: Edge) { target = .edge(edge) }
    public mutating func scrollTo(point: CGPoint) { target = .point(point) }
    public mutating func scrollTo(x: CGFloat) { target = .x(x) }
    public mutating func scrollTo(y: CGFloat) { target = .y(y) }
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { target = .point(CGPoint(x: x, y: y)) }
    public mutating func scrollTo(id: some Hashable) { target = .id(AnyHashable(id), nil) }
    public mutating func scrollTo(id: some Hashable, anchor: UnitPoint?) { target = .id(AnyHashable(id), anchor) }
}

extension View {
    /// Scrolls the scroll view this modifies to `position`, as SwiftUI's
    /// `scrollPosition(_:anchor:)` (iOS 18). `anchor` is where a view position lands when
    /// the position has none of its own.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        let value = position.wrappedValue
        return transformEnvironment(\.scrollViewConfiguration) { config in
            config.position = value.target
            config.positionAnchor = anchor
        }
    }

    /// Scrolls the scroll view this modifies to the view whose id `id` holds, as SwiftUI's
    /// `scrollPosition(id:anchor:)` (iOS 17); `anchor` is where that view lands (`nil`: its
    /// top-leading corner at the scroll view's). `nil` leaves the scroll view at rest.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        let value = id.wrappedValue
        return transformEnvironment(\.scrollViewConfiguration) { config in
            if let value { config.position = .id(AnyHashable(value), anchor ?? .topLeading) }
        }
    }
}
