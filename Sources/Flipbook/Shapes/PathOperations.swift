import FlipbookRaster

extension Path {
    /// The area a stroke of this path covers, as a path to fill (non-zero), as SwiftUI's
    /// `strokedPath(_:)`. Curves are flattened to within 0.05 pt.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        guard style.lineWidth > 0 else { return Path() }
        return Path(storage.stroked(style.raster))
    }

    /// The last point added, or `nil` for an empty path.
    public var currentPoint: CGPoint? { storage.currentPoint.map { CGPoint(x: $0.x, y: $0.y) } }

    /// An arc of `delta` from `startAngle` about `center` (positive deltas turn clockwise on
    /// screen), joined to the current point by a line, as SwiftUI's `addRelativeArc`.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        var arc = Path()
        if let p = currentPoint { arc.move(to: p.applying(transform.inverted())) }
        // SwiftUI's `clockwise: false` runs with increasing angles (clockwise on screen).
        arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta.radians < 0)
        if transform == .identity { storage = isEmpty ? arc.storage : joined(arc).storage } else { self = joined(arc.applying(transform)) }
    }

    /// `self` followed by `arc`, whose first `move` continues the current subpath.
    private func joined(_ arc: Path) -> Path {
        guard !isEmpty else { return arc }
        var out = self
        var first = true
        for e in arc.storage.elements {
            switch e {
            case .move(let p): if first { out.storage.line(to: p) } else { out.storage.move(to: p) }
            case .line(let p): out.storage.line(to: p)
            case .quad(let c, let p): out.storage.quadCurve(to: p, control: c)
            case .cubic(let c1, let c2, let p): out.storage.curve(to: p, control1: c1, control2: c2)
            case .close: out.storage.close()
            }
            first = false
        }
        return out
    }

    /// Adds a rounded rectangle under `transform`.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform) {
        addPath(Path(roundedRect: rect, cornerSize: cornerSize, style: style), transform: transform)
    }

    /// Adds a rectangle whose corners have their own radii.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        addPath(Path(.unevenRoundedRect(Rect(rect), radii: cornerRadii.tuple, style: style.raster)), transform: transform)
    }
}

/// The radii of a rectangle's four corners, as SwiftUI's `RectangleCornerRadii`.
nonisolated public struct RectangleCornerRadii: Hashable, Sendable, Animatable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading; self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing; self.topTrailing = topTrailing
    }

    @MainActor public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
        set {
            topLeading = newValue.first.first; bottomLeading = newValue.first.second
            bottomTrailing = newValue.second.first; topTrailing = newValue.second.second
        }
    }

    /// Top-leading, top-trailing, bottom-trailing, bottom-leading (left to right).
    var tuple: (Double, Double, Double, Double) { (topLeading, topTrailing, bottomTrailing, bottomLeading) }
}

/// A rectangle whose corners each have their own radius, as SwiftUI's `UnevenRoundedRectangle`.
public struct UnevenRoundedRectangle: InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii; self.style = style
    }
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }

    @MainActor public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }

    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let c = cornerRadii
        let radii = RectangleCornerRadii(topLeading: max(0, c.topLeading - insetAmount), bottomLeading: max(0, c.bottomLeading - insetAmount),
                                         bottomTrailing: max(0, c.bottomTrailing - insetAmount), topTrailing: max(0, c.topTrailing - insetAmount))
        return Path(.unevenRoundedRect(Rect(r), radii: radii.tuple, style: style.raster))
    }
    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle { var c = self; c.insetAmount += amount; return c }
}

/// The shape of the container a view is in, as SwiftUI's `ContainerRelativeShape`: the
/// container shape set with ``View/containerShape(_:)``, its corners concentric at this
/// view's inset from it. iOS also gives it a widget's corner radius; with no container
/// shape (as outside widgets) it is the view's rectangle, as on iOS.
public struct ContainerRelativeShape: InsettableShape, ContainerDependentShape {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { containerPath(in: rect) }
    func path(in rect: CGRect, placedAt frame: CGRect, container: ContainerShapeContext?) -> Path {
        ConcentricRectangle().path(in: rect, placedAt: frame, container: container, inset: insetAmount)
    }
    public func inset(by amount: CGFloat) -> ContainerRelativeShape { var c = self; c.insetAmount += amount; return c }
}
