/// The 2D blur behind ``GaussianBlur``. It picks by σ: ``BlurPyramid`` for the largest,
/// ``DirectBlur``'s kernels for small σ and ``HalvedBlur`` just below the pyramid's range;
/// the rest, described here, is a vertical then a horizontal ``RecursiveGaussian`` pass, in
/// Float, with transparent (zero) pixels assumed outside and one rounding at the end.
///
/// Cropping to the image between the passes is exact: rows and columns outside it are zero
/// and stay zero under the other pass. Each direction may have its own σ (drop shadows use
/// that to absorb a sub-pixel shift, see ``DropShadow``).
///
/// Memory: the vertical pass runs down the image (causal half) storing its results as 8.8
/// fixed-point `UInt16` (the only full-size intermediate, half the size of Float and far
/// more precise than the final 8 bits), then back up (anticausal half); each row it finishes
/// is complete vertically, so it is blurred horizontally and written out at once. Input rows
/// the upward sweep still needs are kept in a two-row ring, which is what makes in-place work.
///
/// Layout: a row of bytes is read as consecutive `SIMD4<Float>` lanes, so one RGBA pixel or
/// four neighbouring mask pixels per vector: both kinds share the vertical code. The
/// horizontal pass of a mask runs four rows at once, one per lane.
enum SeparableBlur {
    /// Blurs premultiplied RGBA8 pixels in place.
    static func blurRGBA(_ bytes: UnsafeMutableBufferPointer<UInt8>, width w: Int, height h: Int,
                         sigmaX: Double, sigmaY: Double) {
        guard w > 0, h > 0, sigmaX > 0 || sigmaY > 0 else { return }
        if BlurPyramid.blurRGBA(bytes, width: w, height: h, sigmaX: sigmaX, sigmaY: sigmaY) { return }
        if sigmaX < BlurPyramid.minimumSigma && sigmaY < BlurPyramid.minimumSigma {
            if sigmaX >= HalvedBlur.minimumSigma && sigmaY >= HalvedBlur.minimumSigma {
                HalvedBlur.blur(bytes.baseAddress!, width: w, height: h, sigmaX: sigmaX, sigmaY: sigmaY)
            } else {
                DirectBlur.blur(bytes.baseAddress!, width: w, height: h, channels: 4, sigmaX: sigmaX, sigmaY: sigmaY)
            }
            return
        }
        let px = bytes.baseAddress!
        // Two rows are blurred across together (independent recursions interleave).
        let buf = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: 4 * w)
        defer { buf.deallocate() }
        let held = buf, heldOut = buf + w, outRow = buf + 2 * w, scratch = buf + 3 * w
        let gx = RecursiveGaussian(sigma: sigmaX)
        guard sigmaY > 0 else {
            var y = 0
            while y + 1 < h {
                load(px + y * w * 4, byteCount: w * 4, into: scratch)
                load(px + (y + 1) * w * 4, byteCount: w * 4, into: held)
                gx.filterPair(scratch, outRow, held, heldOut, count: w)
                storeRGBA(outRow, into: px + y * w * 4, count: w)
                storeRGBA(heldOut, into: px + (y + 1) * w * 4, count: w)
                y += 2
            }
            if y < h {
                load(px + y * w * 4, byteCount: w * 4, into: scratch)
                gx.filter(scratch, outRow, count: w)
                storeRGBA(outRow, into: px + y * w * 4, count: w)
            }
            return
        }
        var heldRow = -1  // a vertically finished row waiting for a partner
        vertical(px, rowBytes: w * 4, height: h, RecursiveGaussian(sigma: sigmaY)) { y, row in
            guard sigmaX > 0 else { storeRGBA(row, into: px + y * w * 4, count: w); return }
            if heldRow < 0 && y > 0 {
                held.update(from: row, count: w)
                heldRow = y
                return
            }
            if heldRow >= 0 {
                gx.filterPair(held, heldOut, row, outRow, count: w)
                storeRGBA(heldOut, into: px + heldRow * w * 4, count: w)
                heldRow = -1
            } else {
                gx.filter(row, outRow, count: w)
            }
            storeRGBA(outRow, into: px + y * w * 4, count: w)
        }
    }

    /// Blurs an 8-bit single-channel mask in place.
    static func blurA8(_ bytes: UnsafeMutableBufferPointer<UInt8>, width w: Int, height h: Int,
                       sigmaX: Double, sigmaY: Double) {
        guard w > 0, h > 0, sigmaX > 0 || sigmaY > 0 else { return }
        if BlurPyramid.blurA8(bytes, width: w, height: h, sigmaX: sigmaX, sigmaY: sigmaY) { return }
        if sigmaX < BlurPyramid.minimumSigma && sigmaY < BlurPyramid.minimumSigma {
            DirectBlur.blur(bytes.baseAddress!, width: w, height: h, channels: 1, sigmaX: sigmaX, sigmaY: sigmaY)
            return
        }
        let m = bytes.baseAddress!
        let quads = (w + 3) / 4
        // Four finished rows (Float, quads·4 each), then the lane-packed row and its output.
        let batch = UnsafeMutablePointer<Float>.allocate(capacity: 4 * quads * 4)
        let packed = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: 2 * w)
        defer { batch.deallocate(); packed.deallocate() }
        let out = packed + w
        let gx = RecursiveGaussian(sigma: sigmaX)

        /// Rows y0 ..< y0 + count of `batch` (row k at batch + k·quads·4): blur across, store.
        func flush(_ y0: Int, _ count: Int) {
            if sigmaX > 0 {
                for x in 0..<w {
                    var v = SIMD4<Float>.zero
                    for k in 0..<count { v[k] = batch[k * quads * 4 + x] }
                    packed[x] = v
                }
                gx.filter(packed, out, count: w)
                for k in 0..<count {
                    let dst = m + (y0 + k) * w
                    for x in 0..<w { dst[x] = toByte(out[x][k]) }
                }
            } else {
                for k in 0..<count {
                    let dst = m + (y0 + k) * w, src = batch + k * quads * 4
                    for x in 0..<w { dst[x] = toByte(src[x]) }
                }
            }
        }

        guard sigmaY > 0 else {
            var y0 = 0
            while y0 < h {
                let count = min(4, h - y0)
                for k in 0..<count {
                    let src = m + (y0 + k) * w, dst = batch + k * quads * 4
                    for x in 0..<w { dst[x] = Float(src[x]) }
                }
                flush(y0, count)
                y0 += count
            }
            return
        }
        // The vertical pass hands rows over bottom-up; gather them in fours (top row last).
        var pending = 0, top = h
        vertical(m, rowBytes: w, height: h, RecursiveGaussian(sigma: sigmaY)) { y, row in
            // Rows arrive h−1, h−2, …: the batch holds rows y … y + pending, top row first.
            if pending == 4 { flush(top, 4); pending = 0 }
            let slot = 3 - pending
            UnsafeMutableRawPointer(batch + slot * quads * 4).copyMemory(from: row, byteCount: quads * 16)
            pending += 1
            top = y
            if y == 0 {
                // Move the partial batch's rows (slots 4−pending … 3) to the front.
                let first = 4 - pending
                if first > 0 {
                    for k in 0..<pending {
                        (batch + k * quads * 4).update(from: batch + (first + k) * quads * 4, count: quads * 4)
                    }
                }
                flush(0, pending)
            }
        }
    }

    /// The vertical pass over `height` rows of `rowBytes` bytes, all columns at once (each
    /// column's recursion state lives in per-column arrays, so memory is walked row by row).
    /// Hands each finished row, bottom row first, to `emit` as Float vectors (once per row);
    /// `emit` may overwrite that row's bytes.
    @inline(__always)
    private static func vertical(_ px: UnsafeMutablePointer<UInt8>, rowBytes: Int, height h: Int,
                                 _ g: RecursiveGaussian,
                                 emit: (Int, UnsafeMutablePointer<SIMD4<Float>>) -> Void) {
        let n = (rowBytes + 3) / 4
        let a = g.first, b = g.second
        // The causal half of every row, 8.8 fixed point (it is ≥ 0 and < 256 for 8-bit input:
        // the causal taps are positive and sum to about 0.6).
        let causal = UnsafeMutablePointer<SIMD4<UInt16>>.allocate(capacity: n * h)
        // State rows p1 q1 p2 q2 (outputs one and two rows back, per section; p and q swap
        // roles every row, so the new output overwrites the row that is no longer needed);
        // input rows current, next, next-but-one; output row.
        let work = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: n * 8)
        defer { causal.deallocate(); work.deallocate() }
        work.initialize(repeating: .zero, count: n * 8)
        var p1 = work, q1 = work + n, p2 = work + 2 * n, q2 = work + 3 * n
        let out = work + 7 * n
        var cur = work + 4 * n, r1 = work + 5 * n, r2 = work + 6 * n

        // Down: causal half. r1 holds the previous input row (zero above the image).
        for y in 0..<h {
            load(px + y * rowBytes, byteCount: rowBytes, into: cur)
            let c = causal + y * n
            for i in 0..<n {
                let xi = cur[i], xp = r1[i]
                // The recursion's critical path is one multiply-add on p; the rest is off it.
                let t1 = a.b0 * xi + a.b1 * xp + a.d2 * q1[i]
                let t2 = b.b0 * xi + b.b1 * xp + b.d2 * q2[i]
                let y1 = t1 + a.d1 * p1[i], y2 = t2 + b.d1 * p2[i]
                q1[i] = y1; q2[i] = y2
                c[i] = toFixed(y1 + y2)
            }
            swap(&p1, &q1); swap(&p2, &q2)
            swap(&cur, &r1)
        }
        // Up: anticausal half, added to the stored causal half. r1, r2 hold input rows y+1, y+2.
        work.update(repeating: .zero, count: n * 4)
        r1.update(repeating: .zero, count: n)
        r2.update(repeating: .zero, count: n)
        var y = h - 1
        while y >= 0 {
            load(px + y * rowBytes, byteCount: rowBytes, into: cur)  // before emit overwrites it
            let c = causal + y * n
            for i in 0..<n {
                let u1 = r1[i], u2 = r2[i]
                let t1 = a.c1 * u1 + a.c2 * u2 + a.d2 * q1[i]
                let t2 = b.c1 * u1 + b.c2 * u2 + b.d2 * q2[i]
                let y1 = t1 + a.d1 * p1[i], y2 = t2 + b.d1 * p2[i]
                q1[i] = y1; q2[i] = y2
                out[i] = fromFixed(c[i]) + (y1 + y2)
            }
            swap(&p1, &q1); swap(&p2, &q2)
            emit(y, out)
            let oldR2 = r2
            r2 = r1; r1 = cur; cur = oldR2
            y -= 1
        }
    }

    /// 8.8 fixed point, clamped to 0…65535.
    @inline(__always)
    private static func toFixed(_ v: SIMD4<Float>) -> SIMD4<UInt16> {
        SIMD4<UInt16>(truncatingIfNeeded: SIMDConversions.rounded(v * 256, limit: 65535))
    }

    @inline(__always)
    private static func fromFixed(_ v: SIMD4<UInt16>) -> SIMD4<Float> {
        SIMDConversions.floats(v) * (1 / 256)
    }

    /// Bytes as Float lanes; a partial last vector is padded with zeros.
    @inline(__always)
    private static func load(_ src: UnsafePointer<UInt8>, byteCount: Int, into dst: UnsafeMutablePointer<SIMD4<Float>>) {
        let full = byteCount / 4
        let raw = UnsafeRawPointer(src)
        for i in 0..<full {
            dst[i] = SIMDConversions.floats(raw.loadUnaligned(fromByteOffset: 4 * i, as: SIMD4<UInt8>.self))
        }
        if full * 4 < byteCount {
            var v = SIMD4<Float>.zero
            for k in 0..<(byteCount - full * 4) { v[k] = Float(src[full * 4 + k]) }
            dst[full] = v
        }
    }

    @inline(__always)
    private static func toByte(_ v: Float) -> UInt8 {
        UInt8(min(max(v, 0), 255) + 0.5)
    }

    /// Rounds to 8 bits; colour is kept ≤ alpha so the result stays validly premultiplied
    /// (the filter's small negative lobes and rounding could otherwise break that by 1).
    @inline(__always)
    private static func storeRGBA(_ src: UnsafePointer<SIMD4<Float>>, into dst: UnsafeMutablePointer<UInt8>, count: Int) {
        let raw = UnsafeMutableRawPointer(dst)
        for i in 0..<count {
            // min with alpha in Float (rounding is monotonic, so this equals min after rounding).
            var v = src[i]
            let a = SIMD4<Float>(repeating: v.w)
            v.replace(with: a, where: v .> a)
            raw.storeBytes(of: SIMDConversions.bytes(v), toByteOffset: 4 * i, as: SIMD4<UInt8>.self)
        }
    }
}
