/// SwiftUI's `allowsHitTesting(false)`: the view and everything inside ignore touches (they
/// fall through to what is behind). Drawing is unchanged.
struct AllowsHitTestingModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let enabled: Bool
    func makeBehavior(_ context: ResolveContext) -> any NodeBehavior { AllowsHitTestingBehavior(enabled: enabled) }
}

struct AllowsHitTestingBehavior: NodeBehavior {
    let enabled: Bool
    var debugName: String { enabled ? "AllowsHitTesting" : "AllowsHitTesting(false)" }
}

/// SwiftUI's `disabled(_:)`: turns off `isEnabled` inside (controls grey out and ignore
/// taps). `disabled(false)` leaves an outer `disabled(true)` in force, as in SwiftUI.
struct DisabledModifier: ViewModifier, EnvironmentModifier {
    typealias Body = Never
    let disabled: Bool
    func update(_ environment: inout EnvironmentValues) { if disabled { environment.isEnabled = false } }
}

extension View {
    /// Whether the view takes part in hit testing (`false`: touches pass through it).
    public func allowsHitTesting(_ enabled: Bool) -> some View { modifier(AllowsHitTestingModifier(enabled: enabled)) }
    /// Disables controls and gestures inside.
    public func disabled(_ disabled: Bool) -> some View { modifier(DisabledModifier(disabled: disabled)) }
}
