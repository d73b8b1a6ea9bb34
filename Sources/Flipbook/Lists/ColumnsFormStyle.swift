/// Labels and controls in two columns, as SwiftUI's `ColumnsFormStyle` (a macOS layout).
/// Accepted: `formStyle` does not change Flipbook's forms, drawn grouped as iOS draws the
/// automatic style.
public struct ColumnsFormStyle: FormStyle { public init() {} }

extension FormStyle where Self == ColumnsFormStyle {
    /// Two columns (drawn grouped here, as iOS's automatic form).
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

