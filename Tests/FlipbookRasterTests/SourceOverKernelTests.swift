import Testing
@testable import FlipbookRaster

/// Debug builds composite with ``SourceOverKernel/rowScalar``, release builds with
/// ``SourceOverKernel/rowVector``: they must give the same bytes, on valid premultiplied
/// pixels and on colour above alpha, for every mix of coverage and row length.
@Suite struct SourceOverKernelTests {
    @Test(arguments: [1, 3, 4, 7, 8, 13, 37])
    func scalarRowMatchesVectorRow(count: Int) {
        var seed: UInt32 = UInt32(count) &* 2654435761
        func next() -> UInt8 { seed = seed &* 1664525 &+ 1013904223; return UInt8(truncatingIfNeeded: seed >> 24) }
        for trial in 0..<200 {
            var src = [UInt8](repeating: 0, count: 4 * count), dst = src
            for p in 0..<count {
                let kind = next() % 5  // transparent, opaque, translucent, random (maybe invalid), zero alpha
                let a: UInt8 = kind == 0 ? 0 : kind == 1 ? 255 : next()
                for c in 0..<3 { src[4 * p + c] = kind == 3 ? next() : a == 0 ? 0 : next() % (a &+ 1 == 0 ? 255 : a &+ 1) }
                src[4 * p + 3] = a
                let da = next()
                for c in 0..<3 { dst[4 * p + c] = next() % (da &+ 1 == 0 ? 255 : da &+ 1) }
                dst[4 * p + 3] = da
            }
            let covKind = trial % 4  // none, random, runs of 0 and 255, all 255
            let cov: [UInt8]? = covKind == 0 ? nil : (0..<count).map { i in
                covKind == 1 ? next() : covKind == 2 ? ((i / 4) % 2 == 0 ? 255 : (next() % 3 == 0 ? 0 : 255)) : 255
            }
            var a = dst, b = dst
            src.withUnsafeBufferPointer { s in
                func run(_ d: inout [UInt8], _ kernel: (UnsafeMutablePointer<UInt8>, UnsafePointer<UInt8>, UnsafePointer<UInt8>?, Int) -> Void) {
                    d.withUnsafeMutableBufferPointer { dp in
                        if let cov {
                            cov.withUnsafeBufferPointer { kernel(dp.baseAddress!, s.baseAddress!, $0.baseAddress!, count) }
                        } else {
                            kernel(dp.baseAddress!, s.baseAddress!, nil, count)
                        }
                    }
                }
                run(&a) { SourceOverKernel.rowVector(dst: $0, src: $1, cov: $2, count: $3) }
                run(&b) { SourceOverKernel.rowScalar(dst: $0, src: $1, cov: $2, count: $3) }
            }
            #expect(a == b, "count \(count), trial \(trial): first difference at byte \(zip(a, b).enumerated().first { $0.1.0 != $0.1.1 }?.offset ?? -1)")
            if a != b { return }
        }
    }
}
