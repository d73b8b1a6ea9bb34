import FlipbookRaster

/// What a backdrop style (a ``Material``, Liquid ``Glass``) draws for a region: the content
/// behind filtered, then layers painted over it through the same region.
struct BackdropLayers {
    var filter: BackdropFilter
    /// Painted over the filtered backdrop, in order (tints, highlights).
    var tints: [Paint]
}

/// Shape styles that sample what lies behind them instead of painting a colour.
protocol BackdropShapeStyle {
    func backdropLayers(in environment: EnvironmentValues) -> BackdropLayers
}

extension DisplayListBuilder {
    /// Draws `layers` through `path` (root points): the backdrop, then each tint.
    mutating func appendBackdrop(_ layers: BackdropLayers, path: FlipbookRaster.BezierPath, fillRule: FillRule = .nonZero) {
        let region = DisplayItem.shape(ShapeItem(path: path, paint: .solid(RGBA(0, 0, 0, 1)), fillRule: fillRule, stroke: nil))
        withEffect(.backdrop(layers.filter)) { $0.append(region) }
        for tint in layers.tints {
            append(.shape(ShapeItem(path: path, paint: tint, fillRule: fillRule, stroke: nil)))
        }
    }
}

extension FlipbookRaster.ColorMatrix {
    /// iOS's backdrop colour filter: saturation, then a brightness offset.
    static func backdrop(saturation: Double, brightness: Double = 0) -> FlipbookRaster.ColorMatrix {
        brightness == 0 ? .saturation(saturation) : .saturation(saturation).concatenating(.brightness(brightness))
    }
}
