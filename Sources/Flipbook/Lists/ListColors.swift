/// The iOS system colours lists, forms and group boxes are drawn in (UIKit's published
/// values, light / dark). Internal: SwiftUI exposes them only through UIColor.
enum ListColors {
    /// `systemBackground`: a plain list's background.
    static let systemBackground = Color(provider: .adaptive(light: .init(hex: 0xFFFFFF), dark: .init(hex: 0x000000)))
    /// `systemGroupedBackground`: behind the cards of a grouped list or form.
    static let groupedBackground = Color(provider: .adaptive(light: .init(hex: 0xF2F2F7), dark: .init(hex: 0x000000)))
    /// `secondarySystemGroupedBackground`: a grouped list's cards.
    static let groupedCard = Color(provider: .adaptive(light: .init(hex: 0xFFFFFF), dark: .init(hex: 0x1C1C1E)))
    /// `secondarySystemBackground`: a `GroupBox` card outside a grouped context.
    static let secondaryBackground = Color(provider: .adaptive(light: .init(hex: 0xF2F2F7), dark: .init(hex: 0x1C1C1E)))
    /// `tertiarySystemBackground`: a `GroupBox` inside a grouped context (a card on a card).
    static let tertiaryBackground = Color(provider: .adaptive(light: .init(hex: 0xFFFFFF), dark: .init(hex: 0x2C2C2E)))
    /// `systemGray4`: a selected row's highlight.
    static let selectedRow = Color(provider: .adaptive(light: .init(hex: 0xD1D1D6), dark: .init(hex: 0x3A3A3C)))
    /// `separator`, as `Divider` draws it.
    static var separator: Color { Divider.separator }
}
