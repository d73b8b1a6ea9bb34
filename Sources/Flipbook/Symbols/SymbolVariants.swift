import FlipbookText

/// A variant of SF Symbols, as SwiftUI's `SymbolVariants`: `.fill`, `.slash`, an enclosing
/// `.circle`, `.square` or `.rectangle`, combined (`.circle.fill`). Set with
/// `symbolVariant(_:)`, it changes the symbols below it by name: `Image(systemName: "heart")`
/// under `.symbolVariant(.circle.fill)` draws `heart.circle.fill`. When that symbol does not
/// exist, the variant drops parts (the shape, then the slash) until one does, else the
/// symbol draws as named (as iOS does).
public struct SymbolVariants: Hashable, Sendable {
    enum Shape: String, Hashable, Sendable { case circle, square, rectangle }
    var shape: Shape?
    var isFilled = false
    var isSlashed = false

    /// No variant.
    public static let none = SymbolVariants()
    /// An enclosing circle.
    public static let circle = SymbolVariants(shape: .circle)
    /// An enclosing square.
    public static let square = SymbolVariants(shape: .square)
    /// An enclosing rectangle.
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// Filled.
    public static let fill = SymbolVariants(isFilled: true)
    /// Slashed.
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant in a circle.
    public var circle: SymbolVariants { var v = self; v.shape = .circle; return v }
    /// This variant in a square.
    public var square: SymbolVariants { var v = self; v.shape = .square; return v }
    /// This variant in a rectangle.
    public var rectangle: SymbolVariants { var v = self; v.shape = .rectangle; return v }
    /// This variant filled.
    public var fill: SymbolVariants { var v = self; v.isFilled = true; return v }
    /// This variant slashed.
    public var slash: SymbolVariants { var v = self; v.isSlashed = true; return v }

    /// Whether every part of `other` is in this variant.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// The symbol name `name` takes under this variant: parts in SF Symbols' order
    /// (`name.slash.circle.fill`), parts already in the name not added twice.
    func apply(to name: String) -> String {
        guard self != .none, !name.isEmpty else { return name }
        func compose(_ slash: Bool, _ shape: Shape?, _ fill: Bool) -> String {
            var parts = name
            if slash, !parts.contains(".slash") { parts += ".slash" }
            if let shape, !parts.hasSuffix("." + shape.rawValue), !parts.contains("." + shape.rawValue + ".") { parts += "." + shape.rawValue }
            if fill, !parts.hasSuffix(".fill") { parts += ".fill" }
            return parts
        }
        let candidates = [compose(isSlashed, shape, isFilled), compose(isSlashed, nil, isFilled), compose(false, shape, isFilled),
                          compose(false, nil, isFilled), compose(isSlashed, shape, false)]
        return candidates.first { SymbolMap.isRealName($0) } ?? name
    }
}

private struct SymbolVariantsKey: EnvironmentKey { static var defaultValue: SymbolVariants { .none } }

extension EnvironmentValues {
    /// The variant symbols below take (`.none` unless `symbolVariant(_:)` set one).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Draws the symbols in this view in `variant` (`.fill`, `.circle.fill`, `.slash` …).
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { current in
            // Variants accumulate, as in SwiftUI (`.symbolVariant(.fill)` inside `.circle`).
            if let shape = variant.shape { current.shape = shape }
            current.isFilled = current.isFilled || variant.isFilled
            current.isSlashed = current.isSlashed || variant.isSlashed
            if variant == .none { current = .none }
        }
    }
}
