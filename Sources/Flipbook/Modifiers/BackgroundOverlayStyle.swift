/// The `ShapeStyle` forms of `background` and `overlay`: the style fills the view's bounds, or
/// a shape laid out in them (`.background(.blue)`, `.background(.red, in: Capsule())`).
extension View {
    /// Fills the view's bounds behind it with `style`, reaching out to the screen's edges in
    /// `edges` where the view touches the safe area (as SwiftUI: all edges by default).
    @_disfavoredOverload  // `Color` is a view too: `.background(Color.red)` keeps the view form (same pixels).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryLayerModifier(layer: Rectangle().fill(style).ignoresSafeArea(edges: edges), alignment: .center, inFront: false))
    }

    /// Fills `shape`, laid out in the view's bounds, behind the view with `style`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(SecondaryLayerModifier(layer: shape.fill(style, style: fillStyle), alignment: .center, inFront: false))
    }

    /// Fills `shape`, laid out in the view's bounds, behind the view with the background
    /// style: `backgroundStyle(_:)`'s, else the system background (white in light appearance,
    /// black in dark).
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Fills the view's bounds in front of it with `style` (out to the screen's edges in
    /// `edges`, as ``background(_:ignoresSafeAreaEdges:)``).
    @_disfavoredOverload
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryLayerModifier(layer: Rectangle().fill(style).ignoresSafeArea(edges: edges), alignment: .center, inFront: true))
    }

    /// Fills `shape`, laid out in the view's bounds, in front of the view with `style`.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(SecondaryLayerModifier(layer: shape.fill(style, style: fillStyle), alignment: .center, inFront: true))
    }
}
