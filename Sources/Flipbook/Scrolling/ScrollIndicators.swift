/// Whether a scroll view shows its scroll indicators, as SwiftUI's `ScrollIndicatorVisibility`.
///
/// iOS shows indicators only while the content moves and fades them out at rest, so a still
/// draws none whatever the visibility: the modifiers are accepted and change no pixels.
public struct ScrollIndicatorVisibility: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable { case automatic, visible, hidden, never }
    let kind: Kind
    /// The platform's choice (shown while scrolling on iOS).
    public static var automatic: ScrollIndicatorVisibility { .init(kind: .automatic) }
    /// Shown while scrolling.
    public static var visible: ScrollIndicatorVisibility { .init(kind: .visible) }
    /// Hidden unless the platform shows them anyway (a trackpad on macOS).
    public static var hidden: ScrollIndicatorVisibility { .init(kind: .hidden) }
    /// Never shown.
    public static var never: ScrollIndicatorVisibility { .init(kind: .never) }
    public var description: String { "\(kind)" }
}

private struct HorizontalIndicatorKey: EnvironmentKey { static var defaultValue: ScrollIndicatorVisibility { .automatic } }
private struct VerticalIndicatorKey: EnvironmentKey { static var defaultValue: ScrollIndicatorVisibility { .automatic } }

extension EnvironmentValues {
    /// The visibility of horizontal scroll indicators here.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalIndicatorKey.self] }
        set { self[HorizontalIndicatorKey.self] = newValue }
    }
    /// The visibility of vertical scroll indicators here.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalIndicatorKey.self] }
        set { self[VerticalIndicatorKey.self] = newValue }
    }
}

extension View {
    /// Sets the visibility of scroll indicators along `axes`, as SwiftUI's
    /// `scrollIndicators(_:axes:)`. Accepted, no pixels in a still: iOS draws indicators only while
    /// scrolling.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        transformEnvironment(\.self) { env in
            if axes.contains(.horizontal as Axis) { env.horizontalScrollIndicatorVisibility = visibility }
            if axes.contains(.vertical as Axis) { env.verticalScrollIndicatorVisibility = visibility }
        }
    }

    /// Flashes the scroll indicators when the scroll view appears, as SwiftUI's
    /// `scrollIndicatorsFlash(onAppear:)`. Accepted, no pixels in a still (a flash is motion).
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View {
        transformEnvironment(\.scrollViewConfiguration) { $0.indicatorsFlash = onAppear }
    }

    /// Flashes the scroll indicators when `value` changes, as SwiftUI's
    /// `scrollIndicatorsFlash(trigger:)`. Accepted, no pixels in a still.
    public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View {
        transformEnvironment(\.scrollViewConfiguration) { _ in }
    }
}
