import Flipbook

// Haptics, as UIKit's feedback generators. A simulator has no Taptic Engine: the calls do
// nothing there, and nothing here, so that views and button actions that play them build and
// render unchanged.

/// The base of the feedback generators, as UIKit's `UIFeedbackGenerator`.
@MainActor @preconcurrency
open class UIFeedbackGenerator {
    public init() {}
    /// Readies the engine (nothing to ready off a device).
    open func prepare() {}
}

/// Impact haptics, as UIKit's `UIImpactFeedbackGenerator`.
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy an impact feels.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// The style the generator was made with (UIKit keeps it private; readable here for tests).
    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() { self.init(style: .medium) }

    /// Plays an impact (silent off a device).
    open func impactOccurred() {}
    /// Plays an impact at an intensity in 0…1 (silent off a device).
    open func impactOccurred(intensity: CGFloat) {}
    /// Plays an impact at a location (iOS 17.5; silent off a device).
    open func impactOccurred(at location: CGPoint) {}
}

/// Success, warning and error haptics, as UIKit's `UINotificationFeedbackGenerator`.
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The kind of outcome.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    public override init() { super.init() }

    /// Plays the outcome's haptic (silent off a device).
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Selection-change haptics, as UIKit's `UISelectionFeedbackGenerator`.
@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    public override init() { super.init() }

    /// Plays a selection tick (silent off a device).
    open func selectionChanged() {}
}
