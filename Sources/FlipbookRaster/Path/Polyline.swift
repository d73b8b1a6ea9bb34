/// A chain of straight segments: one flattened subpath.
public struct Polyline: Sendable, Equatable {
    /// The vertices in order. A closed polyline does not repeat its first point at the end.
    public var points: [Point]
    /// True when a segment joins the last point back to the first.
    public var isClosed: Bool

    public init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}
