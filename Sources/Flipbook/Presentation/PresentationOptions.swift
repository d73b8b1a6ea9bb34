import Foundation

/// How a presentation adapts to compact size, as SwiftUI's `PresentationAdaptation`.
public struct PresentationAdaptation: Sendable, Hashable {
    let kind: Int
    public static var automatic: PresentationAdaptation { PresentationAdaptation(kind: 0) }
    public static var none: PresentationAdaptation { PresentationAdaptation(kind: 1) }
    public static var popover: PresentationAdaptation { PresentationAdaptation(kind: 2) }
    public static var sheet: PresentationAdaptation { PresentationAdaptation(kind: 3) }
    public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation(kind: 4) }
}

/// Whether the view behind a sheet takes touches, as SwiftUI's
/// `PresentationBackgroundInteraction`. Where it does, iOS does not dim it: nor does
/// Flipbook.
public struct PresentationBackgroundInteraction: Sendable {
    enum Kind: Sendable { case automatic, disabled, enabled, enabledUpThrough(PresentationDetent) }
    let kind: Kind
    public static var automatic: PresentationBackgroundInteraction { PresentationBackgroundInteraction(kind: .automatic) }
    public static var disabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(kind: .disabled) }
    public static var enabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(kind: .enabled) }
    /// Enabled (undimmed) while the sheet rests at `detent` or lower.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: .enabledUpThrough(detent))
    }
}

extension PresentationDetent {
    /// The detent's height as a fraction of the large one, to compare detents (a fixed
    /// height against an 800 pt sheet, about an iPhone's large detent).
    var rank: CGFloat {
        switch kind {
        case .large: return 1
        case .medium: return 0.5
        case .fraction(let f): return f.finiteOrZero
        case .height(let h): return h.finiteOrZero / 800
        case .custom(let box): return (box.height(Context(maxDetentValue: 800, environment: EnvironmentValues())) ?? 800).finiteOrZero / 800
        }
    }
}

/// Whether scrolling a sheet's content scrolls or resizes it, as SwiftUI's
/// `PresentationContentInteraction` (no pixels at rest).
public struct PresentationContentInteraction: Sendable, Hashable {
    let kind: Int
    public static var automatic: PresentationContentInteraction { PresentationContentInteraction(kind: 0) }
    public static var resizes: PresentationContentInteraction { PresentationContentInteraction(kind: 1) }
    public static var scrolls: PresentationContentInteraction { PresentationContentInteraction(kind: 2) }
}

/// The size of a presented sheet on a wide screen, as SwiftUI's `PresentationSizing`
/// (iOS 18). On iPhone every sizing fills the width, as drawn.
@MainActor @preconcurrency
public protocol PresentationSizing {
    /// The size the sheet proposes for its root, on iPad and Mac.
    nonisolated func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize
}

extension PresentationSizing {
    /// Accepted: on iPhone sheets are as wide as the screen.
    public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing { self }
    /// Accepted: on iPhone sheets are as wide as the screen.
    public func sticky(horizontal: Bool, vertical: Bool) -> some PresentationSizing { self }
}

/// The root of a sized presentation, as SwiftUI's `PresentationSizingRoot`.
public struct PresentationSizingRoot: Sendable {
    /// The root's size for `proposal` (not measured here: the proposal itself).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
}

/// What a sizing knows of its presentation, as SwiftUI's `PresentationSizingContext`.
public struct PresentationSizingContext: Sendable {}

/// The system's sizings, as SwiftUI's built-ins.
public struct AutomaticPresentationSizing: PresentationSizing {
    let kind: Int
    nonisolated public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}
extension PresentationSizing where Self == AutomaticPresentationSizing {
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing(kind: 0) }
    public static var form: AutomaticPresentationSizing { AutomaticPresentationSizing(kind: 1) }
    public static var page: AutomaticPresentationSizing { AutomaticPresentationSizing(kind: 2) }
    public static var fitted: AutomaticPresentationSizing { AutomaticPresentationSizing(kind: 3) }
}

extension View {
    /// Accepted: Flipbook presents popovers as iPhone sheets whatever the adaptation asks
    /// (a popover bubble on iPhone is not drawn).
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
    /// Accepted: as `presentationCompactAdaptation(_:)`.
    public func presentationCompactAdaptation(horizontal horizontalAdaptation: PresentationAdaptation,
                                              vertical verticalAdaptation: PresentationAdaptation) -> some View { self }

    /// Whether the view behind the sheet takes touches; where it does it is not dimmed.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        presentation(.interaction(interaction))
    }

    /// Accepted, no pixels: how scrolling behaves in the sheet.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }

    /// Accepted: on iPhone every sheet is as wide as the screen, as drawn.
    public func presentationSizing(_ sizing: some PresentationSizing) -> some View { self }

    /// Accepted, no pixels: whether a swipe dismisses the sheet.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// The sheet's background as a view, aligned in the sheet and clipped to its corners.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        presentation(.backgroundView(AnyView(content()), alignment))
    }
}
