import Foundation

/// Opens a URL, as SwiftUI's `OpenURLAction` (`@Environment(\.openURL) var openURL`, then
/// `openURL(url)`). Nothing is opened in a render: the default handler discards the URL; a
/// test can put its own in the environment to see which URL a view would open.
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable, Equatable {
        enum Kind: Equatable, Sendable { case handled, discarded, systemAction(URL?) }
        let kind: Kind
        /// The handler opened it.
        public static let handled = Result(kind: .handled)
        /// The handler did not open it.
        public static let discarded = Result(kind: .discarded)
        /// Leave it to the system (which, in a render, does nothing).
        public static let systemAction = Result(kind: .systemAction(nil))
        /// Leave another URL to the system.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    let handler: @Sendable (URL) -> Result

    /// An action that calls `handler` with each URL.
    public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) { _ = handler(url) }

    /// Opens `url` and tells `completion` whether it was accepted.
    public func callAsFunction(_ url: URL, completion: @escaping @Sendable (Bool) -> Void) {
        completion(handler(url) == .handled)
    }
}

private struct OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { OpenURLAction { _ in .discarded } } }

extension EnvironmentValues {
    /// Opens URLs (discards them by default: a render opens nothing).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
