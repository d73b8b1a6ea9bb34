import Foundation
import Testing
import FlipbookPNG
import FlipbookRaster
import FlipbookText
@testable import Flipbook
@testable import FlipbookCore

/// Several items under one projection (a card: its background, symbol and label turned by
/// `rotation3DEffect`) are each projected and filled at the device, not drawn flat into a layer
/// and warped. Reference: Skia filling each item's geometry (the shape's path, the glyph run's
/// outlines, the symbol's outlines knocked out by Skia's path ops) through the same perspective
/// matrix, 16×16 samples a pixel (scripts/make_symbol_reference.py; Snapshots/symbol-transforms/).
@Suite @MainActor struct ProjectedItemsTests {
    static var card: some View {
        VStack(spacing: 2) {
            Image(systemName: "map.fill").font(.system(size: 18))
            Text("Map").font(.caption)
        }
        .foregroundStyle(.black)
        .frame(width: 50, height: 60)
        .background(RoundedRectangle(cornerRadius: 8).stroke(Color.black, lineWidth: 1.5))
    }

    /// (name, view, points wide, points high). Measured 2026-11-27, mean / max |Δ| of 255:
    /// card3D 0.016 / 3 (warped layer 3.09 / 117), card3DTilted 0.021 / 4 (3.71 / 114).
    static func cases() -> [(String, AnyView, Int, Int)] {
        [
            ("card3D", AnyView(card.rotation3DEffect(.degrees(50), axis: (x: 0, y: 1, z: 0), perspective: 1)
                .frame(width: 70, height: 70)), 70, 70),
            ("card3DTilted", AnyView(card.rotation3DEffect(.degrees(35), axis: (x: 1, y: 1, z: 0))
                .frame(width: 70, height: 70)), 70, 70),
        ]
    }
    static let scale: CGFloat = 2

    /// Every drawn item of `items` with its root → device homography and its geometry in root points.
    static func leaves(_ items: [DisplayItem], _ h: Homography, into out: inout [(BezierPath, [BezierPath], Homography)]) {
        for item in items {
            switch item {
            case .shape(let s): out.append((s.stroke.map { s.path.stroked($0, tolerance: 0.001) } ?? s.path, [], h))
            case .glyphRun(let g): out.append((g.run.path(), [], h))
            case .mask(let m):
                let o = m.outline!
                var parts = BezierPath()
                for p in o.parts { parts.addPath(p.path()) }
                out.append((parts, o.subtracted.map { $0.path() }, h))
            case .effect(.transform(let t), let children): leaves(children, Homography(Transform2D(t)).concatenating(h), into: &out)
            case .effect(.projection(let p), let children): leaves(children, p.homography.concatenating(h), into: &out)
            case .effect(_, let children): leaves(children, h, into: &out)
            default: break
            }
        }
    }

    static func caseJSON(_ name: String, _ w: Int, _ h: Int, _ leaves: [(BezierPath, [BezierPath], Homography)]) -> [String: Any] {
        let shapes: [[String: Any]] = leaves.map { path, cut, m in
            ["alpha": 1.0, "parts": [SymbolOutlineTests.elements(path)], "subtracted": cut.map(SymbolOutlineTests.elements),
             "matrix": [m.m11, m.m21, m.m31, m.m12, m.m22, m.m32, m.m13, m.m23, m.m33]]
        }
        return ["name": name, "width": w, "height": h, "matrix": [1, 0, 0, 0, 1, 0, 0, 0, 1], "shapes": shapes]
    }

    /// The list drawn as before: the projection's content flat in a layer, warped.
    static func warped(_ list: DisplayList, _ w: Int, _ h: Int) -> [UInt8] {
        GlyphRunTransformTests.coverage(DisplayList(items: grouped(list.items)), w, h)
    }

    /// `items` with each projection's content in a compositing group, which keeps the layer path
    /// (its content is one picture): the list as it was drawn before items were projected.
    static func grouped(_ items: [DisplayItem]) -> [DisplayItem] {
        items.map { item in
            switch item {
            case .effect(.projection(let p), let children): .effect(.projection(p), [.effect(.compositingGroup, children)])
            case .effect(let e, let children): .effect(e, grouped(children))
            default: item
            }
        }
    }

