import FlipbookRaster

extension FlipbookRaster.ColorMatrix {
    /// SVG's `feColorMatrix type="luminanceToAlpha"`: black whose opacity is the colour's
    /// luminance, 0.2125 R + 0.7154 G + 0.0721 B (the filter's own weights).
    static let luminanceToAlpha = FlipbookRaster.ColorMatrix(red: .zero, green: .zero, blue: .zero,
                                              alpha: SIMD4(0.2125, 0.7154, 0.0721, 0))
}

extension View {
    /// Turns the view into a mask: black, as opaque as each point's colour is light (white
    /// opaque, black clear), as SwiftUI's `luminanceToAlpha()` and SVG's filter of that name.
    public func luminanceToAlpha() -> some View {
        effect("LuminanceToAlpha") { _, _ in .colorMatrix(.luminanceToAlpha) }
    }
}
