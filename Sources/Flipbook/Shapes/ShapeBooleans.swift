import FlipbookRaster

extension Path {
    /// The area of either path, as SwiftUI's `Path.union(_:eoFill:)`. Curves are flattened to
    /// within 0.02 pt; the result is polygons that fill the same under either fill rule.
    public func union(_ other: Path, eoFill: Bool = false) -> Path { combined(other, .union, eoFill) }
    /// The area of both paths.
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path { combined(other, .intersection, eoFill) }
    /// This path's area outside `other`'s.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path { combined(other, .subtraction, eoFill) }
    /// The area of exactly one of the paths.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path { combined(other, .symmetricDifference, eoFill) }
    /// This path's line where it lies inside `other`'s area (open pieces, for stroking).
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        Path(storage.line(against: other.storage, keepInside: true, otherRule: eoFill ? .evenOdd : .nonZero))
    }
    /// This path's line where it lies outside `other`'s area.
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        Path(storage.line(against: other.storage, keepInside: false, otherRule: eoFill ? .evenOdd : .nonZero))
    }

    private func combined(_ other: Path, _ op: BezierPath.BooleanOperation, _ eoFill: Bool) -> Path {
        let rule: FillRule = eoFill ? .evenOdd : .nonZero
        return Path(storage.combined(with: other.storage, op, rule: rule, otherRule: rule))
    }
}

/// Two shapes combined by a path operation in the same frame, as what SwiftUI's
/// `Shape.union(_:eoFill:)` and its siblings return.
public struct _ShapeOperation<A: Shape, B: Shape>: Shape {
    enum Kind: Sendable { case union, intersection, subtracting, symmetricDifference, lineIntersection, lineSubtraction }
    let a: A
    let b: B
    let kind: Kind
    let eoFill: Bool

    public func path(in rect: CGRect) -> Path {
        let p = a.path(in: rect), q = b.path(in: rect)
        switch kind {
        case .union: return p.union(q, eoFill: eoFill)
        case .intersection: return p.intersection(q, eoFill: eoFill)
        case .subtracting: return p.subtracting(q, eoFill: eoFill)
        case .symmetricDifference: return p.symmetricDifference(q, eoFill: eoFill)
        case .lineIntersection: return p.lineIntersection(q, eoFill: eoFill)
        case .lineSubtraction: return p.lineSubtraction(q, eoFill: eoFill)
        }
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { a.sizeThatFits(proposal) }
}

extension Shape {
    /// The area of either shape (both laid out in this shape's frame).
    public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> _ShapeOperation<Self, T> { .init(a: self, b: other, kind: .union, eoFill: eoFill) }
    /// The area of both shapes.
    public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> _ShapeOperation<Self, T> { .init(a: self, b: other, kind: .intersection, eoFill: eoFill) }
    /// This shape's area outside `other`'s.
    public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> _ShapeOperation<Self, T> { .init(a: self, b: other, kind: .subtracting, eoFill: eoFill) }
    /// The area of exactly one of the shapes.
    public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> _ShapeOperation<Self, T> {
        .init(a: self, b: other, kind: .symmetricDifference, eoFill: eoFill)
    }
    /// This shape's outline where it lies inside `other` (stroke it).
    public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> _ShapeOperation<Self, T> {
        .init(a: self, b: other, kind: .lineIntersection, eoFill: eoFill)
    }
    /// This shape's outline where it lies outside `other` (stroke it).
    public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> _ShapeOperation<Self, T> {
        .init(a: self, b: other, kind: .lineSubtraction, eoFill: eoFill)
    }
}
