import CFlipbookKernels
import Testing
@testable import FlipbookRaster

/// Multiply and screen run in C in both builds (IntegerBlend.c); the Swift vector rows they
/// follow are the reference: the same bytes for valid premultiplied pixels and colour above
/// alpha, every coverage mix (none, random, whole groups, sparse) and row lengths around the
/// four-pixel groups.
@Suite struct IntegerBlendKernelTests {
    @Test(arguments: [1, 2, 3, 4, 5, 7, 8, 13, 37, 70])
    func cRowMatchesSwiftRow(count: Int) {
        var r = SourceOverKernelTests.Rows(seed: UInt32(count) &* 2246822519)
        for trial in 0..<400 {
            let screen = trial % 2 == 1
            let src = r.pixels(count)
            let dst = r.pixels(count, validOnly: trial % 4 < 2)
            let cov = r.coverage(count, kind: (trial / 2) % 5)
            var a = dst, b = dst
            src.withUnsafeBufferPointer { s in
                func run(_ d: inout [UInt8], _ kernel: (UnsafeMutablePointer<UInt8>, UnsafePointer<UInt8>, UnsafePointer<UInt8>?) -> Void) {
                    d.withUnsafeMutableBufferPointer { dp in
                        if let cov {
                            cov.withUnsafeBufferPointer { kernel(dp.baseAddress!, s.baseAddress!, $0.baseAddress!) }
                        } else {
                            kernel(dp.baseAddress!, s.baseAddress!, nil)
                        }
                    }
                }
                run(&a) { IntegerBlendKernel.row(screen ? .screen : .multiply, dst: $0, src: $1, cov: $2, count: count) }
                run(&b) { flipbook_blend_integer_row(screen ? 1 : 0, $0, $1, $2, count) }
            }
            #expect(a == b, "count \(count), trial \(trial), \(screen ? "screen" : "multiply"): first difference at byte \(zip(a, b).enumerated().first { $0.1.0 != $0.1.1 }?.offset ?? -1)")
            if a != b { return }
        }
    }

    /// The blend actually happened: multiply of opaque mid-grey onto opaque white is the grey,
    /// screen of it onto black is the grey, and zero coverage leaves the destination alone.
    @Test func knownValues() {
        let grey: [UInt8] = [128, 64, 32, 255]
        var white = [UInt8](repeating: 255, count: 4), black: [UInt8] = [0, 0, 0, 255]
        flipbook_blend_integer_row(0, &white, grey, nil, 1)
        flipbook_blend_integer_row(1, &black, grey, nil, 1)
        #expect(white == grey)
        #expect(black == grey)
        var kept: [UInt8] = [10, 20, 30, 255]
        flipbook_blend_integer_row(0, &kept, grey, [0], 1)
        #expect(kept == [10, 20, 30, 255])
    }
}
