import Testing
@testable import FlipbookRaster

/// Clips pushed again and again around the leaves of one container: the canvas reuses the
/// clip it made (and makes whole-pixel rectangles without a mask), which must draw exactly
/// what rasterising the clip every time drew.
@Suite struct ClipReuseTests {
    let red = Paint.solid(RGBA(1, 0, 0, 1))
    let everything = BezierPath.rect(Rect(x: -10, y: -10, width: 200, height: 200))

    /// A canvas filled red through `path` equals the path filled red: the clip's coverage is
    /// the path's coverage, whichever way the clip was made.
    func clippedFill(_ path: BezierPath, _ t: Transform2D) -> PixelBuffer {
        var c = Canvas(width: 60, height: 50)
        c.pushClip(path, transform: t)
        c.fill(everything, with: red)
        c.popClip()
        return c.makeImage()
    }

    func directFill(_ path: BezierPath, _ t: Transform2D) -> PixelBuffer {
        var c = Canvas(width: 60, height: 50)
        c.fill(path, with: red, transform: t)
        return c.makeImage()
    }

    @Test func wholePixelRectanglesAreFoundAndOthersAreNot() {
        let r = BezierPath.rect(Rect(x: 1, y: 2, width: 10, height: 5))
        #expect(Canvas.pixelAlignedRect(r, transform: .scale(3, 3)) == PixelRect(x: 3, y: 6, width: 30, height: 15))
        #expect(Canvas.pixelAlignedRect(r, transform: .translation(0.5, 0)) == nil)
        #expect(Canvas.pixelAlignedRect(r, transform: .rotation(0.1)) == nil)
        #expect(Canvas.pixelAlignedRect(.roundedRect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2), transform: .identity) == nil)
        // Drawn the other way round, with an explicit edge back to the start, mirrored.
        var ccw = BezierPath()
        ccw.move(to: Point(0, 0)); ccw.line(to: Point(0, 4)); ccw.line(to: Point(6, 4)); ccw.line(to: Point(6, 0)); ccw.line(to: Point(0, 0))
        ccw.close()
        #expect(Canvas.pixelAlignedRect(ccw, transform: .identity) == PixelRect(x: 0, y: 0, width: 6, height: 4))
        #expect(Canvas.pixelAlignedRect(ccw, transform: Transform2D(a: -1, b: 0, c: 0, d: 1, tx: 10, ty: 0)) == PixelRect(x: 4, y: 0, width: 6, height: 4))
        // Quadrilaterals with a slanted side (the closing one, or another).
        var kite = BezierPath()
        kite.move(to: Point(0, 0)); kite.line(to: Point(4, 0)); kite.line(to: Point(4, 4)); kite.line(to: Point(1, 4)); kite.close()
        #expect(Canvas.pixelAlignedRect(kite, transform: .identity) == nil)
        var slanted = BezierPath()
        slanted.move(to: Point(0, 0)); slanted.line(to: Point(4, 0)); slanted.line(to: Point(5, 4)); slanted.line(to: Point(0, 4)); slanted.close()
        #expect(Canvas.pixelAlignedRect(slanted, transform: .identity) == nil)
    }

    @Test func aClipCoversWhatItsPathCovers() {
        let shapes: [(BezierPath, Transform2D)] = [
            (.rect(Rect(x: 2, y: 3, width: 11, height: 7)), .scale(3, 3)),      // whole pixels: no mask
            (.rect(Rect(x: 2.25, y: 3, width: 11, height: 7.5)), .scale(3, 3)), // fractional edges
            (.roundedRect(Rect(x: 4, y: 4, width: 40, height: 30), cornerRadius: 9), .identity),
            (.circle(center: Point(30, 25), radius: 14), .translation(0.3, -0.2)),
        ]
        for (path, t) in shapes {
            #expect(clippedFill(path, t) == directFill(path, t))
        }
    }

