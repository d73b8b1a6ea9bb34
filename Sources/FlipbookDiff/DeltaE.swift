/// CIE ΔE 1994 (graphic arts weights) between premultiplied RGBA8 pixels, as Core Image's
/// `CILabDeltaE` (which swift-snapshot-testing's `perceptualPrecision` is defined by).
///
/// Transparency: a pixel is judged over white and over black and the larger ΔE wins, so two
/// pixels match only if they would look alike on any background.
public enum DeltaE {
    /// ΔE94 between two premultiplied RGBA8 pixels; `expected` is the reference (ΔE94 is not
    /// symmetric: chroma weights come from the reference).
    public static func between(expected e: SIMD4<UInt8>, actual a: SIMD4<UInt8>) -> Double {
        if e == a { return 0 }
        // Over black: the premultiplied colour itself. Over white: colour + (255 − alpha).
        let overBlack = delta94(lab(e[0], e[1], e[2]), lab(a[0], a[1], a[2]))
        if e[3] == 255 && a[3] == 255 { return overBlack }
        let overWhite = delta94(lab(overWhite(e[0], e[3]), overWhite(e[1], e[3]), overWhite(e[2], e[3])),
                                lab(overWhite(a[0], a[3]), overWhite(a[1], a[3]), overWhite(a[2], a[3])))
        return max(overBlack, overWhite)
    }

    /// A premultiplied channel composited over white (clamped: a malformed pixel with c > a
    /// must not wrap around).
    private static func overWhite(_ c: UInt8, _ alpha: UInt8) -> UInt8 {
        UInt8(min(255, Int(c) + 255 - Int(alpha)))
    }

    /// ΔE94 between two opaque sRGB colours.
    public static func between(rgb e: SIMD3<UInt8>, _ a: SIMD3<UInt8>) -> Double {
        delta94(lab(e[0], e[1], e[2]), lab(a[0], a[1], a[2]))
    }

    /// CIELAB (D65) of an sRGB8 colour.
    static func lab(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> SIMD3<Double> {
        let R = linear[Int(r)], G = linear[Int(g)], B = linear[Int(b)]
        // sRGB → XYZ (D65), normalised by the white point.
        let x = (0.4124564 * R + 0.3575761 * G + 0.1804375 * B) / 0.95047
        let y = 0.2126729 * R + 0.7151522 * G + 0.0721750 * B
        let z = (0.0193339 * R + 0.1191920 * G + 0.9503041 * B) / 1.08883
        let fx = f(x), fy = f(y), fz = f(z)
        return SIMD3(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    private static func f(_ t: Double) -> Double {
        t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116
    }

    static func delta94(_ l1: SIMD3<Double>, _ l2: SIMD3<Double>) -> Double {
        let dL = l1.x - l2.x
        let c1 = (l1.y * l1.y + l1.z * l1.z).squareRoot()
        let c2 = (l2.y * l2.y + l2.z * l2.z).squareRoot()
        let dC = c1 - c2
        let da = l1.y - l2.y, db = l1.z - l2.z
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }

    /// sRGB8 → linear light.
    private static let linear: [Double] = (0..<256).map { i in
        let c = Double(i) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
