/// A key for a value in a ``PreviewContext``, as SwiftUI's `PreviewContextKey`.
public protocol PreviewContextKey {
    /// The value's type.
    associatedtype Value
    /// The value when the context does not set one.
    static var defaultValue: Value { get }
}

/// Values a preview runs with (Xcode's previews read them), as SwiftUI's `PreviewContext`.
public protocol PreviewContext {
    /// The value for `key`.
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

extension View {
    /// Runs a preview of this view in `value`'s context. Kept for source compatibility: a
    /// render is not an Xcode preview, so the view draws as it is (no pixels of its own).
    public func previewContext<C: PreviewContext>(_ value: C) -> some View { self }
}
