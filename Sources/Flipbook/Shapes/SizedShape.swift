/// A shape drawn at a fixed size from the origin of the rectangle it is given, as what
/// SwiftUI's `Shape.size(_:)` returns. Layout is unchanged: a view filling it still takes
/// the space it is offered; only the path is made in `CGRect(origin: rect.origin, size: size)`.
public struct _SizedShape<S: Shape>: Shape {
    public var shape: S
    public var size: CGSize
    public init(shape: S, size: CGSize) { self.shape = shape; self.size = size }

    public func path(in rect: CGRect) -> Path { shape.path(in: CGRect(origin: rect.origin, size: size)) }
}

extension Shape {
    /// This shape made in a rectangle of `size` at the frame's origin (layout unchanged).
    public func size(_ size: CGSize) -> some Shape { _SizedShape(shape: self, size: size) }
    /// This shape made in a `width`×`height` rectangle at the frame's origin (layout unchanged).
    public func size(width: CGFloat, height: CGFloat) -> some Shape { _SizedShape(shape: self, size: CGSize(width: width, height: height)) }
}
