/// `preference(key:value:)` and `anchorPreference`: the view's value for a key, replacing
/// what its content set for that key (as in SwiftUI, the outer writer wins). The value is
/// made from the view's frame once layout has placed it (plain values ignore the frame).
struct PreferenceWriterBehavior<Key: PreferenceKey>: SameSizeWrapperBehavior, PreferenceContributing {
    let value: (CGRect) -> Key.Value
    var debugName: String { "Preference(\(Key.self))" }

    func preference<K: PreferenceKey>(_ key: K.Type, node: ViewNode, fromChildren: K.Value?) -> K.Value? {
        guard K.self == Key.self else { return fromChildren }
        return value(node.frame) as? K.Value
    }
}

/// `transformPreference` and `transformAnchorPreference`: edits the content's combined value
/// (the key's default when the content set none).
struct PreferenceTransformBehavior<Key: PreferenceKey>: SameSizeWrapperBehavior, PreferenceContributing {
    let transform: (inout Key.Value, CGRect) -> Void
    var debugName: String { "TransformPreference(\(Key.self))" }

    func preference<K: PreferenceKey>(_ key: K.Type, node: ViewNode, fromChildren: K.Value?) -> K.Value? {
        guard K.self == Key.self else { return fromChildren }
        var v = (fromChildren as? Key.Value) ?? Key.defaultValue
        transform(&v, node.frame)
        return v as? K.Value
    }
}

/// Wraps each content node in a node with `behavior` (preference writers are transparent
/// to layout: the default behavior sizes and places the one child).
@MainActor
func wrapPreference(_ nodes: [ViewNode], _ context: ResolveContext, _ behavior: any NodeBehavior) -> [ViewNode] {
    wrapEach(nodes, context) { node, id in
        ViewNode(identity: id, behavior: behavior, children: [node], environment: context.environment)
    }
}

struct PreferenceWriterModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: (CGRect) -> Key.Value
    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        wrapPreference(content(context), context, PreferenceWriterBehavior<Key>(value: value))
    }
}

struct PreferenceTransformModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (inout Key.Value, CGRect) -> Void
    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        wrapPreference(content(context), context, PreferenceTransformBehavior<Key>(transform: transform))
    }
}

extension View {
    /// Sets the view's value for a preference key, read by ancestors with
    /// ``onPreferenceChange(_:perform:)`` or ``overlayPreferenceValue(_:alignment:_:)``.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWriterModifier<K>(value: { _ in value }))
    }

    /// Edits the value the view's content set for a preference key.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(PreferenceTransformModifier<K>(transform: { v, _ in callback(&v) }))
    }

    /// Sets a preference from an anchor of the view's geometry (its bounds, a corner, a
    /// point), which a ``GeometryProxy`` resolves in its own coordinates.
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(PreferenceWriterModifier<K>(value: { frame in transform(value.anchor(in: frame)) }))
    }

    /// Edits the content's value for a preference key with an anchor of the view's geometry.
    public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(PreferenceTransformModifier<K>(transform: { v, frame in transform(&v, value.anchor(in: frame)) }))
    }
}
