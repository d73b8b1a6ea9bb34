#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A 2×3 affine transform, laid out and applied like CoreGraphics' `CGAffineTransform`:
///
///     x' = a·x + c·y + tx
///     y' = b·x + d·y + ty
///
/// (row vector `[x y 1]` times the matrix `[a b 0; c d 0; tx ty 1]`).
public struct Transform2D: Hashable, Sendable, CustomStringConvertible {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    @inlinable public static func translation(_ dx: Double, _ dy: Double) -> Transform2D {
        Transform2D(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }
    @inlinable public static func scale(_ sx: Double, _ sy: Double) -> Transform2D {
        Transform2D(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }
    /// Rotation by `radians`; positive angles turn clockwise on a y-down screen.
    @inlinable public static func rotation(_ radians: Double) -> Transform2D {
        let cs = cos(radians), sn = sin(radians)
        return Transform2D(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// `self` applied first, then `t`.
    @inlinable public func concatenating(_ t: Transform2D) -> Transform2D {
        Transform2D(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d,
            c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }
    @inlinable public func translatedBy(_ dx: Double, _ dy: Double) -> Transform2D {
        Transform2D.translation(dx, dy).concatenating(self)
    }
    @inlinable public func scaledBy(_ sx: Double, _ sy: Double) -> Transform2D {
        Transform2D.scale(sx, sy).concatenating(self)
    }
    @inlinable public func rotated(by radians: Double) -> Transform2D {
        Transform2D.rotation(radians).concatenating(self)
    }

    @inlinable public var determinant: Double { a * d - b * c }
    @inlinable public var isIdentity: Bool { self == .identity }
    /// True when the transform only translates (and so keeps pixel grids aligned up to an offset).
    @inlinable public var isTranslationOnly: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

    /// The inverse, or `nil` for a singular transform.
    @inlinable public var inverted: Transform2D? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Transform2D(a: ia, b: ib, c: ic, d: id,
                           tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    @inlinable public func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }
    /// Applies only the linear part (for vectors, not positions).
    @inlinable public func applyToVector(_ p: Point) -> Point {
        Point(a * p.x + c * p.y, b * p.x + d * p.y)
    }

    /// The bounding box of a transformed rectangle.
    public func apply(_ r: Rect) -> Rect {
        let p0 = apply(Point(r.minX, r.minY)), p1 = apply(Point(r.maxX, r.minY))
        let p2 = apply(Point(r.minX, r.maxY)), p3 = apply(Point(r.maxX, r.maxY))
        let x0 = min(p0.x, p1.x, p2.x, p3.x), x1 = max(p0.x, p1.x, p2.x, p3.x)
        let y0 = min(p0.y, p1.y, p2.y, p3.y), y1 = max(p0.y, p1.y, p2.y, p3.y)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public var description: String { "[\(a) \(b); \(c) \(d); \(tx) \(ty)]" }
}
