import FlipbookPNG

/// What ``ImageComparison/compare(expected:actual:tolerance:)`` found.
public struct ImageDifference: Sendable, Hashable, Codable {
    /// The expected image's size in pixels.
    public var expectedSize: PixelSize
    /// The actual image's size in pixels.
    public var actualSize: PixelSize
    /// The tolerance the images were compared with.
    public var tolerance: ImageTolerance
    /// Pixels whose bytes differ at all.
    public var differingPixels: Int
    /// Pixels that differ beyond the tolerance (these count against ``ImageTolerance/precision``).
    public var failingPixels: Int
    /// Differing pixels forgiven as moved anti-aliasing.
    public var antialiasedPixels: Int
    /// The largest difference of one channel, 0…255.
    public var maximumChannelDelta: Int
    /// The largest ΔE94 of a differing pixel, 0…100.
    public var maximumDeltaE: Double
    /// Pixels compared (of the larger size when the sizes differ).
    public var totalPixels: Int

    /// Whether the sizes agree.
    public var sizesMatch: Bool { expectedSize == actualSize }

    /// The share of pixels that match within the tolerance, 0…1.
    public var matchingShare: Double {
        totalPixels == 0 ? 1 : 1 - Double(failingPixels) / Double(totalPixels)
    }

    /// Whether the actual image matches the expected one within the tolerance.
    public var matches: Bool {
        guard sizesMatch else { return false }
        if failingPixels == 0 { return true }
        if tolerance.isExact { return false }
        return matchingShare >= tolerance.precision
    }

    /// One line for a test failure or a log: how many pixels differ and by how much.
    public var summary: String {
        if !sizesMatch {
            return "the sizes differ: expected \(expectedSize), actual \(actualSize)"
        }
        if differingPixels == 0 { return "identical" }
        var s = "\(differingPixels) of \(totalPixels) pixels differ (\(Self.percent(Double(differingPixels) / Double(totalPixels)))), "
        s += "by at most \(maximumChannelDelta)/255 in a channel and ΔE \(Self.fixed(maximumDeltaE))"
        if !tolerance.isExact {
            s += "; \(failingPixels) beyond the tolerance"
            if tolerance.perceptualPrecision < 1 { s += " (ΔE > \(Self.fixed(tolerance.maximumDeltaE)))" }
            if tolerance.ignoresAntialiasing { s += ", \(antialiasedPixels) forgiven as anti-aliasing" }
            s += "; \(Self.percent(matchingShare)) match, \(Self.percent(tolerance.precision)) required"
        }
        return s
    }

    static func percent(_ x: Double) -> String {
        let p = x * 100
        if p == p.rounded() { return "\(Int(p))%" }
        return fixed(p, digits: p > 99 || p < 1 ? 3 : 2) + "%"
    }

    static func fixed(_ x: Double, digits: Int = 2) -> String {
        var m = 1.0
        for _ in 0..<digits { m *= 10 }
        let r = (x * m).rounded() / m
        return "\(r)"
    }
}

/// A width and height in pixels.
public struct PixelSize: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Pixels across.
    public var width: Int
    /// Pixels down.
    public var height: Int
    /// A size of `width × height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
    /// "390×844".
    public var description: String { "\(width)×\(height)" }
}

extension PNGImage {
    /// The image's size in pixels.
    public var size: PixelSize { PixelSize(width: width, height: height) }
}
