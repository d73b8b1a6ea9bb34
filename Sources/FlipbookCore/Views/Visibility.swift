/// Whether a piece of system interface is shown, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The system decides (the default).
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
