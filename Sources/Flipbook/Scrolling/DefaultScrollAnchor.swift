/// What a default scroll anchor applies to, as SwiftUI's `ScrollAnchorRole` (iOS 18).
public struct ScrollAnchorRole: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case initialOffset, sizeChanges, alignment }
    let kind: Kind
    /// Where the scroll view starts (drawn: a still shows the start).
    public static var initialOffset: ScrollAnchorRole { .init(kind: .initialOffset) }
    /// What stays put when the content or container resizes (no pixels in one still).
    public static var sizeChanges: ScrollAnchorRole { .init(kind: .sizeChanges) }
    /// Where content smaller than the scroll view sits.
    public static var alignment: ScrollAnchorRole { .init(kind: .alignment) }
}

extension View {
    /// Starts the scroll views here at `anchor` of their content, as SwiftUI's
    /// `defaultScrollAnchor(_:)`: `.bottom` shows a chat's latest messages, scrolled to the end.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        transformEnvironment(\.scrollViewConfiguration) { $0.defaultAnchor = anchor }
    }

    /// Sets the default anchor for one `role`, as SwiftUI's `defaultScrollAnchor(_:for:)`.
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        transformEnvironment(\.scrollViewConfiguration) { config in
            switch role.kind {
            case .initialOffset: config.defaultAnchor = anchor
            case .sizeChanges: config.sizeChangeAnchor = anchor
            case .alignment: config.alignmentAnchor = anchor
            }
        }
    }
}
