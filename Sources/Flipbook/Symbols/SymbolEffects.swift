/// SF Symbols animations, as Apple's Symbols framework declares them for SwiftUI's
/// `symbolEffect(_:options:isActive:)` and `symbolEffect(_:options:value:)`.
///
/// A still shows a symbol effect's resting state at the clock's time: the discrete effects
/// (`bounce`, `pulse`, `variableColor`, `wiggle`, `rotate`, `breathe` triggered by a value)
/// have finished and leave the symbol as it was; the indefinite ones that hold a state while
/// active draw that state — `.scale.up` / `.scale.down` (the symbol at 1.2× / 0.8× its size,
/// *unconfirmed* factors read off iOS 17), `.disappear` (hidden) and `.appear` (shown). The
/// repeating motion of an active `pulse`, `variableColor`, `bounce`, `wiggle`, `rotate` or
/// `breathe` is not drawn: the symbol shows at rest.
public protocol SymbolEffect: Sendable, Hashable {}
/// An effect that can run while a condition holds (`isActive:`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that runs once when a value changes (`value:`).
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that shows or hides a symbol.
public protocol TransitionSymbolEffect: SymbolEffect {}
/// An effect that replaces one symbol with another.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// Options of a symbol effect (repetition, speed), as Symbols' `SymbolEffectOptions`.
/// No pixels in a still.
public struct SymbolEffectOptions: Hashable, Sendable {
    var repeatCount: Int?
    var isRepeating = false
    var speedFactor = 1.0
    /// The effect's defaults.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    /// Repeats indefinitely.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions(isRepeating: true) }
    /// Runs once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(repeatCount: 1) }
    /// Repeats `count` times (`nil`: indefinitely).
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count, isRepeating: count == nil) }
    /// Runs at `speed` times the normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speedFactor: speed) }
    /// These options, repeating `count` times.
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions { var o = self; o.repeatCount = count; o.isRepeating = count == nil; return o }
    /// These options at `speed` times the normal speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions { var o = self; o.speedFactor = speed; return o }
}

/// Parts of an effect every symbol effect shares: the whole symbol or layer by layer.
private enum Scope: Hashable, Sendable { case automatic, byLayer, wholeSymbol }
private enum Direction: Hashable, Sendable { case automatic, up, down }

/// A bounce, as Symbols' `BounceSymbolEffect` (`.bounce`, `.bounce.up`, `.bounce.down`).
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    fileprivate var direction = Direction.automatic
    fileprivate var scope = Scope.automatic
    public var up: BounceSymbolEffect { var e = self; e.direction = .up; return e }
    public var down: BounceSymbolEffect { var e = self; e.direction = .down; return e }
    public var byLayer: BounceSymbolEffect { var e = self; e.scope = .byLayer; return e }
    public var wholeSymbol: BounceSymbolEffect { var e = self; e.scope = .wholeSymbol; return e }
}

/// A pulse of opacity, as Symbols' `PulseSymbolEffect`.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    fileprivate var scope = Scope.automatic
    public var byLayer: PulseSymbolEffect { var e = self; e.scope = .byLayer; return e }
    public var wholeSymbol: PulseSymbolEffect { var e = self; e.scope = .wholeSymbol; return e }
}

/// Layers lit in turn, as Symbols' `VariableColorSymbolEffect`.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    fileprivate var options: Set<String> = []
    private func with(_ o: String) -> VariableColorSymbolEffect { var e = self; e.options.insert(o); return e }
    public var iterative: VariableColorSymbolEffect { with("iterative") }
    public var cumulative: VariableColorSymbolEffect { with("cumulative") }
    public var reversing: VariableColorSymbolEffect { with("reversing") }
    public var nonReversing: VariableColorSymbolEffect { with("nonReversing") }
    public var hideInactiveLayers: VariableColorSymbolEffect { with("hideInactiveLayers") }
    public var dimInactiveLayers: VariableColorSymbolEffect { with("dimInactiveLayers") }
}

/// The symbol scaled up or down while active, as Symbols' `ScaleSymbolEffect`.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    fileprivate var direction = Direction.automatic
    fileprivate var scope = Scope.automatic
    public var up: ScaleSymbolEffect { var e = self; e.direction = .up; return e }
    public var down: ScaleSymbolEffect { var e = self; e.direction = .down; return e }
    public var byLayer: ScaleSymbolEffect { var e = self; e.scope = .byLayer; return e }
    public var wholeSymbol: ScaleSymbolEffect { var e = self; e.scope = .wholeSymbol; return e }
    /// The scale held while active: up (the default) 1.2, down 0.8.
    var activeScale: CGFloat { direction == .down ? 0.8 : 1.2 }
}

