import FlipbookRaster

/// The container shape a drawing is inside (``View/containerShape(_:)``): its frame in the
/// render's coordinates and its corner radii. Frames are only known when drawing, so the
/// container publishes itself for the drawing of its content, and shapes that depend on it
/// (``ConcentricRectangle``, ``ContainerRelativeShape``) read it with the frame they are drawn in.
struct ContainerShapeContext: Sendable {
    var frame: CGRect
    /// Top-leading, top-trailing, bottom-leading, bottom-trailing.
    var radii: (CGFloat, CGFloat, CGFloat, CGFloat)

    @TaskLocal static var current: ContainerShapeContext?
    /// The frame the shape whose path is being built is drawn in (render coordinates).
    @TaskLocal static var drawingFrame: CGRect?
}

/// A shape whose path depends on where it is drawn relative to its container shape.
protocol ContainerDependentShape {
    func path(in rect: CGRect, placedAt frame: CGRect, container: ContainerShapeContext?) -> Path
}

extension ContainerDependentShape {
    /// The path, concentric with the current container when one is known.
    func containerPath(in rect: CGRect) -> Path {
        let frame = ContainerShapeContext.drawingFrame ?? rect
        // `rect` may be the frame itself or the frame moved to the origin (a local path).
        return path(in: rect, placedAt: CGRect(origin: frame.origin, size: rect.size), container: ContainerShapeContext.current)
    }
}

extension View {
    /// Sets the shape of the container this view draws: ``ConcentricRectangle`` and
    /// ``ContainerRelativeShape`` inside take their corners from it, concentric with its
    /// corners (a rounded rectangle's radius minus the inset; a capsule's or circle's half
    /// height). Draws nothing itself. A shape that is not a ``RoundedRectangularShape`` gives
    /// square corners.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        modifier(ContainerShapeModifier(corners: { size in (shape as? any RoundedRectangularShape)?.corners(in: size) }))
    }

    /// Moves the view clear of its container's corner insets on `edges`, as SwiftUI's
    /// `containerCornerOffset(_:sizeToFit:)`. The insets come from system UI and window
    /// corners overlapping the view; no render Flipbook makes has them (they are zero), so
    /// the view is drawn exactly as without the modifier: no pixels of its own.
    public func containerCornerOffset(_ edges: Edge.Set, sizeToFit: Bool = false) -> some View { self }
}

struct ContainerShapeModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let corners: @Sendable (CGSize?) -> RoundedRectangularShapeCorners?
    func makeBehavior(_ context: ResolveContext) -> any NodeBehavior { ContainerShapeBehavior(corners: corners) }
}

struct ContainerShapeBehavior: SameSizeWrapperBehavior {
    let corners: @Sendable (CGSize?) -> RoundedRectangularShapeCorners?
    var debugName: String { "ContainerShape" }

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        let frame = node.frame
        // A nested concentric container resolves its corners against the outer one.
        let outer = ContainerShapeContext.current
        let c = corners(frame.size)
        func r(_ s: Edge.Corner.Style?, _ corner: Edge.Corner) -> CGFloat {
            guard let s else { return 0 }
            let (rc, d) = outer.map { ConcentricGeometry.containerCorner(corner, of: frame, in: $0) } ?? (0, 0)
            return min(s.radius(containerRadius: rc, distance: d), min(frame.width, frame.height) / 2)
        }
        let context = ContainerShapeContext(frame: frame, radii: (r(c?.topLeading, .topLeading), r(c?.topTrailing, .topTrailing),
                                                                  r(c?.bottomLeading, .bottomLeading), r(c?.bottomTrailing, .bottomTrailing)))
        ContainerShapeContext.$current.withValue(context) {
            for child in node.childrenInDrawingOrder { child.draw(into: &list) }
        }
    }
}

enum ConcentricGeometry {
    /// The container's radius at `corner` and the distance from that corner to `frame`'s
    /// (the larger of the horizontal and vertical insets: the arc with the container's centre
    /// that stays inside both edges). Leading is left (Flipbook lays out left to right).
    static func containerCorner(_ corner: Edge.Corner, of frame: CGRect, in c: ContainerShapeContext) -> (CGFloat, CGFloat) {
        let f = c.frame
        switch corner {
        case .topLeading: return (c.radii.0, max(frame.minX - f.minX, frame.minY - f.minY, 0))
        case .topTrailing: return (c.radii.1, max(f.maxX - frame.maxX, frame.minY - f.minY, 0))
        case .bottomLeading: return (c.radii.2, max(frame.minX - f.minX, f.maxY - frame.maxY, 0))
        case .bottomTrailing: return (c.radii.3, max(f.maxX - frame.maxX, f.maxY - frame.maxY, 0))
        }
    }
}

extension Shape where Self == ContainerRelativeShape {
    /// The container's shape, inset to this view's frame (``ContainerRelativeShape``).
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
