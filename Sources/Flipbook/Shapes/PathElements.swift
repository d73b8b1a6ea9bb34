import FlipbookRaster

extension Path {
    /// One element of a path, as SwiftUI's `Path.Element`.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at the point.
        case move(to: CGPoint)
        /// A straight segment to the point.
        case line(to: CGPoint)
        /// A quadratic Bézier segment.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier segment.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current subpath.
        case closeSubpath
    }

    /// Calls `body` with each element of the path in drawing order, as SwiftUI's
    /// `Path.forEach(_:)` (arcs, ellipses and rounded rectangles come as the curves they
    /// are built from).
    public func forEach(_ body: (Element) -> Void) {
        func cg(_ p: Point) -> CGPoint { CGPoint(x: p.x, y: p.y) }
        for element in storage.elements {
            switch element {
            case .move(let p): body(.move(to: cg(p)))
            case .line(let p): body(.line(to: cg(p)))
            case .quad(let c, let p): body(.quadCurve(to: cg(p), control: cg(c)))
            case .cubic(let c1, let c2, let p): body(.curve(to: cg(p), control1: cg(c1), control2: cg(c2)))
            case .close: body(.closeSubpath)
            }
        }
    }
}
