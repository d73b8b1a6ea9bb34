/// `searchable`: the search field iOS puts in the navigation bar of the screen it marks,
/// under the titles (see ``SearchBarMetrics`` in SearchBar.swift for the metrics), showing
/// the prompt ("Search" by default) or the text, and the tokens; while `isPresented` is
/// true the field is active: it takes the bar's place with Cancel beside it, and
/// `isSearching` is true inside. Outside a navigation stack iOS shows no field: nor does
/// Flipbook. Suggestions and scopes show while the user types, which a still never shows:
/// they are accepted and not drawn.
struct SearchableModifier: ViewModifier {
    let info: SearchBarInfo
    func body(content: Content) -> some View {
        content
            .environment(\.isSearching, info.isActive)
            .modifier(NavigationPreferenceModifier(preference: .search(info)))
    }
}

extension View {
    private func searchField(_ placement: SearchFieldPlacement, _ text: String, _ prompt: Text?, active: Bool = false,
                             tokens: [AnyView] = []) -> some View {
        modifier(SearchableModifier(info: SearchBarInfo(prompt: prompt, text: text, isActive: active, tokens: tokens,
                                                        placement: placement)))
    }

    /// A search field for `text` in the navigation bar, with `prompt` when empty.
    ///
    /// ```swift
    /// NavigationStack {
    ///     List(results) { Text($0.name) }
    ///         .navigationTitle("Departments")
    /// }
    /// .searchable(text: $searchText, prompt: "Look for something")
    /// ```
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        searchField(placement, text.wrappedValue, prompt)
    }
    /// A search field with a prompt from a string literal.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchField(placement, text.wrappedValue, Text(prompt))
    }
    /// A search field with a prompt from a string.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchField(placement, text.wrappedValue, Text(prompt))
    }

    /// A search field, active while `isPresented` is true.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        searchField(placement, text.wrappedValue, prompt, active: isPresented.wrappedValue)
    }
    /// A search field, active while `isPresented` is true, with a prompt from a string literal.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        searchField(placement, text.wrappedValue, Text(prompt), active: isPresented.wrappedValue)
    }
    /// A search field, active while `isPresented` is true, with a prompt from a string.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S) -> some View {
        searchField(placement, text.wrappedValue, Text(prompt), active: isPresented.wrappedValue)
    }

    /// A search field with tokens, drawn in the field before the text.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        searchField(placement, text.wrappedValue, prompt, tokens: tokens.wrappedValue.map { AnyView(token($0)) })
    }
    /// A search field with tokens and a prompt from a string literal.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        searchField(placement, text.wrappedValue, Text(prompt), tokens: tokens.wrappedValue.map { AnyView(token($0)) })
    }
    /// A search field with tokens and a prompt from a string.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        searchField(placement, text.wrappedValue, Text(prompt), tokens: tokens.wrappedValue.map { AnyView(token($0)) })
    }

    /// A search field with tokens, active while `isPresented` is true.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        searchField(placement, text.wrappedValue, prompt, active: isPresented.wrappedValue, tokens: tokens.wrappedValue.map { AnyView(token($0)) })
    }
    /// A search field with tokens, active while `isPresented` is true, prompt from a literal.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        searchField(placement, text.wrappedValue, Text(prompt), active: isPresented.wrappedValue, tokens: tokens.wrappedValue.map { AnyView(token($0)) })
    }

    /// A search field with editable tokens.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T) -> some View
        where C: MutableCollection, C.Element: Identifiable {
        searchField(placement, text.wrappedValue, prompt, tokens: editableTokenViews(editableTokens, token))
    }
    /// A search field with editable tokens and a prompt from a string literal.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T) -> some View
        where C: MutableCollection, C.Element: Identifiable {
        searchField(placement, text.wrappedValue, Text(prompt), tokens: editableTokenViews(editableTokens, token))
    }
    /// A search field with editable tokens, active while `isPresented` is true.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> T) -> some View
        where C: MutableCollection, C.Element: Identifiable {
        searchField(placement, text.wrappedValue, prompt, active: isPresented.wrappedValue, tokens: editableTokenViews(editableTokens, token))
    }

    /// A search field with tokens and suggested tokens (suggestions show while typing: not drawn).
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        searchField(placement, text.wrappedValue, prompt, tokens: tokens.wrappedValue.map { AnyView(token($0)) })
    }
    /// A search field with tokens and suggested tokens, prompt from a string literal.
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        searchField(placement, text.wrappedValue, Text(prompt), tokens: tokens.wrappedValue.map { AnyView(token($0)) })
    }
    /// A search field with tokens and suggested tokens, active while `isPresented` is true.
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        searchField(placement, text.wrappedValue, prompt, active: isPresented.wrappedValue, tokens: tokens.wrappedValue.map { AnyView(token($0)) })
    }

    /// A search field with suggestions (iOS 15's spelling; suggestions show while typing: not drawn).
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        searchField(placement, text.wrappedValue, prompt)
    }
    /// A search field with suggestions and a prompt from a string literal.
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        searchField(placement, text.wrappedValue, Text(prompt))
    }
    /// A search field with suggestions and a prompt from a string.
    @_disfavoredOverload
    public func searchable<V: View, S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
                                                       @ViewBuilder suggestions: () -> V) -> some View {
        searchField(placement, text.wrappedValue, Text(prompt))
    }

    /// Suggestions for the search field, shown while the user types: accepted, not drawn
    /// (a still shows the field at rest).
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }
    /// Where suggestions show: accepted, no pixels at rest.
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View { self }
    /// The text a suggestion completes the field with: accepted (the suggestion's own view shows).
    public func searchCompletion(_ completion: String) -> some View { self }
    /// The token a suggestion adds to the field: accepted.
    public func searchCompletion<T: Identifiable>(_ token: T) -> some View { self }
    /// The search's scopes, shown in a scope bar while searching: accepted, not drawn.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { self }
    /// The search's scopes with when the scope bar shows: accepted, not drawn.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation,
                                                   @ViewBuilder _ scopes: () -> S) -> some View { self }
    /// Whether presenting search hides the bar's title: accepted (an active field takes the
    /// bar's place either way here).
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View { self }
    /// How a toolbar search field shows: accepted (iOS 18's field is drawn).
    public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View { self }
}

@MainActor
private func editableTokenViews<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
    _ tokens: Binding<C>, _ token: (Binding<C.Element>) -> T) -> [AnyView] {
    tokens.wrappedValue.indices.map { i in
        let binding = Binding<C.Element>(get: { tokens.wrappedValue[i] }, set: { tokens.wrappedValue[i] = $0 })
        return AnyView(token(binding))
    }
}
