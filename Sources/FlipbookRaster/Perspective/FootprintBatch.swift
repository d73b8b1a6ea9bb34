/// The anisotropic-filter parameters of four neighbouring device pixels at once, in Float
/// lanes: the inverse map's Jacobian, its singular values and the major axis, which per pixel
/// in Double cost two square roots and four divisions in one dependency chain (the warp's
/// largest cost). Float is ample here: these values only shape the filter; the sample
/// positions themselves stay in Double.
struct FootprintBatch {
    /// Largest singular value (image pixels per device pixel along the footprint's major axis).
    var major: SIMD4<Float>
    /// Smallest singular value (image pixels per device pixel across the footprint): with
    /// major / taps it sets the mip level (``WarpSampler/Access/footprint(_:_:taps:major:minor:du:dv:)``).
    var minor: SIMD4<Float>
    /// Taps along the major axis, N = ⌈major / max(minor, 1)⌉ clamped to 1…16.
    var taps: SIMD4<Float>
    /// The major axis vector (length `major`) in image space.
    var du: SIMD4<Float>
    var dv: SIMD4<Float>

    /// Parameters at image positions (u, v) with r = 1/W of the inverse map `i`.
    @inline(__always)
    init(_ i: Homography, u: SIMD4<Float>, v: SIMD4<Float>, r: SIMD4<Float>) {
        let m11 = Float(i.m11), m12 = Float(i.m12), m13 = Float(i.m13)
        let m21 = Float(i.m21), m22 = Float(i.m22), m23 = Float(i.m23)
        let ju0 = (m11 - u * m13) * r, ju1 = (m12 - v * m13) * r
        let jv0 = (m21 - u * m23) * r, jv1 = (m22 - v * m23) * r
        let a = ju0 * ju0 + jv0 * jv0, b = ju0 * ju1 + jv0 * jv1, c = ju1 * ju1 + jv1 * jv1
        let e = a + c
        let det = ju0 * jv1 - ju1 * jv0
        // |det| (lane-wise magnitude: a mask select here is a branch per lane).
        let d = SIMD4(det[0].magnitude, det[1].magnitude, det[2].magnitude, det[3].magnitude)
        var disc = e * e - 4 * d * d
        disc.replace(with: 0, where: .!(disc .> 0))
        let maj = Self.sqrt((e + Self.sqrt(disc)) * 0.5)
        var minor = d / maj
        minor.replace(with: 0, where: .!(maj .> 0))
        // ⌈major / max(minor, 1)⌉ by the 2²³ rounding trick (round up = −round(−x) ties aside).
        var m = minor
        m.replace(with: 1, where: m .< 1)
        var ratio = maj / m
        ratio.replace(with: 16, where: .!(ratio .<= 16))
        let down = (ratio + 8_388_608) - 8_388_608  // round to nearest
        var n = down
        n.replace(with: down + 1, where: down .< ratio)
        n.replace(with: 1, where: n .< 1)
        // The major axis: eigenvector of J·Jᵀ = [[a, b], [b, c]] for the eigenvalue major².
        let l = maj * maj
        var ex = b, ey = l - a
        let fx = l - c, fy = b
        let useF = fx * fx + fy * fy .> ex * ex + ey * ey
        ex.replace(with: fx, where: useF); ey.replace(with: fy, where: useF)
        let len2 = ex * ex + ey * ey
        var k = maj / Self.sqrt(len2)
        k.replace(with: 0, where: .!(len2 .> 0))
        k.replace(with: 0, where: n .<= 1)  // one tap: no axis needed
        major = maj; self.minor = minor; taps = n; du = ex * k; dv = ey * k
    }

    /// Lane-wise square root of values that are ≥ +0 or NaN (here: after the clamps, or sums
    /// of squares). `squareRoot()` compiles to libm's `sqrtf` contract per lane (a compare, a
    /// branch and a possible call, for errno on negative input); of a magnitude it is the bare
    /// vector instruction. Same results for such values.
    @inline(__always)
    static func sqrt(_ v: SIMD4<Float>) -> SIMD4<Float> {
        SIMD4(v[0].magnitude.squareRoot(), v[1].magnitude.squareRoot(),
              v[2].magnitude.squareRoot(), v[3].magnitude.squareRoot())
    }
}
