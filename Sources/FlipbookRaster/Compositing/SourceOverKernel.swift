import CFlipbookKernels

/// Source-over (``CompositeMode/normal``) on premultiplied RGBA8 in 16-bit integer maths,
/// four pixels (16 channels) per `SIMD16<UInt16>` step.
///
/// With source s, its alpha sa, coverage m (0…255, opacity already folded in) and
/// destination d, the real result is s·m/255 + d·(1 − sa·m/255²). It is computed as
///
///     sa' = ⌊sa·m / 255⌉                        (the covered source alpha)
///     out = ⌊(s·m + d·(255 − sa')) / 255⌉
///
/// so only sa' and the final division round: the result is within ±1 of the real value
/// (±0.5 at full coverage, where it is s + ⌊d·(255 − sa)/255⌉), and an opaque source at
/// full coverage is stored unchanged. Because s ≤ sa (premultiplied) the numerator is at
/// most 65 152, inside 16 bits. Coverage is read four or eight bytes at a time: all-zero
/// groups are skipped, all-255 groups take the cheaper full-coverage path.
enum SourceOverKernel {
    typealias V = SIMD16<UInt16>

    /// Exact ⌊x / 255⌉ for 0 ≤ x ≤ 65 152 (above that the 16-bit sum wraps).
    @inline(__always) static func div255(_ x: V) -> V {
        let y = x &+ 128
        return (y &+ (y &>> 8)) &>> 8
    }

