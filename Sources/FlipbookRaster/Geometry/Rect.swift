/// An axis-aligned rectangle with a real-valued origin and size.
///
/// A rectangle with a negative width or height is *empty*; operations treat it as containing
/// no points rather than normalising it, so a caller's mistake never silently grows an area.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    @inlinable public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x, y); size = Size(width, height)
    }
    /// The smallest rectangle containing both corners.
    @inlinable public init(corners a: Point, _ b: Point) {
        origin = Point(min(a.x, b.x), min(a.y, b.y))
        size = Size(abs(b.x - a.x), abs(b.y - a.y))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    @inlinable public var minX: Double { origin.x }
    @inlinable public var minY: Double { origin.y }
    @inlinable public var maxX: Double { origin.x + size.width }
    @inlinable public var maxY: Double { origin.y + size.height }
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    @inlinable public var width: Double { size.width }
    @inlinable public var height: Double { size.height }
    @inlinable public var center: Point { Point(midX, midY) }
    @inlinable public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    @inlinable public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// The rectangle grown by `dx`, `dy` on each side (shrunk for negative values).
    @inlinable public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
    @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The overlap of two rectangles, or `nil` when they do not overlap.
    @inlinable public func intersection(_ o: Rect) -> Rect? {
        let x0 = max(minX, o.minX), y0 = max(minY, o.minY)
        let x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle containing both; an empty rectangle contributes nothing.
    @inlinable public func union(_ o: Rect) -> Rect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(minX, o.minX), y0 = min(minY, o.minY)
        return Rect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }

    /// The pixel rectangle that covers every pixel this rectangle touches, with coordinates
    /// clamped to ±1,000,000,000 (far beyond any canvas): a rectangle scaled beyond `Int`, or
    /// infinite, gives a huge rectangle instead of a trap, and its area still fits an `Int`.
    @inlinable public var roundedOut: PixelRect {
        @inline(__always) func pixel(_ v: Double) -> Int { v.isNaN ? 0 : Int(Swift.max(-1e9, Swift.min(1e9, v))) }
        let x0 = pixel(minX.rounded(.down)), y0 = pixel(minY.rounded(.down))
        let x1 = pixel(maxX.rounded(.up)), y1 = pixel(maxY.rounded(.up))
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    public var description: String { "Rect(\(minX), \(minY), \(width)×\(height))" }
}
