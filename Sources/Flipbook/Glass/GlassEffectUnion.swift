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

private struct GlassUnionEnvironmentKey: EnvironmentKey { static let defaultValue: GlassUnionKey? = nil }
private struct GlassContainerRegistryKey: EnvironmentKey { static let defaultValue: GlassContainerRegistry? = nil }

extension EnvironmentValues {
    var glassUnion: GlassUnionKey? {
        get { self[GlassUnionEnvironmentKey.self] }
        set { self[GlassUnionEnvironmentKey.self] = newValue }
    }
    /// The enclosing ``GlassEffectContainer``'s glass, collected as it is placed.
    var glassContainer: GlassContainerRegistry? {
        get { self[GlassContainerRegistryKey.self] }
        set { self[GlassContainerRegistryKey.self] = newValue }
    }
}

/// Gives a ``GlassEffectContainer``'s content a fresh registry of glass per resolution.
struct GlassContainerScope: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let spacing: CGFloat
    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        let registry = GlassContainerRegistry(spacing: spacing)
        return content(context.with { $0.glassContainer = registry })
    }
}
