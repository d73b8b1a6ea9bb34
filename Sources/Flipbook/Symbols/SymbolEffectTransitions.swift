/// A transition that plays a symbol effect as a view is inserted or removed, as SwiftUI's
/// `SymbolEffectTransition`. At rest (every still) the view is drawn as it is; during the
/// transition Flipbook draws the symbol scaled toward its centre and faded (iOS plays the
/// effect's own per-layer motion, which is not modelled).
public struct SymbolEffectTransition: Transition {
    let options: SymbolEffectOptions

    /// A transition playing `effect` with `options`.
    public init<T: TransitionSymbolEffect & SymbolEffect>(effect: T, options: SymbolEffectOptions) {
        self.options = options
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase.isIdentity ? 1 : 0.5)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

extension Transition where Self == SymbolEffectTransition {
    /// The automatic symbol transition (appear and disappear).
    public static var symbolEffect: SymbolEffectTransition { SymbolEffectTransition(effect: .appear, options: .default) }
    /// A transition playing `effect`.
    public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> SymbolEffectTransition {
        SymbolEffectTransition(effect: effect, options: options)
    }
}

extension ContentTransition {
    /// Replaces one symbol with the next through the automatic symbol effect (Replace).
    /// At rest the new symbol is drawn as it is; during an animation it cross-fades
    /// (``ContentTransition/opacity``), iOS's per-layer replace motion not modelled.
    public static var symbolEffect: ContentTransition { .opacity }
    /// Replaces one symbol with the next through `effect`; drawn as ``symbolEffect``.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        .opacity
    }
}