/// The symbol drawn in, as Symbols' `AppearSymbolEffect`.
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    fileprivate var direction = Direction.automatic
    fileprivate var scope = Scope.automatic
    public var up: AppearSymbolEffect { var e = self; e.direction = .up; return e }
    public var down: AppearSymbolEffect { var e = self; e.direction = .down; return e }
    public var byLayer: AppearSymbolEffect { var e = self; e.scope = .byLayer; return e }
    public var wholeSymbol: AppearSymbolEffect { var e = self; e.scope = .wholeSymbol; return e }
}

/// The symbol drawn out (hidden while active), as Symbols' `DisappearSymbolEffect`.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    fileprivate var direction = Direction.automatic
    fileprivate var scope = Scope.automatic
    public var up: DisappearSymbolEffect { var e = self; e.direction = .up; return e }
    public var down: DisappearSymbolEffect { var e = self; e.direction = .down; return e }
    public var byLayer: DisappearSymbolEffect { var e = self; e.scope = .byLayer; return e }
    public var wholeSymbol: DisappearSymbolEffect { var e = self; e.scope = .wholeSymbol; return e }
}

/// One symbol replacing another, as Symbols' `ReplaceSymbolEffect` (a content transition).
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect {
    fileprivate var style = 0
    fileprivate var scope = Scope.automatic
    public var downUp: ReplaceSymbolEffect { var e = self; e.style = 1; return e }
    public var upUp: ReplaceSymbolEffect { var e = self; e.style = 2; return e }
    public var offUp: ReplaceSymbolEffect { var e = self; e.style = 3; return e }
    public var byLayer: ReplaceSymbolEffect { var e = self; e.scope = .byLayer; return e }
    public var wholeSymbol: ReplaceSymbolEffect { var e = self; e.scope = .wholeSymbol; return e }
}

/// A wiggle, as Symbols' `WiggleSymbolEffect` (iOS 18).
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    fileprivate var scope = Scope.automatic
    public var byLayer: WiggleSymbolEffect { var e = self; e.scope = .byLayer; return e }
    public var wholeSymbol: WiggleSymbolEffect { var e = self; e.scope = .wholeSymbol; return e }
}

/// A rotation, as Symbols' `RotateSymbolEffect` (iOS 18).
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    fileprivate var scope = Scope.automatic
    public var byLayer: RotateSymbolEffect { var e = self; e.scope = .byLayer; return e }
    public var wholeSymbol: RotateSymbolEffect { var e = self; e.scope = .wholeSymbol; return e }
}

/// A breathing scale, as Symbols' `BreatheSymbolEffect` (iOS 18).
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    fileprivate var scope = Scope.automatic
    public var byLayer: BreatheSymbolEffect { var e = self; e.scope = .byLayer; return e }
    public var wholeSymbol: BreatheSymbolEffect { var e = self; e.scope = .wholeSymbol; return e }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { BounceSymbolEffect() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { PulseSymbolEffect() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { AppearSymbolEffect() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { RotateSymbolEffect() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() } }

private struct SymbolEffectsRemovedKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether `symbolEffectsRemoved(_:)` turned symbol effects off below.
    var symbolEffectsRemoved: Bool {
        get { self[SymbolEffectsRemovedKey.self] }
        set { self[SymbolEffectsRemovedKey.self] = newValue }
    }
}

extension View {
    /// Runs `effect` on the symbols in this view while `isActive` holds; a still draws the
    /// effect's held state (see ``SymbolEffect``).
    public func symbolEffect<T: IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        SymbolEffectStateView(content: self, effect: effect, isActive: isActive)
    }

    /// Runs `effect` on the symbols in this view each time `value` changes; a still shows the
    /// symbol after the effect (at rest), as the effect has run its course.
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View {
        self
    }

    /// Turns off the symbol effects in this view (`true`) or leaves them on.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        environment(\.symbolEffectsRemoved, isEnabled)
    }
}

/// Draws the held state of an indefinite effect: scaled, hidden or as is.
struct SymbolEffectStateView<Content: View, T: IndefiniteSymbolEffect>: View {
    let content: Content
    let effect: T
    let isActive: Bool
    @Environment(\.symbolEffectsRemoved) private var removed

    var body: some View {
        let on = isActive && !removed
        let scale: CGFloat = on ? ((effect as? ScaleSymbolEffect)?.activeScale ?? 1) : 1
        let hidden = on && effect is DisappearSymbolEffect
        content.scaleEffect(scale).opacity(hidden ? 0 : 1)
    }
}
