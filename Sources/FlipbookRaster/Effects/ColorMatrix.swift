import CFlipbookKernels
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A 4×5 colour matrix on straight (un-premultiplied) RGBA in 0…1, like SVG's
/// `feColorMatrix`, CSS filter functions and SwiftUI's colour effects:
///
///     R′ = red · (R, G, B, A) + offset.x
///     G′ = green · (R, G, B, A) + offset.y
///     B′ = blue · (R, G, B, A) + offset.z
///     A′ = alpha · (R, G, B, A) + offset.w
///
/// Results are clamped to 0…1. Matrices compose with ``concatenating(_:)`` so a chain of
/// SwiftUI colour modifiers costs one pass over the pixels.
///
/// Luma weights: saturation, grayscale and hue rotation all use the W3C Filter Effects
/// numbers 0.213 / 0.715 / 0.072 (Rec. 709's 0.2126 / 0.7152 / 0.0722 rounded), because
/// `hueRotate` is only defined with those and one set keeps the three filters consistent.
/// Apple does not document SwiftUI's weights; change ``lumaWeights`` if goldens disagree.
public struct ColorMatrix: Sendable, Equatable, CustomStringConvertible {
    /// Coefficients producing red from (R, G, B, A).
    public var red: SIMD4<Float>
    /// Coefficients producing green from (R, G, B, A).
    public var green: SIMD4<Float>
    /// Coefficients producing blue from (R, G, B, A).
    public var blue: SIMD4<Float>
    /// Coefficients producing alpha from (R, G, B, A).
    public var alpha: SIMD4<Float>
    /// Added after the products: the fifth column.
    public var offset: SIMD4<Float>

