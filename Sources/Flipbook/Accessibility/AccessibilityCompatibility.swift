import Foundation

// The `accessibility(…:)` spelling SwiftUI still ships (deprecated since iOS 14, not removed),
// each the same as its `accessibility…(_:)` successor.
extension View {
    /// As ``accessibilityHidden(_:)``.
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
    /// As ``accessibilityLabel(_:)-(Text)``.
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
    /// As ``accessibilityValue(_:)-(Text)``.
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }
    /// As ``accessibilityHint(_:)-(Text)``.
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
    /// As ``accessibilityIdentifier(_:)``.
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
    /// As ``accessibilitySortPriority(_:)``.
    public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }
    /// As ``accessibilityAddTraits(_:)``.
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
    /// As ``accessibilityRemoveTraits(_:)``.
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }
    /// Accepted for source compatibility: selection identifiers do not reach a still.
    public func accessibility(selectionIdentifier: AnyHashable) -> some View { self }
    /// Accepted for source compatibility: an activation point does not reach a still.
    public func accessibility(activationPoint: UnitPoint) -> some View { self }
    /// Accepted for source compatibility: an activation point does not reach a still.
    public func accessibility(activationPoint: CGPoint) -> some View { self }
    /// Accepted for source compatibility: input labels (Voice Control) do not reach a still.
    public func accessibility(inputLabels: [Text]) -> some View { self }
}
