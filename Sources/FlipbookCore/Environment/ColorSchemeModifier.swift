extension View {
    /// Draws this view and everything in it in `colorScheme`, as SwiftUI's `colorScheme(_:)`
    /// (deprecated there in favour of `preferredColorScheme(_:)`, still common in snapshot
    /// helpers that draw each test in light and dark). What surrounds the view keeps its own.
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}
