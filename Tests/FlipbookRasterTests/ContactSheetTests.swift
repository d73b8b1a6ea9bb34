import Foundation
import Testing
import FlipbookTesting
import FlipbookDiff
import FlipbookPNG
@testable import FlipbookRaster

/// Keeps the raster contact sheet honest (see ``ContactSheet``).
///
/// - The Flipbook atlas must match the committed golden exactly (the engine is
///   deterministic): any engine change that moves a pixel fails here and asks for a fresh look.
/// - Each cell with a Skia equivalent must stay within stated bounds of real Skia's rendering
///   (committed as a PNG by Reference/contact_sheet_skia.py).
///
/// To regenerate after a deliberate change:
///
///     SNAPSHOT_TESTING_RECORD=failed swift test --filter ContactSheetTests
///     python3 Tests/FlipbookRasterTests/Reference/contact_sheet_skia.py
///
/// then LOOK at Snapshots/raster-contact-sheet*.png before committing.
@Suite struct ContactSheetTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let root = here.deletingLastPathComponent().deletingLastPathComponent()
    static let goldenPath = root.appendingPathComponent("Snapshots/raster-contact-sheet-flipbook.png").path
    static let skiaPath = here.appendingPathComponent("Reference/contact-sheet-skia.png").path
    static let cellsPath = here.appendingPathComponent("Reference/contact-sheet-cells.json").path
    /// Record mode for the cells JSON, following the harness's (FlipbookTesting records the sheet).
    static let recording = ProcessInfo.processInfo.environment["FLIPBOOK_RECORD"] == "1"
        || ["all", "failed"].contains(ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"] ?? "")
    static let howToRegenerate = """
        If the change is deliberate: SNAPSHOT_TESTING_RECORD=failed swift test --filter ContactSheetTests, \
        then python3 Tests/FlipbookRasterTests/Reference/contact_sheet_skia.py, \
        and look at Snapshots/raster-contact-sheet*.png before committing
        """

    static let atlas = ContactSheet.atlas()

    /// Through FlipbookTesting (exact): a mismatch writes expected/actual/diff images and
    /// prints the command that accepts the new sheet; the list below names the cells that moved.
    @Test @MainActor func flipbookSideMatchesTheGolden() throws {
        let a = Self.atlas
        assertSnapshot(of: a, goldenPath: Self.goldenPath)
        guard let golden = try? PNGCodec.read(contentsOf: Self.goldenPath), golden.width == a.width, golden.height == a.height,
              golden.pixels != a.bytes else { return }
        var changed: [String] = []
        for (row, cell) in ContactSheet.cells.enumerated() {
            for k in ContactSheet.scales.indices {
                let n = ContactSheet.cellPoints * ContactSheet.scales[k]
                let mine = PNGImage(width: n, height: n, pixels: ContactSheet.tile(of: a.bytes, atlasWidth: a.width, row: row, scaleIndex: k))
                let theirs = PNGImage(width: n, height: n, pixels: ContactSheet.tile(of: golden.pixels, atlasWidth: golden.width, row: row, scaleIndex: k))
                let d = ImageComparison.compare(expected: theirs, actual: mine)
                if !d.matches { changed.append("\(cell.name) @\(ContactSheet.scales[k])×: \(d.summary)") }
            }
        }
        Issue.record("The raster contact sheet changed in these cells (tolerance: exact):\n\(changed.joined(separator: "\n"))\n\(Self.howToRegenerate).")
    }

    /// The cell description the Skia script replays must be the one this code draws.
    @Test func skiaScriptInputIsCurrent() throws {
        let data = try ContactSheet.cellsJSON()
        if Self.recording {
            try data.write(to: URL(fileURLWithPath: Self.cellsPath), options: .atomic)
            return
        }
        let committed = FileManager.default.contents(atPath: Self.cellsPath)
        #expect(committed == data, "Reference/contact-sheet-cells.json is stale: the cells changed. \(Self.howToRegenerate).")
    }

    struct Numbers { var meanAbs: Double; var maxAwayFromEdges: Int; var interiorPixels: Int; var worstAt = (x: 0, y: 0) }

    /// Device pixels near a geometric edge of `cell` at `scale`: partly covered by any filled,
    /// stroked or clipping path, the outline of a drawn or pattern image, or an angular
    /// gradient's seam, grown by one pixel. Found from the geometry, not the pixels, so
    /// low-contrast edges (a blend result close to its backdrop) count as edges too.
    static func edgeMask(_ cell: ContactSheet.Cell, scale: Int) -> [Bool] {
        let n = ContactSheet.cellPoints * scale, s = Double(scale)
        let t = Transform2D.scale(s, s)
        let clip = PixelRect(x: 0, y: 0, width: n, height: n)
        var partial = [Bool](repeating: false, count: n * n)
        func mark(_ path: BezierPath, _ rule: FillRule = .nonZero, transform: Transform2D = t) {
            let m = Rasterizer.coverage(of: path, transform: transform, fillRule: rule, clip: clip)
            for y in 0..<n { for x in 0..<n { let v = m[x, y]; if v > 0 && v < 255 { partial[y * n + x] = true } } }
        }
        func outline(_ w: Int, _ h: Int) -> BezierPath { .rect(Rect(x: 0, y: 0, width: Double(w), height: Double(h))) }
        for op in cell.ops {
            switch op {
            case let .fill(path, paint, rule, _):
                mark(path, rule)
                if case .image(let i) = paint { mark(outline(i.image.width, i.image.height), transform: i.transform.concatenating(t)) }
                if case .angularGradient(let g) = paint {
                    // The seam where location 1 meets location 0.
                    let r = 100.0, a = g.startAngle
                    var seam = BezierPath()
                    seam.move(to: g.center)
                    seam.line(to: Point(g.center.x + r * cos(a), g.center.y + r * sin(a)))
                    mark(seam.stroked(Stroke(lineWidth: 1 / s)))
                }
            case let .stroke(path, stroke, _):
                mark(path.stroked(stroke, tolerance: 0.2 / s))
            case let .clip(path):
                mark(path)
            case let .image(image, h):
                // The warped quad's edges, as straight lines between its mapped corners.
                let hd = h.concatenating(Homography(t))
                let corners = [(0, 0), (image.width, 0), (image.width, image.height), (0, image.height)]
                    .compactMap { hd.apply(Point(Double($0.0), Double($0.1))) }
                var quad = BezierPath()
                for (i, c) in corners.enumerated() { if i == 0 { quad.move(to: c) } else { quad.line(to: c) } }
                quad.close()
                mark(quad, transform: .identity)
            default:
                break
            }
        }
        var grown = partial
        for y in 0..<n { for x in 0..<n where partial[y * n + x] {
            for dy in -1...1 { for dx in -1...1 {
                let xx = x + dx, yy = y + dy
                if xx >= 0, yy >= 0, xx < n, yy < n { grown[yy * n + xx] = true }
            } }
        } }
        return grown
    }

    /// Mean absolute error over every channel of every pixel (in 1/255), and the largest channel
    /// error at pixels away from the cell's geometric edges (``edgeMask(_:scale:)``).
    static func compare(_ mine: [UInt8], _ skia: [UInt8], edges: [Bool]) -> Numbers {
        var total = 0, worst = 0, interior = 0, worstAt = 0
        for i in mine.indices { total += abs(Int(mine[i]) - Int(skia[i])) }
        for p in edges.indices where !edges[p] {
            interior += 1
            for c in 0..<4 {
                let e = abs(Int(mine[4 * p + c]) - Int(skia[4 * p + c]))
                if e > worst { worst = e; worstAt = p }
            }
        }
        let n = Int(Double(edges.count).squareRoot())
        return Numbers(meanAbs: Double(total) / Double(mine.count), maxAwayFromEdges: worst, interiorPixels: interior,
                       worstAt: (worstAt % n, worstAt / n))
    }

    /// Bounds per cell, over its three scales: mean absolute error (1/255, all channels and
    /// pixels) and the largest channel error away from edges (1/255). Measured against
    /// skia-python m144 and rounded up (mean + 0.05, to a tenth). Cells not listed: 0.5 and 2.
    ///
    /// Why some are looser, all by design (see the sheet's legend):
    /// - Shapes and strokes: Skia's anti-aliasing is supersampled, not exact-area; its edges come
    ///   out about 0.15 of a pixel thin (the circle ~0.7% short), worst on thin strokes and
    ///   shallow slopes at small scales, and at the star's inner vertices. Interiors agree exactly.
    /// - blur: Skia approximates σ ≥ 2 px with three box passes; against a true Gaussian of the
    ///   same content Flipbook is within 4.9/255 (at σ = 3 px; much of that from Skia's content
    ///   edges), Skia off by 10.5/255. Shadow: the same, milder.
    /// - perspective: minified (1×, 2×), Flipbook filters the footprint anisotropically while
    ///   Skia samples plain bilinear and aliases the grid lines, so only the mean is bounded;
    ///   magnified (3×) both are bilinear and must agree within 1/255.
    /// - blend-colorBurn / blend-exclusion: rounding near the burn's division and in the
    ///   exclusion product, 3/255 at most.
    static let tolerances: [String: (mean: Double, max: Int)] = [
        "star-even-odd": (0.9, 1),
        "star-non-zero": (0.8, 1),
        "quad-cubic": (0.6, 1),
        "stroke-caps": (0.6, 1),
        "stroke-joins": (1.1, 1),
        "stroke-miter-limit": (0.9, 1),
        // Dash ends sit by arc length: since strokes flatten within 0.04 px (was 0.2) our
        // polyline's length is within 0.1% of the curve's (was 0.6% short), which moved the
        // dashes away from Skia's (1.10 → 1.50 at 1×); Skia measures along its own flattening.
        "stroke-dash": (1.6, 1),
        "stroke-hairline": (1.3, 1),
        "clip-circle": (0.7, 1),
        "shadow": (0.6, 3),
        "blur": (1.1, 12),  // 11 at 2× since the ring inside moved to its exact-area place
        "perspective": (1.2, 1),
        "blend-colorBurn": (0.3, 3),
        "blend-exclusion": (0.6, 2),
    ]
    static let defaultTolerance = (mean: 0.5, max: 2)
    /// Cells whose away-from-edge bound holds only at some scales (see ``tolerances``).
    static let maxCheckedAt: [String: Set<Int>] = ["perspective": [3]]

    @Test func flipbookAgreesWithSkiaCellByCell() throws {
        guard FileManager.default.fileExists(atPath: Self.skiaPath) else {
            Issue.record("No Skia atlas at \(Self.skiaPath): run python3 Tests/FlipbookRasterTests/Reference/contact_sheet_skia.py")
            return
        }
        let skia = try PNGCodec.read(contentsOf: Self.skiaPath)
        try #require(skia.width == Self.atlas.width && skia.height == Self.atlas.height,
                     "The Skia atlas is stale (\(skia.width)×\(skia.height)). \(Self.howToRegenerate).")
        var report: [String] = []
        for (row, cell) in ContactSheet.cells.enumerated() where cell.noSkia == nil {
            let tol = Self.tolerances[cell.name] ?? Self.defaultTolerance
            for (k, s) in ContactSheet.scales.enumerated() {
                let mine = ContactSheet.tile(of: Self.atlas.bytes, atlasWidth: Self.atlas.width, row: row, scaleIndex: k)
                let theirs = ContactSheet.tile(of: skia.pixels, atlasWidth: skia.width, row: row, scaleIndex: k)
                let d = Self.compare(mine, theirs, edges: Self.edgeMask(cell, scale: s))
                report.append("\(cell.name) @\(s)×: mean \(String(format: "%.3f", d.meanAbs)) max-away \(d.maxAwayFromEdges) at \(d.worstAt) (\(d.interiorPixels) px)")
                #expect(d.meanAbs <= tol.mean, "\(cell.name) @\(s)×: mean abs error \(d.meanAbs)/255 > \(tol.mean)")
                #expect(d.maxAwayFromEdges <= tol.max || !(Self.maxCheckedAt[cell.name] ?? [1, 2, 3]).contains(s), "\(cell.name) @\(s)×: away from edges off by \(d.maxAwayFromEdges)/255 > \(tol.max)")
            }
        }
        if ProcessInfo.processInfo.environment["FLIPBOOK_SHEET_REPORT"] == "1" { print(report.joined(separator: "\n")) }
    }
}
