#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CFlipbookKernels

/// Deriche's fourth-order recursive (IIR) approximation of a sampled Gaussian, as two
/// second-order sections run forward (causal, taps n ≤ 0) and backward (anticausal,
/// taps n > 0). Cost per sample is fixed (16 multiply-adds per direction), whatever σ.
///
/// Why not three box blurs: a cascade of three boxes has the shape of a piecewise quadratic,
/// and its step response differs from the Gaussian's (erf) by up to ≈2.5/255 even when σ is
/// matched exactly (measured; integer box widths make it worse). Deriche's filter, with the
/// sum of its taps normalised to 1 (Farnebäck & Westin's correction), stays within ≈0.05/255
/// of the sampled Gaussian for every σ from 0.5 to 50 on steps and impulses.
///
/// The impulse response is, with t = |n| / σ,
///
///     h(n) ∝ (1.6800 cos 0.6318t + 3.7350 sin 0.6318t) e^(−1.7830t)
///          + (−0.6803 cos 1.9970t − 0.2598 sin 1.9970t) e^(−1.7230t)
///
/// (R. Deriche, "Recursively implementing the Gaussian and its derivatives", INRIA RR-1893,
/// 1993). Each conjugate pole pair is kept as its own second-order section rather than
/// multiplied out into one fourth-order recursion: with poles near 1 (large σ) the expanded
/// polynomial loses most of Float's precision, the sections do not.
struct RecursiveGaussian {
    /// One second-order section: causal y[n] = b0·x[n] + b1·x[n−1] + d1·y[n−1] + d2·y[n−2];
    /// anticausal y[n] = c1·x[n+1] + c2·x[n+2] + d1·y[n+1] + d2·y[n+2].
    struct Section {
        var b0: Float, b1: Float, c1: Float, c2: Float, d1: Float, d2: Float
    }
    var first: Section
    var second: Section

    /// (A, B, λ, ω) of each pole pair of Deriche's fit, in units of 1/σ.
    private static let poles: [(a: Double, b: Double, lambda: Double, omega: Double)] = [
        (1.6800, 3.7350, 1.7830, 0.6318),
        (-0.6803, -0.2598, 1.7230, 1.9970),
    ]

    /// Coefficients for `sigma` > 0 pixels.
    init(sigma: Double) {
        var raw: [(b0: Double, b1: Double, c1: Double, c2: Double, d1: Double, d2: Double)] = []
        var total = 0.0
        for p in Self.poles {
            let rho = exp(-p.lambda / sigma), om = p.omega / sigma
            let cs = cos(om), sn = sin(om)
            // Causal part of (A cos ωn + B sin ωn) ρⁿ, n ≥ 0, as a rational function of z⁻¹.
            let d1 = 2 * rho * cs, d2 = -rho * rho
            let b0 = p.a, b1 = rho * (p.b * sn - p.a * cs)
            // The mirrored taps n ≥ 1 (the n = 0 tap belongs to the causal half only).
            let c1 = rho * (p.b * sn + p.a * cs), c2 = -p.a * rho * rho
            // Sum of all taps of this section, both halves: 2·H(1) − A.
            total += 2 * (b0 + b1) / (1 - d1 - d2) - p.a
            raw.append((b0, b1, c1, c2, d1, d2))
        }
        let s = 1 / total  // normalise the DC gain to exactly 1
        func section(_ r: (b0: Double, b1: Double, c1: Double, c2: Double, d1: Double, d2: Double)) -> Section {
            Section(b0: Float(r.b0 * s), b1: Float(r.b1 * s), c1: Float(r.c1 * s), c2: Float(r.c2 * s),
                    d1: Float(r.d1), d2: Float(r.d2))
        }
        first = section(raw[0])
        second = section(raw[1])
    }

    /// The coefficients as the C kernels take them (BlurPyramid.c).
    var kernel: FlipbookRecursiveGaussian {
        func c(_ s: Section) -> FlipbookIIRSection {
            FlipbookIIRSection(b0: s.b0, b1: s.b1, c1: s.c1, c2: s.c2, d1: s.d1, d2: s.d2)
        }
        return FlipbookRecursiveGaussian(first: c(first), second: c(second))
    }

