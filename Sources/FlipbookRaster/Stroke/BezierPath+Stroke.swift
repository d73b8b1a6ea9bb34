extension BezierPath {
    /// Flattening tolerance of ``stroked(_:)`` in user-space units: 1/20 unit stays within
    /// 0.15 px at a 3× device scale. Pass a tolerance to ``stroked(_:tolerance:)`` for more.
    public static let defaultStrokeTolerance = 0.05

    /// The outline of this path stroked with `s`, to be filled with ``FillRule/nonZero``.
    ///
    /// The stroke is built in the path's own (user) space, so a non-uniform transform applied
    /// afterwards distorts the stroke the way SwiftUI and CoreGraphics do. Curves are
    /// flattened within ``defaultStrokeTolerance`` (offset sides included); caps and round
    /// joins stay exact circular arcs (cubics).
    public func stroked(_ s: Stroke) -> BezierPath {
        stroked(s, tolerance: Self.defaultStrokeTolerance)
    }

    /// ``stroked(_:)`` with an explicit flattening tolerance in user-space units (for example
    /// 0.25 / device scale).
    public func stroked(_ s: Stroke, tolerance: Double) -> BezierPath {
        var stroker = Stroker(style: s, tolerance: tolerance)
        return stroker.stroke(self)
    }

    /// ``stroked(_:tolerance:)`` of which only the part inside `visible` (in this path's space)
    /// will be drawn: curves and dashes wholly outside it are left out or kept as chords.
    public func stroked(_ s: Stroke, tolerance: Double, visible: Rect?) -> BezierPath {
        var stroker = Stroker(style: s, tolerance: tolerance, visible: visible)
        return stroker.stroke(self)
    }
}
