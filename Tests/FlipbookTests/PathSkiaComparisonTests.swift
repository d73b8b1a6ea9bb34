import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// Path boolean operations and `strokedPath` against Skia's (`SkPathOps`, `SkPaint::getFillPath`),
/// computed by scripts/make_boolean_reference.py (Skia's paths, exact-area coverage from 16×16
/// samples a pixel): the same shapes at scale 2, compared by coverage.
@Suite @MainActor struct PathSkiaComparisonTests {
    static let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
    static let square = Path(CGRect(x: 15, y: 10, width: 22, height: 22))

    static func ours(_ name: String) -> Path {
        switch name {
        case "union": return circle.union(square)
        case "intersection": return circle.intersection(square)
        case "subtracting": return circle.subtracting(square)
        case "symmetricDifference": return circle.symmetricDifference(square)
        default:
            let line = Path { p in
                p.move(to: CGPoint(x: 5, y: 30)); p.addLine(to: CGPoint(x: 20, y: 8)); p.addLine(to: CGPoint(x: 35, y: 30))
            }
            return line.strokedPath(StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .round))
        }
    }

    static func bytes(_ hex: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(hex.utf8.count / 2)
        var it = hex.utf8.makeIterator()
        func nibble(_ c: UInt8) -> UInt8 { c <= 57 ? c - 48 : c - 87 }
        while let a = it.next(), let b = it.next() { out.append(nibble(a) << 4 | nibble(b)) }
        return out
    }

    @Test(arguments: ["union", "intersection", "subtracting", "symmetricDifference", "strokedPath"])
    func coverageMatchesSkia(_ name: String) {
        let reference = Self.bytes(SkiaBooleanReference.images[name]!)
        let r = ImageRenderer(content: Self.ours(name).fill(.black).frame(width: 40, height: 40))
        r.scale = 2
        let p = r.pixelBuffer
        #expect(p.width == SkiaBooleanReference.size && p.height == SkiaBooleanReference.size)
        var maxDiff = 0, over8 = 0, inked = 0
        for i in 0..<(p.width * p.height) {
            let a = Int(p.bytes[i * 4 + 3]), b = Int(reference[i * 4 + 3])
            maxDiff = max(maxDiff, abs(a - b))
            if abs(a - b) > 8 { over8 += 1 }
            if b > 0 { inked += 1 }
        }
        // Edge pixels differ by curve flattening (0.02 pt = 0.04 px here, about 10/255 at
        // worst); interiors and the outside must agree, so a wrong piece of area fails at once.
        print("\(name): max alpha difference \(maxDiff), \(over8) of \(inked) inked pixels off by more than 8")
        #expect(inked > 200)
        #expect(maxDiff <= 12, "\(name): max alpha difference \(maxDiff)")
        #expect(over8 * 100 <= inked, "\(name): \(over8) pixels off by more than 8")
    }
}
