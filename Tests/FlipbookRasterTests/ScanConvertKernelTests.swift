import Testing
@testable import FlipbookRaster

/// Every fill and stroke is scan-converted by ScanConvert.c in both builds; the Swift
/// ScanConverter it follows is the reference: the same coverage bytes for random polygons
/// (edges inside, across and far outside the mask, on pixel boundaries, horizontal and
/// vertical, degenerate), both fill rules, and several polygons in one mask. Running the C
/// twice on the pooled cells also checks that it leaves them clean.
@Suite struct ScanConvertKernelTests {
    struct Noise {
        var seed: UInt64
        mutating func next() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(1 << 53)
        }
        /// A coordinate: mostly inside 0…size, sometimes on a pixel boundary, sometimes far out.
        mutating func coordinate(_ size: Double) -> Double {
            switch Int(next() * 10) {
            case 0: return (next() * size).rounded()
            case 1: return -next() * 3 * size
            case 2: return size + next() * 3 * size
            case 3: return next() < 0.5 ? 0 : size
            default: return -2 + next() * (size + 4)
            }
        }
    }

    @Test(arguments: 0..<12)
    func cMatchesSwift(seed: Int) {
        var noise = Noise(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
        for trial in 0..<60 {
            let area = PixelRect(x: Int(noise.next() * 20) - 10, y: Int(noise.next() * 20) - 10,
                                 width: 1 + Int(noise.next() * 150), height: 1 + Int(noise.next() * 90))
            var polylines: [FlatSubpath] = []
            for _ in 0..<(1 + Int(noise.next() * 3)) {
                let count = 1 + Int(noise.next() * 12)
                var pts: [Point] = []
                for k in 0..<count {
                    var p = Point(Double(area.x) + noise.coordinate(Double(area.width)),
                                  Double(area.y) + noise.coordinate(Double(area.height)))
                    // Horizontal and vertical edges now and then.
                    if k > 0 && noise.next() < 0.15 { p.y = pts[k - 1].y }
                    if k > 0 && noise.next() < 0.15 { p.x = pts[k - 1].x }
                    pts.append(p)
                }
                polylines.append(FlatSubpath(points: pts, isClosed: true))
            }
            for rule in [FillRule.nonZero, .evenOdd] {
                let swift = Rasterizer.scanConvert(polylines, area: area, fillRule: rule, reference: true)
                let c = Rasterizer.scanConvert(polylines, area: area, fillRule: rule)
                let again = Rasterizer.scanConvert(polylines, area: area, fillRule: rule)
                #expect(c.bounds == swift.bounds && c.coverage == swift.coverage,
                        "seed \(seed), trial \(trial), \(rule): first difference at \(zip(c.coverage, swift.coverage).enumerated().first { $0.1.0 != $0.1.1 }?.offset ?? -1)")
                #expect(again.coverage == c.coverage, "seed \(seed), trial \(trial): cells left dirty")
            }
        }
    }

    /// The C path gives the known exact areas: a half-covered pixel column and a full square.
    @Test func knownCoverage() {
        let square = FlatSubpath(points: [Point(1.5, 1), Point(4, 1), Point(4, 3), Point(1.5, 3)], isClosed: true)
        let mask = Rasterizer.scanConvert([square], area: PixelRect(x: 0, y: 0, width: 5, height: 4), fillRule: .nonZero)
        #expect(mask.coverage[1 * 5 + 1] == 128)  // half of pixel (1, 1)
        #expect(mask.coverage[1 * 5 + 2] == 255 && mask.coverage[2 * 5 + 3] == 255)
        #expect(mask.coverage[0] == 0 && mask.coverage[1 * 5 + 4] == 0)
    }
}
