/// A piece of user interface, as SwiftUI's `View`: a value that describes what to show.
///
/// Write your own views by composing others in ``body``. Built-in views (``Text``,
/// ``Color``, shapes, stacks…) have `Body == Never`: Flipbook lays them out and draws them
/// itself.
@MainActor @preconcurrency
public protocol View {
    /// The type of view that ``body`` returns.
    associatedtype Body: View
    /// The content of this view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Built-in views have no body: Flipbook resolves them directly.
    public var body: Never { fatalError("\(Self.self) is a built-in view and has no body") }
}
