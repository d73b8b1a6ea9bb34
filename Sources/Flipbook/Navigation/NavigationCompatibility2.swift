import Foundation

/// `navigationViewStyle(.automatic)`: on iPhone a stack.
public struct DefaultNavigationViewStyle: Sendable { public init() {} }
/// `navigationViewStyle(.columns)`: columns on iPad; on iPhone a stack, as drawn.
public struct ColumnNavigationViewStyle: Sendable { public init() {} }
/// `DoubleColumnNavigationViewStyle()`: two columns on iPad; on iPhone a stack.
public struct DoubleColumnNavigationViewStyle: Sendable { public init() {} }

extension DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
extension ColumnNavigationViewStyle {
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// Accepted: on iPhone a navigation view is always a stack.
    public func navigationViewStyle(_ style: DefaultNavigationViewStyle) -> some View { self }
    /// Accepted: on iPhone a navigation view is always a stack.
    public func navigationViewStyle(_ style: ColumnNavigationViewStyle) -> some View { self }
    /// Accepted: on iPhone a navigation view is always a stack.
    public func navigationViewStyle(_ style: DoubleColumnNavigationViewStyle) -> some View { self }

    /// Accepted, no pixels at rest: the find bar shows above the keyboard of a focused
    /// `TextEditor`, which a still does not show.
    public func findNavigator(isPresented: Binding<Bool>) -> some View { self }
    /// Accepted, no pixels: whether find is available in text editors inside.
    public func findDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// Accepted, no pixels: whether replace is available in text editors inside.
    public func replaceDisabled(_ isDisabled: Bool = true) -> some View { self }
}

private struct NavigationLinkIndicatorKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    /// Whether navigation links in list rows show their chevron (`.hidden` hides it).
    public var navigationLinkIndicatorVisibility: Visibility {
        get { self[NavigationLinkIndicatorKey.self] }
        set { self[NavigationLinkIndicatorKey.self] = newValue }
    }
}

extension View {
    /// Whether navigation links in list rows inside show their chevron, as iOS 26's modifier.
    public func navigationLinkIndicatorVisibility(_ visibility: Visibility) -> some View {
        environment(\.navigationLinkIndicatorVisibility, visibility)
    }
}
