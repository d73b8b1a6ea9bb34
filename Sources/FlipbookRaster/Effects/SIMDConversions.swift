/// Whole-vector conversions between bytes and Float for the effect loops.
///
/// Swift's generic SIMD float↔integer initialisers and lane-by-lane conversions compile to
/// one scalar conversion (with range checks) per lane. These use the float "magic number"
/// trick instead: a small integer OR-ed into the mantissa of 2²³ is exact, and adding
/// 1.5·2²³ rounds a float to an integer in the mantissa bits (round-to-nearest-even).
enum SIMDConversions {
    /// Bytes 0…255 to exact Floats.
    @inline(__always)
    static func floats(_ b: SIMD4<UInt8>) -> SIMD4<Float> {
        let u = SIMD4<UInt32>(truncatingIfNeeded: b) | 0x4B00_0000
        return unsafeBitCast(u, to: SIMD4<Float>.self) - 8_388_608
    }

    /// UInt16 to exact Floats.
    @inline(__always)
    static func floats(_ b: SIMD4<UInt16>) -> SIMD4<Float> {
        let u = SIMD4<UInt32>(truncatingIfNeeded: b) | 0x4B00_0000
        return unsafeBitCast(u, to: SIMD4<Float>.self) - 8_388_608
    }

    /// Clamps to lo…hi (NaN becomes lo) with compare-and-select, which vectorises.
    @inline(__always)
    static func clamp(_ v: SIMD4<Float>, _ lo: Float, _ hi: Float) -> SIMD4<Float> {
        var r = v
        r.replace(with: SIMD4(repeating: hi), where: r .> SIMD4(repeating: hi))
        r.replace(with: SIMD4(repeating: lo), where: .!(r .>= SIMD4(repeating: lo)))
        return r
    }

    /// Rounds to the nearest integer in 0…`limit` (`limit` < 2²²) as UInt32 lanes.
    @inline(__always)
    static func rounded(_ v: SIMD4<Float>, limit: Float) -> SIMD4<UInt32> {
        let c = clamp(v, 0, limit) + 12_582_912
        return unsafeBitCast(c, to: SIMD4<UInt32>.self) &- 0x4B40_0000
    }

    /// Rounds to bytes, clamping to 0…255.
    @inline(__always)
    static func bytes(_ v: SIMD4<Float>) -> SIMD4<UInt8> {
        SIMD4<UInt8>(truncatingIfNeeded: rounded(v, limit: 255))
    }

    /// Two adjacent pixels (8 bytes) as exact Floats, from one 8-byte load widened in vector
    /// registers (a `SIMD4<UInt8>` load becomes four scalar byte loads).
    @inline(__always)
    static func floatPair(_ p: UnsafeRawPointer) -> (SIMD4<Float>, SIMD4<Float>) {
        let b = p.loadUnaligned(as: SIMD8<UInt8>.self)
        var u = SIMD8<UInt32>()
        for i in 0..<8 { u[i] = UInt32(truncatingIfNeeded: b[i]) }
        let f = unsafeBitCast(u | 0x4B00_0000, to: SIMD8<Float>.self) - 8_388_608
        return (f.lowHalf, f.highHalf)
    }
}
