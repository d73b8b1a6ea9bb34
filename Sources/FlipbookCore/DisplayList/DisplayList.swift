import FlipbookRaster
import FlipbookText

/// What a laid-out view tree draws: an inspectable value that tests can assert on and that
/// ``DisplayListRenderer`` turns into pixels. Geometry is in root coordinates, in points.
public struct DisplayList: Equatable, Sendable {
    public var items: [DisplayItem]
    public init(items: [DisplayItem] = []) { self.items = items }
}

/// One thing to draw, or an effect around a list of things.
public indirect enum DisplayItem: Equatable, Sendable {
    /// A filled or stroked path.
    case shape(ShapeItem)
    /// An image drawn through a transform (image pixels → root points).
    case image(ImageItem)
    /// A coverage mask (symbols) already rasterised at the display scale.
    case mask(MaskItem)
    /// Text: glyphs in points, rasterised at the final device transform.
    case glyphRun(GlyphRunItem)
    /// Content under an effect.
    case effect(DisplayEffect, [DisplayItem])
}

public struct ShapeItem: Equatable, Sendable {
    package init(path: FlipbookRaster.BezierPath, paint: FlipbookRaster.Paint, fillRule: FlipbookRaster.FillRule, stroke: FlipbookRaster.Stroke? = nil) { self.path = path; self.paint = paint; self.fillRule = fillRule; self.stroke = stroke }
    public var path: BezierPath
    /// The paint; gradient geometry shares the path's coordinates.
    public var paint: Paint
    public var fillRule: FillRule
    /// `nil` fills; otherwise the path is stroked with this style.
    public var stroke: Stroke?
}

public struct ImageItem: Equatable, Sendable {
    package init(image: PixelBuffer, transform: CGAffineTransform, filter: FlipbookRaster.SamplingFilter) { self.image = image; self.transform = transform; self.filter = filter }
    public var image: PixelBuffer
    /// Image pixel space → root points.
    public var transform: CGAffineTransform
    public var filter: SamplingFilter
}

public struct MaskItem: Equatable, Sendable {
    package init(mask: FlipbookRaster.CoverageMask, scale: CGFloat, paint: FlipbookRaster.Paint, outline: SymbolOutline? = nil) {
        self.mask = mask; self.scale = scale; self.paint = paint; self.outline = outline
    }
    /// Coverage in device pixels of the root at ``scale``.
    public var mask: CoverageMask
    /// The scale the mask was rasterised at.
    public var scale: CGFloat
    public var paint: Paint
    /// The mask's shape as outlines in root points (symbols): drawn instead of the mask
    /// wherever the device transform is more than the display scale and a translation, so a
    /// rotated, scaled, skewed or projected symbol is filled exactly, not resampled.
    public var outline: SymbolOutline?
}

/// Effects, named after the SwiftUI modifiers that make them.
public enum DisplayEffect: Equatable, Sendable {
    /// `opacity`: per drawn leaf unless inside a compositing group.
    case opacity(Double)
    /// `blendMode`: per drawn leaf unless inside a compositing group.
    case blendMode(CompositeMode)
    /// `shadow(color:radius:x:y:)`: per drawn leaf unless inside a compositing group.
    case shadow(color: RGBA, radius: CGFloat, x: CGFloat, y: CGFloat)
    /// `clipShape` / `clipped`: a path in root coordinates.
    case clip(BezierPath, FillRule)
    /// 2D transforms (`scaleEffect`, `rotationEffect`, `transformEffect`), about the root origin.
    case transform(CGAffineTransform)
    /// `rotation3DEffect`, `projectionEffect`, `GeometryEffect`: root coordinates.
    case projection(ProjectionTransform)
    /// `compositingGroup` / `drawingGroup`: the content is flattened first.
    case compositingGroup
    /// `blur(radius:)`: σ = radius.
    case blur(radius: CGFloat)
    /// Colour effects (`brightness`, `saturation`, …).
    case colorMatrix(ColorMatrix)
    /// `mask`: the content is kept where the mask items are opaque.
    case mask([DisplayItem])
    /// Materials and Liquid Glass: what was drawn before, under the children's coverage, is
    /// replaced by itself filtered (blurred, then colour-matrixed). The children give only the
    /// region (their alpha); their colours are not drawn.
    case backdrop(BackdropFilter)
}

/// How a ``DisplayEffect/backdrop(_:)`` filters what lies behind it.
public struct BackdropFilter: Equatable, Sendable {
    /// The Gaussian blur's σ, in points.
    public var blurRadius: CGFloat
    /// Applied after the blur (saturation, brightness); `nil` leaves colours.
    public var colorMatrix: ColorMatrix?
    /// Liquid Glass drawn from the filtered backdrop (lensing, tints, rim) through its own
    /// distance field; the children then give only the bounds. `nil`: a plain backdrop.
    public var glass: GlassSurface?
    public init(blurRadius: CGFloat, colorMatrix: ColorMatrix? = nil, glass: GlassSurface? = nil) {
        self.blurRadius = blurRadius
        self.colorMatrix = colorMatrix
        self.glass = glass
    }
}
