import Foundation

/// A type that can be dragged, dropped, copied and shared, standing in for
/// CoreTransferable's `Transferable`, which Linux lacks. Strings, URLs, data, attributed
/// strings and images conform, as in the SDK.
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension AttributedString: Transferable {}
extension Image: Transferable {}

// A render has no drag session: a drag never starts and nothing is dropped, so these have
// no pixels and draw the view as it is (a drop target's `isTargeted` stays false).
extension View {
    /// Lets the view be dragged, carrying `payload`. No pixels in a still.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }

    /// Lets the view be dragged with `preview` under the finger. No pixels in a still.
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T,
                                                    @ViewBuilder preview: () -> V) -> some View { self }

    /// Accepts drops of `payloadType`; `action` would receive them and `isTargeted` whether a
    /// drag hovers. Never called in a render.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { self }
}
