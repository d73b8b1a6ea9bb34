import FlipbookDiff
import FlipbookPNG
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// swift-snapshot-testing's image comparison on iOS (`compare` in its `UIImage.swift`, 1.19),
/// step for step, so that a suite's tolerances pass and fail on Linux where they do on iOS:
///
/// - Identical bytes match. With `precision` and `perceptualPrecision` both 1, anything else
///   fails.
/// - `perceptualPrecision` < 1: a pixel fails when its CIE ΔE94 (Core Image's `CILabDeltaE`)
///   exceeds `(1 − perceptualPrecision) × 100`; the image fails when the share of pixels that
///   do not fail is below `precision`. Arithmetic in `Float`, as there.
/// - Otherwise `precision` counts **bytes**, not pixels: the image fails when more than
///   `Int((1 − precision) × 4 × pixels)` of its premultiplied RGBA bytes differ (so one pixel
///   whose red alone changed costs a quarter of what one whose four channels changed costs).
///
/// ΔE of partly transparent pixels: Core Image's filter is documented only for colours;
/// Flipbook judges such a pixel over white and over black and takes the larger ΔE.
public enum SnapshotTestingComparison {
    /// The failure message swift-snapshot-testing would give, or `nil` when the images match.
    public static func failure(reference old: PNGImage, snapshot new: PNGImage,
                               precision: Float, perceptualPrecision: Float) -> String? {
        guard new.width != 0, new.height != 0 else { return "Newly-taken snapshot is empty." }
        guard old.width == new.width, old.height == new.height else {
            return "Newly-taken snapshot@\(new.width)×\(new.height) px does not match reference@\(old.width)×\(old.height) px."
        }
        let pixelCount = old.width * old.height
        let byteCount = 4 * pixelCount
        guard old.pixels.count == byteCount, new.pixels.count == byteCount else {
            return "Reference image's data could not be loaded."
        }
        if old.pixels == new.pixels { return nil }
        if precision >= 1, perceptualPrecision >= 1 { return "Newly-taken snapshot does not match reference." }
        if perceptualPrecision < 1 {
            let deltaThreshold = (1 - perceptualPrecision) * 100
            var failingPixelCount = 0
            var maximumDeltaE: Float = 0
            old.pixels.withUnsafeBufferPointer { o in
                new.pixels.withUnsafeBufferPointer { n in
                    var i = 0
                    while i < byteCount {
                        defer { i += 4 }
                        if o[i] == n[i], o[i + 1] == n[i + 1], o[i + 2] == n[i + 2], o[i + 3] == n[i + 3] { continue }
                        let deltaE = Float(DeltaE.between(expected: SIMD4(o[i], o[i + 1], o[i + 2], o[i + 3]),
                                                          actual: SIMD4(n[i], n[i + 1], n[i + 2], n[i + 3])))
                        if deltaE > deltaThreshold {
                            failingPixelCount += 1
                            maximumDeltaE = max(maximumDeltaE, deltaE)
                        }
                    }
                }
            }
            let actualPixelPrecision = 1 - Float(failingPixelCount) / Float(pixelCount)
            guard actualPixelPrecision < precision else { return nil }
            let minimumPerceptualPrecision = 1 - min(maximumDeltaE / 100, 1)
            return """
                The percentage of pixels that match \(actualPixelPrecision) is less than required \(precision)
                The lowest perceptual color precision \(minimumPerceptualPrecision) is less than required \(perceptualPrecision)
                """
        }
        let byteCountThreshold = Int((1 - precision) * Float(byteCount))
        var differentByteCount = 0
        old.pixels.withUnsafeBufferPointer { o in
            new.pixels.withUnsafeBufferPointer { n in
                var i = 0
                while i < byteCount {
                    if o[i] != n[i] { differentByteCount += 1 }
                    i += 1
                }
            }
        }
        if differentByteCount > byteCountThreshold {
            let actualPrecision = 1 - Float(differentByteCount) / Float(byteCount)
            return "Actual image precision \(actualPrecision) is less than required \(precision)"
        }
        return nil
    }
}
