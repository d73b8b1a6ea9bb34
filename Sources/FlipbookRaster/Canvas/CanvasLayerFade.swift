/// Collapsed layers (FlipbookCore's `GroupChain`): a compositing group whose only content is
/// another group is drawn into one layer instead of two.
extension Canvas {
    /// Replaces the current layer's pixels by what compositing them source-over with `opacity`
    /// onto a transparent layer of the same bounds gives — through ``Blitter`` exactly as
    /// ``endLayer()`` would composite them into such a layer, so the pixels are the same as
    /// with the layer that is not opened. Holds one extra layer of pixels while it runs.
    package mutating func fadeLayer(_ opacity: Float) {
        let i = stack.count - 1
        guard i > 0, stack[i].content == nil else { return }
        let bounds = stack[i].bounds
        var faded = PixelBuffer(width: bounds.width, height: bounds.height)
        Blitter.composite(&faded, source: PlacedImage(image: stack[i].pixels, x: 0, y: 0), mode: .normal, opacity: opacity)
        stack[i].pixels = faded
    }
}
