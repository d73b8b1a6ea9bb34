/// The direction of reading, as SwiftUI's `LayoutDirection`. Flipbook lays out
/// left-to-right; the value is carried for views that ask (`@Environment(\.layoutDirection)`).
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }

extension EnvironmentValues {
    /// The reading direction (default `.leftToRight`; layout does not mirror yet).
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set {
            if newValue == .rightToLeft {
                RenderDiagnostics.report(view: "View", call: ".environment(\\.layoutDirection, .rightToLeft)",
                                         "layout is not mirrored yet: views are laid out left to right; views that read the value see .rightToLeft")
            }
            self[LayoutDirectionKey.self] = newValue
        }
    }
    /// The locale text is formatted for (default en_US, fixed so renders do not depend on
    /// the machine).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    /// The size of one device pixel in points: 1 / ``displayScale``.
    public var pixelLength: CGFloat { 1 / displayScale }
}
