import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// Path boolean operations against areas worked out by hand and pixels of the operands.
@Suite @MainActor struct PathBooleanTests {
    /// Signed area by the shoelace formula over the flattened polygons (all closed).
    func area(_ p: Path) -> Double {
        var a = 0.0
        for line in p.storage.flattened(tolerance: 0.001) {
            let pts = line.points
            for i in pts.indices { let u = pts[i], v = pts[(i + 1) % pts.count]; a += u.x * v.y - v.x * u.y }
        }
        return abs(a) / 2
    }

    let a = Path(CGRect(x: 0, y: 0, width: 20, height: 10))
    let b = Path(CGRect(x: 10, y: 5, width: 20, height: 10))

    @Test func rectangleOperationsHaveTheAreasOfTheirOverlap() {
        // Each rectangle 200, the overlap 10 × 5 = 50.
        #expect(abs(area(a.union(b)) - 350) < 1e-6)
        #expect(abs(area(a.intersection(b)) - 50) < 1e-6)
        #expect(a.intersection(b).boundingRect == CGRect(x: 10, y: 5, width: 10, height: 5))
        #expect(abs(area(a.subtracting(b)) - 150) < 1e-6)
        // Exclusive or: two L shapes of 150 each (holes would show as negative area if misoriented).
        #expect(abs(area(a.symmetricDifference(b)) - 300) < 1e-6)
        #expect(a.subtracting(a).isEmpty && a.intersection(Path(CGRect(x: 50, y: 50, width: 1, height: 1))).isEmpty)
    }

    @Test func aHoleStaysAHoleUnderEitherFillRule() {
        let ring = Path(CGRect(x: 0, y: 0, width: 30, height: 30)).subtracting(Path(CGRect(x: 10, y: 10, width: 10, height: 10)))
        for eo in [false, true] {
            let p = ImageRenderer(content: ring.fill(.black, style: FillStyle(eoFill: eo)).frame(width: 30, height: 30)).pixelBuffer
            #expect(p[15, 15].w == 0 && p[5, 15].w == 255 && p[25, 25].w == 255, "eoFill \(eo)")
        }
    }

    @Test func circlesMatchTheirAnalyticAreas() {
        // Two unit-spaced circles of radius 20, centres 20 apart: the lens is
        // 2r²·acos(d/2r) − (d/2)·√(4r² − d²).
        let r = 20.0, d = 20.0
        let c1 = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
        let c2 = Path(ellipseIn: CGRect(x: 20, y: 0, width: 40, height: 40))
        let lens = 2 * r * r * acos(d / (2 * r)) - d / 2 * (4 * r * r - d * d).squareRoot()
        let disc = Double.pi * r * r
        #expect(abs(area(c1.intersection(c2)) - lens) / lens < 2e-3, "\(area(c1.intersection(c2))) vs \(lens)")
        #expect(abs(area(c1.union(c2)) - (2 * disc - lens)) / disc < 2e-3)
        #expect(abs(area(c1.subtracting(c2)) - (disc - lens)) / disc < 2e-3)
    }

    @Test func unionPixelsAreThoseOfEitherOperand() {
        let shape = Circle().union(Rectangle().inset(by: 10).offset(x: 15))
        let p = ImageRenderer(content: shape.fill(.black).frame(width: 40, height: 40)).pixelBuffer
        let c = ImageRenderer(content: Circle().fill(.black).frame(width: 40, height: 40)).pixelBuffer
        let s = ImageRenderer(content: Rectangle().inset(by: 10).offset(x: 15).fill(.black).frame(width: 40, height: 40)).pixelBuffer
        // Away from edges, the union is opaque exactly where either operand is.
        for y in stride(from: 1, to: 40, by: 3) {
            for x in stride(from: 1, to: 40, by: 3) where c[x, y].w % 255 == 0 && s[x, y].w % 255 == 0 {
                #expect((p[x, y].w == 255) == (c[x, y].w == 255 || s[x, y].w == 255), "(\(x), \(y))")
            }
        }
    }

    @Test func lineOperationsCutTheOutline() {
        let line = Path { $0.move(to: CGPoint(x: 0, y: 5)); $0.addLine(to: CGPoint(x: 40, y: 5)) }
        let box = Path(CGRect(x: 10, y: 0, width: 10, height: 10))
        #expect(line.lineIntersection(box).boundingRect == CGRect(x: 10, y: 5, width: 10, height: 0))
        let outside = line.lineSubtraction(box)
        #expect(outside.boundingRect == CGRect(x: 0, y: 5, width: 40, height: 0))
        #expect(outside.storage.elements.filter { if case .move = $0 { return true } else { return false } }.count == 2)
    }
}
