import Testing
@testable import Flipbook
@testable import FlipbookCore

/// Corner radii that do not fit shrink uniformly, as SwiftUI draws them.
@Suite @MainActor struct RoundedRectangleTests {
    func render(_ view: some View) -> PixelBuffer {
        let r = ImageRenderer(content: view)
        r.scale = 2
        return r.pixelBuffer
    }

    /// A radius of 16 in an 18-pt-tall frame is the capsule (radius 9) in both styles, filled,
    /// stroked, and stroked inside the border (inset by 1: radius 15 in a 16-pt-tall rect → 8).
    @Test(arguments: [RoundedCornerStyle.circular, .continuous])
    func radiusBeyondHalfTheHeightDrawsTheCapsule(_ style: RoundedCornerStyle) {
        let frame = (w: CGFloat(120), h: CGFloat(18))
        let fill = render(RoundedRectangle(cornerRadius: 16, style: style).fill(Color.blue).frame(width: frame.w, height: frame.h))
        #expect(fill.bytes == render(Capsule(style: style).fill(Color.blue).frame(width: frame.w, height: frame.h)).bytes)
        let border = render(RoundedRectangle(cornerRadius: 16, style: style).strokeBorder(Color.red, lineWidth: 2).frame(width: frame.w, height: frame.h))
        #expect(border.bytes == render(Capsule(style: style).strokeBorder(Color.red, lineWidth: 2).frame(width: frame.w, height: frame.h)).bytes)
        // The capsule's left end is a semicircle of radius 18 px about (18, 18): pixel (1, 18)
        // lies wholly inside it (the arc is at x ≤ 0.03 there), pixel (2, 2) wholly outside
        // (its nearest corner (3, 3) is 21.2 px from the centre). The byte-for-byte equality
        // above is what per-axis clamping (elliptical 16 × 9 pt corners) fails.
        #expect(fill[1, 18].w == 255 && fill[2, 2].w == 0, "\(fill[1, 18]) \(fill[2, 2])")
    }

    /// Elliptical `cornerSize` that overflows keeps its aspect: 60 × 30 in 100 × 20 scales by
    /// min(50/60, 10/30) = ⅓ to 20 × 10, so it equals the fitted corner size drawn directly.
    @Test func oversizedCornerSizeKeepsItsAspect() {
        let big = render(RoundedRectangle(cornerSize: CGSize(width: 60, height: 30), style: .circular).fill(Color.blue).frame(width: 100, height: 20))
        let fitted = render(RoundedRectangle(cornerSize: CGSize(width: 20, height: 10), style: .circular).fill(Color.blue).frame(width: 100, height: 20))
        #expect(big.bytes == fitted.bytes)
        // Per-axis clamping (50 × 10) would have left the top edge uncovered 40 pt in; the
        // uniform shrink covers it from 20 pt: pixel (44, 0) is inside the straight top edge.
        #expect(big[44, 0].w == 255)
    }
}
