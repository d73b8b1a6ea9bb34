/// The iOS 17 forms of `stroke` and `strokeBorder` with `antialiased:`. Flipbook always
/// draws edges antialiased: `antialiased: false` is accepted and draws as `true` (iOS would
/// snap the edges to whole pixels).
extension Shape {
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: AnyShapeStyle(content), drawing: .stroke(style))
    }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: AnyShapeStyle(content), drawing: .stroke(StrokeStyle(lineWidth: lineWidth)))
    }
}

extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: AnyShapeStyle(content), drawing: .strokeBorder(style))
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: AnyShapeStyle(content), drawing: .strokeBorder(StrokeStyle(lineWidth: lineWidth)))
    }
}

@MainActor
extension _ShapeView {
    public func stroke<Style: ShapeStyle>(_ content: Style, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay(_ShapeView<S>(shape: shape, style: AnyShapeStyle(content), drawing: .stroke(style)))
    }
    public func stroke<Style: ShapeStyle>(_ content: Style, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(_ShapeView<S>(shape: shape, style: AnyShapeStyle(content), drawing: .stroke(StrokeStyle(lineWidth: lineWidth))))
    }
}

@MainActor
extension _ShapeView where S: InsettableShape {
    public func strokeBorder<Style: ShapeStyle>(_ content: Style, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay(_ShapeView<S>(shape: shape, style: AnyShapeStyle(content), drawing: .strokeBorder(style)))
    }
    public func strokeBorder<Style: ShapeStyle>(_ content: Style, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(_ShapeView<S>(shape: shape, style: AnyShapeStyle(content), drawing: .strokeBorder(StrokeStyle(lineWidth: lineWidth))))
    }
}
