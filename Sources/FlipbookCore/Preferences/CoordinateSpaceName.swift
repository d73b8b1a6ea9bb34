/// Frames of named coordinate spaces, filled in as layout places the views that name them
/// (ancestors are placed before descendants, so a ``GeometryReader`` below sees them).
final package class NamedCoordinateSpaces {
    let parent: NamedCoordinateSpaces?
    var frames: [AnyHashable: CGRect] = [:]
    init(parent: NamedCoordinateSpaces? = nil) { self.parent = parent }

    /// Every name visible here, the nearest naming winning.
    package var visibleFrames: [AnyHashable: CGRect] {
        (parent?.visibleFrames ?? [:]).merging(frames) { _, inner in inner }
    }
}

private struct NamedCoordinateSpacesKey: EnvironmentKey {
    static var defaultValue: NamedCoordinateSpaces { NamedCoordinateSpaces() }
}

extension EnvironmentValues {
    package var namedCoordinateSpaces: NamedCoordinateSpaces {
        get { self[NamedCoordinateSpacesKey.self] }
        set { self[NamedCoordinateSpacesKey.self] = newValue }
    }
}

/// SwiftUI's `coordinateSpace(name:)`: names the view's frame for `GeometryProxy.frame(in: .named(…))`.
struct CoordinateSpaceNameModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let name: AnyHashable

    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        // Each naming gets its own table, chained to the enclosing one, so siblings do not mix.
        let spaces = NamedCoordinateSpaces(parent: context.environment.namedCoordinateSpaces)
        let inner = context.with { $0.namedCoordinateSpaces = spaces }
        return wrapEach(content(inner), context) { node, id in
            ViewNode(identity: id, behavior: CoordinateSpaceNameBehavior(name: name, spaces: spaces),
                     children: [node], environment: context.environment)
        }
    }
}

struct CoordinateSpaceNameBehavior: NodeBehavior {
    let name: AnyHashable
    let spaces: NamedCoordinateSpaces
    var debugName: String { "CoordinateSpace" }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        spaces.frames[name] = frame
        node.children[0].place(in: frame)
    }
}

extension View {
    /// Names this view's frame as a coordinate space for `GeometryProxy.frame(in: .named(name))`.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(CoordinateSpaceNameModifier(name: AnyHashable(name)))
    }
}