    /// Four RGBA8 pixels widened to 16 bits.
    @inline(__always) static func load(_ p: UnsafePointer<UInt8>) -> V {
        PixelPacking.widen(UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self))
    }
    @inline(__always) static func store(_ v: V, _ p: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(p).storeBytes(of: PixelPacking.narrow(v), as: SIMD16<UInt8>.self)
    }

    /// Each pixel's alpha repeated in its four lanes: seen as four 64-bit pixels
    /// (r | g << 16 | b << 32 | a << 48), shifts and ors broadcast the top lane.
    @inline(__always) static func alphas(_ s: V) -> V {
        var a = unsafeBitCast(s, to: SIMD4<UInt64>.self) &>> 48
        a |= a &<< 16
        a |= a &<< 32
        return unsafeBitCast(a, to: V.self)
    }
    /// Four coverage bytes (packed little-endian in `word`), each repeated in four lanes.
    @inline(__always) static func spread(_ word: UInt32) -> V {
        let k: UInt64 = 0x0001_0001_0001_0001, w = UInt64(word)
        let m = SIMD4<UInt64>((w & 0xFF) &* k, ((w >> 8) & 0xFF) &* k, ((w >> 16) & 0xFF) &* k, (w >> 24) &* k)
        return unsafeBitCast(m, to: V.self)
    }
    @inline(__always) static func loadWord(_ p: UnsafePointer<UInt8>) -> UInt32 {
        UInt32(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt32.self))
    }

    @inline(__always) static func full(_ s: V, _ sa: V, _ d: V) -> V {
        s &+ div255(d &* (255 &- sa))
    }
    @inline(__always) static func partial(_ s: V, _ sa: V, _ m: V, _ d: V) -> V {
        let s = s.replacing(with: sa, where: s .> sa)  // guard the 16-bit bound on bad input
        let a = div255(sa &* m)
        return div255(s &* m &+ d &* (255 &- a))
    }

    /// One row of a varying source (`src`, premultiplied) through coverage `cov`
    /// (`nil` = 255 everywhere) onto `dst`: the C row (`flipbook_srcover_row`, the same
    /// integers as ``rowVector(dst:src:cov:count:)``, tested), which stays fast in a debug
    /// build where every `SIMD16` lane operation of the Swift row is a generic call.
    ///
    /// Transparent source pixels (all bytes zero) leave the destination as it is: runs of them
    /// at either end (most of a layer that holds one small view) are not visited at all. The
    /// runs cut are whole groups of four, so the pixels left are grouped as before.
    static func row(dst: UnsafeMutablePointer<UInt8>, src: UnsafePointer<UInt8>, cov: UnsafePointer<UInt8>?, count: Int) {
        flipbook_srcover_row(dst, src, cov, count)
    }

    /// The Swift row the C one follows (reference for the tests), with the same trimming of
    /// transparent runs at either end.
    static func swiftRow(dst: UnsafeMutablePointer<UInt8>, src: UnsafePointer<UInt8>, cov: UnsafePointer<UInt8>?, count: Int) {
        let lead = ZeroRuns.leading(src, count: 4 * count) / 16 * 4
        guard lead < count else { return }
        let n = count - lead - ZeroRuns.trailing(src + 4 * lead, count: 4 * (count - lead)) / 16 * 4
        rowVector(dst: dst + 4 * lead, src: src + 4 * lead, cov: cov.map { $0 + lead }, count: n)
    }

    /// ``row(dst:src:cov:count:)`` four pixels per step. Four transparent source pixels (all
    /// bytes zero) leave the destination as it is and are skipped; four opaque ones at full
    /// coverage are copied.
    static func rowVector(dst: UnsafeMutablePointer<UInt8>, src: UnsafePointer<UInt8>, cov: UnsafePointer<UInt8>?, count: Int) {
        let opaque: UInt64 = 0xFF00_0000_FF00_0000
        var i = 0
        while i + 4 <= count {
            let w: UInt32 = cov.map { loadWord($0 + i) } ?? 0xFFFF_FFFF
            if w == 0 {
                if let cov, i + 8 <= count, loadWord(cov + i + 4) == 0 { i += 8 } else { i += 4 }
                continue
            }
            let sp = src + 4 * i, dp = dst + 4 * i
            let lo = UnsafeRawPointer(sp).loadUnaligned(as: UInt64.self)
            let hi = UnsafeRawPointer(sp).loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            if lo | hi == 0 { i += 4; continue }
            if w == 0xFFFF_FFFF && lo & hi & opaque == opaque {
                UnsafeMutableRawPointer(dp).storeBytes(of: lo, as: UInt64.self)
                UnsafeMutableRawPointer(dp).storeBytes(of: hi, toByteOffset: 8, as: UInt64.self)
                i += 4
                continue
            }
            let s = load(sp), sa = alphas(s)
            if w == 0xFFFF_FFFF {
                store(full(s, sa, load(dp)), dp)
            } else {
                store(partial(s, sa, spread(w), load(dp)), dp)
            }
            i += 4
        }
        if i < count { tail(dst: dst + 4 * i, src: src + 4 * i, solid: nil, cov: cov.map { $0 + i }, count: count - i) }
    }

    /// One row of a constant premultiplied colour through coverage (`nil` = 255 everywhere),
    /// in C (`flipbook_srcover_solid_row`: the same integers as ``swiftSolidRow(dst:color:cov:count:)``).
    static func solidRow(dst: UnsafeMutablePointer<UInt8>, color: SIMD4<UInt8>, cov: UnsafePointer<UInt8>?, count: Int) {
        let c = UInt32(color.x) | UInt32(color.y) << 8 | UInt32(color.z) << 16 | UInt32(color.w) << 24
        flipbook_srcover_solid_row(dst, c, cov, count)
    }

    /// The Swift solid row the C one follows (reference for the tests).
    static func swiftSolidRow(dst: UnsafeMutablePointer<UInt8>, color: SIMD4<UInt8>, cov: UnsafePointer<UInt8>?, count: Int) {
        let c4 = SIMD16<UInt8>(color.x, color.y, color.z, color.w, color.x, color.y, color.z, color.w,
                               color.x, color.y, color.z, color.w, color.x, color.y, color.z, color.w)
        let s = PixelPacking.widen(c4), sa = V(repeating: UInt16(color.w))
        let opaque = color.w == 255
        var i = 0
        guard let cov else {
            // Whole row covered: plain stores when opaque.
            if opaque {
                fill(dst, c4, groups: count / 4)
                i = count & ~3
            }
            while i + 4 <= count {
                let dp = dst + 4 * i
                store(full(s, sa, load(dp)), dp)
                i += 4
            }
            if i < count { tail(dst: dst + 4 * i, src: nil, solid: color, cov: nil, count: count - i) }
            return
        }
        while i + 4 <= count {
            let w = loadWord(cov + i)
            let dp = dst + 4 * i
            if w == 0 {
                // Skip empty coverage (the inside of a ring, the space beside a stroke) in a
                // tight loop, sixteen bytes a step, before coming back to the group loop: the
                // group loop's per-step branches cost more than the pixels for thin shapes.
                i += 4
                while i + 16 <= count {
                    let a = UnsafeRawPointer(cov + i).loadUnaligned(as: UInt64.self)
                    let b = UnsafeRawPointer(cov + i + 8).loadUnaligned(as: UInt64.self)
                    if a | b != 0 { break }
                    i += 16
                }
                continue
            }
            if w == 0xFFFF_FFFF {
                if opaque {
                    // A run of full coverage: find its end eight bytes at a time, then fill it.
                    var end = i + 4
                    while end + 8 <= count,
                          UnsafeRawPointer(cov + end).loadUnaligned(as: UInt64.self) == .max { end += 8 }
                    while end + 4 <= count, loadWord(cov + end) == 0xFFFF_FFFF { end += 4 }
                    fill(dp, c4, groups: (end - i) / 4)
                    i = end
                    continue
                } else {
                    store(full(s, sa, load(dp)), dp)
                }
            } else {
                store(partial(s, sa, spread(w), load(dp)), dp)
            }
            i += 4
        }
        if i < count { tail(dst: dst + 4 * i, src: nil, solid: color, cov: cov + i, count: count - i) }
    }

    /// Stores `groups` copies of four pixels, two groups (32 bytes) per step.
    @inline(__always) private static func fill(_ p: UnsafeMutablePointer<UInt8>, _ c4: SIMD16<UInt8>, groups: Int) {
        let raw = UnsafeMutableRawPointer(p)
        var g = 0
        while g + 2 <= groups {
            raw.storeBytes(of: c4, toByteOffset: 16 * g, as: SIMD16<UInt8>.self)
            raw.storeBytes(of: c4, toByteOffset: 16 * g + 16, as: SIMD16<UInt8>.self)
            g += 2
        }
        if g < groups { raw.storeBytes(of: c4, toByteOffset: 16 * g, as: SIMD16<UInt8>.self) }
    }

    /// The last one to three pixels of a row: staged through a four-pixel vector so they get
    /// exactly the same arithmetic (zero coverage in the unused lanes leaves them alone).
    private static func tail(dst: UnsafeMutablePointer<UInt8>, src: UnsafePointer<UInt8>?, solid: SIMD4<UInt8>?,
                             cov: UnsafePointer<UInt8>?, count: Int) {
        var d = SIMD16<UInt8>(), s = SIMD16<UInt8>(), w: UInt32 = 0
        for k in 0..<count {
            for c in 0..<4 {
                d[4 * k + c] = dst[4 * k + c]
                s[4 * k + c] = src?[4 * k + c] ?? solid![c]
            }
            w |= UInt32(cov?[k] ?? 255) << (8 * UInt32(k))
        }
        var out = d
        withUnsafeBytes(of: s) { sb in
            let sp = sb.baseAddress!.assumingMemoryBound(to: UInt8.self)
            let sv = load(sp)
            out = PixelPacking.narrow(partial(sv, alphas(sv), spread(w), PixelPacking.widen(d)))
        }
        for k in 0..<(4 * count) { dst[k] = out[k] }
    }
}
