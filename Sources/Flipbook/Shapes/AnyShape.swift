/// A type-erased shape, as SwiftUI's `AnyShape`: `isCircle ? AnyShape(Circle()) : AnyShape(Rectangle())`.
/// It draws, sizes and insets-by-stroke exactly as the shape it wraps.
public struct AnyShape: Shape, @unchecked Sendable {
    private let makePath: @Sendable (CGRect) -> Path
    private let fits: @Sendable (ProposedViewSize) -> CGSize

    /// Wraps `shape`.
    public init<S: Shape>(_ shape: S) {
        makePath = { shape.path(in: $0) }
        fits = { shape.sizeThatFits($0) }
    }

    public func path(in rect: CGRect) -> Path { makePath(rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fits(proposal) }
}