    @Test func aReusedClipIsTheSameAndIsNotReusedOverAnotherClip() {
        let rounded = BezierPath.roundedRect(Rect(x: 5, y: 5, width: 40, height: 30), cornerRadius: 10)
        let left = BezierPath.rect(Rect(x: 0, y: 0, width: 20, height: 50))
        let right = BezierPath.rect(Rect(x: 30, y: 0, width: 30, height: 50))
        // Leaf by leaf, as a display list draws a clipped container: the rounded clip is made
        // over `left`, must be made again over `right`, and is reused over `left` (drawn twice).
        var c = Canvas(width: 60, height: 50)
        for outer in [left, right, left] {
            c.pushClip(outer)
            c.pushClip(rounded)
            c.fill(everything, with: red)
            c.popClip()
            c.popClip()
        }
        // Each region on its own canvas, without any reuse.
        var fresh = Canvas(width: 60, height: 50)
        fresh.fill(rounded, with: red)
        let roundedAlone = fresh.makeImage()
        fresh.fill(rounded, with: red)
        let roundedTwice = fresh.makeImage()
        let image = c.makeImage()
        for y in 0..<50 {
            for x in 0..<60 {
                let expected = x < 20 ? roundedTwice[x, y] : x >= 30 ? roundedAlone[x, y] : .zero
                #expect(image[x, y] == expected, "pixel \(x), \(y)")
            }
        }
        // Over a layer (a new enclosing clip), the clip is made again for that layer.
        var layered = Canvas(width: 60, height: 50)
        layered.pushClip(rounded)
        layered.popClip()
        layered.beginLayer(LayerOptions(opacity: 1))
        layered.pushClip(rounded)
        layered.fill(everything, with: red)
        layered.popClip()
        layered.endLayer()
        #expect(layered.makeImage() == roundedAlone)
    }
}

/// Layers narrowed to what they hold (``LayerOptions/bounds``) give the same pixels as layers
/// the size of the clip: shadows keep their blur's grid from where the whole layer would start.
@Suite struct NarrowedLayerTests {
    let white = Paint.solid(RGBA(1, 1, 1, 1))
    let dot = BezierPath.circle(center: Point(201.3, 147.8), radius: 13.4)

    /// The dot inside shadow layers (outermost first) within a clip, each layer narrowed to
    /// `hints` (nil: the clip's size).
    func draw(_ shadows: [ShadowOptions], hints: [PixelRect]?, grid: Int) -> PixelBuffer {
        var c = Canvas(width: 400, height: 300, background: RGBA(0.9, 0.9, 0.95, 1))
        c.pushClip(PixelRect(x: 3, y: 5, width: 390, height: 291))  // origins off any grid
        for (k, s) in shadows.enumerated() {
            var o = LayerOptions(opacity: 0.9, shadow: s, bounds: hints?[k])
            o.boundsGrid = grid
            c.beginLayer(o)
        }
        c.fill(dot, with: white)
        for _ in shadows { c.endLayer() }
        return c.makeImage()
    }

    @Test(arguments: [1.5, 4.4, 6.0, 12.5, 31.0])
    func aShadowLayerNarrowedToItsLeafDrawsTheSame(sigma: Double) {
        let s = ShadowOptions(color: RGBA(0, 0, 0, 0.4), sigma: sigma, dx: 0.4, dy: 2.7)
        let leaf = PixelRect(x: 186, y: 133, width: 31, height: 30)
        #expect(draw([s], hints: [leaf], grid: 1) == draw([s], hints: nil, grid: 1))
        // A hint that cuts the content changes the picture: the comparison can fail.
        #expect(draw([s], hints: [PixelRect(x: 190, y: 133, width: 20, height: 30)], grid: 1) != draw([s], hints: nil, grid: 1))
    }

    @Test func nestedShadowLayersNarrowedOnTheLargestGridDrawTheSame() {
        // Two shadows, the inner one wider: its layer's origin follows the outer one's, so the
        // outer layer must keep the inner one's (coarser) grid.
        let outer = ShadowOptions(color: RGBA(0, 0, 0, 0.06), sigma: 6, dx: 0, dy: 3)
        let inner = ShadowOptions(color: RGBA(0, 0, 0, 0.15), sigma: 24, dx: 0, dy: 9)
        let grid = max(DropShadow.grid(sigma: 24, dx: 0, dy: 9), DropShadow.grid(sigma: 6, dx: 0, dy: 3))
        #expect(grid == 8 && DropShadow.grid(sigma: 6, dx: 0, dy: 3) == 2, "the test needs two pyramid blurs")
        let leaf = PixelRect(x: 186, y: 133, width: 31, height: 30)
        let reach = GaussianBlur.extent(sigma: 24) + 1 + grid
        let outerHint = leaf.union(PixelRect(x: leaf.x - reach, y: leaf.y + 9 - reach, width: leaf.width + 2 * reach + 1, height: leaf.height + 2 * reach + 1))
        let whole = draw([outer, inner], hints: nil, grid: 1)
        #expect(draw([outer, inner], hints: [outerHint, leaf], grid: grid) == whole)
        // Each layer on its own shadow's grid only: the inner one's blur changes phase.
        // (Both hints start off the grid of the whole layers, which start at the clip's 3, 5.)
        #expect(draw([outer, inner], hints: [outerHint, leaf], grid: 1) != whole)
    }
}
