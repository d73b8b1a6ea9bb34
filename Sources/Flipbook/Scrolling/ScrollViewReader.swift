/// Gives its content a ``ScrollViewProxy`` to scroll the scroll views inside to a view, as
/// SwiftUI's `ScrollViewReader`:
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView { ForEach(0..<50) { Text("Row \($0)").id($0) } }
///         .onAppear { proxy.scrollTo(30, anchor: .center) }
/// }
/// ```
///
/// A `scrollTo` made while rendering (in `onAppear`, `task`, a tap from a test) shows in
/// the same still: the scroll views re-lay out scrolled there (with no animation to show).
public struct ScrollViewReader<Content: View>: View {
    public typealias Body = Never
    /// The content, given the proxy.
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }
}

extension ScrollViewReader: ViewListResolvable {
    package func resolveList(_ context: ResolveContext) -> [ViewNode] {
        let location = context.graph?.location(for: context.identity, name: "scrollViewReader",
                                               initial: ScrollViewReaderRequest?.none)
            ?? StateLocation(value: nil, graph: nil)
        let proxy = ScrollViewProxy(location: location)
        return resolveViewList(of: content(proxy), context.child(.content).with { $0.scrollViewReaderRequest = location })
    }
}

/// Scrolls the scroll views inside a ``ScrollViewReader``, as SwiftUI's `ScrollViewProxy`.
public struct ScrollViewProxy: @unchecked Sendable {
    let location: StateLocation<ScrollViewReaderRequest?>

    /// Scrolls to the view with identity `id` (a `ForEach` element's id or `.id(_:)`):
    /// `anchor` of it aligned with the same point of the scroll view, or with no anchor
    /// only as far as shows it.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        let request = ScrollViewReaderRequest(id: AnyHashable(id), anchor: anchor)
        assumeMainActor { location.value = request }
    }
}

struct ScrollViewReaderRequest: Equatable, @unchecked Sendable {
    let id: AnyHashable
    let anchor: UnitPoint?
}

private struct ScrollViewReaderRequestKey: EnvironmentKey {
    static var defaultValue: StateLocation<ScrollViewReaderRequest?>? { nil }
}

extension EnvironmentValues {
    var scrollViewReaderRequest: StateLocation<ScrollViewReaderRequest?>? {
        get { self[ScrollViewReaderRequestKey.self] }
        set { self[ScrollViewReaderRequestKey.self] = newValue }
    }
}
