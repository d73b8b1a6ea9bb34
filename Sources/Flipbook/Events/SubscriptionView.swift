/// A view that runs `action` with each value `publisher` emits, as SwiftUI's
/// `SubscriptionView` (what `onReceive(_:perform:)` returns there). Draws `content`; the
/// subscription works as ``View/onReceive(_:perform:)`` does, on the render's virtual clock.
public struct SubscriptionView<PublisherType: Publisher, Content: View>: View where PublisherType.Failure == Never {
    /// The view drawn.
    public var content: Content
    /// The publisher subscribed to.
    public var publisher: PublisherType
    /// What runs with each value.
    public var action: (PublisherType.Output) -> Void

    /// A view showing `content` that runs `action` with each value of `publisher`.
    public init(content: Content, publisher: PublisherType, action: @escaping (PublisherType.Output) -> Void) {
        self.content = content
        self.publisher = publisher
        self.action = action
    }

    public var body: some View {
        content.onReceive(publisher, perform: action)
    }
}
