import Testing
@testable import FlipbookRaster

/// Both builds blur large σ with the C port of the pyramid (BlurPyramid.c, its AVX2 and its
/// baseline build); the Swift code it follows is the reference: the same bytes for RGBA images and A8 masks, one to four levels,
/// equal and unequal σ per axis, odd and even sizes down to a pixel, on random and on sparse
/// content (a shape on transparency, as shadows and blurred views are).
@Suite struct BlurPyramidKernelTests {
    struct Noise {
        var seed: UInt32
        mutating func next() -> UInt8 { seed = seed &* 1664525 &+ 1013904223; return UInt8(truncatingIfNeeded: seed >> 24) }

        /// Valid premultiplied pixels: random, or (`sparse`) a translucent disc and a few specks
        /// on transparency.
        mutating func rgba(_ w: Int, _ h: Int, sparse: Bool) -> [UInt8] {
            var p = [UInt8](repeating: 0, count: 4 * w * h)
            for y in 0..<h {
                for x in 0..<w {
                    let dx = Double(x) - Double(w) / 2, dy = Double(y) - Double(h) / 3
                    let inside = dx * dx + dy * dy < Double(w * h) / 8
                    guard !sparse || inside || next() < 4 else { continue }
                    let a = sparse && inside ? 200 : next()
                    let i = 4 * (y * w + x)
                    for c in 0..<3 { p[i + c] = next() % (a &+ 1 == 0 ? 255 : a &+ 1) }
                    p[i + 3] = a
                }
            }
            return p
        }

        mutating func mask(_ w: Int, _ h: Int, sparse: Bool) -> [UInt8] {
            (0..<(w * h)).map { i in
                let x = i % w, y = i / w
                if !sparse { return next() }
                return (x > w / 4 && x < 3 * w / 4 && y > h / 5 && y < h / 2) ? 255 : (next() < 3 ? next() : 0)
            }
        }
    }

    static let sizes = [(1, 1), (2, 7), (9, 4), (17, 23), (40, 33), (64, 64), (101, 57)]
    /// σ per axis: one level (4.5, 9), two (9.5, 19), three and four, and unequal axes.
    static let sigmas: [(Double, Double)] = [(4.5, 4.5), (7.5, 7.5), (12, 12), (25, 25), (50, 50), (6, 30), (40, 5)]

    @Test(arguments: 0..<7)
    func rgbaMatchesSwift(sigmaIndex: Int) {
        let (sx, sy) = Self.sigmas[sigmaIndex]
        #expect(BlurPyramid.plan(sigmaX: sx, sigmaY: sy).levels >= 1)
        var noise = Noise(seed: UInt32(sigmaIndex) &* 2654435761 &+ 7)
        for (w, h) in Self.sizes {
            for sparse in [false, true] {
                let input = noise.rgba(w, h, sparse: sparse)
                var c = input, base = input, swift = input
                // The AVX2 build where the CPU has it, and the baseline build.
                let okC = c.withUnsafeMutableBufferPointer { BlurPyramid.blurRGBA($0, width: w, height: h, sigmaX: sx, sigmaY: sy) }
                let okB = base.withUnsafeMutableBufferPointer {
                    BlurPyramid.blurRGBA($0, width: w, height: h, sigmaX: sx, sigmaY: sy, avx2: false)
                }
                let okS = swift.withUnsafeMutableBufferPointer {
                    BlurPyramid.referenceBlurRGBA($0, width: w, height: h, sigmaX: sx, sigmaY: sy)
                }
                #expect(okC && okB && okS)
                #expect(c == swift, "σ \(sx)×\(sy), \(w)×\(h), sparse \(sparse): first difference at byte \(Self.firstDifference(c, swift))")
                #expect(base == swift, "baseline, σ \(sx)×\(sy), \(w)×\(h), sparse \(sparse): first difference at byte \(Self.firstDifference(base, swift))")
            }
        }
    }

    @Test(arguments: 0..<7)
    func maskMatchesSwift(sigmaIndex: Int) {
        let (sx, sy) = Self.sigmas[sigmaIndex]
        var noise = Noise(seed: UInt32(sigmaIndex) &* 40503 &+ 11)
        for (w, h) in Self.sizes + [(300, 31), (33, 300)] {
            for sparse in [false, true] {
                let input = noise.mask(w, h, sparse: sparse)
                var c = input, base = input, swift = input
                let okC = c.withUnsafeMutableBufferPointer { BlurPyramid.blurA8($0, width: w, height: h, sigmaX: sx, sigmaY: sy) }
                let okB = base.withUnsafeMutableBufferPointer {
                    BlurPyramid.blurA8($0, width: w, height: h, sigmaX: sx, sigmaY: sy, avx2: false)
                }
                let okS = swift.withUnsafeMutableBufferPointer {
                    BlurPyramid.referenceBlurA8($0, width: w, height: h, sigmaX: sx, sigmaY: sy)
                }
                #expect(okC && okB && okS)
                #expect(c == swift, "σ \(sx)×\(sy), \(w)×\(h), sparse \(sparse): first difference at byte \(Self.firstDifference(c, swift))")
                #expect(base == swift, "baseline, σ \(sx)×\(sy), \(w)×\(h), sparse \(sparse): first difference at byte \(Self.firstDifference(base, swift))")
            }
        }
    }

    /// The blur did something (the comparison above is not between two untouched copies).
    @Test func blurChangesTheImage() {
        var noise = Noise(seed: 3)
        let input = noise.rgba(40, 33, sparse: true)
        var c = input
        _ = c.withUnsafeMutableBufferPointer { BlurPyramid.blurRGBA($0, width: 40, height: 33, sigmaX: 7.5, sigmaY: 7.5) }
        #expect(c != input)
        // A σ below the pyramid's 4.5 is not taken, and nothing is touched.
        var small = input
        let taken = small.withUnsafeMutableBufferPointer { BlurPyramid.blurRGBA($0, width: 40, height: 33, sigmaX: 4, sigmaY: 4) }
        #expect(!taken && small == input)
    }

    static func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
        zip(a, b).enumerated().first { $0.1.0 != $0.1.1 }?.offset ?? -1
    }
}
