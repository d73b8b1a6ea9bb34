private struct SectionActionsKey: EnvironmentKey { static let defaultValue: AnyView? = nil }

extension EnvironmentValues {
    /// The `sectionActions` of the section being resolved.
    var sectionActions: AnyView? {
        get { self[SectionActionsKey.self] }
        set { self[SectionActionsKey.self] = newValue }
    }
}

extension View {
    /// Adds actions to this section, as SwiftUI's `sectionActions(content:)`: on iOS they are
    /// drawn as rows after the section's content (a `Button` as a tinted row, as any button
    /// in a list).
    ///
    /// ```swift
    /// Section("Categories") { … }
    ///     .sectionActions {
    ///         Button("Add Category", systemImage: "plus") { }
    ///     }
    /// ```
    public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        environment(\.sectionActions, AnyView(content()))
    }
}
