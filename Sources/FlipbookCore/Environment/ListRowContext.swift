/// What a view knows about the list row it is drawn in.
///
/// `List` and `Form` set it on each row's content, so that views which draw differently as
/// a row can tell: `NavigationLink` adds its chevron, a `Picker` in `.navigationLink` or
/// `.menu` style draws its row form, `LabeledContent` puts its value at the trailing edge.
/// Internal: SwiftUI keeps this private too.
package struct ListRowContext: Sendable, Hashable {
    package init(isGrouped: Bool) { self.isGrouped = isGrouped }
    /// True when the row belongs to an inset-grouped, grouped or sidebar list (a `Form`
    /// included), whose rows sit on cards; false for plain and inset lists.
    var isGrouped: Bool
}

private struct ListRowContextKey: EnvironmentKey {
    static let defaultValue: ListRowContext? = nil
}

extension EnvironmentValues {
    /// The row this view is drawn in, or nil outside lists and forms. Set by `List`/`Form`
    /// for row content only (headers and footers get nil).
    package var listRowContext: ListRowContext? {
        get { self[ListRowContextKey.self] }
        set { self[ListRowContextKey.self] = newValue }
    }
}
