import Foundation

extension DynamicViewContent {
    /// Lets the user insert items dropped between these rows: `action` gets the offset and
    /// the dropped items' providers. Accepted, no pixels: a still has no drop in progress.
    public func onInsert(of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> some DynamicViewContent {
        self
    }

    /// Lets the user drop `Transferable` items between these rows: `action` gets the items
    /// and the offset. Accepted, no pixels: a still has no drop in progress.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void) -> some DynamicViewContent {
        self
    }
}
