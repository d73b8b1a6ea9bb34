/// The look of a ``Table``, as SwiftUI's `TableStyle`. Set it with ``View/tableStyle(_:)``.
@MainActor @preconcurrency
public protocol TableStyle {}

/// The platform's table style: on an iPhone, a plain list of the first column.
public struct AutomaticTableStyle: TableStyle { public init() {} }
/// A table inset from the sides: on an iPhone, an inset list of the first column.
public struct InsetTableStyle: TableStyle { public init() {} }

extension TableStyle where Self == AutomaticTableStyle {
    /// The platform default.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}
extension TableStyle where Self == InsetTableStyle {
    /// Rows inset from the sides.
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

private struct TableStyleInsetKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether tables in this view use the inset style.
    var tableStyleIsInset: Bool {
        get { self[TableStyleInsetKey.self] }
        set { self[TableStyleInsetKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of tables in this view.
    public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        environment(\.tableStyleIsInset, style is InsetTableStyle)
    }
}

/// What a table style is given to draw, as SwiftUI's `TableStyleConfiguration`. Flipbook's
/// built-in table styles (``TableStyle/automatic``, ``TableStyle/inset``) draw the table
/// themselves; the configuration is declared so code naming it compiles.
public struct TableStyleConfiguration {
    init() {}
}

private struct TableColumnHeadersVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    /// Whether tables in this view show their header row.
    var tableColumnHeadersVisibility: Visibility {
        get { self[TableColumnHeadersVisibilityKey.self] }
        set { self[TableColumnHeadersVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the header row of the tables in this view (`.hidden` removes the row of
    /// column titles at regular width; at compact width there is none anyway).
    public func tableColumnHeaders(_ visibility: Visibility) -> some View {
        environment(\.tableColumnHeadersVisibility, visibility)
    }
}
