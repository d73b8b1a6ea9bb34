import Foundation
import Testing
import FlipbookPNG
import FlipbookRaster
import FlipbookText
@testable import Flipbook
@testable import FlipbookCore

/// Symbols carry their outlines (``SymbolOutline``) beside their masks: on the pixel grid the
/// masks draw, as before; through rotation, scale, skew and projection the outlines are filled
/// at the device transform. Checked two ways:
///
/// - on the grid, the outline filled by Flipbook's rasteriser against the mask FreeType made
///   (weights widened, enclosures knocked out, layers' contour subsets): the same shape, up to
///   the mask's pen snapping (¼ px across, a whole pixel down) and FreeType's own anti-aliasing;
/// - under a transform, against Skia filling the same outlines (FreeType's widened outlines,
///   exported; the knock-out done by Skia's own path ops) with the same root → device matrix,
///   16×16 samples a pixel (scripts/make_symbol_reference.py; Snapshots/symbol-transforms/).
@Suite @MainActor struct SymbolOutlineTests {
    static let root = GlyphRunTransformTests.root
    static let dir = root.appendingPathComponent("Snapshots/symbol-transforms")

    /// Monochrome and layered symbols in several weights: widening, enclosures (filled and not),
    /// knock-out layers and variable parts.
    static var row: some View {
        HStack(spacing: 2) {
            Image(systemName: "heart.circle.fill")
            Image(systemName: "star.fill").fontWeight(.black)
            Image(systemName: "wifi").fontWeight(.ultraLight)
            Image(systemName: "heart.circle")
            Image(systemName: "bell").fontWeight(.bold)
        }
    }
    static var layeredRow: some View {
        HStack(spacing: 2) {
            Image(systemName: "person.crop.circle.fill")
            Image(systemName: "plus.circle.fill").fontWeight(.semibold)
            Image(systemName: "wifi", variableValue: 0.6)
            Image(systemName: "chart.bar.fill", variableValue: 0.5)
        }
        .symbolRenderingMode(.palette).foregroundStyle(.black, .black)
    }

    /// (name, view, points wide, points high, mean and max coverage difference allowed (of 255)).
    /// Measured 2026-11-27, mean / max: rotation30 0.029 / 6, scale3 0.043 / 4, rotation3D
    /// 0.046 / 6; the masks resampled as before: 1.12 / 83, 12.9 / 194, 1.63 / 89.
    static func cases() -> [(String, AnyView, Int, Int, Double, Int)] {
        [
            ("rotation30", AnyView(row.font(.system(size: 20)).foregroundStyle(.black).rotationEffect(.degrees(30))
                .frame(width: 130, height: 80)), 130, 80, 0.2, 8),
            ("scale3", AnyView(layeredRow.font(.system(size: 7)).scaleEffect(3).frame(width: 110, height: 30)), 110, 30, 0.2, 8),
            ("rotation3D", AnyView(Image(systemName: "heart.circle.fill").font(.system(size: 30, weight: .bold)).foregroundStyle(.black)
                .rotation3DEffect(.degrees(40), axis: (x: 0, y: 1, z: 0)).frame(width: 60, height: 40)), 60, 40, 0.2, 8),
        ]
    }
    static let scale: CGFloat = 2

    /// Every symbol mask of `items` with its full root → device homography.
    static func masks(_ items: [DisplayItem], _ h: Homography, into out: inout [(MaskItem, Homography)]) {
        for item in items {
            switch item {
            case .mask(let m): out.append((m, h))
            case .effect(.transform(let t), let children): masks(children, Homography(Transform2D(t)).concatenating(h), into: &out)
            case .effect(.projection(let p), let children): masks(children, p.homography.concatenating(h), into: &out)
            case .effect(_, let children): masks(children, h, into: &out)
            default: break
            }
        }
    }