    /// Filters `count` vectors (each lane an independent signal) from `x` into `y`, with
    /// zeros assumed beyond both ends. `x` and `y` must not overlap.
    @inline(__always)
    func filter(_ x: UnsafePointer<SIMD4<Float>>, _ y: UnsafeMutablePointer<SIMD4<Float>>, count n: Int) {
        let f = first, s = second
        // Causal sweep.
        var p1 = SIMD4<Float>.zero, q1 = SIMD4<Float>.zero
        var p2 = SIMD4<Float>.zero, q2 = SIMD4<Float>.zero
        var xPrev = SIMD4<Float>.zero
        var i = 0
        while i < n {
            let xi = x[i]
            // Only the d1·p term is on the recursion's critical path; the rest is computed aside.
            let y1 = (f.b0 * xi + f.b1 * xPrev + f.d2 * q1) + f.d1 * p1
            let y2 = (s.b0 * xi + s.b1 * xPrev + s.d2 * q2) + s.d1 * p2
            y[i] = y1 + y2
            q1 = p1; p1 = y1; q2 = p2; p2 = y2; xPrev = xi
            i += 1
        }
        // Anticausal sweep, added on.
        p1 = .zero; q1 = .zero; p2 = .zero; q2 = .zero
        var x1 = SIMD4<Float>.zero, x2 = SIMD4<Float>.zero
        i = n - 1
        while i >= 0 {
            let y1 = (f.c1 * x1 + f.c2 * x2 + f.d2 * q1) + f.d1 * p1
            let y2 = (s.c1 * x1 + s.c2 * x2 + s.d2 * q2) + s.d1 * p2
            y[i] += y1 + y2
            q1 = p1; p1 = y1; q2 = p2; p2 = y2
            x2 = x1; x1 = x[i]
            i -= 1
        }
    }

    /// ``filter(_:_:count:)`` on two independent signals at once: the recursions of one do
    /// not wait for the other's, which roughly doubles throughput on a latency-bound core.
    @inline(__always)
    func filterPair(_ xa: UnsafePointer<SIMD4<Float>>, _ ya: UnsafeMutablePointer<SIMD4<Float>>,
                    _ xb: UnsafePointer<SIMD4<Float>>, _ yb: UnsafeMutablePointer<SIMD4<Float>>, count n: Int) {
        let f = first, s = second
        var pa1 = SIMD4<Float>.zero, qa1 = SIMD4<Float>.zero, pa2 = SIMD4<Float>.zero, qa2 = SIMD4<Float>.zero
        var pb1 = SIMD4<Float>.zero, qb1 = SIMD4<Float>.zero, pb2 = SIMD4<Float>.zero, qb2 = SIMD4<Float>.zero
        var xaPrev = SIMD4<Float>.zero, xbPrev = SIMD4<Float>.zero
        var i = 0
        while i < n {
            let xai = xa[i], xbi = xb[i]
            let a1 = (f.b0 * xai + f.b1 * xaPrev + f.d2 * qa1) + f.d1 * pa1
            let a2 = (s.b0 * xai + s.b1 * xaPrev + s.d2 * qa2) + s.d1 * pa2
            let b1 = (f.b0 * xbi + f.b1 * xbPrev + f.d2 * qb1) + f.d1 * pb1
            let b2 = (s.b0 * xbi + s.b1 * xbPrev + s.d2 * qb2) + s.d1 * pb2
            ya[i] = a1 + a2; yb[i] = b1 + b2
            qa1 = pa1; pa1 = a1; qa2 = pa2; pa2 = a2; xaPrev = xai
            qb1 = pb1; pb1 = b1; qb2 = pb2; pb2 = b2; xbPrev = xbi
            i += 1
        }
        pa1 = .zero; qa1 = .zero; pa2 = .zero; qa2 = .zero
        pb1 = .zero; qb1 = .zero; pb2 = .zero; qb2 = .zero
        var xa1 = SIMD4<Float>.zero, xa2 = SIMD4<Float>.zero, xb1 = SIMD4<Float>.zero, xb2 = SIMD4<Float>.zero
        i = n - 1
        while i >= 0 {
            let a1 = (f.c1 * xa1 + f.c2 * xa2 + f.d2 * qa1) + f.d1 * pa1
            let a2 = (s.c1 * xa1 + s.c2 * xa2 + s.d2 * qa2) + s.d1 * pa2
            let b1 = (f.c1 * xb1 + f.c2 * xb2 + f.d2 * qb1) + f.d1 * pb1
            let b2 = (s.c1 * xb1 + s.c2 * xb2 + s.d2 * qb2) + s.d1 * pb2
            ya[i] += a1 + a2; yb[i] += b1 + b2
            qa1 = pa1; pa1 = a1; qa2 = pa2; pa2 = a2
            qb1 = pb1; pb1 = b1; qb2 = pb2; pb2 = b2
            xa2 = xa1; xa1 = xa[i]; xb2 = xb1; xb1 = xb[i]
            i -= 1
        }
    }
}
