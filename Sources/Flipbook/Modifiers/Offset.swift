/// SwiftUI's `offset`: moves the drawing without changing layout.
///
/// PIXEL GRID (decided with evidence, issue 16): the offset is added to the child's placement
/// *before* the frame is snapped to the pixel grid, so a fractional offset snaps with the frame
/// (nearest, halves up) rather than drawing between pixels. SwiftUI does the same: its
/// `_OffsetEffect` overrides `_makeView` to shift the child's *position input* (an
/// `OffsetPosition` rule, OpenSwiftUI's `OffsetEffect.swift`, SwiftUICore ID 72FB2191…)
/// instead of going through the generic geometry-effect path, and the view frame built from
/// that position is rounded with `roundCoordinatesToNearestOrUp(toMultipleOf: pixelLength)`.
/// Other geometry effects (a custom `GeometryEffect`, `transformEffect`, scale and rotation)
/// become display-list transforms that are not rounded (`DefaultGeometryEffectProvider`), and so
/// are ours (GeometryEffect.swift). The wwt GraphCapsule golden in ../shared/fidelity (an offset
/// capsule at 3×, SSIM 0.9999 with snapping) agrees.
struct OffsetModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let offset: CGSize
    func makeBehavior(_ context: ResolveContext) -> any NodeBehavior {
        let shown = context.animated(AnimatablePair(offset.width, offset.height), key: "offset")
        return OffsetBehavior(offset: offset, drawingShift: CGSize(width: shown.first - offset.width, height: shown.second - offset.height))
    }
}

/// Places the content at its offset; while the offset animates, the drawing is shifted from
/// there to where the animation is (a translation, not a new layout, so views inside do not
/// also animate their frames from the moving position).
struct OffsetBehavior: OffsettingBehavior {
    let offset: CGSize
    var drawingShift: CGSize = .zero

    func placeChildren(in frame: CGRect, node: ViewNode) {
        node.children[0].place(in: frame.offsetBy(dx: offset.width, dy: offset.height))
    }

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        guard drawingShift != .zero else { return node.children[0].draw(into: &list) }
        list.withEffect(.transform(CGAffineTransform(translationX: drawingShift.width, y: drawingShift.height))) {
            node.children[0].draw(into: &$0)
        }
    }
}

extension View {
    /// Moves the drawing by `offset`; a NaN or infinite component is zero.
    public func offset(_ offset: CGSize) -> some View {
        modifier(OffsetModifier(offset: CGSize(width: offset.width.finiteOrZero, height: offset.height.finiteOrZero)))
    }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }
}

// Reports its content's explicit alignment guides (see SameSizeWrapperBehavior).
extension OffsetBehavior: SameSizeWrapperBehavior {}
