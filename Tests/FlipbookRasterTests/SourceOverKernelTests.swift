import CFlipbookKernels
import Testing
@testable import FlipbookRaster

/// Both builds composite source-over with the C rows (SourceOver.c); the Swift vector rows
/// they follow are the reference: the same bytes, on valid premultiplied pixels and on colour
/// above alpha, for every mix of coverage, opacity and row length.
@Suite struct SourceOverKernelTests {
    struct Rows {
        var seed: UInt32
        mutating func next() -> UInt8 { seed = seed &* 1664525 &+ 1013904223; return UInt8(truncatingIfNeeded: seed >> 24) }

        /// Pixels of five kinds: transparent, opaque, translucent, random (maybe colour above
        /// alpha), zero alpha; runs of transparent ones at the ends now and then.
        mutating func pixels(_ count: Int, validOnly: Bool = false) -> [UInt8] {
            var p = [UInt8](repeating: 0, count: 4 * count)
            for i in 0..<count {
                let kind = next() % 5
                let a: UInt8 = kind == 0 ? 0 : kind == 1 ? 255 : next()
                for c in 0..<3 { p[4 * i + c] = kind == 3 && !validOnly ? next() : a == 0 ? 0 : next() % (a &+ 1 == 0 ? 255 : a &+ 1) }
                p[4 * i + 3] = a
            }
            return p
        }

        /// None, random, runs of 0 and 255 by groups, all 255, all 0 but a few.
        mutating func coverage(_ count: Int, kind: Int) -> [UInt8]? {
            switch kind {
            case 0: return nil
            case 1: return (0..<count).map { _ in next() }
            case 2: return (0..<count).map { i in (i / 4) % 2 == 0 ? 255 : (next() % 3 == 0 ? 0 : 255) }
            case 3: return [UInt8](repeating: 255, count: count)
            default: return (0..<count).map { _ in next() % 7 == 0 ? next() : 0 }
            }
        }
    }

    @Test(arguments: [1, 3, 4, 7, 8, 13, 37, 70])
    func cRowMatchesSwiftRow(count: Int) {
        var r = Rows(seed: UInt32(count) &* 2654435761)
        for trial in 0..<200 {
            var src = r.pixels(count)
            if trial % 3 == 0 { for k in 0..<min(4 * count, 4 * 9) { src[k] = 0 } }  // a transparent lead
            let dst = r.pixels(count, validOnly: true)
            let cov = r.coverage(count, kind: trial % 5)
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
                run(&a) { SourceOverKernel.swiftRow(dst: $0, src: $1, cov: $2, count: $3) }
                run(&b) { flipbook_srcover_row($0, $1, $2, $3) }
            }
            #expect(a == b, "count \(count), trial \(trial): first difference at byte \(zip(a, b).enumerated().first { $0.1.0 != $0.1.1 }?.offset ?? -1)")
            if a != b { return }
        }
    }

    @Test(arguments: [1, 3, 4, 7, 8, 13, 37, 70])
    func cSolidRowMatchesSwiftSolidRow(count: Int) {
        var r = Rows(seed: UInt32(count) &* 40503)
        for trial in 0..<200 {
            let px = r.pixels(1, validOnly: true)
            let color = trial % 4 == 0 ? SIMD4<UInt8>(px[0], px[1], px[2], 255) : SIMD4<UInt8>(px[0], px[1], px[2], px[3])
            let dst = r.pixels(count, validOnly: true)
            let cov = r.coverage(count, kind: trial % 5)
            var a = dst, b = dst
            func run(_ d: inout [UInt8], _ kernel: (UnsafeMutablePointer<UInt8>, UnsafePointer<UInt8>?) -> Void) {
                d.withUnsafeMutableBufferPointer { dp in
                    if let cov { cov.withUnsafeBufferPointer { kernel(dp.baseAddress!, $0.baseAddress!) } } else { kernel(dp.baseAddress!, nil) }
                }
            }
            run(&a) { SourceOverKernel.swiftSolidRow(dst: $0, color: color, cov: $1, count: count) }
            run(&b) { SourceOverKernel.solidRow(dst: $0, color: color, cov: $1, count: count) }
            #expect(a == b, "count \(count), trial \(trial), colour \(color)")
            if a != b { return }
        }
    }

    /// The blitter's whole-rectangle C entry points, opacity included, against the Swift rows
    /// fed with coverage scaled as the blitter scales it.
    @Test func cRectanglesMatchSwiftRowsWithOpacity() {
        var r = Rows(seed: 7)
        let w = 23, h = 5
        for (trial, opacity) in [Float(1), 0.5, 0.3, 0.999, 0.01].enumerated() {
            let src = r.pixels(w * h)
            let dst = r.pixels(w * h, validOnly: true)
            let cov = r.coverage(w * h, kind: trial % 4)
            let colorPx = r.pixels(1, validOnly: true)
            let color = SIMD4<UInt8>(colorPx[0], colorPx[1], colorPx[2], colorPx[3])
            func scaled(_ y: Int) -> [UInt8]? {
                if opacity >= 1 { return cov.map { Array($0[(y * w)..<(y * w + w)]) } }
                guard let cov else { return [UInt8](repeating: UInt8(255 * opacity + 0.5), count: w) }
                return (0..<w).map { UInt8(Float(cov[y * w + $0]) * opacity + 0.5) }
            }
            for solid in [false, true] {
                var expected = dst, got = dst
                expected.withUnsafeMutableBufferPointer { d in
                    src.withUnsafeBufferPointer { s in
                        for y in 0..<h {
                            let row = d.baseAddress! + 4 * w * y
                            let c = scaled(y)
                            c.withUnsafeBufferPointer { cp in
                                if solid {
                                    SourceOverKernel.swiftSolidRow(dst: row, color: color, cov: c == nil ? nil : cp.baseAddress!, count: w)
                                } else {
                                    SourceOverKernel.swiftRow(dst: row, src: s.baseAddress! + 4 * w * y, cov: c == nil ? nil : cp.baseAddress!, count: w)
                                }
                            }
                        }
                    }
                }
                got.withUnsafeMutableBufferPointer { d in
                    src.withUnsafeBufferPointer { s in
                        let c32 = UInt32(color.x) | UInt32(color.y) << 8 | UInt32(color.z) << 16 | UInt32(color.w) << 24
                        func go(_ cp: UnsafePointer<UInt8>?) {
                            if solid {
                                flipbook_srcover_solid_rect(d.baseAddress!, 4 * w, c32, cp, w, w, h, opacity)
                            } else {
                                flipbook_srcover_image_rect(d.baseAddress!, 4 * w, s.baseAddress!, 4 * w, cp, w, w, h, opacity)
                            }
                        }
                        if let cov { cov.withUnsafeBufferPointer { go($0.baseAddress!) } } else { go(nil) }
                    }
                }
                #expect(expected == got, "opacity \(opacity), solid \(solid), coverage kind \(trial % 4)")
            }
        }
    }
}

extension Optional where Wrapped == [UInt8] {
    /// The bytes' address for the call, or nil.
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        switch self {
        case .some(let a): return a.withUnsafeBufferPointer(body)
        case .none: return body(UnsafeBufferPointer(start: nil, count: 0))
        }
    }
}
