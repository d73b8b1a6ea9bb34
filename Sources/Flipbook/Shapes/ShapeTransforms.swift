/// A shape moved by an offset, as SwiftUI's `OffsetShape`.
public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize
    public init(shape: Content, offset: CGSize) { self.shape = shape; self.offset = offset }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape turned about an anchor of its frame, as SwiftUI's `RotatedShape`. Positive
/// angles turn clockwise on screen.
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape; self.angle = angle; self.anchor = anchor
    }
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(aboutPoint(anchor.point(in: rect), CGAffineTransform(rotationAngle: angle.radians)))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape scaled about an anchor of its frame, as SwiftUI's `ScaledShape`.
public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape; self.scale = scale; self.anchor = anchor
    }
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(aboutPoint(anchor.point(in: rect), CGAffineTransform(scaleX: scale.width, y: scale.height)))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape under an affine transform given in its frame's coordinates (origin at the
/// frame's top-leading corner), as SwiftUI's `TransformedShape`.
public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform
    public init(shape: Content, transform: CGAffineTransform) { self.shape = shape; self.transform = transform }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform.inRoot(of: rect)) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// `t` applied about `p` instead of the origin.
private func aboutPoint(_ p: CGPoint, _ t: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(translationX: -p.x, y: -p.y).concatenating(t).concatenating(CGAffineTransform(translationX: p.x, y: p.y))
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> { OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset) }
}
extension RotatedShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}
extension ScaledShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> ScaledShape<Content.InsetShape> {
        ScaledShape<Content.InsetShape>(shape: shape.inset(by: amount), scale: scale, anchor: anchor)
    }
}

extension Shape {
    /// The shape moved by `offset`.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    /// The shape moved by `offset`.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y)) }
    /// The shape moved by (`x`, `y`).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: x, height: y)) }
    /// The shape turned by `angle` about `anchor` (clockwise for positive angles).
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
    /// The shape scaled about `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    /// The shape scaled uniformly about `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }
    /// The shape under an affine transform in its frame's coordinates.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}
