/// A coordinate space a ``GeometryProxy`` can report frames in, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
    /// The root view's space (the rendered image, in points).
    case global
    /// The view's own space: its frame starts at zero.
    case local
    /// A space named by `coordinateSpace(name:)` on an ancestor; an unknown name reports
    /// global coordinates.
    case named(AnyHashable)
}

/// Access to a ``GeometryReader``'s size and position, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
    /// The reader's frame in root (global) coordinates.
    let globalFrame: CGRect
    /// Frames (global) of named coordinate spaces enclosing the reader.
    let namedSpaces: [AnyHashable: CGRect]

    /// A proxy for a frame in root coordinates (`visualEffect` hands one to its closure).
    package init(globalFrame: CGRect, namedSpaces: [AnyHashable: CGRect] = [:], insets: EdgeInsets = EdgeInsets()) {
        self.globalFrame = globalFrame
        self.namedSpaces = namedSpaces
        self.insets = insets
    }

    /// The size of the reader: the space it was offered.
    public var size: CGSize { globalFrame.size }

    /// How far the reader reaches into the unsafe parts of the screen (the status bar, the
    /// home indicator, a bar), per edge: zero inside the safe area and without a device.
    public var safeAreaInsets: EdgeInsets { insets }
    var insets = EdgeInsets()

    /// The reader's frame in a coordinate space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global: return globalFrame
        case .local: return CGRect(origin: .zero, size: globalFrame.size)
        case .named(let name):
            guard let space = namedSpaces[name] else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    /// The frame of a named coordinate space enclosing the reader, in the reader's local
    /// coordinates (`nil` when no ancestor has that name).
    public func bounds(of coordinateSpace: CoordinateSpace) -> CGRect? {
        guard case .named(let name) = coordinateSpace, let space = namedSpaces[name] else { return nil }
        return space.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }
}

/// A container that builds its content from its own size and position, as SwiftUI's
/// `GeometryReader`. It takes all the space it is offered (10×10 for an unspecified
/// proposal), offers that size to its content and places the content at its top-leading
/// corner (SwiftUI 2.0 and later; several views overlap there).
///
/// The content is resolved during placement, once the reader's frame is known.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    package func makeNode(_ context: ResolveContext) -> ViewNode {
        ViewNode(identity: context.identity, behavior: GeometryReaderBehavior(content: content, context: context),
                 environment: context.environment)
    }
}

struct GeometryReaderBehavior<Content: View>: NodeBehavior {
    // A reader fills its proposal: a plain view to its neighbours.
    func spacing(node: ViewNode) -> ViewSpacing { ViewSpacing() }

    let content: (GeometryProxy) -> Content
    let context: ResolveContext
    var debugName: String { "GeometryReader" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        let proxy = GeometryProxy(globalFrame: frame, namedSpaces: context.environment.namedCoordinateSpaces.visibleFrames,
                                  insets: SafeAreaRegion.current?.insets(of: frame) ?? EdgeInsets())
        node.children = resolveViewList(of: trackingObservation(context) { content(proxy) }, context.child(.content))
        for child in node.children {
            let s = child.sizeThatFits(ProposedViewSize(frame.size))
            child.place(in: CGRect(origin: frame.origin, size: s))
        }
    }
}
