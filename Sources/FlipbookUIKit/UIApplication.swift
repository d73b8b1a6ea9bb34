import Flipbook
import Foundation

/// The app, as UIKit's `UIApplication`, reduced to what SwiftUI views call from their actions:
/// opening a URL (a link button, "Open Settings"). Nothing opens in a snapshot test — on a
/// simulator the other app would open outside the snapshot too — but the calls compile, and
/// the URLs asked for are kept, in order, so that a test can check what a tap would open.
@MainActor @preconcurrency
open class UIApplication {
    /// The one app.
    public static let shared = UIApplication()

    /// The URL that opens the app's page in Settings.
    nonisolated public static let openSettingsURLString = "app-settings:"

    /// The state of the app: always active under test.
    public enum State: Int, Sendable { case active, inactive, background }

    /// Keys of `open(_:options:completionHandler:)`'s options.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link's app.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Every URL `open(_:options:completionHandler:)` was asked to open, oldest first.
    public private(set) var openedURLs: [URL] = []

    /// As on a simulator with a foreground app.
    public var applicationState: State { .active }
    /// Whether the screen may dim (kept; nothing dims under test).
    public var isIdleTimerDisabled = false
    /// The badge on the app's icon (kept).
    public var applicationIconBadgeNumber = 0

    init() {}

    /// Whether a URL has an app to open it: web and app-settings URLs do on a simulator;
    /// other schemes are not registered there.
    public func canOpenURL(_ url: URL) -> Bool {
        ["http", "https", "app-settings", "mailto", "tel", "sms"].contains(url.scheme?.lowercased() ?? "")
    }

    /// Records `url` and reports whether an app could open it (see ``canOpenURL(_:)``).
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        openedURLs.append(url)
        completion?(canOpenURL(url))
    }

    /// As ``open(_:options:completionHandler:)``, awaited.
    @discardableResult
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        openedURLs.append(url)
        return canOpenURL(url)
    }
}
