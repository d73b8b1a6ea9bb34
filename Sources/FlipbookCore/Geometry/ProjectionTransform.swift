import FlipbookRaster

/// A 3×3 projective transform, as SwiftUI's `ProjectionTransform`: a row vector
/// `[x y 1]` times the matrix, then divided by the third component.
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    public init() {}

    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b; m21 = m.c; m22 = m.d; m31 = m.tx; m32 = m.ty
    }

    /// Keeps the parts of a 4×4 transform that act on the z = 0 plane:
    /// m11 m12 m14 / m21 m22 m24 / m41 m42 m44, as SwiftUI does.
    public init(_ m: CATransform3D) {
        m11 = m.m11; m12 = m.m12; m13 = m.m14
        m21 = m.m21; m22 = m.m22; m23 = m.m24
        m31 = m.m41; m32 = m.m42; m33 = m.m44
    }

    public var isIdentity: Bool { self == ProjectionTransform() }
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self` applied first, then `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(homography: homography.concatenating(rhs.homography))
    }

    /// Inverts in place; returns false (leaving the transform unchanged) when singular.
    @discardableResult
    public mutating func invert() -> Bool {
        guard let inv = homography.inverted else { return false }
        self = ProjectionTransform(homography: inv)
        return true
    }

    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    var homography: Homography {
        Homography(m11: Double(m11), m12: Double(m12), m13: Double(m13),
                   m21: Double(m21), m22: Double(m22), m23: Double(m23),
                   m31: Double(m31), m32: Double(m32), m33: Double(m33))
    }

    init(homography h: Homography) {
        m11 = h.m11; m12 = h.m12; m13 = h.m13
        m21 = h.m21; m22 = h.m22; m23 = h.m23
        m31 = h.m31; m32 = h.m32; m33 = h.m33
    }
}

extension CGPoint {
    /// The projected point (SwiftUI's `applying(_:)` for projection transforms).
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = x * m.m13 + y * m.m23 + m.m33
        return CGPoint(x: (x * m.m11 + y * m.m21 + m.m31) / w, y: (x * m.m12 + y * m.m22 + m.m32) / w)
    }
}
