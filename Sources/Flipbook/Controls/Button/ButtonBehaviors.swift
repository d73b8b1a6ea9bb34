/// Whether holding a button repeats its action, as SwiftUI's `ButtonRepeatBehavior`.
public struct ButtonRepeatBehavior: Hashable, Sendable {
    let kind: Int
    public static let automatic = ButtonRepeatBehavior(kind: 0)
    public static let enabled = ButtonRepeatBehavior(kind: 1)
    public static let disabled = ButtonRepeatBehavior(kind: 2)
}

/// How buttons size themselves, as SwiftUI's `ButtonSizing` (iOS 26).
public struct ButtonSizing: Hashable, Sendable {
    let kind: Int
    public static let automatic = ButtonSizing(kind: 0)
    public static let fitted = ButtonSizing(kind: 1)
    public static let flexible = ButtonSizing(kind: 2)
}

private struct ButtonRepeatKey: EnvironmentKey { static let defaultValue = ButtonRepeatBehavior.automatic }
private struct ButtonSizingKey: EnvironmentKey { static let defaultValue = ButtonSizing.automatic }

extension EnvironmentValues {
    /// Whether holding buttons inside repeats their action (no pixels).
    public var buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatKey.self] }
        set { self[ButtonRepeatKey.self] = newValue }
    }
    /// How buttons inside size themselves.
    public var buttonSizing: ButtonSizing {
        get { self[ButtonSizingKey.self] }
        set { self[ButtonSizingKey.self] = newValue }
    }
}

extension View {
    /// Whether holding buttons inside repeats their action: accepted, no pixels (a hold is
    /// a gesture over time; the button draws the same).
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { environment(\.buttonRepeatBehavior, behavior) }
    /// How buttons inside size themselves: accepted (Flipbook's buttons fit their label,
    /// iOS 18's sizing).
    public func buttonSizing(_ sizing: ButtonSizing) -> some View { environment(\.buttonSizing, sizing) }
}
