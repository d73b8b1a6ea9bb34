import FlipbookRaster

/// How symbols paint their layers, as SwiftUI's `SymbolRenderingMode`.
///
/// Flipbook's symbols have at most two layers (the symbol and an enclosure such as the
/// circle of `heart.circle.fill`): `monochrome` paints both in the foreground style (a
/// filled enclosure with the symbol knocked out), `hierarchical` paints the enclosure in
/// the foreground style at the secondary level's opacity, `palette` paints the symbol in
/// the first foreground style and the enclosure in the second. `multicolor` has no colours
/// of its own in the bundled icon font and draws as `monochrome`. Enclosed symbols mapped by
/// hand onto one Material glyph (`checkmark.circle.fill` is Material's `check_circle`) keep
/// that glyph in monochrome and are composed from their base symbol and the enclosure in
/// the two-layer modes (``SymbolMap/layeredEntry(_:)``).
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case monochrome, hierarchical, palette, multicolor }
    let kind: Kind
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    public static let palette = SymbolRenderingMode(kind: .palette)
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
}

private struct SymbolRenderingModeKey: EnvironmentKey { static var defaultValue: SymbolRenderingMode? { nil } }

extension EnvironmentValues {
    /// The rendering mode symbols inside use (`nil`: palette when several foreground
    /// styles are set, else monochrome, as SwiftUI decides).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// How symbols inside paint their layers.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        modifier(TextEnvironmentModifier { $0.symbolRenderingMode = mode })
    }
}
