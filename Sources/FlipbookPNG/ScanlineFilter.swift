/// The five PNG scanline filters and the adaptive choice between them.
///
/// Each works on one row of straight bytes (`current`) with the previous row (`previous`,
/// zeros for the first row) and writes `rowBytes` filtered bytes; the filter-type byte
/// itself is the caller's. When encoding, every predictor input is an unfiltered byte
/// that is already known, so all five filters run 16 bytes at a time in SIMD; the
/// scalar tail handles the last `< 16` bytes and the first pixel.
enum ScanlineFilter {
    typealias Bytes = SIMD16<UInt8>
    typealias Wide = SIMD16<Int16>

    /// PNG filter type byte of a fixed filter; `nil` for `.adaptive`.
    static func typeByte(_ filter: PNGFilter) -> UInt8? {
        switch filter {
        case .none: 0
        case .sub: 1
        case .up: 2
        case .average: 3
        case .paeth: 4
        case .adaptive: nil
        }
    }

    /// Applies filter `type` (0…4) to one row.
    @inline(__always)
    static func apply(_ type: UInt8, current: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>,
                      into out: UnsafeMutablePointer<UInt8>, rowBytes n: Int, bpp: Int) {
        let cur = UnsafeRawPointer(current), prev = UnsafeRawPointer(previous)
        let dst = UnsafeMutableRawPointer(out)
        switch type {
        case 0:
            out.update(from: current, count: n)
        case 1:
            for i in 0..<bpp { out[i] = current[i] }
            var i = bpp
            while i + 16 <= n {
                dst.storeBytes(of: load(cur, i) &- load(cur, i - bpp), toByteOffset: i, as: Bytes.self)
                i += 16
            }
            while i < n { out[i] = current[i] &- current[i - bpp]; i += 1 }
        case 2:
            var i = 0
            while i + 16 <= n {
                dst.storeBytes(of: load(cur, i) &- load(prev, i), toByteOffset: i, as: Bytes.self)
                i += 16
            }
            while i < n { out[i] = current[i] &- previous[i]; i += 1 }
        case 3:
            for i in 0..<bpp { out[i] = current[i] &- previous[i] >> 1 }
            var i = bpp
            while i + 16 <= n {
                let a = load(cur, i - bpp), b = load(prev, i)
                let mean = (a & b) &+ ((a ^ b) &>> 1)  // ⌊(a + b) / 2⌋ without overflow
                dst.storeBytes(of: load(cur, i) &- mean, toByteOffset: i, as: Bytes.self)
                i += 16
            }
            while i < n {
                let mean = (UInt16(current[i - bpp]) + UInt16(previous[i])) >> 1
                out[i] = current[i] &- UInt8(truncatingIfNeeded: mean)
                i += 1
            }
        default:
            for i in 0..<bpp { out[i] = current[i] &- previous[i] }  // Paeth(0, b, 0) = b
            var i = bpp
            while i + 16 <= n {
                let a = Wide(truncatingIfNeeded: load(cur, i - bpp))
                let b = Wide(truncatingIfNeeded: load(prev, i))
                let c = Wide(truncatingIfNeeded: load(prev, i - bpp))
                // p = a + b − c; pa = |p − a| = |b − c|, pb = |a − c|, pc = |a + b − 2c|.
                let pa = magnitude(b &- c), pb = magnitude(a &- c), pc = magnitude(a &+ b &- c &- c)
                let predictor = c.replacing(with: b, where: pb .<= pc)
                    .replacing(with: a, where: (pa .<= pb) .& (pa .<= pc))
                dst.storeBytes(of: load(cur, i) &- Bytes(truncatingIfNeeded: predictor), toByteOffset: i, as: Bytes.self)
                i += 16
            }
            while i < n {
                out[i] = current[i] &- paeth(current[i - bpp], previous[i], previous[i - bpp])
                i += 1
            }
        }
    }

    /// The Paeth predictor (PNG specification 9.4).
    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int16(a) + Int16(b) - Int16(c)
        let pa = abs(p - Int16(a)), pb = abs(p - Int16(b)), pc = abs(p - Int16(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// Sum of the filtered bytes read as signed values, the adaptive heuristic's cost.
    @inline(__always)
    static func cost(_ bytes: UnsafePointer<UInt8>, count n: Int) -> Int {
        let raw = UnsafeRawPointer(bytes)
        var sum = 0
        var i = 0
        while i + 16 <= n {
            // 16-bit lanes take at most 128 per step: flush every 256 steps, before they overflow.
            var lanes = SIMD16<UInt16>()
            let end = min(n - 15, i + 16 * 256)
            while i < end {
                let b = load(raw, i)
                lanes &+= SIMD16<UInt16>(truncatingIfNeeded: pointwiseMin(b, 0 &- b))
                i += 16
            }
            sum += Int(SIMD16<UInt32>(truncatingIfNeeded: lanes).wrappedSum())
        }
        while i < n {
            let b = Int(bytes[i])
            sum += b < 128 ? b : 256 - b
            i += 1
        }
        return sum
    }

    @inline(__always)
    private static func load(_ p: UnsafeRawPointer, _ offset: Int) -> Bytes {
        p.loadUnaligned(fromByteOffset: offset, as: Bytes.self)
    }

    @inline(__always)
    private static func magnitude(_ x: Wide) -> Wide {
        pointwiseMax(x, 0 &- x)
    }
}
