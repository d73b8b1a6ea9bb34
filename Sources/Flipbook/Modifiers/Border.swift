extension View {
    /// A border of `width` inside the view's bounds, as SwiftUI's `border(_:width:)`: an
    /// overlay of the bounds' rectangle stroked inside its edge.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