    public init(red: SIMD4<Float>, green: SIMD4<Float>, blue: SIMD4<Float>, alpha: SIMD4<Float>,
                offset: SIMD4<Float> = .zero) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha; self.offset = offset
    }

    /// The luma weights (R, G, B) used by saturation, grayscale and hue rotation (W3C).
    public static let lumaWeights = SIMD3<Float>(0.213, 0.715, 0.072)

    public static let identity = ColorMatrix(red: SIMD4(1, 0, 0, 0), green: SIMD4(0, 1, 0, 0),
                                             blue: SIMD4(0, 0, 1, 0), alpha: SIMD4(0, 0, 0, 1))

    /// SwiftUI `brightness(_:)`: adds `amount` to each colour channel (−1…1; 0 = unchanged).
    public static func brightness(_ amount: Double) -> ColorMatrix {
        var m = identity
        let a = Float(amount)
        m.offset = SIMD4(a, a, a, 0)
        return m
    }

    /// SwiftUI `contrast(_:)`: scales colour around 0.5 (1 = unchanged, 0 = flat grey,
    /// negative values invert).
    public static func contrast(_ amount: Double) -> ColorMatrix {
        let k = Float(amount), o = 0.5 * (1 - k)
        return ColorMatrix(red: SIMD4(k, 0, 0, 0), green: SIMD4(0, k, 0, 0), blue: SIMD4(0, 0, k, 0),
                           alpha: SIMD4(0, 0, 0, 1), offset: SIMD4(o, o, o, 0))
    }

    /// SwiftUI `saturation(_:)`: 0 = greyscale (luma), 1 = unchanged, above 1 oversaturates.
    /// The W3C `saturate` matrix.
    public static func saturation(_ amount: Double) -> ColorMatrix {
        let s = Float(amount), l = lumaWeights
        func row(_ i: Int) -> SIMD4<Float> {
            var r = SIMD4<Float>(l.x * (1 - s), l.y * (1 - s), l.z * (1 - s), 0)
            r[i] += s
            return r
        }
        return ColorMatrix(red: row(0), green: row(1), blue: row(2), alpha: SIMD4(0, 0, 0, 1))
    }

    /// SwiftUI `grayscale(_:)`: 0 = unchanged, 1 = fully grey; equal to `saturation(1 − amount)`.
    public static func grayscale(_ amount: Double) -> ColorMatrix {
        saturation(1 - amount)
    }

    /// SwiftUI `hueRotation(_:)`: the W3C `feColorMatrix type="hueRotate"` matrix, which
    /// keeps luma (with ``lumaWeights``) and turns hue by `radians`.
    public static func hueRotation(radians: Double) -> ColorMatrix {
        let c = Float(cos(radians)), s = Float(sin(radians))
        return ColorMatrix(
            red: SIMD4(0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0),
            green: SIMD4(0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0),
            blue: SIMD4(0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0),
            alpha: SIMD4(0, 0, 0, 1))
    }

    /// SwiftUI `colorInvert()`: each colour channel becomes 1 − itself; alpha is kept.
    public static let colorInvert = ColorMatrix(red: SIMD4(-1, 0, 0, 0), green: SIMD4(0, -1, 0, 0),
                                                blue: SIMD4(0, 0, -1, 0), alpha: SIMD4(0, 0, 0, 1),
                                                offset: SIMD4(1, 1, 1, 0))

    /// SwiftUI `colorMultiply(_:)`: multiplies every channel, alpha included, by `c`'s.
    public static func colorMultiply(_ c: RGBA) -> ColorMatrix {
        ColorMatrix(red: SIMD4(c.red, 0, 0, 0), green: SIMD4(0, c.green, 0, 0),
                    blue: SIMD4(0, 0, c.blue, 0), alpha: SIMD4(0, 0, 0, c.alpha))
    }

    /// The matrix applying `self` first, then `next` (without the intermediate clamp).
    public func concatenating(_ next: ColorMatrix) -> ColorMatrix {
        let rows = [red, green, blue, alpha]
        func row(_ n: SIMD4<Float>, _ nOffset: Float) -> (SIMD4<Float>, Float) {
            var r = SIMD4<Float>.zero
            for k in 0..<4 { r += n[k] * rows[k] }
            return (r, (n * offset).sum() + nOffset)
        }
        let (r, ro) = row(next.red, next.offset.x), (g, go) = row(next.green, next.offset.y)
        let (b, bo) = row(next.blue, next.offset.z), (a, ao) = row(next.alpha, next.offset.w)
        return ColorMatrix(red: r, green: g, blue: b, alpha: a, offset: SIMD4(ro, go, bo, ao))
    }

    /// Applies the matrix to one straight-alpha colour, clamping to 0…1.
    public func apply(to c: RGBA) -> RGBA {
        let v = SIMD4<Float>(c.red, c.green, c.blue, c.alpha)
        let o = (SIMD4((red * v).sum(), (green * v).sum(), (blue * v).sum(), (alpha * v).sum()) + offset)
            .clamped(lowerBound: .zero, upperBound: .one)
        return RGBA(o.x, o.y, o.z, o.w)
    }

    /// Filters premultiplied pixels in place: un-premultiply, apply the matrix, clamp to 0…1,
    /// premultiply again (rounding to nearest).
    public func apply(to image: inout PixelBuffer) { apply(to: &image, reference: false) }

    /// `reference`: the Swift loop (the tests compare its bytes with ColorMatrix.c, which runs
    /// otherwise: this Swift costs ~7 µs a pixel at -Onone).
    package func apply(to image: inout PixelBuffer, reference: Bool) {
        // Columns, so each pixel is four vector multiply-adds.
        let c0 = SIMD4(red.x, green.x, blue.x, alpha.x) * (1 / 255)
        let c1 = SIMD4(red.y, green.y, blue.y, alpha.y) * (1 / 255)
        let c2 = SIMD4(red.z, green.z, blue.z, alpha.z) * (1 / 255)
        let c3 = SIMD4(red.w, green.w, blue.w, alpha.w)
        let off = offset
        // 255 / a for every alpha: un-premultiplying is then a multiply.
        var unpremultiply = [Float](repeating: 0, count: 256)
        for a in 1..<256 { unpremultiply[a] = 255 / Float(a) }
        guard reference else {
            let m: [Float] = [c0.x, c0.y, c0.z, c0.w, c1.x, c1.y, c1.z, c1.w, c2.x, c2.y, c2.z, c2.w,
                              c3.x, c3.y, c3.z, c3.w, off.x, off.y, off.z, off.w]
            image.withUnsafeMutableBytes { px in
                guard let base = px.baseAddress else { return }
                flipbook_color_matrix_apply(base, px.count / 4, m, unpremultiply)
            }
            return
        }
        image.withUnsafeMutableBytes { px in
            unpremultiply.withUnsafeBufferPointer { inv in
                let raw = UnsafeMutableRawPointer(px.baseAddress!)
                for i in 0..<(px.count / 4) {
                    let p = SIMDConversions.floats(raw.loadUnaligned(fromByteOffset: 4 * i, as: SIMD4<UInt8>.self))
                    let k = inv[Int(px[4 * i + 3])]
                    // Straight colour in 0…255 (0 for a transparent pixel), alpha in 0…1.
                    let r = p.x * k, g = p.y * k, b = p.z * k
                    let o = SIMDConversions.clamp(c0 * r + c1 * g + c2 * b + c3 * (p.w * (1 / 255)) + off, 0, 1)
                    let q = SIMDConversions.rounded(SIMD4(o.x, o.y, o.z, 1) * (o.w * 255), limit: 255)
                    raw.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: q), toByteOffset: 4 * i, as: SIMD4<UInt8>.self)
                }
            }
        }
    }

    public var description: String {
        "ColorMatrix(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha), offset: \(offset))"
    }
}
