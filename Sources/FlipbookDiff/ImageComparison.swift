import FlipbookPNG
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Compares images pixel by pixel: the one diff engine behind `assertSnapshot`,
/// `render diff` and `render verify`.
///
/// ```swift
/// let d = ImageComparison.compare(expected: golden, actual: rendered,
///                                 tolerance: ImageTolerance(perceptualPrecision: 0.98))
/// if !d.matches { print(d.summary) }
/// ```
public enum ImageComparison {
    /// Compares two premultiplied RGBA8 images. Images of different sizes never match.
    ///
    /// Identical pixels cost one 32-bit compare; only differing pixels are measured (ΔE,
    /// anti-aliasing), so an exact compare of a matching image is a memory scan.
    public static func compare(expected: PNGImage, actual: PNGImage, tolerance: ImageTolerance = .exact) -> ImageDifference {
        var d = ImageDifference(expectedSize: expected.size, actualSize: actual.size, tolerance: tolerance,
                                differingPixels: 0, failingPixels: 0, antialiasedPixels: 0,
                                maximumChannelDelta: 0, maximumDeltaE: 0,
                                totalPixels: max(expected.width, actual.width) * max(expected.height, actual.height))
        guard expected.size == actual.size,
              expected.pixels.count == expected.width * expected.height * 4,
              actual.pixels.count == actual.width * actual.height * 4 else {
            d.differingPixels = d.totalPixels
            d.failingPixels = d.totalPixels
            return d
        }
        let width = expected.width, height = expected.height
        // Most snapshots match: one memcmp (C speed even in a -Onone test build) settles them.
        let identical = expected.pixels.withUnsafeBytes { e in
            actual.pixels.withUnsafeBytes { a in e.count == 0 || memcmp(e.baseAddress!, a.baseAddress!, e.count) == 0 }
        }
        if identical { return d }
        expected.pixels.withUnsafeBytes { eRaw in
            actual.pixels.withUnsafeBytes { aRaw in
                let e = eRaw.bindMemory(to: UInt32.self), a = aRaw.bindMemory(to: UInt32.self)
                var i = 0
                let n = width * height
                while i < n {
                    if e[i] != a[i] {
                        classify(e, a, index: i, width: width, height: height, tolerance: tolerance, into: &d)
                    }
                    i += 1
                }
            }
        }
        return d
    }

    /// How one pixel compares.
    enum PixelVerdict { case same, tolerated, antialiased, failing }

    /// Measures one differing pixel and counts it in `d`.
    @discardableResult
    static func classify(_ e: UnsafeBufferPointer<UInt32>, _ a: UnsafeBufferPointer<UInt32>, index i: Int,
                         width: Int, height: Int, tolerance: ImageTolerance, into d: inout ImageDifference) -> PixelVerdict {
        let pe = unpack(e[i]), pa = unpack(a[i])
        d.differingPixels += 1
        let channel = Int(max(max(absDiff(pe[0], pa[0]), absDiff(pe[1], pa[1])), max(absDiff(pe[2], pa[2]), absDiff(pe[3], pa[3]))))
        d.maximumChannelDelta = max(d.maximumChannelDelta, channel)
        let deltaE = DeltaE.between(expected: pe, actual: pa)
        d.maximumDeltaE = max(d.maximumDeltaE, deltaE)
        if tolerance.perceptualPrecision < 1 && deltaE <= tolerance.maximumDeltaE { return .tolerated }
        if tolerance.ignoresAntialiasing {
            let x = i % width, y = i / width
            if Antialiasing.isAntialiased(e, a, x: x, y: y, width: width, height: height)
                || Antialiasing.isAntialiased(a, e, x: x, y: y, width: width, height: height) {
                d.antialiasedPixels += 1
                return .antialiased
            }
        }
        d.failingPixels += 1
        return .failing
    }

    /// A picture of the difference: the expected image faded to a light grey, with pixels
    /// beyond the tolerance in red, tolerated ones in yellow and forgiven anti-aliasing in
    /// blue. Of different sizes, the larger canvas; pixels only one image covers are magenta.
    public static func diffImage(expected: PNGImage, actual: PNGImage, tolerance: ImageTolerance = .exact) -> PNGImage {
        let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
        var out = [UInt8](repeating: 255, count: width * height * 4)
        let sameSize = expected.size == actual.size
        var scratch = ImageDifference(expectedSize: expected.size, actualSize: actual.size, tolerance: tolerance,
                                      differingPixels: 0, failingPixels: 0, antialiasedPixels: 0,
                                      maximumChannelDelta: 0, maximumDeltaE: 0, totalPixels: 0)
        expected.pixels.withUnsafeBytes { eRaw in
            actual.pixels.withUnsafeBytes { aRaw in
                let e = eRaw.bindMemory(to: UInt32.self), a = aRaw.bindMemory(to: UInt32.self)
                for y in 0..<height {
                    for x in 0..<width {
                        let o = (y * width + x) * 4
                        let inE = x < expected.width && y < expected.height
                        let inA = x < actual.width && y < actual.height
                        let colour: SIMD4<UInt8>
                        if !(inE && inA) {
                            colour = SIMD4(255, 0, 255, 255)
                        } else {
                            let ie = y * expected.width + x, ia = y * actual.width + x
                            if e[ie] == a[ia] {
                                colour = faded(unpack(e[ie]))
                            } else if sameSize {
                                switch classify(e, a, index: ie, width: width, height: height, tolerance: tolerance, into: &scratch) {
                                case .same: colour = faded(unpack(e[ie]))
                                case .tolerated: colour = SIMD4(255, 200, 0, 255)
                                case .antialiased: colour = SIMD4(0, 120, 255, 255)
                                case .failing: colour = SIMD4(230, 0, 0, 255)
                                }
                            } else {
                                colour = SIMD4(230, 0, 0, 255)
                            }
                        }
                        out[o] = colour[0]; out[o + 1] = colour[1]; out[o + 2] = colour[2]; out[o + 3] = colour[3]
                    }
                }
            }
        }
        return PNGImage(width: width, height: height, pixels: out)
    }

    /// The pixel's luma over white, lightened to 10 % contrast: context without distraction.
    private static func faded(_ p: SIMD4<UInt8>) -> SIMD4<UInt8> {
        let w = 255 - Int(p[3])
        let y = (Int(p[0]) + w) * 77 + (Int(p[1]) + w) * 150 + (Int(p[2]) + w) * 29
        let g = UInt8(255 - (255 - y / 256) / 10)
        return SIMD4(g, g, g, 255)
    }

    @inline(__always) static func unpack(_ p: UInt32) -> SIMD4<UInt8> {
        SIMD4(UInt8(truncatingIfNeeded: p), UInt8(truncatingIfNeeded: p >> 8),
              UInt8(truncatingIfNeeded: p >> 16), UInt8(truncatingIfNeeded: p >> 24))
    }

    @inline(__always) private static func absDiff(_ x: UInt8, _ y: UInt8) -> UInt8 { x > y ? x - y : y - x }
}
