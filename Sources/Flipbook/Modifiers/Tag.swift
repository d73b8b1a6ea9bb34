/// The value a `.tag(_:)` gives a view: a `Picker` (and `TabView`) reads it from the view's
/// identity to match the selection.
struct ViewTag: Hashable {
    let value: AnyHashable
}

/// A view with a tag; it resolves as its content, under an identity that carries the tag.
struct TaggedView<Content: View>: View, ViewListResolvable {
    typealias Body = Never
    let content: Content
    let tag: AnyHashable

    func resolveList(_ context: ResolveContext) -> [ViewNode] {
        resolveViewList(of: content, context.child(.explicit(AnyHashable(ViewTag(value: tag)))))
    }
}

extension View {
    /// Tags this view with `tag`, as SwiftUI's `tag(_:)`: a `Picker` selects the option whose
    /// tag equals its selection. Views from `ForEach` are tagged with their id unless tagged.
    public func tag<V: Hashable>(_ tag: V) -> some View { TaggedView(content: self, tag: AnyHashable(tag)) }

    /// Tags this view; `includeOptional` is accepted for SwiftUI source compatibility (an
    /// optional selection matches the tag's wrapped value either way).
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View { TaggedView(content: self, tag: AnyHashable(tag)) }
}

extension ViewIdentity {
    /// The tag of the view with this identity below `prefix`: the nearest `.tag(_:)`, else
    /// the nearest `ForEach` (or `.id`) id.
    func tag(below prefix: ViewIdentity) -> AnyHashable? {
        let tail = path.dropFirst(prefix.path.count)
        var forEachID: AnyHashable?
        for c in tail.reversed() {
            guard case .explicit(let h) = c else { continue }
            if let t = h.base as? ViewTag { return t.value }
            if forEachID == nil { forEachID = h }
        }
        return forEachID
    }
}

extension ViewIdentity {
    /// Whether a row with this identity is the one `value` selects: its `.tag(_:)`, its
    /// `ForEach` id or an `.id(_:)` on the way down equals it.
    func names(_ value: AnyHashable) -> Bool {
        path.contains { c in
            guard case .explicit(let h) = c else { return false }
            return h == value || (h.base as? ViewTag)?.value == value
        }
    }
}
