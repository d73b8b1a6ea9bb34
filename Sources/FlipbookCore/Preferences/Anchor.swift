/// A point or rectangle of a view's geometry that a ``GeometryProxy`` elsewhere in the tree
/// can resolve in its own coordinates, as SwiftUI's `Anchor` (made by `anchorPreference`).
///
/// Flipbook keeps the value in root (layout) coordinates; `proxy[anchor]` moves it into the
/// proxy's space. Transforms drawn after layout (`scaleEffect`, `rotationEffect`) do not move
/// anchors, as they do not move frames.
public struct Anchor<Value> {
    /// The value in root coordinates.
    let global: Value
    /// The value moved by `-offset` (root → a space whose origin is at `offset`).
    let moved: (Value, CGSize) -> Value

    func value(relativeTo origin: CGPoint) -> Value { moved(global, CGSize(width: origin.x, height: origin.y)) }

    /// Where an anchor comes from, as SwiftUI's `Anchor.Source`.
    public struct Source {
        let make: (CGRect) -> Anchor<Value>

        /// The anchor for a view placed at `frame` (root coordinates).
        func anchor(in frame: CGRect) -> Anchor<Value> { make(frame) }
    }
}

// The stored function only moves a value by an offset (Flipbook makes it, from pure
// geometry), so an anchor is as sendable as its value: `static let defaultValue: [Anchor<CGRect>] = []`
// compiles in Swift 6 as on Apple platforms.
extension Anchor: @unchecked Sendable where Value: Sendable {}

extension Anchor: Equatable where Value: Equatable {
    public static func == (a: Anchor, b: Anchor) -> Bool { a.global == b.global }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into h: inout Hasher) { h.combine(global) }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init { Anchor(global: $0, moved: moveRect) } }
    /// A rectangle in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        .init { f in Anchor(global: r.offsetBy(dx: f.minX, dy: f.minY), moved: moveRect) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        .init { f in Anchor(global: CGPoint(x: f.minX + p.x, y: f.minY + p.y), moved: movePoint) }
    }
    /// A point at a fraction of the view's size.
    public static func unitPoint(_ u: UnitPoint) -> Anchor<CGPoint>.Source {
        .init { f in Anchor(global: CGPoint(x: f.minX + u.x * f.width, y: f.minY + u.y * f.height), moved: movePoint) }
    }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// Several anchors resolved together into an array.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        make = { f in
            let anchors = array.map { $0.anchor(in: f) }
            return Anchor(global: anchors.map(\.global), moved: { values, o in
                zip(anchors, values).map { a, v in a.moved(v, o) }
            })
        }
    }
    /// An optional anchor.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        make = { f in
            guard let a = anchor?.anchor(in: f) else { return Anchor(global: nil, moved: { v, _ in v }) }
            return Anchor(global: a.global, moved: { v, o in v.map { a.moved($0, o) } })
        }
    }
}

private func moveRect(_ r: CGRect, _ o: CGSize) -> CGRect { r.offsetBy(dx: -o.width, dy: -o.height) }
private func movePoint(_ p: CGPoint, _ o: CGSize) -> CGPoint { CGPoint(x: p.x - o.width, y: p.y - o.height) }

extension GeometryProxy {
    /// The anchor's value in this proxy's coordinates (its frame's origin at zero).
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value(relativeTo: globalFrame.origin) }
}
