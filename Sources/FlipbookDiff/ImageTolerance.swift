/// How close an actual image must be to its expected one to match.
///
/// Exact by default. The two precisions mean what they mean in swift-snapshot-testing:
///
/// - ``precision``: the share of pixels that must match (1 = all of them).
/// - ``perceptualPrecision``: a pixel matches when its perceptual colour difference from the
///   expected pixel, CIE ΔE 1994 on a 0–100 scale, is at most `(1 − perceptualPrecision) × 100`.
///   0.98–0.99 is about what the eye can tell apart.
///
/// ``ignoresAntialiasing`` additionally forgives pixels that differ only because an edge's
/// anti-aliasing moved (pixelmatch's detector: a pixel between a darkest and a brightest
/// neighbour that each sit in a flat area of both images).
public struct ImageTolerance: Sendable, Hashable, Codable {
    /// The share of pixels, 0…1, that must match.
    public var precision: Double
    /// How close, 0…1, a pixel's colour must be to count as matching (1 = identical bytes).
    public var perceptualPrecision: Double
    /// Whether anti-aliased edge pixels that moved are forgiven.
    public var ignoresAntialiasing: Bool

    /// Creates a tolerance; the defaults are exact.
    public init(precision: Double = 1, perceptualPrecision: Double = 1, ignoresAntialiasing: Bool = false) {
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
        self.ignoresAntialiasing = ignoresAntialiasing
    }

    /// Every pixel identical.
    public static let exact = ImageTolerance()

    /// The largest ΔE a matching pixel may have: `(1 − perceptualPrecision) × 100`.
    public var maximumDeltaE: Double { (1 - perceptualPrecision) * 100 }

    /// Why this tolerance cannot be used, or nil when it is valid.
    public var problem: String? {
        if !(0...1).contains(precision) { return "precision must be between 0 and 1 (the share of pixels that must match); found \(precision)" }
        if !(0...1).contains(perceptualPrecision) { return "perceptualPrecision must be between 0 and 1 (1 − ΔE/100); found \(perceptualPrecision)" }
        return nil
    }

    /// Whether any difference at all fails (no precision, perceptual or anti-aliasing allowance).
    public var isExact: Bool { precision >= 1 && perceptualPrecision >= 1 && !ignoresAntialiasing }
}
