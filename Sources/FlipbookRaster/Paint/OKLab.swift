#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Conversions between gamma-encoded sRGB and OKLab (Björn Ottosson, 2020), the perceptual
/// space ``GradientInterpolation/perceptual`` mixes gradient stops in.
package enum OKLab {
    /// sRGB transfer function: encoded component → linear light.
    @inline(__always) static func linear(_ c: Float) -> Float {
        c <= 0.04045 ? c / 12.92 : powf((c + 0.055) / 1.055, 2.4)
    }
    /// Inverse sRGB transfer function: linear light → encoded component (clamped to 0…1).
    @inline(__always) static func encoded(_ l: Float) -> Float {
        let l = min(max(l, 0), 1)
        return l <= 0.0031308 ? l * 12.92 : 1.055 * powf(l, 1 / 2.4) - 0.055
    }

    /// Gamma-encoded sRGB (0…1) → (L, a, b).
    package static func fromSRGB(_ rgb: SIMD3<Float>) -> SIMD3<Float> {
        let r = linear(rgb.x), g = linear(rgb.y), b = linear(rgb.z)
        let l = cbrtf(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrtf(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrtf(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return SIMD3(0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                     1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                     0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// (L, a, b) → gamma-encoded sRGB, clipped to the sRGB gamut component-wise in linear light
    /// (a mix of two in-gamut colours can stray slightly outside it).
    package static func toSRGB(_ lab: SIMD3<Float>) -> SIMD3<Float> {
        let l_ = lab.x + 0.3963377774 * lab.y + 0.2158037573 * lab.z
        let m_ = lab.x - 0.1055613458 * lab.y - 0.0638541728 * lab.z
        let s_ = lab.x - 0.0894841775 * lab.y - 1.2914855480 * lab.z
        let l = l_ * l_ * l_, m = m_ * m_ * m_, s = s_ * s_ * s_
        return SIMD3(encoded(+4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
                     encoded(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
                     encoded(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s))
    }
}
