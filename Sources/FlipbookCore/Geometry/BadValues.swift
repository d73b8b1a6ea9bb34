/// What the modifiers do with values no layout can use (NaN, ±∞, negative sizes), so that a
/// computed value gone wrong (a division by a zero width, an unclamped subtraction) draws
/// something defined instead of crashing the rasteriser or poisoning every frame after it.
/// The rules follow SwiftUI where it has one, and are listed in Docs/bad-values.md.
extension CGFloat {
    /// A coordinate or distance: non-finite values are zero, as SwiftUI treats a NaN offset.
    package var finiteOrZero: CGFloat { isFinite ? self : 0 }

    /// A frame dimension: `nil` (follow the content) when negative or non-finite, as SwiftUI
    /// ignores such a dimension after logging "Invalid frame dimension (negative or non-finite)".
    package var validFrameDimension: CGFloat? { isFinite && self >= 0 ? self : nil }
}

extension Optional where Wrapped == CGFloat {
    /// A fixed frame's dimension, see ``CGFloat/validFrameDimension``.
    package var validFrameDimension: CGFloat? { flatMap(\.validFrameDimension) }

    /// A flexible frame's minimum or ideal: left out when negative or non-finite.
    package var validFlexibleLowerLimit: CGFloat? { validFrameDimension }

    /// A flexible frame's maximum: `.infinity` ("as large as offered") stays; NaN, −∞ and
    /// negative values are left out.
    package var validFlexibleMaximum: CGFloat? { flatMap { $0.isNaN || $0 < 0 ? nil : $0 } }
}

extension CGAffineTransform {
    /// Whether every entry is finite: a transform with NaN or ∞ (a scale of `.nan`, a
    /// `GeometryEffect` dividing by a zero size) maps every point nowhere.
    package var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }
}

extension ProjectionTransform {
    package var isFinite: Bool {
        [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite)
    }
}
