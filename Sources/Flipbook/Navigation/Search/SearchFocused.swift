extension View {
    /// Gives the screen's search field focus while `condition` is true, as SwiftUI's
    /// `searchFocused(_:)`: a focused field is drawn active, as iOS draws it (the field
    /// takes the bar, with Cancel beside it).
    ///
    /// ```swift
    /// @FocusState private var isSearchFocused: Bool
    /// NavigationStack { List { … }.searchable(text: $text).searchFocused($isSearchFocused) }
    /// ```
    public func searchFocused(_ condition: FocusState<Bool>.Binding) -> some View {
        SearchFocusedMarker(content: self) { condition.wrappedValue }
    }

    /// Gives the screen's search field focus while `binding` equals `value`; drawn active then.
    public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View {
        SearchFocusedMarker(content: self) { binding.wrappedValue == value }
    }
}

/// Marks the screen's search field focused (or leaves the content as it is).
private struct SearchFocusedMarker<Content: View>: View {
    let content: Content
    // Read when the body is made, after the focus state is linked to the view graph.
    let isFocused: @MainActor () -> Bool
    var body: some View {
        if isFocused() {
            content.modifier(NavigationPreferenceModifier(preference: .searchFocused))
        } else {
            content
        }
    }
}
