/// The kinds of interaction a content shape applies to, as SwiftUI's `ContentShapeKinds`.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

/// SwiftUI's `contentShape`: the shape hit testing uses. Rendering ignores it; the node
/// keeps the shape (``ContentShapeBehavior``) for hit testing to read later.
struct ContentShapeModifier<S: Shape>: ViewModifier, WrappingModifier {
    typealias Body = Never
    let shape: S
    let kinds: ContentShapeKinds
    let eoFill: Bool
    func makeBehavior(_ context: ResolveContext) -> any NodeBehavior {
        ContentShapeBehavior(path: { shape.rootPath(in: $0) }, kinds: kinds, eoFill: eoFill)
    }
}

struct ContentShapeBehavior: NodeBehavior {
    /// The shape laid out in a frame (root coordinates).
    let path: (CGRect) -> Path
    let kinds: ContentShapeKinds
    let eoFill: Bool
    var debugName: String { "ContentShape" }

}

extension View {
    /// Sets the shape used for hit testing (stored; rendering is unaffected).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(ContentShapeModifier(shape: shape, kinds: .interaction, eoFill: eoFill))
    }
    /// Sets the shape used for the given kinds of interaction (stored; rendering is unaffected).
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        modifier(ContentShapeModifier(shape: shape, kinds: kind, eoFill: eoFill))
    }
}

// Reports its content's explicit alignment guides (see SameSizeWrapperBehavior).
extension ContentShapeBehavior: SameSizeWrapperBehavior {}
