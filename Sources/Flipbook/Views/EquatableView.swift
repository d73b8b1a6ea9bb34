/// A view that SwiftUI skips re-evaluating while it equals its previous value, as
/// SwiftUI's `EquatableView`. Re-evaluating an equal view gives the same pixels, so it draws
/// its content exactly as the content draws itself.
public struct EquatableView<Content: View & Equatable>: View {
    public var content: Content
    public init(content: Content) { self.content = content }
    public var body: some View { content }
}

extension View where Self: Equatable {
    /// Wraps the view in an ``EquatableView``.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
