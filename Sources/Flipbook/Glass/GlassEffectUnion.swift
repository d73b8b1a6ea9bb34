import FlipbookRaster

extension View {
    /// Names this view's glass for morphing, as iOS 26's `glassEffectID(_:in:)`: when glass
    /// with this ID appears in another place across an animation, it morphs between the two.
    /// A still shows each glass where it is: no pixels of its own.
    public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View { self }

    /// Joins this view's glass with every other glass of the same `id` and `namespace` in the
    /// enclosing ``GlassEffectContainer`` into one glass shape, as iOS 26's
    /// `glassEffectUnion(id:namespace:)`: the members' shape stretched over the rectangle
    /// that bounds them all, drawn once behind the first member. Outside a container each
    /// glass is drawn on its own.
    public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> some View {
        environment(\.glassUnion, id.map { GlassUnionKey(id: AnyHashable($0), namespace: namespace) })
    }
}

/// Which union a glass belongs to.
struct GlassUnionKey: Hashable, @unchecked Sendable {
    let id: AnyHashable
    let namespace: Namespace.ID
}

/// The frames of a container's union members, recorded as they are placed (placement runs
/// before drawing) so the first member can draw the glass over all of them.
final class GlassUnionRegistry: @unchecked Sendable {
    private var members: [GlassUnionKey: [(identity: ViewIdentity, frame: CGRect)]] = [:]

    func place(_ key: GlassUnionKey, _ identity: ViewIdentity, _ frame: CGRect) {
        var list = members[key, default: []]
        if let i = list.firstIndex(where: { $0.identity == identity }) { list[i].frame = frame } else { list.append((identity, frame)) }
        members[key] = list
    }

    /// The rectangle bounding every member, when `identity` is the first (it draws the union).
    func unionFrame(_ key: GlassUnionKey, for identity: ViewIdentity) -> CGRect?? {
        guard let list = members[key], let first = list.first else { return nil }
        guard first.identity == identity else { return .some(nil) }
        return list.dropFirst().reduce(first.frame) { $0.union($1.frame) }
    }
}

private struct GlassUnionEnvironmentKey: EnvironmentKey { static let defaultValue: GlassUnionKey? = nil }
private struct GlassUnionRegistryKey: EnvironmentKey { static let defaultValue: GlassUnionRegistry? = nil }

extension EnvironmentValues {
    var glassUnion: GlassUnionKey? {
        get { self[GlassUnionEnvironmentKey.self] }
        set { self[GlassUnionEnvironmentKey.self] = newValue }
    }
    var glassUnionRegistry: GlassUnionRegistry? {
        get { self[GlassUnionRegistryKey.self] }
        set { self[GlassUnionRegistryKey.self] = newValue }
    }
}

/// Gives a ``GlassEffectContainer``'s content a fresh registry of union members per resolution.
struct GlassUnionScope: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        let registry = GlassUnionRegistry()
        return content(context.with { $0.glassUnionRegistry = registry })
    }
}
