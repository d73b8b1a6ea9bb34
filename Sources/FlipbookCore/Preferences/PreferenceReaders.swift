/// `onPreferenceChange`: after layout, reads the content's value for the key and, when it
/// differs from the previous pass's (or on the first pass), queues the action. The action
/// runs after the pass like `onChange`'s; if it changes state, the render resolves and lays
/// out again — at most 8 passes in all (``ViewLayout``'s settling bound), so a preference
/// that never settles still gives a picture.
struct PreferenceChangeBehavior<Key: PreferenceKey>: SameSizeWrapperBehavior where Key.Value: Equatable {
    let events: LifecycleEvents?
    let identity: ViewIdentity
    let action: (Key.Value) -> Void
    var debugName: String { "OnPreferenceChange(\(Key.self))" }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        for child in node.children { child.place(in: frame) }
        guard let events else { return }
        let value = node.children.first?.resolvedPreference(Key.self) ?? Key.defaultValue
        events.change(identity, value: value, isEqual: { $0 == $1 }, initial: true) { _, new in action(new) }
    }
}

/// `onGeometryChange`: after layout, a value computed from the view's geometry; the action
/// runs (after the pass, as `onChange`'s) first with the settled value and again whenever
/// it changes.
struct GeometryChangeBehavior<T: Equatable>: SameSizeWrapperBehavior {
    let events: LifecycleEvents?
    let identity: ViewIdentity
    let transform: (GeometryProxy) -> T
    let action: (T, T) -> Void
    var debugName: String { "OnGeometryChange" }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        for child in node.children { child.place(in: frame) }
        guard let events else { return }
        let proxy = GeometryProxy(globalFrame: node.frame, namedSpaces: node.environment.namedCoordinateSpaces.visibleFrames)
        events.change(identity, value: transform(proxy), isEqual: { $0 == $1 }, initial: true, action: action)
    }
}

/// `overlayPreferenceValue` / `backgroundPreferenceValue`: a second view built from the
/// content's preference value once the content is laid out, sized to the content and aligned
/// to it, as `overlay`/`background`.
struct PreferenceLayerBehavior<Key: PreferenceKey, Layer: View>: PrimaryChildBehavior {
    let transform: (Key.Value) -> Layer
    let context: ResolveContext
    let alignment: Alignment
    let inFront: Bool
    var debugName: String { inFront ? "OverlayPreferenceValue" : "BackgroundPreferenceValue" }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        let main = node.children[0]
        main.place(in: frame)
        let value = main.resolvedPreference(Key.self)
        let layer = trackingObservation(context) { transform(value) }
        let secondary = ViewNode(identity: context.identity, behavior: LayoutBehavior(layout: ZStackLayout(alignment: alignment)),
                                 children: resolveViewList(of: layer, context), environment: context.environment)
        node.children = [main, secondary]
        alignChild(secondary, proposal: ProposedViewSize(frame.size), in: frame, alignment: alignment)
    }

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        let order = inFront ? node.children : node.children.reversed()
        for child in order { child.draw(into: &list) }
    }
}

/// Wraps each content node in a reading node made by `make` (given the node's lifecycle
/// identity, told apart per row as `LifecycleModifier` does).
struct PreferenceReaderModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let make: @MainActor (LifecycleEvents?, ViewIdentity, ResolveContext) -> any NodeBehavior
    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        let nodes = content(context)
        return wrapEach(nodes, context) { node, id in
            var layerContext = context
            layerContext.identity = id.appending(.explicit("preferenceLayer"))
            let behavior = make(context.graph?.lifecycle, id.appending(.explicit("preferenceReader")), layerContext)
            return ViewNode(identity: id, behavior: behavior, children: [node], environment: context.environment)
        }
    }
}

extension View {
    /// Runs `action` with the content's value for a preference key after layout: on the
    /// first render and whenever the value changes. State the action changes shows in the
    /// same render (one more layout pass; at most 8 in all).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
        where K.Value: Equatable {
        modifier(PreferenceReaderModifier { events, id, _ in PreferenceChangeBehavior<K>(events: events, identity: id, action: action) })
    }

    /// Runs `action` with a value computed from the view's geometry once it is laid out, and
    /// again whenever it changes.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void) -> some View {
        modifier(PreferenceReaderModifier { events, id, _ in
            GeometryChangeBehavior(events: events, identity: id, transform: transform) { _, new in action(new) }
        })
    }

    /// Runs `action` with the old and new values computed from the view's geometry.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(PreferenceReaderModifier { events, id, _ in GeometryChangeBehavior(events: events, identity: id, transform: transform, action: action) })
    }

    /// A view in front of this one built from its value for a preference key (anchors in it
    /// resolve with a `GeometryReader`), sized to this view.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceReaderModifier { _, _, ctx in
            PreferenceLayerBehavior<K, V>(transform: transform, context: ctx, alignment: alignment, inFront: true)
        })
    }

    /// A view behind this one built from its value for a preference key, sized to this view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceReaderModifier { _, _, ctx in
            PreferenceLayerBehavior<K, V>(transform: transform, context: ctx, alignment: alignment, inFront: false)
        })
    }
}
