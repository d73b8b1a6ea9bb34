/// How a symbol's colours are painted, as iOS 26's `SymbolColorRenderingMode`.
public struct SymbolColorRenderingMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case flat, gradient }
    let kind: Kind
    /// Each colour painted flat (as before iOS 26).
    public static let flat = SymbolColorRenderingMode(kind: .flat)
    /// Each colour painted as a gradient made from it (the colour's ``Color/gradient``).
    public static let gradient = SymbolColorRenderingMode(kind: .gradient)
}

/// How a variable-value symbol shows its value, as iOS 26's `SymbolVariableValueMode`.
public struct SymbolVariableValueMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case color, draw }
    let kind: Kind
    /// Layers above the value are dimmed (as before iOS 26).
    public static let color = SymbolVariableValueMode(kind: .color)
    /// Layers are drawn along their path up to the value.
    public static let draw = SymbolVariableValueMode(kind: .draw)
}

private struct SymbolColorRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolColorRenderingMode? = nil }
private struct SymbolVariableValueModeKey: EnvironmentKey { static let defaultValue: SymbolVariableValueMode? = nil }

extension EnvironmentValues {
    /// How symbols inside paint their colours (`nil`: flat).
    public var symbolColorRenderingMode: SymbolColorRenderingMode? {
        get { self[SymbolColorRenderingModeKey.self] }
        set { self[SymbolColorRenderingModeKey.self] = newValue }
    }
    /// How variable-value symbols inside show their value (`nil`: ``SymbolVariableValueMode/color``).
    public var symbolVariableValueMode: SymbolVariableValueMode? {
        get { self[SymbolVariableValueModeKey.self] }
        set { self[SymbolVariableValueModeKey.self] = newValue }
    }
}

extension View {
    /// Sets how symbols inside paint their colours, as iOS 26's `symbolColorRenderingMode(_:)`.
    /// `.gradient` paints a symbol whose style is a colour with that colour's gradient
    /// (``Color/gradient``, lighter at the top), as iOS 26 does.
    public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> some View {
        environment(\.symbolColorRenderingMode, mode)
    }

    /// Sets how variable-value symbols inside show their value, as iOS 26's
    /// `symbolVariableValueMode(_:)`. Flipbook's symbols (Material Icons stand-ins) have no
    /// drawable layer paths, so `.draw` shows the value as `.color` does (lit and dimmed
    /// layers) — the same layers, not iOS 26's partially drawn strokes.
    public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> some View {
        environment(\.symbolVariableValueMode, mode)
    }
}
