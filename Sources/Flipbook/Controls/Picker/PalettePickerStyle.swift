/// A row of options, as SwiftUI's `PalettePickerStyle`: in a menu a row of symbols; outside
/// one, as iOS draws it, a segmented control.
public struct PalettePickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == PalettePickerStyle {
    /// A palette (a segmented control outside menus).
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

/// How a palette marks its selection, as SwiftUI's `PaletteSelectionEffect`.
public struct PaletteSelectionEffect: Sendable, Equatable {
    let kind: Int
    public static var automatic: PaletteSelectionEffect { PaletteSelectionEffect(kind: 0) }
    public static var custom: PaletteSelectionEffect { PaletteSelectionEffect(kind: 1) }
}

extension View {
    /// Accepted: a palette outside a menu draws as a segmented control, which marks its
    /// selection itself.
    public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View { self }
}
