extension View {
    /// Sets the insets of this list row's content on `edges` to `length` (`nil`: the style's,
    /// 6 pt above and below, 20 pt at the sides), keeping the other edges, as SwiftUI's
    /// `listRowInsets(_:_:)`.
    public func listRowInsets(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
        modifier(TraitModifier { traits, _ in
            let standard = ListMetrics.rowInsets(.plain)
            var insets = (traits.listRowInsets ?? nil) ?? standard
            let value = length?.finiteOrZero
            if edges.contains(.top) { insets.top = value ?? standard.top }
            if edges.contains(.leading) { insets.leading = value ?? standard.leading }
            if edges.contains(.bottom) { insets.bottom = value ?? standard.bottom }
            if edges.contains(.trailing) { insets.trailing = value ?? standard.trailing }
            traits.listRowInsets = .some(insets)
        })
    }
}
