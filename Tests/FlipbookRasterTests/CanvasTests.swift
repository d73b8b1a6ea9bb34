import Testing
@testable import FlipbookRaster

/// The canvas: layers, clips, masks and effects composed from the engine's parts. Expected
/// values are derived by hand from the compositing formulas.
@Suite struct CanvasTests {
    let red = Paint.solid(RGBA(1, 0, 0, 1))
    let blue = Paint.solid(RGBA(0, 0, 1, 1))

    @Test func fillsAndStrokesThroughTheTransform() {
        var c = Canvas(width: 20, height: 20, background: .white)
        c.fill(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), with: red, transform: .scale(2, 2))
        var img = c.makeImage()
        #expect(img[9, 9] == SIMD4(255, 0, 0, 255))
        #expect(img[10, 10] == SIMD4(255, 255, 255, 255))
        c = Canvas(width: 20, height: 20)
        c.stroke(.rect(Rect(x: 5, y: 5, width: 10, height: 10)), Stroke(lineWidth: 2), with: blue)
        img = c.makeImage()
        #expect(img[4, 10] == SIMD4(0, 0, 255, 255))
        #expect(img[6, 10] == SIMD4(0, 0, 0, 0))
        #expect(img[10, 10] == SIMD4(0, 0, 0, 0))
    }

    @Test func antiAliasedClipCutsDrawsAndPopRestores() {
        var c = Canvas(width: 40, height: 40)
        c.pushClip(.circle(center: Point(20, 20), radius: 10))
        c.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), with: red)
        c.popClip()
        c.fill(.rect(Rect(x: 0, y: 0, width: 2, height: 2)), with: blue)
        let img = c.makeImage()
        #expect(img[20, 20] == SIMD4(255, 0, 0, 255))
        #expect(img[5, 20] == .zero)
        #expect(img[0, 0] == SIMD4(0, 0, 255, 255), "the clip was popped")
        // The edge pixel gets exactly the circle's coverage there.
        let cov = Rasterizer.coverage(of: .circle(center: Point(20, 20), radius: 10), clip: PixelRect(x: 0, y: 0, width: 40, height: 40))
        #expect(img[10, 20].w == cov[10, 20])
        #expect(cov[10, 20] > 0 && cov[10, 20] < 255)
    }

    @Test func pixelAlignedRectClipStaysARectangle() {
        var c = Canvas(width: 10, height: 10)
        c.pushClip(.rect(Rect(x: 2, y: 2, width: 4, height: 4)))
        #expect(c.clipBounds == PixelRect(x: 2, y: 2, width: 4, height: 4))
        c.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), with: red)
        let img = c.makeImage()
        #expect(img[2, 2].w == 255 && img[5, 5].w == 255 && img[6, 6].w == 0 && img[1, 1].w == 0)
    }

    @Test func groupOpacityFlattensOverlapsWhilePerDrawOpacityDoesNot() {
        // Two overlapping opaque squares at 50%: as a group the overlap is 50% red over white;
        // drawn separately, the overlap is covered twice.
        var grouped = Canvas(width: 30, height: 10, background: .white)
        grouped.beginLayer(LayerOptions(opacity: 0.5))
        grouped.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 10)), with: red)
        grouped.fill(.rect(Rect(x: 10, y: 0, width: 20, height: 10)), with: red)
        grouped.endLayer()
        let g = grouped.makeImage()
        #expect(g[15, 5] == g[5, 5])
        #expect(abs(Int(g[15, 5].y) - 128) <= 1)

        var separate = Canvas(width: 30, height: 10, background: .white)
        separate.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 10)), with: red, opacity: 0.5)
        separate.fill(.rect(Rect(x: 10, y: 0, width: 20, height: 10)), with: red, opacity: 0.5)
        let s = separate.makeImage()
        #expect(abs(Int(s[15, 5].y) - 64) <= 1, "white → 50% → 25%")
    }

    @Test func nestedLayersMultiplyTheirOpacities() {
        var c = Canvas(width: 4, height: 4)
        for _ in 0..<3 { c.beginLayer(LayerOptions(opacity: 0.5)) }
        c.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), with: .solid(.white))
        #expect(c.layerDepth == 3)
        let img = c.makeImage()  // closes the three open layers
        #expect(abs(Int(img[1, 1].w) - 32) <= 1)
        #expect(img[1, 1].x == img[1, 1].w, "premultiplied white")
    }

    @Test func layerBlendModeCompositesTheFlattenedLayer() {
        var c = Canvas(width: 4, height: 4, background: RGBA(0.5, 0.5, 0.5))
        c.beginLayer(LayerOptions(mode: .multiply))
        c.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), with: .solid(RGBA(1, 0.5, 0)))
        c.endLayer()
        let p = c.makeImage()[2, 2]
        // multiply: 0.5·1, 0.5·0.5, 0.5·0 → 128, 64, 0.
        #expect(abs(Int(p.x) - 128) <= 1 && abs(Int(p.y) - 64) <= 1 && p.z == 0 && p.w == 255)
    }

    @Test func alphaAndLuminanceMasksKeepContentWhereTheMaskIs() {
        var c = Canvas(width: 20, height: 10)
        c.beginLayer(LayerOptions(maskMode: .alpha))
        c.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 10)), with: red)
        c.beginMask()
        c.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), with: .solid(RGBA(0, 0, 0, 1)))
        c.endLayer()
        let a = c.makeImage()
        #expect(a[5, 5] == SIMD4(255, 0, 0, 255))
        #expect(a[15, 5] == .zero)

        var l = Canvas(width: 20, height: 10)
        l.beginLayer(LayerOptions(maskMode: .luminance))
        l.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 10)), with: red)
        l.beginMask()
        l.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), with: .solid(.white))
        l.fill(.rect(Rect(x: 10, y: 0, width: 10, height: 10)), with: .solid(.black))
        l.endLayer()
        let lum = l.makeImage()
        #expect(lum[5, 5] == SIMD4(255, 0, 0, 255))
        #expect(lum[15, 5] == .zero, "black has no luminance")
    }

    @Test func shadowIsDrawnBeneathAtItsOffsetWithItsColour() {
        var c = Canvas(width: 40, height: 40, background: .white)
        c.beginLayer(LayerOptions(shadow: ShadowOptions(color: RGBA(0, 0, 0, 0.5), sigma: 0, dx: 10, dy: 10)))
        c.fill(.rect(Rect(x: 5, y: 5, width: 10, height: 10)), with: red)
        c.endLayer()
        let img = c.makeImage()
        #expect(img[10, 10] == SIMD4(255, 0, 0, 255), "content on top")
        #expect(abs(Int(img[22, 22].x) - 128) <= 1 && img[22, 22].x == img[22, 22].y, "50% black over white")
        #expect(img[30, 30] == SIMD4(255, 255, 255, 255))
    }

    @Test func blurredLayerPullsInContentFromBeyondTheCanvasEdge() {
        // A bar just outside the right edge blurs into the canvas: the layer must be grown
        // by the blur's reach, not cut at the canvas.
        var c = Canvas(width: 20, height: 20)
        c.beginLayer(LayerOptions(blurSigma: 3))
        c.fill(.rect(Rect(x: 21, y: 0, width: 10, height: 20)), with: .solid(.black))
        c.endLayer()
        let img = c.makeImage()
        #expect(img[19, 10].w > 20)
        #expect(img[5, 10].w == 0)
    }

    @Test func projectiveLayerWarpsItsContentAndIdentityChangesNothing() {
        var direct = Canvas(width: 30, height: 30)
        direct.fill(.roundedRect(Rect(x: 5.5, y: 5.5, width: 19, height: 19), cornerRadius: 6), with: red)
        var layered = Canvas(width: 30, height: 30)
        layered.beginLayer(LayerOptions(transform: .identity, bounds: PixelRect(x: 0, y: 0, width: 30, height: 30)))
        layered.fill(.roundedRect(Rect(x: 5.5, y: 5.5, width: 19, height: 19), cornerRadius: 6), with: red)
        layered.endLayer()
        #expect(direct.makeImage() == layered.makeImage())

        var moved = Canvas(width: 30, height: 30)
        moved.beginLayer(LayerOptions(transform: Homography(.translation(3, 0)), bounds: PixelRect(x: 0, y: 0, width: 30, height: 30)))
        moved.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), with: red)
        moved.endLayer()
        let m = moved.makeImage()
        #expect(m[3, 5] == SIMD4(255, 0, 0, 255) && m[2, 5] == .zero && m[12, 5] == SIMD4(255, 0, 0, 255))
    }

    @Test func colourMatrixLayerAndImagesDrawnThroughTransforms() {
        var c = Canvas(width: 4, height: 4)
        c.beginLayer(LayerOptions(colorMatrix: .colorInvert))
        c.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), with: red)
        c.endLayer()
        #expect(c.makeImage()[1, 1] == SIMD4(0, 255, 255, 255))

        var img = PixelBuffer(width: 2, height: 2)
        img[0, 0] = SIMD4(255, 0, 0, 255); img[1, 1] = SIMD4(0, 0, 255, 255)
        var d = Canvas(width: 6, height: 6)
        d.draw(image: img, transform: Homography(.translation(3, 2)))
        let out = d.makeImage()
        #expect(out[3, 2] == SIMD4(255, 0, 0, 255) && out[4, 3] == SIMD4(0, 0, 255, 255) && out[4, 2] == .zero)
    }

    @Test func drawingOutsideEverythingIsHarmless() {
        var c = Canvas(width: 8, height: 8)
        c.pushClip(.rect(Rect(x: 100, y: 100, width: 5, height: 5)))
        c.fill(.rect(Rect(x: 0, y: 0, width: 8, height: 8)), with: red)
        c.beginLayer(LayerOptions(opacity: 0.5, blurSigma: 2))
        c.fill(.rect(Rect(x: 0, y: 0, width: 8, height: 8)), with: red)
        c.endLayer()
        c.popClip()
        c.popClip()  // one pop too many is ignored
        c.endLayer() // and so is ending the base layer
        #expect(c.makeImage() == PixelBuffer(width: 8, height: 8))
    }
}
