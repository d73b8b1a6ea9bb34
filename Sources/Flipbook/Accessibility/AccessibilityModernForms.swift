// Accessibility API of iOS 15–26 with nothing to draw: VoiceOver reads it, a still shows the
// view as it is. Named actions reach the accessibility tree, as the older forms do.

/// The modifier the accessibility modifiers attach, as SwiftUI's
/// `AccessibilityAttachmentModifier`. Draws its content as it is: no pixels of its own.
public struct AccessibilityAttachmentModifier: ViewModifier {
    public init() {}
    public func body(content: Content) -> some View { content }
}

extension View {
    /// A custom accessibility action whose name is `label`'s text (a `Text` label names the
    /// action in the accessibility tree; other labels leave it unnamed). No pixels.
    public func accessibilityAction<Label: View>(action: @escaping () -> Void,
                                                 @ViewBuilder label: () -> Label) -> some View {
        let view = label()
        let name = (view as? Text)?.string ?? ""
        return changingAccessibility { $0.actions.append(name) }
    }

    /// Moves VoiceOver focus to this view first when `binding` would equal `value` (accepted:
    /// no pixels; the focus state itself is not changed by a render).
    public func accessibilityDefaultFocus<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding,
                                                           _ value: Value) -> some View { self }

    /// What VoiceOver says about the scroll position of this scroll view (accepted: no pixels).
    public func accessibilityScrollStatus(_ status: Text, isEnabled: Bool = true) -> some View { self }
    /// What VoiceOver says about the scroll position, from a localized key (accepted: no pixels).
    public func accessibilityScrollStatus(_ statusKey: LocalizedStringKey, isEnabled: Bool = true) -> some View { self }
    /// What VoiceOver says about the scroll position, from a string (accepted: no pixels).
    @_disfavoredOverload
    public func accessibilityScrollStatus<S: StringProtocol>(_ status: S, isEnabled: Bool = true) -> some View { self }
}
