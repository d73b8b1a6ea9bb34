extension View {
    /// The insets of this list row's content (`nil`: the style's, 6 pt above and below, 20 pt
    /// at the sides), as SwiftUI's `listRowInsets(_:)`.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(TraitModifier { traits, _ in
            traits.listRowInsets = .some(insets.map {
                EdgeInsets(top: $0.top.finiteOrZero, leading: $0.leading.finiteOrZero,
                           bottom: $0.bottom.finiteOrZero, trailing: $0.trailing.finiteOrZero)
            })
        })
    }

    /// A view drawn behind this list row, filling it edge to edge (clipped to the section's
    /// card in grouped styles), as SwiftUI's `listRowBackground(_:)`.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(TraitModifier { traits, context in
            guard let view else { traits.listRowBackground = .some(nil); return }
            let c = context.child(.explicit("listRowBackground")).with { $0.listRowContext = nil }
            traits.listRowBackground = .some(resolveSingle(of: view, c))
        })
    }

    /// Shows or hides this row's separators at the given edges, as SwiftUI's
    /// `listRowSeparator(_:edges:)`. A separator between two rows is drawn unless either
    /// row hides it.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(TraitModifier { traits, _ in
            if edges.contains(.top) { traits.listRowSeparatorTop = visibility }
            if edges.contains(.bottom) { traits.listRowSeparatorBottom = visibility }
        })
    }

    /// The colour of this row's separators (`nil`: the system separator colour).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(TraitModifier { traits, _ in traits.listRowSeparatorTint = .some(color) })
    }
}
