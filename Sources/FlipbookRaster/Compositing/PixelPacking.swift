/// Float → 8-bit conversion for the hot loops without Swift's checked `Int32(Float)` (which
/// tests every value for NaN and range: four compares a channel).
///
/// Adding 1.5 · 2²³ to a Float in (−2²², 2²²) leaves the value rounded to the nearest integer
/// (ties to even) in the low mantissa bits; the low byte of the bit pattern is then the
/// channel. Callers keep values within −0.5…255.5 so the byte is the rounded value.
enum PixelPacking {
    static let magic: Float = 12_582_912  // 1.5 · 2²³

    /// Rounds each lane to the nearest integer and packs the four low bytes as R G B A.
    @inline(__always) static func pack(_ v: SIMD4<Float>) -> UInt32 {
        let b = unsafeBitCast(v + magic, to: SIMD4<UInt32>.self)
        return (b.x & 0xFF) | (b.y & 0xFF) << 8 | (b.z & 0xFF) << 16 | (b.w & 0xFF) << 24
    }
    /// Stores a packed pixel.
    @inline(__always) static func store(_ p: UInt32, _ out: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(out).storeBytes(of: UInt32(littleEndian: p), as: UInt32.self)
    }
    /// Rounds a non-negative value below 2²² to the nearest integer (ties to even).
    @inline(__always) static func roundedIndex(_ x: Float) -> Int {
        Int((x + magic).bitPattern & 0x3F_FFFF)
    }
    /// One pixel's four channels as Floats (0…255).
    @inline(__always) static func load(_ p: UnsafePointer<UInt8>) -> SIMD4<Float> {
        // One 4-byte load widened in vector registers (not four scalar int → float converts).
        let b = UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt8>.self)
        return SIMD4<Float>(SIMD4<Int32>(Int32(b.x), Int32(b.y), Int32(b.z), Int32(b.w)))
    }

    /// 16 bytes widened to 16-bit lanes. Written lane by lane so it inlines into a single
    /// zero-extend; the standard library's generic `init(truncatingIfNeeded:)` stays an
    /// out-of-line call per vector.
    @inline(__always) static func widen(_ v: SIMD16<UInt8>) -> SIMD16<UInt16> {
        var r = SIMD16<UInt16>()
        for i in 0..<16 { r[i] = UInt16(truncatingIfNeeded: v[i]) }
        return r
    }
    /// The low bytes of 16 lanes.
    @inline(__always) static func narrow(_ v: SIMD16<UInt16>) -> SIMD16<UInt8> {
        var r = SIMD16<UInt8>()
        for i in 0..<16 { r[i] = UInt8(truncatingIfNeeded: v[i]) }
        return r
    }
}
