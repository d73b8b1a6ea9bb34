/// The geometry of a scroll view, as SwiftUI's `ScrollGeometry` (iOS 18): where its content
/// is scrolled to, how big the content and the container are.
public struct ScrollGeometry: Equatable, Sendable {
    /// How far the content is scrolled, from its top-leading edge.
    public var contentOffset: CGPoint
    /// The content's size.
    public var contentSize: CGSize
    /// The insets of the content (its `contentMargins`).
    public var contentInsets: EdgeInsets
    /// The scroll view's size.
    public var containerSize: CGSize
    /// The part of the content showing, in the content's coordinates.
    public var visibleRect: CGRect {
        CGRect(x: contentOffset.x, y: contentOffset.y, width: containerSize.width, height: containerSize.height)
    }
    /// The scroll view's bounds, in the content's coordinates.
    public var bounds: CGRect { visibleRect }

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }
}

extension View {
    /// Runs `action` when the value `transform` reads from the scroll view's geometry
    /// changes, as SwiftUI's `onScrollGeometryChange(for:of:action:)` (iOS 18). A still runs
    /// it once for the geometry it is drawn with (old and new equal), then on each change, so
    /// state it sets shows in the same still.
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(ScrollObserverModifier { context in
            let id = context.identity.appending(.explicit("onScrollGeometryChange"))
            let graph = context.graph
            return { geometry in
                graph?.lifecycle.change(id, value: transform(geometry), isEqual: ==, initial: true, action: action)
            }
        })
    }
}

/// Adds a geometry observer to the scroll view the modifier is on.
struct ScrollObserverModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let make: (ResolveContext) -> (ScrollGeometry) -> Void

    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        let observer = make(context)
        return content(context.with { $0.scrollViewConfiguration.geometryObservers.append(observer) })
    }
}
