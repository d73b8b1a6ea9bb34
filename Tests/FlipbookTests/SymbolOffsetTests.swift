import Foundation
import Testing
import FlipbookRaster
import FlipbookText
@testable import Flipbook
@testable import FlipbookCore

/// A symbol moved by a fraction of a pixel is filled from its outline at the offset, as it
/// would be rasterised there, instead of its mask being resampled (a bilinear blur of the mask
/// across the edge); whole-pixel moves keep the mask's own pixels.
@Suite @MainActor struct SymbolOffsetTests {
    static let scale: CGFloat = 2

    static func symbols() -> [DisplayItem] {
        let view = HStack(spacing: 2) {
            Image(systemName: "heart.circle.fill")
            Image(systemName: "star.fill").fontWeight(.black)
            Image(systemName: "wifi").fontWeight(.ultraLight)
            Image(systemName: "bell").fontWeight(.bold)
        }
        .font(.system(size: 17)).foregroundStyle(.black)
        let r = ImageRenderer(content: view)
        r.scale = scale
        return r.displayList.items
    }

    static func masks(_ items: [DisplayItem], _ t: Transform2D, into out: inout [(MaskItem, Transform2D)]) {
        for item in items {
            switch item {
            case .mask(let m): out.append((m, t))
            case .effect(.transform(let a), let children): masks(children, Transform2D(a).concatenating(t), into: &out)
            case .effect(_, let children): masks(children, t, into: &out)
            default: break
            }
        }
    }

    static let size = (w: 160, h: 50)

    /// The list moved by (dx, dy) device pixels, drawn by the renderer: alpha per pixel.
    static func drawn(_ items: [DisplayItem], dx: Double, dy: Double) -> [UInt8] {
        let moved: [DisplayItem] = [.effect(.transform(CGAffineTransform(translationX: dx / scale, y: dy / scale)), items)]
        return GlyphRunTransformTests.coverage(DisplayList(items: moved), size.w, size.h, scale: scale)
    }

    /// Each symbol's outline filled at the offset (the reference), or its mask warped by the
    /// offset in a layer (how it was drawn before).
    static func reference(_ items: [DisplayItem], dx: Double, dy: Double, resampled: Bool) -> [UInt8] {
        var found: [(MaskItem, Transform2D)] = []
        masks(items, Transform2D.scale(Double(scale), Double(scale)), into: &found)
        var canvas = FlipbookRaster.Canvas(width: size.w, height: size.h)
        for (m, t) in found {
            let device = t.concatenating(.translation(dx, dy))
            let s = Double(m.scale)
            if resampled {
                canvas.beginLayer(LayerOptions(transform: Homography(Transform2D.scale(1 / s, 1 / s).concatenating(device)), bounds: m.mask.bounds))
                canvas.fill(mask: m.mask, with: m.paint, paintTransform: .scale(s, s))
                canvas.endLayer()
            } else {
                canvas.fill(m.outline!.path(tolerance: DisplayListRenderer.flatness / s), with: m.paint, transform: device, fillRule: .nonZero)
            }
        }
        let img = canvas.makeImage()
        return (0..<(size.w * size.h)).map { img[$0 % size.w, $0 / size.w].w }
    }

    /// Measured 2026-11-27 (scale 2, 17 pt, four symbols), mean / max |Δ| of 255 against the
    /// outline at the offset, the mask resampled as before: printed by the test.
    @Test func fractionalMovesFillTheOutlineAtTheOffset() {
        let items = Self.symbols()
        for (dx, dy) in [(0.25, 0.0), (0.5, 0.5), (0.125, 0.75)] {
            let ours = Self.drawn(items, dx: dx, dy: dy)
            let exact = Self.reference(items, dx: dx, dy: dy, resampled: false)
            let before = GlyphRunTransformTests.difference(Self.reference(items, dx: dx, dy: dy, resampled: true), exact)
            let after = GlyphRunTransformTests.difference(ours, exact)
            print("symbol moved (\(dx), \(dy)) px: mean |Δ| resampled mask \(String(format: "%.3f", before.mean)) / max \(before.max) → outline \(String(format: "%.3f", after.mean)) / max \(after.max)")
            #expect(after.max == 0, "(\(dx), \(dy)): the outline at the offset")
            #expect(before.mean > 0, "the resampled mask differs")
        }
    }

    /// Whole-pixel moves keep the mask's pixels, moved.
    @Test func wholePixelMovesKeepTheMask() {
        let items = Self.symbols()
        let still = Self.drawn(items, dx: 0, dy: 0), moved = Self.drawn(items, dx: 3, dy: 2)
        var same = true
        for y in 0..<(Self.size.h - 2) {
            for x in 0..<(Self.size.w - 3) where still[y * Self.size.w + x] != moved[(y + 2) * Self.size.w + x + 3] { same = false }
        }
        #expect(same)
        #expect(DisplayListRenderer.movesByAFraction(.translation(0.5, 0)))
        #expect(!DisplayListRenderer.movesByAFraction(.translation(3, 1e-12)))
        #expect(!DisplayListRenderer.movesByAFraction(Transform2D(a: -1, b: 0, c: 0, d: 1, tx: 0.5, ty: 0)))
    }
}
