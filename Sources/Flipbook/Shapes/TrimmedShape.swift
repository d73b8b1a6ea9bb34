/// A part of a shape's outline by arc-length fraction, as SwiftUI's `Shape.trim(from:to:)`.
/// Stroke it (`Circle().trim(from: 0, to: 0.25).stroke()`) for progress rings; filling a
/// trimmed shape closes each piece implicitly, as in SwiftUI.
public struct _TrimmedShape<S: Shape>: Shape {
    public var shape: S
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    public init(shape: S, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        self.shape = shape; self.startFraction = startFraction; self.endFraction = endFraction
    }

    /// Both ends and the trimmed shape's own data animate, as in SwiftUI.
    @MainActor public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, S.AnimatableData> {
        get { AnimatablePair(AnimatablePair(startFraction, endFraction), shape.animatableData) }
        set { startFraction = newValue.first.first; endFraction = newValue.first.second; shape.animatableData = newValue.second }
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension Shape {
    /// The part of the outline between two fractions (0…1) of its length. Built-in shapes
    /// start at their right-most point (circles, ellipses) or top-left corner (rectangles)
    /// and run clockwise on screen; `from ≥ to` draws nothing.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

extension Path {
    /// The part of the path between two fractions (0…1) of its total length, as SwiftUI's
    /// `trimmedPath(from:to:)`: curves are cut exactly, closed subpaths kept whole stay closed.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path { Path(storage.trimmed(from: from, to: to)) }
}
