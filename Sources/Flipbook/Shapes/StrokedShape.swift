import FlipbookRaster

/// A shape's outline stroked into a shape of its own (its path is the stroke's area), as
/// what SwiftUI's `Shape.stroke(style:)` returns: so `.stroke(lineWidth: 4).scale(0.5)`,
/// `.rotation` and `.offset` follow, and it can be filled with any style.
public struct _StrokedShape<S: Shape>: Shape {
    public var shape: S
    public var style: StrokeStyle
    public init(shape: S, style: StrokeStyle) { self.shape = shape; self.style = style }

    /// The stroke's width animates with the shape's own data.
    @MainActor public var animatableData: AnimatablePair<S.AnimatableData, CGFloat> {
        get { AnimatablePair(shape.animatableData, style.lineWidth) }
        set { shape.animatableData = newValue.first; style.lineWidth = newValue.second }
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// Shapes drawn as a stroke of another path: drawn with the rasteriser's stroker at the
/// device's precision instead of filling an outline flattened in points.
protocol StrokeDrawnShape {
    func strokeSource(in rect: CGRect) -> (Path, StrokeStyle)
    /// The stroked shape's name, for tree dumps (as before strokes became shapes).
    var debugName: String { get }
}

extension _StrokedShape: StrokeDrawnShape {
    func strokeSource(in rect: CGRect) -> (Path, StrokeStyle) { (shape.path(in: rect), style) }
    var debugName: String { String(describing: S.self) }
}

extension Shape {
    /// The outline stroked into a shape (centred on the path), filled with the foreground
    /// style when drawn as a view.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> { _StrokedShape(shape: self, style: style) }
    /// The outline stroked `lineWidth` wide into a shape.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> { stroke(style: StrokeStyle(lineWidth: lineWidth)) }
}

extension InsettableShape {
    /// The outline inset by half the line width and stroked into a shape, so the stroke
    /// stays inside the frame.
    public func strokeBorder(style: StrokeStyle) -> _StrokedShape<InsetShape> {
        _StrokedShape(shape: inset(by: style.lineWidth / 2), style: style)
    }
    /// The outline stroked `lineWidth` wide inside the frame, as a shape.
    public func strokeBorder(lineWidth: CGFloat = 1) -> _StrokedShape<InsetShape> { strokeBorder(style: StrokeStyle(lineWidth: lineWidth)) }
}

@MainActor
extension _ShapeView {
    /// Strokes the shape over this fill (iOS 17's `fill(…).stroke(…)` chaining).
    public func stroke<Style: ShapeStyle>(_ content: Style, style: StrokeStyle) -> some View {
        overlay(shape.stroke(content, style: style))
    }
    /// Strokes the shape `lineWidth` wide over this fill.
    public func stroke<Style: ShapeStyle>(_ content: Style, lineWidth: CGFloat = 1) -> some View {
        overlay(shape.stroke(content, style: StrokeStyle(lineWidth: lineWidth)))
    }
}

@MainActor
extension _ShapeView where S: InsettableShape {
    /// Strokes the shape inside its frame over this fill.
    public func strokeBorder<Style: ShapeStyle>(_ content: Style, style: StrokeStyle) -> some View {
        overlay(shape.strokeBorder(content, style: style))
    }
    /// Strokes the shape `lineWidth` wide inside its frame over this fill.
    public func strokeBorder<Style: ShapeStyle>(_ content: Style, lineWidth: CGFloat = 1) -> some View {
        overlay(shape.strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth)))
    }
}
