import Testing
@testable import Flipbook
@testable import FlipbookCore

/// `.offset` snaps to the pixel grid with the frame (SwiftUI shifts the view's position, which
/// is rounded with the frame); a custom `GeometryEffect` translation is a transform and is not.
@Suite @MainActor struct OffsetPixelGridTests {
    func render(_ view: some View, scale: CGFloat) -> PixelBuffer {
        let r = ImageRenderer(content: view)
        r.scale = scale
        return r.pixelBuffer
    }

    struct Shift: GeometryEffect {
        var x: CGFloat
        var animatableData: CGFloat { get { x } set { x = newValue } }
        func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(CGAffineTransform(translationX: x, y: 0)) }
    }

    /// A 4-pt black square in an 8-pt white frame at 2×, moved right by 0.3 pt (0.6 px) and by
    /// 0.2 pt (0.4 px): the offset rounds to the nearest pixel (1 px and 0 px), so every pixel is
    /// pure black or pure white; the same shift as a GeometryEffect leaves 60% / 40% columns.
    @Test func offsetSnapsGeometryEffectDoesNot() {
        func square(_ dx: CGFloat, effect: Bool) -> PixelBuffer {
            let sq = Color.black.frame(width: 4, height: 4)
            let moved: AnyView = effect ? AnyView(sq.modifier(Shift(x: dx))) : AnyView(sq.offset(x: dx))
            return render(moved.frame(width: 8, height: 8).background(Color.white), scale: 2)
        }
        // The square starts at 2 pt = 4 px.
        let up = square(0.3, effect: false), down = square(0.2, effect: false)
        #expect(up[4, 8] == SIMD4(255, 255, 255, 255) && up[5, 8] == SIMD4(0, 0, 0, 255) && up[12, 8] == SIMD4(0, 0, 0, 255) && up[13, 8] == SIMD4(255, 255, 255, 255))
        #expect(down[3, 8] == SIMD4(255, 255, 255, 255) && down[4, 8] == SIMD4(0, 0, 0, 255) && down[11, 8] == SIMD4(0, 0, 0, 255) && down[12, 8] == SIMD4(255, 255, 255, 255))
        // Halves round up, as SwiftUI's roundCoordinatesToNearestOrUp: 0.25 pt = 0.5 px → 1 px.
        let half = square(0.25, effect: false)
        #expect(half[4, 8] == SIMD4(255, 255, 255, 255) && half[5, 8] == SIMD4(0, 0, 0, 255))
        // The effect draws between pixels: the square spans 4.6…12.6 px, so column 4 is 40% black
        // (255 · 0.6 = 153 left of white) and column 12 is 60% black (102).
        let e = square(0.3, effect: true)
        #expect(abs(Int(e[4, 8].x) - 153) <= 1 && abs(Int(e[12, 8].x) - 102) <= 1, "\((3...13).map { e[$0, 8].x })")
    }
}