    @Test func severalItemsUnderAProjectionMatchSkia() throws {
        var json: [[String: Any]] = []
        for (name, view, pw, ph) in Self.cases() {
            let renderer = ImageRenderer(content: view)
            renderer.scale = Self.scale
            let list = renderer.displayList
            var found: [(BezierPath, [BezierPath], Homography)] = []
            Self.leaves(list.items, Homography(Transform2D.scale(Double(Self.scale), Double(Self.scale))), into: &found)
            #expect(found.count == 3, "\(name): background, symbol, label")
            let w = pw * Int(Self.scale), h = ph * Int(Self.scale)
            json.append(Self.caseJSON(name, w, h, found))
            guard ProcessInfo.processInfo.environment["FLIPBOOK_PROJECTION_CASES"] == nil else { continue }

            let png = try PNGCodec.read(contentsOf: SymbolOutlineTests.dir.appendingPathComponent("\(name).png").path)
            guard png.width == w && png.height == h else { Issue.record("\(name): reference size"); continue }
            let reference = (0..<(w * h)).map { png.pixels[$0 * 4] }
            let ours = GlyphRunTransformTests.coverage(list, w, h), before = Self.warped(list, w, h)
            let a = GlyphRunTransformTests.difference(ours, reference), b = GlyphRunTransformTests.difference(before, reference)
            if let dump = ProcessInfo.processInfo.environment["FLIPBOOK_SYMBOL_DUMP"] {
                var px = [UInt8](repeating: 255, count: 3 * w * h * 4)
                for y in 0..<h {
                    for x in 0..<w {
                        for (k, c) in [before, ours, reference].enumerated() {
                            let v = 255 - c[y * w + x], i = (y * 3 * w + k * w + x) * 4
                            px[i] = v; px[i + 1] = v; px[i + 2] = v
                        }
                    }
                }
                try PNGCodec.write(premultipliedRGBA: px, width: 3 * w, height: h, to: "\(dump)/projection-\(name).png")
            }
            print("projected items \(name): mean |Δ| warped layer \(String(format: "%.3f", b.mean)) direct \(String(format: "%.3f", a.mean)); max \(b.max) → \(a.max)")
            #expect(a.mean <= 0.2 && a.max <= 10, "\(name): \(a) against Skia")
            #expect(a.mean < b.mean, "\(name): closer than the warped layer (\(b))")
        }
        if let out = ProcessInfo.processInfo.environment["FLIPBOOK_PROJECTION_CASES"] {
            let data = try JSONSerialization.data(withJSONObject: ["cases": json], options: [.prettyPrinted, .sortedKeys])
            try data.write(to: URL(fileURLWithPath: out))
        }
    }

    /// Over several items an opacity declared outside the projection applies to the projected
    /// picture as a whole, so those still draw through a layer; a clip does not group them.
    @Test func groupingEffectsOutsideKeepTheLayer() {
        let wrappers: [DisplayListRenderer.Wrapper] = [.opacity(0.5)]
        let two: [DisplayItem] = [.shape(ShapeItem(path: .rect(Rect(x: 0, y: 0, width: 4, height: 4)), paint: .solid(RGBA(0, 0, 0)), fillRule: .nonZero)),
                                  .shape(ShapeItem(path: .rect(Rect(x: 2, y: 2, width: 4, height: 4)), paint: .solid(RGBA(0, 0, 0)), fillRule: .nonZero))]
        #expect(!DisplayListRenderer.leafEffectsAllowDirect(wrappers, two))
        #expect(DisplayListRenderer.leafEffectsAllowDirect(wrappers, [two[0]]))
        #expect(DisplayListRenderer.leafEffectsAllowDirect([.clip(.rect(Rect(x: 0, y: 0, width: 9, height: 9)), .nonZero, .identity)], two))
        var out: [DisplayListRenderer.ProjectedLeaf] = []
        let blurred: [DisplayItem] = [.effect(.blur(radius: 2), two)]
        #expect(!DisplayListRenderer.projectedLeaves(blurred, Homography(Transform2D.identity), 1, into: &out))
        #expect(DisplayListRenderer.projectedLeaves(two, Homography(Transform2D.identity), 1, into: &out) && out.count == 2)
    }
}
