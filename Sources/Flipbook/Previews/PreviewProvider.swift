/// A type that produces previews, as SwiftUI's `PreviewProvider`:
///
/// ```swift
/// struct Badge_Previews: PreviewProvider {
///     static var previews: some View {
///         Badge(count: 3)
///         Badge(count: 120).preferredColorScheme(.dark)
///     }
/// }
/// ```
///
/// Nothing registers it: ``Previews/all(in:)`` finds every conformer in the running process
/// from the Swift runtime's conformance records, and each top-level view of ``previews``
/// (each member of a `Group` or of the builder's list) is one ``Preview``.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of ``previews``.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
    /// The platform the previews are meant for (`nil`: the package's own). Flipbook renders
    /// every platform the same way; the value is carried in ``Preview/platform``.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The platforms a ``PreviewProvider`` can name, as SwiftUI's `PreviewPlatform`.
public enum PreviewPlatform: Hashable, Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}
