/// The five PNG scanline filters and the adaptive choice between them.
///
/// Each works on one row of straight bytes (`current`) with the previous row (`previous`,
/// zeros for the first row) and writes `rowBytes` filtered bytes; the filter-type byte
/// itself is the caller's.
enum ScanlineFilter {
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
        switch type {
        case 0:
            out.update(from: current, count: n)
        case 1:
            for i in 0..<bpp { out[i] = current[i] }
            for i in bpp..<n { out[i] = current[i] &- current[i - bpp] }
        case 2:
            for i in 0..<n { out[i] = current[i] &- previous[i] }
        case 3:
            for i in 0..<bpp { out[i] = current[i] &- previous[i] >> 1 }
            for i in bpp..<n {
                let mean = (UInt16(current[i - bpp]) + UInt16(previous[i])) >> 1
                out[i] = current[i] &- UInt8(truncatingIfNeeded: mean)
            }
        default:
            for i in 0..<bpp { out[i] = current[i] &- previous[i] }  // Paeth(0, b, 0) = b
            for i in bpp..<n {
                out[i] = current[i] &- paeth(current[i - bpp], previous[i], previous[i - bpp])
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
    static func cost(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int {
        var sum = 0
        for i in 0..<count {
            let b = Int(bytes[i])
            sum &+= b < 128 ? b : 256 - b
        }
        return sum
    }
}
