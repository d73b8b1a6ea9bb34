/// Whether an input scrolls a view, as SwiftUI's `ScrollInputBehavior` (iOS 18).
public struct ScrollInputBehavior: Equatable, Sendable {
    let kind: Int
    /// The system decides.
    public static let automatic = ScrollInputBehavior(kind: 0)
    /// The input scrolls the view.
    public static let enabled = ScrollInputBehavior(kind: 1)
    /// The input does not scroll the view.
    public static let disabled = ScrollInputBehavior(kind: 2)
}

/// An input that scrolls views, as SwiftUI's `ScrollInputKind` (iOS 18). The inputs the SDK
/// names are Apple Watch's (the double-tap hand gesture, the Digital Crown): an iPhone has
/// neither, so a behaviour set for them changes nothing there.
public struct ScrollInputKind: Equatable, Sendable {
    let kind: Int
    /// Apple Watch's double-tap hand gesture.
    public static let handGestureShortcut = ScrollInputKind(kind: 0)
    /// Apple Watch's Digital Crown.
    public static let digitalCrown = ScrollInputKind(kind: 1)
}

/// Whether a scroll view may adjust its offset to keep content in place when the content
/// changes size, as SwiftUI's `ScrollContentOffsetAdjustmentBehavior` (iOS 18). A still is
/// laid out once: no adjustment to make, no pixels.
public struct ScrollContentOffsetAdjustmentBehavior: Equatable, Sendable {
    let kind: Int
    /// The scroll view may adjust its offset.
    public static var automatic: ScrollContentOffsetAdjustmentBehavior { ScrollContentOffsetAdjustmentBehavior(kind: 0) }
    /// The scroll view never adjusts its offset.
    public static var disabled: ScrollContentOffsetAdjustmentBehavior { ScrollContentOffsetAdjustmentBehavior(kind: 1) }
}

extension View {
    /// Turns scrolling by `input` on or off for scroll views inside (accepted: the inputs are
    /// Apple Watch's, and a still scrolls by no input; no pixels).
    public func scrollInputBehavior(_ behavior: ScrollInputBehavior, for input: ScrollInputKind) -> some View { self }
}
