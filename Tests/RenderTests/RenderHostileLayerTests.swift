import Foundation
import Testing
import FlipbookPNG

/// Issue 28, round four: memory of nested layers and huge blurs, bounded by construction or
/// refused up front naming the limit.
extension RenderCommandTests {
    static func nestedGroups(_ levels: Int, view: Int, canvas: Int, between: String = #"{"opacity": 0.99}"#) -> String {
        let modifiers = Array(repeating: #"\#(between), {"compositingGroup": {}}"#, count: levels).joined(separator: ", ")
        return #"{"size": [\#(canvas), \#(canvas)], "scale": 1, "background": "white", "body": {"Rectangle": {}, "modifiers": [{"fill": "red"}, {"frame": {"width": \#(view), "height": \#(view)}}, \#(modifiers)]}}"#
    }

    /// 100 nested compositing groups with a blend mode between each two around a 3000² px view
    /// held 100 layers of 36 MB at once (3.7 GB measured); refused before any pixel is drawn,
    /// naming the budget and the fix.
    @Test func deeplyNestedLayersOnABigCanvasAreRefusedNamingTheBudget() throws {
        let dir = try tempDir()
        let scene = try write(Self.nestedGroups(100, view: 3000, canvas: 4000, between: #"{"blendMode": "multiply"}"#), "groups.json", in: dir)
        let out = dir.appendingPathComponent("out")
        let r = try run([scene, "-o", out.path], timeout: 120)
        #expect(!r.timedOut)
        #expect(r.status == 2, "\(r.status) \(r.stderr)")
        #expect(r.stderr.contains("MB of layers at once on the 4000×4000 px canvas; at most 768 MB are allowed"), "\(r.stderr)")
        #expect(r.stderr.contains("nest fewer of these effects"), "\(r.stderr)")
        #expect(files(in: out).isEmpty)
        // The same nesting around a small view is well inside the budget and renders.
        let small = try write(Self.nestedGroups(100, view: 30, canvas: 40, between: #"{"blendMode": "multiply"}"#), "small.json", in: dir)
        let ok = try run([small, "-o", out.path], timeout: 120)
        #expect(ok.status == 0, "\(ok.stderr)")
        let png = try PNGCodec.read(contentsOf: out.appendingPathComponent("small.png").path)
        #expect(png.width == 40)
    }

    /// 100 nested `.opacity(0.99).compositingGroup()` around a 1500² px view (900 MB of layers
    /// one per group, refused before) share one layer: rendered, the red faded by 0.99^100.
    @Test func nestedGroupsOfOneGroupEachShareOneLayerAndRender() throws {
        let dir = try tempDir()
        let scene = try write(Self.nestedGroups(100, view: 1500, canvas: 1600), "chain.json", in: dir)
        let out = dir.appendingPathComponent("out")
        let r = try run([scene, "-o", out.path], timeout: 300)
        #expect(!r.timedOut)
        #expect(r.status == 0, "\(r.status) \(r.stderr)")
        let png = try PNGCodec.read(contentsOf: out.appendingPathComponent("chain.png").path)
        #expect(png.width == 1600 && png.height == 1600)
        // The centre: the system red (255, 59, 48) faded by 0.99 a hundred times, each time in
        // 8 bits (α ≈ 0.2, not the exact 0.37: the same bytes as a layer per group, which
        // GroupChainTests compares), over white: (255, 214, 214).
        let i = (800 * 1600 + 800) * 4
        #expect(png.pixels[i] == 255 && png.pixels[i + 1] > 200 && png.pixels[i + 1] < 230 && png.pixels[i + 2] > 200,
                "\(png.pixels[i..<i + 3])")
        // Outside the view: white.
        #expect(png.pixels[0] == 255 && png.pixels[1] == 255)
    }

    /// `scaleEffect(10000)` then `blur(1000)` on a 100×100 canvas at 2×: 2.17 GB before; now the
    /// blur is drawn at 1/64 resolution (a ~(200/64 + 192)² px layer) and the picture is the
    /// same solid red the exact blur gave (the view's edges are 250,000 pt away).
    @Test func aHugeBlurOverAHugelyScaledViewRendersAtReducedResolution() throws {
        let dir = try tempDir()
        let scene = try write(#"{"size": [100, 100], "scale": 2, "background": "white", "body": {"Rectangle": {}, "modifiers": [{"fill": "red"}, {"frame": {"width": 50, "height": 50}}, {"scaleEffect": 10000}, {"blur": 1000}]}}"#, "sb.json", in: dir)
        let out = dir.appendingPathComponent("out")
        let r = try run([scene, "-o", out.path], timeout: 120)
        #expect(r.status == 0, "\(r.stderr)")
        let png = try PNGCodec.read(contentsOf: out.appendingPathComponent("sb.png").path)
        #expect(png.width == 200 && png.height == 200)
        let centre = (100 * 200 + 100) * 4, corner = 0
        for i in [centre, corner] {
            #expect(png.pixels[i + 3] == 255 && png.pixels[i] > 200 && png.pixels[i + 1] < 80, "\(png.pixels[i..<i + 4])")
        }
    }
}
