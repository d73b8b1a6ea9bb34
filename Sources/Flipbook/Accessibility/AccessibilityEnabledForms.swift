// The `isEnabled:` forms of the accessibility description modifiers (iOS 18): as the plain
// forms when `isEnabled`, and no change otherwise. Like them, they draw nothing.
extension View {
    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> some View {
        let s = label.string
        return changingAccessibility { if isEnabled { $0.label = s } }
    }
    public func accessibilityLabel(_ key: LocalizedStringKey, isEnabled: Bool) -> some View { accessibilityLabel(Text(key), isEnabled: isEnabled) }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool) -> some View { accessibilityLabel(Text(String(label)), isEnabled: isEnabled) }

    public func accessibilityValue(_ value: Text, isEnabled: Bool) -> some View {
        let s = value.string
        return changingAccessibility { if isEnabled { $0.value = s } }
    }
    public func accessibilityValue(_ key: LocalizedStringKey, isEnabled: Bool) -> some View { accessibilityValue(Text(key), isEnabled: isEnabled) }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool) -> some View { accessibilityValue(Text(String(value)), isEnabled: isEnabled) }

    public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> some View {
        let s = hint.string
        return changingAccessibility { if isEnabled { $0.hint = s } }
    }
    public func accessibilityHint(_ key: LocalizedStringKey, isEnabled: Bool) -> some View { accessibilityHint(Text(key), isEnabled: isEnabled) }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool) -> some View { accessibilityHint(Text(String(hint)), isEnabled: isEnabled) }

    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> some View {
        changingAccessibility { if isEnabled { $0.identifier = identifier } }
    }
    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> some View {
        changingAccessibility { if isEnabled { $0.hidden = hidden } }
    }

    /// A label built from views (iOS 18): VoiceOver reads what `content` says. The view
    /// draws as it is.
    public func accessibilityLabel<V: View>(@ViewBuilder content: (PlaceholderContentView<Self>) -> V) -> some View { self }
}