    /// The list with every symbol drawn from its mask only (as before outlines): resampled
    /// through transforms.
    static func withoutOutlines(_ items: [DisplayItem]) -> [DisplayItem] {
        items.map { item in
            switch item {
            case .mask(var m): m.outline = nil; return .mask(m)
            case .effect(let e, let children): return .effect(e, withoutOutlines(children))
            default: return item
            }
        }
    }

    static func elements(_ path: BezierPath) -> [[Double]] {
        path.elements.map { e in
            switch e {
            case .move(let p): [0, p.x, p.y]
            case .line(let p): [1, p.x, p.y]
            case .quad(let c, let p): [2, c.x, c.y, p.x, p.y]
            case .cubic(let c1, let c2, let p): [3, c1.x, c1.y, c2.x, c2.y, p.x, p.y]
            case .close: [4]
            }
        }
    }

    static func caseJSON(_ name: String, _ w: Int, _ h: Int, _ masks: [(MaskItem, Homography)]) -> [String: Any] {
        let m = masks[0].1
        let shapes: [[String: Any]] = masks.map { item, _ in
            var alpha = 1.0
            if case .solid(let c) = item.paint { alpha = Double(c.alpha) }
            let o = item.outline!
            return ["alpha": alpha, "parts": o.parts.map { elements($0.path()) }, "subtracted": o.subtracted.map { elements($0.path()) }]
        }
        return ["name": name, "width": w, "height": h,
                "matrix": [m.m11, m.m21, m.m31, m.m12, m.m22, m.m32, m.m13, m.m23, m.m33], "shapes": shapes]
    }

    @Test func transformedSymbolsMatchSkiaFillingTheirOutlines() throws {
        var json: [[String: Any]] = []
        for (name, view, pw, ph, meanLimit, maxLimit) in Self.cases() {
            let renderer = ImageRenderer(content: view)
            renderer.scale = Self.scale
            let list = renderer.displayList
            var found: [(MaskItem, Homography)] = []
            Self.masks(list.items, Homography(Transform2D.scale(Double(Self.scale), Double(Self.scale))), into: &found)
            #expect(!found.isEmpty && found.allSatisfy { $0.0.outline != nil }, "\(name): symbols with outlines")
            guard !found.isEmpty, found.allSatisfy({ $0.0.outline != nil }) else { continue }
            let w = pw * Int(Self.scale), h = ph * Int(Self.scale)
            json.append(Self.caseJSON(name, w, h, found))
            guard ProcessInfo.processInfo.environment["FLIPBOOK_SYMBOL_CASES"] == nil else { continue }

            let png = try PNGCodec.read(contentsOf: Self.dir.appendingPathComponent("\(name).png").path)
            #expect(png.width == w && png.height == h, "\(name): reference size")
            guard png.width == w && png.height == h else { continue }
            let reference = (0..<(w * h)).map { png.pixels[$0 * 4] }
            let ours = GlyphRunTransformTests.coverage(list, w, h)
            let resampled = GlyphRunTransformTests.coverage(DisplayList(items: Self.withoutOutlines(list.items)), w, h)
            let after = GlyphRunTransformTests.difference(ours, reference)
            let before = GlyphRunTransformTests.difference(resampled, reference)
            if let dump = ProcessInfo.processInfo.environment["FLIPBOOK_SYMBOL_DUMP"] {
                // before | after | Skia, black on white, to look at.
                var px = [UInt8](repeating: 255, count: 3 * w * h * 4)
                for y in 0..<h {
                    for x in 0..<w {
                        for (k, c) in [resampled, ours, reference].enumerated() {
                            let v = 255 - c[y * w + x], i = (y * 3 * w + k * w + x) * 4
                            px[i] = v; px[i + 1] = v; px[i + 2] = v
                        }
                    }
                }
                try PNGCodec.write(premultipliedRGBA: px, width: 3 * w, height: h, to: "\(dump)/symbol-\(name).png")
            }
            print("symbol-transforms \(name): mean |Δ| before \(String(format: "%.3f", before.mean)) after \(String(format: "%.3f", after.mean)); max before \(before.max) after \(after.max)")
            #expect(after.mean <= meanLimit && after.max <= maxLimit, "\(name): \(after) against Skia filling the outlines")
            #expect(after.mean <= before.mean, "\(name): no worse than the resampled masks (\(before))")
        }
        if let out = ProcessInfo.processInfo.environment["FLIPBOOK_SYMBOL_CASES"] {
            let data = try JSONSerialization.data(withJSONObject: ["cases": json], options: [.prettyPrinted, .sortedKeys])
            try data.write(to: URL(fileURLWithPath: out))
        }
    }

