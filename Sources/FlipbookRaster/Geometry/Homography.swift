#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A 3×3 projective transform (homography), laid out like SwiftUI's `ProjectionTransform`:
/// a row vector `[x y 1]` times
///
///     | m11 m12 m13 |
///     | m21 m22 m23 |
///     | m31 m32 m33 |
///
/// gives `[X Y W]`, and the mapped point is `(X/W, Y/W)`. The affine case has
/// `m13 = m23 = 0, m33 = 1`. Points with `W ≤ 0` lie behind the eye: see ``apply(_:)``.
public struct Homography: Hashable, Sendable, CustomStringConvertible {
    public var m11: Double, m12: Double, m13: Double
    public var m21: Double, m22: Double, m23: Double
    public var m31: Double, m32: Double, m33: Double

    @inlinable public init(m11: Double, m12: Double, m13: Double,
                           m21: Double, m22: Double, m23: Double,
                           m31: Double, m32: Double, m33: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    public static let identity = Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// The affine transform as a homography.
    @inlinable public init(_ t: Transform2D) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    /// True when the last column is (0, 0, 1): the map is affine.
    @inlinable public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The affine part, valid when ``isAffine``.
    @inlinable public var affine: Transform2D {
        Transform2D(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
    }

    /// `self` applied first, then `t` (matrix product `self · t` in row-vector convention).
    @inlinable public func concatenating(_ t: Homography) -> Homography {
        Homography(
            m11: m11 * t.m11 + m12 * t.m21 + m13 * t.m31,
            m12: m11 * t.m12 + m12 * t.m22 + m13 * t.m32,
            m13: m11 * t.m13 + m12 * t.m23 + m13 * t.m33,
            m21: m21 * t.m11 + m22 * t.m21 + m23 * t.m31,
            m22: m21 * t.m12 + m22 * t.m22 + m23 * t.m32,
            m23: m21 * t.m13 + m22 * t.m23 + m23 * t.m33,
            m31: m31 * t.m11 + m32 * t.m21 + m33 * t.m31,
            m32: m31 * t.m12 + m32 * t.m22 + m33 * t.m32,
            m33: m31 * t.m13 + m32 * t.m23 + m33 * t.m33)
    }

    @inlinable public var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// The inverse, or `nil` when the matrix is singular.
    public var inverted: Homography? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let inv = 1 / det
        return Homography(
            m11: (m22 * m33 - m23 * m32) * inv, m12: (m13 * m32 - m12 * m33) * inv, m13: (m12 * m23 - m13 * m22) * inv,
            m21: (m23 * m31 - m21 * m33) * inv, m22: (m11 * m33 - m13 * m31) * inv, m23: (m13 * m21 - m11 * m23) * inv,
            m31: (m21 * m32 - m22 * m31) * inv, m32: (m12 * m31 - m11 * m32) * inv, m33: (m11 * m22 - m12 * m21) * inv)
    }

    /// The homogeneous image `(X, Y, W)` of a point.
    @inlinable public func applyHomogeneous(_ p: Point) -> (x: Double, y: Double, w: Double) {
        (p.x * m11 + p.y * m21 + m31, p.x * m12 + p.y * m22 + m32, p.x * m13 + p.y * m23 + m33)
    }

    /// The mapped point, or `nil` when the point lies on or behind the eye plane (`W ≤ 0`).
    @inlinable public func apply(_ p: Point) -> Point? {
        let h = applyHomogeneous(p)
        guard h.w > 0 else { return nil }
        return Point(h.x / h.w, h.y / h.w)
    }

    public var description: String {
        "[\(m11) \(m12) \(m13); \(m21) \(m22) \(m23); \(m31) \(m32) \(m33)]"
    }
}
