/// What a focusable view takes focus for, as SwiftUI's `FocusInteractions`.
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let activate = FocusInteractions(rawValue: 1)
    public static let edit = FocusInteractions(rawValue: 2)
    public static let automatic: FocusInteractions = [.activate, .edit]
}

/// When a default focus applies, as SwiftUI's `DefaultFocusEvaluationPriority`.
public struct DefaultFocusEvaluationPriority: Sendable, Equatable {
    let value: Int
    public static let automatic = DefaultFocusEvaluationPriority(value: 0)
    public static let userInitiated = DefaultFocusEvaluationPriority(value: 1)
}

// On iOS a focusable view draws no focus ring (only a text field's caret shows focus,
// drawn through `focused(_:)`), so these have no pixels of their own.
extension View {
    /// Lets the view take focus (no pixels on iOS).
    public func focusable(_ isFocusable: Bool = true) -> some View { self }
    /// Lets the view take focus for `interactions` (no pixels on iOS).
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { self }
    /// Turns off the system focus effect inside (sets ``EnvironmentValues/isFocusEffectEnabled``).
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment(\.isFocusEffectEnabled) { $0 = $0 && !disabled }
    }
    /// Where focus goes first when the view appears, as SwiftUI's `defaultFocus(_:_:priority:)`:
    /// the binding takes `value` when the view first appears (before the first frame).
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V,
                                          priority: DefaultFocusEvaluationPriority = .automatic) -> some View {
        onAppear { binding.wrappedValue = value }
    }
}
