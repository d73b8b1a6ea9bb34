/// Labels and controls in two columns, as SwiftUI's `ColumnsFormStyle` (a macOS layout).
/// Accepted: drawn grouped, as iOS draws the automatic style.
public struct ColumnsFormStyle: FormStyle {
    /// The style.
    public init() {}
    /// A grouped form.
    public func makeBody(configuration: Configuration) -> some View { GroupedFormBody(content: configuration.content) }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Two columns (drawn grouped here, as iOS's automatic form).
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

