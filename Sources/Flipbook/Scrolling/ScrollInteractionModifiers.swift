// Scroll modifiers that change how a scroll view responds to touches and keyboards: a still
// has no touch in progress, so none of them changes pixels (each is tested to leave the
// picture byte-identical); the values are in the environment for views that read them.

private struct IsScrollEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }

extension EnvironmentValues {
    /// Whether scroll views here let the user scroll (`scrollDisabled(_:)`).
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }
}

/// How a scroll view bounces at its ends, as SwiftUI's `ScrollBounceBehavior`.
public struct ScrollBounceBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, always, basedOnSize }
    let kind: Kind
    /// The platform's choice (always, on iOS).
    public static var automatic: ScrollBounceBehavior { .init(kind: .automatic) }
    /// Bounces even when the content fits.
    public static var always: ScrollBounceBehavior { .init(kind: .always) }
    /// Bounces only when the content is larger than the scroll view.
    public static var basedOnSize: ScrollBounceBehavior { .init(kind: .basedOnSize) }
}

private struct HorizontalBounceKey: EnvironmentKey { static var defaultValue: ScrollBounceBehavior { .automatic } }
private struct VerticalBounceKey: EnvironmentKey { static var defaultValue: ScrollBounceBehavior { .automatic } }

extension EnvironmentValues {
    /// How scroll views here bounce horizontally.
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalBounceKey.self] }
        set { self[HorizontalBounceKey.self] = newValue }
    }
    /// How scroll views here bounce vertically.
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalBounceKey.self] }
        set { self[VerticalBounceKey.self] = newValue }
    }
}

/// When scrolling dismisses the keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, immediately, interactively, never }
    let kind: Kind
    public static var automatic: ScrollDismissesKeyboardMode { .init(kind: .automatic) }
    public static var immediately: ScrollDismissesKeyboardMode { .init(kind: .immediately) }
    public static var interactively: ScrollDismissesKeyboardMode { .init(kind: .interactively) }
    public static var never: ScrollDismissesKeyboardMode { .init(kind: .never) }
}

private struct ScrollDismissesKeyboardKey: EnvironmentKey { static var defaultValue: ScrollDismissesKeyboardMode { .automatic } }

extension EnvironmentValues {
    /// When scrolling here dismisses the keyboard.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardKey.self] }
        set { self[ScrollDismissesKeyboardKey.self] = newValue }
    }
}

extension View {
    /// Keeps scroll views here from scrolling, as SwiftUI's `scrollDisabled(_:)`. Accepted, no pixels:
    /// a still is not being scrolled (a position set from a test still applies).
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isScrollEnabled) { if disabled { $0 = false } }
    }

    /// Sets how scroll views here bounce along `axes`, as SwiftUI's
    /// `scrollBounceBehavior(_:axes:)`. Accepted, no pixels: bouncing is motion.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        transformEnvironment(\.self) { env in
            if axes.contains(.horizontal as Axis) { env.horizontalScrollBounceBehavior = behavior }
            if axes.contains(.vertical as Axis) { env.verticalScrollBounceBehavior = behavior }
        }
    }

    /// Sets when scrolling dismisses the keyboard, as SwiftUI's `scrollDismissesKeyboard(_:)`.
    /// Accepted, no pixels: a still shows no keyboard.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        environment(\.scrollDismissesKeyboardMode, mode)
    }

    /// Lets a scroll view's content draw outside its frame, as SwiftUI's
    /// `scrollClipDisabled(_:)`: cards with shadows in a carousel keep their shadows.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment(\.scrollViewConfiguration) { $0.clipDisabled = disabled }
    }
}
