import FlipbookRaster

/// A rectangle whose corners are concentric with its container shape, as SwiftUI's
/// `ConcentricRectangle` (iOS 26): each concentric corner's radius is the container's corner
/// radius (``View/containerShape(_:)``) minus the distance between the two corners, never
/// below zero or the style's minimum; fixed corners keep their radius. With no container
/// shape a concentric corner is square (or its minimum). Uniform groups of corners take the
/// largest radius of the group, for a symmetric look.
public struct ConcentricRectangle: RoundedRectangularShape, ContainerDependentShape {
    var corners: RoundedRectangularShapeCorners
    /// A group number per corner (top-leading, top-trailing, bottom-leading, bottom-trailing);
    /// corners sharing a number share the group's largest radius. Distinct numbers: per corner.
    var groups: (Int, Int, Int, Int) = (0, 1, 2, 3)
    var insetAmount: CGFloat = 0

    /// Every corner concentric, each on its own.
    public init() { corners = .concentric }

    /// Every corner in `corners`; `isUniform` gives all four the largest radius.
    public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
        self.corners = .init(all: corners)
        if isUniform { groups = (0, 0, 0, 0) }
    }

    /// Each corner in its own style.
    public init(topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
                bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        corners = .init(topLeading: topLeadingCorner, topTrailing: topTrailingCorner,
                        bottomLeading: bottomLeadingCorner, bottomTrailing: bottomTrailingCorner)
    }

    /// The two top corners uniform, and the two bottom ones.
    public init(uniformTopCorners: Edge.Corner.Style = .concentric, uniformBottomCorners: Edge.Corner.Style = .concentric) {
        corners = .init(topLeading: uniformTopCorners, topTrailing: uniformTopCorners,
                        bottomLeading: uniformBottomCorners, bottomTrailing: uniformBottomCorners)
        groups = (0, 0, 2, 2)
    }

    /// The two leading corners uniform, and the two trailing ones.
    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, uniformTrailingCorners: Edge.Corner.Style = .concentric) {
        corners = .init(topLeading: uniformLeadingCorners, topTrailing: uniformTrailingCorners,
                        bottomLeading: uniformLeadingCorners, bottomTrailing: uniformTrailingCorners)
        groups = (0, 1, 0, 1)
    }

    /// The two top corners uniform; the bottom ones each in its own style.
    public init(uniformTopCorners: Edge.Corner.Style = .concentric, bottomLeadingCorner: Edge.Corner.Style = .concentric,
                bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        corners = .init(topLeading: uniformTopCorners, topTrailing: uniformTopCorners,
                        bottomLeading: bottomLeadingCorner, bottomTrailing: bottomTrailingCorner)
        groups = (0, 0, 2, 3)
    }

    /// The two bottom corners uniform; the top ones each in its own style.
    public init(uniformBottomCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric,
                topTrailingCorner: Edge.Corner.Style = .concentric) {
        corners = .init(topLeading: topLeadingCorner, topTrailing: topTrailingCorner,
                        bottomLeading: uniformBottomCorners, bottomTrailing: uniformBottomCorners)
        groups = (0, 1, 2, 2)
    }

    /// The two leading corners uniform; the trailing ones each in its own style.
    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
                bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        corners = .init(topLeading: uniformLeadingCorners, topTrailing: topTrailingCorner,
                        bottomLeading: uniformLeadingCorners, bottomTrailing: bottomTrailingCorner)
        groups = (0, 1, 0, 3)
    }

    /// The two trailing corners uniform; the leading ones each in its own style.
    public init(uniformTrailingCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric,
                bottomLeadingCorner: Edge.Corner.Style = .concentric) {
        corners = .init(topLeading: topLeadingCorner, topTrailing: uniformTrailingCorners,
                        bottomLeading: bottomLeadingCorner, bottomTrailing: uniformTrailingCorners)
        groups = (0, 1, 2, 1)
    }

    public func path(in rect: CGRect) -> Path { containerPath(in: rect) }

    public func inset(by amount: CGFloat) -> ConcentricRectangle { var c = self; c.insetAmount += amount; return c }

    public func corners(in size: CGSize?) -> Corners? { corners }

    func path(in rect: CGRect, placedAt frame: CGRect, container: ContainerShapeContext?) -> Path {
        path(in: rect, placedAt: frame, container: container, inset: insetAmount)
    }

    /// The path of `rect` (local or placed) whose placed frame is `frame`, inset by `inset`.
    func path(in rect: CGRect, placedAt frame: CGRect, container: ContainerShapeContext?, inset: CGFloat) -> Path {
        let r = rect.insetBy(dx: inset, dy: inset)
        guard r.width > 0, r.height > 0 else { return Path() }
        let placed = frame.insetBy(dx: inset, dy: inset)
        let styles = [corners.topLeading, corners.topTrailing, corners.bottomLeading, corners.bottomTrailing]
        let which: [Edge.Corner] = [.topLeading, .topTrailing, .bottomLeading, .bottomTrailing]
        var radii = (0..<4).map { i -> CGFloat in
            let (rc, d) = container.map { ConcentricGeometry.containerCorner(which[i], of: placed, in: $0) } ?? (0, 0)
            return styles[i].radius(containerRadius: rc, distance: d)
        }
        let g = [groups.0, groups.1, groups.2, groups.3]
        radii = (0..<4).map { i in (0..<4).filter { g[$0] == g[i] }.map { radii[$0] }.max() ?? radii[i] }
        let limit = min(r.width, r.height) / 2
        radii = radii.map { min($0, limit) }
        if radii.allSatisfy({ $0 <= 0 }) { return Path(r) }
        let cr = RectangleCornerRadii(topLeading: radii[0], bottomLeading: radii[2], bottomTrailing: radii[3], topTrailing: radii[1])
        return Path(.unevenRoundedRect(Rect(r), radii: cr.tuple, style: RoundedCornerStyle.continuous.raster))
    }
}

extension Shape where Self == ConcentricRectangle {
    /// A rectangle with every corner in `corners` (see ``ConcentricRectangle``).
    public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> ConcentricRectangle {
        ConcentricRectangle(corners: corners, isUniform: isUniform)
    }
    /// A rectangle whose top corners share one style and bottom corners another, uniformly.
    public static func rect(uniformTopCorners: Edge.Corner.Style, uniformBottomCorners: Edge.Corner.Style) -> ConcentricRectangle {
        ConcentricRectangle(uniformTopCorners: uniformTopCorners, uniformBottomCorners: uniformBottomCorners)
    }
    /// A rectangle whose leading corners share one style and trailing corners another, uniformly.
    public static func rect(uniformLeadingCorners: Edge.Corner.Style, uniformTrailingCorners: Edge.Corner.Style) -> ConcentricRectangle {
        ConcentricRectangle(uniformLeadingCorners: uniformLeadingCorners, uniformTrailingCorners: uniformTrailingCorners)
    }
}
