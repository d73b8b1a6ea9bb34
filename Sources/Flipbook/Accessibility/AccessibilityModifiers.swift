/// What accessibility modifiers set on a view (SwiftUI draws nothing for them; Flipbook keeps
/// them for ``AccessibilityTree``). All the modifiers written on one view apply to the element
/// that view forms; of two that set the same thing the outer (later written) wins.
struct AccessibilityProperties {
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var hidden: Bool?
    var children: AccessibilityChildBehavior?
    var addedTraits: AccessibilityTraits = []
    var removedTraits: AccessibilityTraits = []
    var sortPriority: Double?
    var actions: [String] = []

    var isEmpty: Bool {
        label == nil && value == nil && hint == nil && identifier == nil && hidden == nil && children == nil
            && addedTraits.isEmpty && removedTraits.isEmpty && sortPriority == nil && actions.isEmpty
    }
}

/// Where a node keeps its ``AccessibilityProperties`` (the engine's node annotations).
enum AccessibilityPropertiesKey: NodeAnnotationKey {
    static var defaultValue: AccessibilityProperties { AccessibilityProperties() }
}

extension ViewNode {
    /// What accessibility modifiers set on this view (read by ``AccessibilityTree``).
    var accessibility: AccessibilityProperties {
        get { annotations[AccessibilityPropertiesKey.self] }
        set { annotations[AccessibilityPropertiesKey.self] = newValue }
    }
}

/// Records one accessibility change on each content node.
struct AccessibilityModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let change: @Sendable (inout AccessibilityProperties) -> Void
    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        let nodes = content(context)
        for node in nodes { change(&node.accessibility) }
        return nodes
    }
}

extension View {
    func changingAccessibility(_ change: @escaping @Sendable (inout AccessibilityProperties) -> Void) -> some View {
        modifier(AccessibilityModifier(change: change))
    }

    /// The label VoiceOver reads for this view instead of its text.
    public func accessibilityLabel(_ label: Text) -> some View {
        let s = label.string
        return changingAccessibility { $0.label = s }
    }
    /// The label VoiceOver reads for this view instead of its text.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        let s = String(label)
        return changingAccessibility { $0.label = s }
    }
    /// The label VoiceOver reads for this view instead of its text.
    public func accessibilityLabel(_ key: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(key))
    }

    /// The element's current value ("50 percent", "On").
    public func accessibilityValue(_ value: Text) -> some View {
        let s = value.string
        return changingAccessibility { $0.value = s }
    }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        let s = String(value)
        return changingAccessibility { $0.value = s }
    }
    public func accessibilityValue(_ key: LocalizedStringKey) -> some View {
        accessibilityValue(Text(key))
    }

    /// What happens when the element is activated, read after a pause.
    public func accessibilityHint(_ hint: Text) -> some View {
        let s = hint.string
        return changingAccessibility { $0.hint = s }
    }
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        let s = String(hint)
        return changingAccessibility { $0.hint = s }
    }
    public func accessibilityHint(_ key: LocalizedStringKey) -> some View {
        accessibilityHint(Text(key))
    }

    /// Hides the view and everything in it from assistive technologies.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        changingAccessibility { $0.hidden = hidden }
    }

    /// Makes the view one element (`.ignore`, `.combine`) or a container (`.contain`).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        changingAccessibility { $0.children = children }
    }

    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        changingAccessibility {
            $0.addedTraits.formUnion(traits)
            $0.removedTraits.subtract(traits)
        }
    }

    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        changingAccessibility {
            $0.removedTraits.formUnion(traits)
            $0.addedTraits.subtract(traits)
        }
    }

    /// The identifier UI tests find the element by.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        changingAccessibility { $0.identifier = identifier }
    }

    /// Reading order among siblings: higher first (default 0).
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        changingAccessibility { $0.sortPriority = sortPriority }
    }

    /// An action assistive technologies can perform (recorded; Flipbook never performs it).
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        let name = actionKind.name
        return changingAccessibility { $0.actions.append(name) }
    }

    /// A custom action named `name`.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        let s = name.string
        return changingAccessibility { $0.actions.append(s) }
    }

    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        let s = String(name)
        return changingAccessibility { $0.actions.append(s) }
    }
}