    /// On the pixel grid the masks still draw; their outline twins give the same shapes. Each
    /// outline is placed where the mask's pen was snapped (¼ px across, a whole pixel down), so
    /// what differs is anti-aliasing: over the pixels either inks, no pixel differs by more
    /// than a quarter of full coverage. Measured 2026-11-27: mean |Δ| 0.26–1.78 (of 255) for
    /// whole symbols, enclosures and variable parts; 9.0 and 15.7 for the two knock-out layers
    /// (plus and person cut from a disc), whose masks are `filled · (1 − whole)`: where the
    /// disc's own edge is partly covered (c) that leaves a faint ring of c · (1 − c) ≤ 64 that
    /// the outline (the holes alone) does not have.
    @Test func outlinesAreTheMasksShapes() {
        for (view, s) in [(AnyView(Self.row.font(.system(size: 20))), 2.0), (AnyView(Self.layeredRow.font(.system(size: 17))), 3.0)] {
            let renderer = ImageRenderer(content: view.foregroundStyle(.black))
            renderer.scale = CGFloat(s)
            let list = renderer.displayList
            var found: [(MaskItem, Homography)] = []
            Self.masks(list.items, Homography(Transform2D.scale(s, s)), into: &found)
            #expect(found.count >= 4)
            let size = renderer.layout().frame.size
            let w = Int((Double(size.width) * s).rounded(.up)), h = Int((Double(size.height) * s).rounded(.up))
            for (m, _) in found {
                let mask = DisplayList(items: [.mask(MaskItem(mask: m.mask, scale: m.scale, paint: .solid(RGBA(0, 0, 0))))])
                // The outline with each glyph's pen where the mask's was snapped (¼ px across,
                // a whole pixel down): what is left is the shape and the anti-aliasing.
                func snapped(_ parts: [SymbolOutline.Part]) -> [SymbolOutline.Part] {
                    parts.map { p in
                        var p = p
                        p.transform.tx = (p.transform.tx * s * 4).rounded() / 4 / s
                        p.transform.ty = (p.transform.ty * s).rounded() / s
                        return p
                    }
                }
                let o = SymbolOutline(parts: snapped(m.outline!.parts), subtracted: snapped(m.outline!.subtracted))
                let path = DisplayList(items: [.shape(ShapeItem(path: o.path(tolerance: 0.002), paint: .solid(RGBA(0, 0, 0)), fillRule: .nonZero))])
                let a = GlyphRunTransformTests.coverage(mask, w, h, scale: CGFloat(s))
                let b = GlyphRunTransformTests.coverage(path, w, h, scale: CGFloat(s))
                var sum = 0, n = 0, far = 0
                for i in a.indices where a[i] > 0 || b[i] > 0 {
                    let d = abs(Int(a[i]) - Int(b[i]))
                    sum += d; n += 1
                    if d > 64 { far += 1 }
                }
                let mean = Double(sum) / Double(max(n, 1)), farShare = Double(far) / Double(max(n, 1))
                print("symbol outline vs mask at \(s)x: \(n) px, mean |Δ| \(String(format: "%.2f", mean)), > 64: \(String(format: "%.1f", farShare * 100)) %")
                #expect(n > 20 && mean < 16 && far == 0, "outline vs mask: mean \(mean), \(far) pixels > 64 apart")
            }
        }
    }
}
