/// Which parts of a view's geometry ``View/matchedGeometryEffect(id:in:properties:anchor:isSource:)``
/// matches, as SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position (the anchor points coincide).
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// Wraps the view so the engine can give it its group's geometry.
struct MatchedGeometryModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let tag: MatchedGeometryTag

    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        wrapEach(content(context), context) { node, id in
            let wrapper = ViewNode(identity: id, behavior: MatchedGeometryBehavior(), children: [node], environment: context.environment)
            wrapper.annotations[MatchedGeometryKey.self] = tag
            return wrapper
        }
    }
}

/// A wrapper of the content's size: the engine re-places it on the source's frame.
struct MatchedGeometryBehavior: NodeBehavior, SameSizeWrapperBehavior {
    var debugName: String { "MatchedGeometry" }
}

extension View {
    /// Matches this view's geometry with the other views of the group `id` in `namespace`,
    /// as SwiftUI's `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
    ///
    /// - A view with `isSource: false` is drawn with the group's source's frame (laid out
    ///   again at the source's size and placed on it, aligned at `anchor`), whatever its own
    ///   layout gave it; `properties` limits this to the position or the size.
    /// - When one source replaces another inside an animation (an `if`/`else` swapping two
    ///   views with the same id), the new view starts at the old one's frame and moves and
    ///   resizes into its own on a ``FrameSequence``'s clock; the old one leaves with its
    ///   removal transition where it was. A still shows every view at rest.
    ///
    /// ```swift
    /// @Namespace private var hero
    /// if expanded {
    ///     RoundedRectangle(cornerRadius: 20).matchedGeometryEffect(id: "card", in: hero)
    ///         .frame(height: 300)
    /// } else {
    ///     RoundedRectangle(cornerRadius: 10).matchedGeometryEffect(id: "card", in: hero)
    ///         .frame(width: 80, height: 80)
    /// }
    /// ```
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        let group = AnyHashable(MatchedGroup(namespace: namespace, id: AnyHashable(id)))
        return modifier(MatchedGeometryModifier(tag: MatchedGeometryTag(group: group, properties: .init(rawValue: properties.rawValue),
                                                                        anchor: anchor, isSource: isSource)))
    }

    /// Makes this view's subviews take their geometry from it as a group, as SwiftUI's
    /// `geometryGroup()`: while the view's frame animates, its children animate inside it
    /// rather than each along its own path. Flipbook's layout animation interpolates every
    /// frame in root coordinates along the same curve, so children already move with their
    /// parent; at rest, and in a still, the view draws exactly as without it.
    public func geometryGroup() -> some View { modifier(EmptyModifier()) }
}

/// A matched-geometry group: an id within a namespace.
struct MatchedGroup: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
}
