import Foundation
import Testing
import FlipbookPNG
import FlipbookRaster
import FlipbookText
@testable import Flipbook
@testable import FlipbookCore

/// Text under rotationEffect, scaleEffect and rotation3DEffect against an exact reference: the
/// same font file's outlines at the same glyph positions, mapped by the same root-to-device
/// transform and filled by Skia (scripts/make_glyph_reference.py; Snapshots/glyph-transforms/).
/// "Before" is the display list drawn as it was until glyph runs: the run's mask at the display
/// scale, resampled through the transform.
@Suite @MainActor struct GlyphRunTransformTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let dir = root.appendingPathComponent("Snapshots/glyph-transforms")
    static let words = "Hamburgefonstiv"

    /// (name, view, points wide, points high, mean and max coverage difference allowed (of 255)).
    /// Measured at 2026-11-27: mean 0.03 / 0.07 / 0.06, max 6 / 5 / 5; the resampled masks
    /// before glyph runs: mean 1.57 / 16.4 / 3.78, max 134 / 220 / 148.
    static func cases() -> [(String, AnyView, Int, Int, Double, Int)] {
        [
            ("rotation30", AnyView(Text(words).font(.system(size: 17)).foregroundStyle(.black).rotationEffect(.degrees(30))
                .frame(width: 150, height: 100)), 150, 100, 0.2, 8),
            ("scale3", AnyView(Text(words).font(.system(size: 6)).foregroundStyle(.black).scaleEffect(3)
                .frame(width: 150, height: 40)), 150, 40, 0.2, 8),
            ("rotation3D", AnyView(Text(words).font(.system(size: 17)).foregroundStyle(.black)
                .rotation3DEffect(.degrees(40), axis: (x: 0, y: 1, z: 0)).frame(width: 150, height: 40)), 150, 40, 0.2, 8),
        ]
    }
    static let scale: CGFloat = 2

    /// Every glyph run of `list` with its full root → device homography.
    static func runs(_ items: [DisplayItem], _ h: Homography, into out: inout [(GlyphRunItem, Homography)]) {
        for item in items {
            switch item {
            case .glyphRun(let g): out.append((g, h))
            case .effect(.transform(let t), let children): runs(children, Homography(Transform2D(t)).concatenating(h), into: &out)
            case .effect(.projection(let p), let children): runs(children, p.homography.concatenating(h), into: &out)
            case .effect(_, let children): runs(children, h, into: &out)
            default: break
            }
        }
    }

    /// The list drawn as before glyph runs: each run's mask at the display scale.
    static func asMasks(_ items: [DisplayItem]) -> [DisplayItem] {
        items.map { item in
            switch item {
            case .glyphRun(let g): .mask(MaskItem(mask: g.coverageMask, scale: g.scale, paint: g.paint))
            case .effect(let e, let children): .effect(e, asMasks(children))
            default: item
            }
        }
    }

    static func coverage(_ list: DisplayList, _ w: Int, _ h: Int, scale: CGFloat = GlyphRunTransformTests.scale) -> [UInt8] {
        let frame = DisplayFrame(displayList: list, pixelWidth: w, pixelHeight: h, scale: scale, background: RGBA(0, 0, 0, 0))
        let img = frame.rasterize()
        return (0..<(w * h)).map { img[$0 % w, $0 / w].w }
    }

    static func difference(_ a: [UInt8], _ b: [UInt8]) -> (mean: Double, max: Int) {
        var sum = 0, top = 0
        for i in a.indices {
            let d = abs(Int(a[i]) - Int(b[i]))
            sum += d
            top = max(top, d)
        }
        return (Double(sum) / Double(a.count), top)
    }

    /// The case's glyphs and transform, as the reference script reads them.
    static func caseJSON(_ name: String, _ w: Int, _ h: Int, _ runs: [(GlyphRunItem, Homography)]) -> [String: Any] {
        let m = runs[0].1
        var glyphs: [[String: Any]] = []
        for (item, _) in runs {
            for g in item.run.glyphs {
                let f = item.run.fonts[g.font]
                let path = f.face.path.hasPrefix(root.path + "/") ? String(f.face.path.dropFirst(root.path.count + 1)) : f.face.path
                glyphs.append(["font": path, "size": f.size, "oblique": f.oblique, "id": Int(g.id), "x": g.position.x, "y": g.position.y])
            }
        }
        return ["name": name, "width": w, "height": h,
                "matrix": [m.m11, m.m21, m.m31, m.m12, m.m22, m.m32, m.m13, m.m23, m.m33], "glyphs": glyphs]
    }

    @Test func transformedTextMatchesSkiaOutlines() throws {
        var json: [[String: Any]] = []
        for (name, view, pw, ph, meanLimit, maxLimit) in Self.cases() {
            let renderer = ImageRenderer(content: view)
            renderer.scale = Self.scale
            let list = renderer.displayList
            var found: [(GlyphRunItem, Homography)] = []
            Self.runs(list.items, Homography(Transform2D.scale(Double(Self.scale), Double(Self.scale))), into: &found)
            #expect(found.count == 1, "\(name): one glyph run")
            guard let first = found.first else { continue }
            #expect(first.0.run.glyphs.count == Self.words.count, "\(name): every letter")
            let w = pw * Int(Self.scale), h = ph * Int(Self.scale)
            json.append(Self.caseJSON(name, w, h, found))
            guard ProcessInfo.processInfo.environment["FLIPBOOK_GLYPH_CASES"] == nil else { continue }

            let png = try PNGCodec.read(contentsOf: Self.dir.appendingPathComponent("\(name).png").path)
            #expect(png.width == w && png.height == h, "\(name): reference size")
            guard png.width == w && png.height == h else { continue }
            // The reference's grey is the coverage.
            let reference = (0..<(w * h)).map { png.pixels[$0 * 4] }
            let ours = Self.coverage(list, w, h), resampled = Self.coverage(DisplayList(items: Self.asMasks(list.items)), w, h)
            let after = Self.difference(ours, reference)
            let before = Self.difference(resampled, reference)
            if let dump = ProcessInfo.processInfo.environment["FLIPBOOK_GLYPH_DUMP"] {
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
                try PNGCodec.write(premultipliedRGBA: px, width: 3 * w, height: h, to: "\(dump)/\(name).png")
            }
            print("glyph-transforms \(name): mean |Δ| before \(String(format: "%.3f", before.mean)) after \(String(format: "%.3f", after.mean)); max before \(before.max) after \(after.max)")
            #expect(after.mean <= meanLimit && after.max <= maxLimit, "\(name): \(after) against Skia's outlines")
            #expect(after.mean <= before.mean, "\(name): no worse than the resampled mask (\(before))")
        }
        if let out = ProcessInfo.processInfo.environment["FLIPBOOK_GLYPH_CASES"] {
            let data = try JSONSerialization.data(withJSONObject: ["cases": json], options: [.prettyPrinted, .sortedKeys])
            try data.write(to: URL(fileURLWithPath: out))
        }
    }
}
