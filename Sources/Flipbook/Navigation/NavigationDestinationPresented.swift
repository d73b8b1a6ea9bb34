extension View {
    /// Pushes `destination` on the enclosing navigation stack while `isPresented` is true, as
    /// SwiftUI's `navigationDestination(isPresented:destination:)`: a still shows the pushed
    /// screen with its back button (titled as the screen that declares the destination).
    ///
    /// ```swift
    /// NavigationStack {
    ///     Button("Show") { showDetails = true }
    ///         .navigationDestination(isPresented: $showDetails) { DetailView() }
    /// }
    /// ```
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let view: AnyView? = isPresented.wrappedValue ? AnyView(destination()) : nil
        return modifier(NavigationPushedModifier(view: view))
    }

    /// Pushes the screen `destination` builds for `item` while `item` is not `nil`, as
    /// SwiftUI's `navigationDestination(item:destination:)`.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let view: AnyView? = item.wrappedValue.map { AnyView(destination($0)) }
        return modifier(NavigationPushedModifier(view: view))
    }
}

/// Marks the content with the screen to push (none while the binding says not to), always
/// the same wrapper so the content keeps its identity and state either way.
struct NavigationPushedModifier: ViewModifier {
    let view: AnyView?
    func body(content: Content) -> some View {
        var make: (@MainActor () -> AnyView)?
        if let view { make = { view } }
        return content.modifier(NavigationPreferenceModifier(preference: .pushed(make)))
    }
}
