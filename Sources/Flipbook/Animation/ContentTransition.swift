/// How a view's content changes inside an animation, as SwiftUI's `ContentTransition`:
/// set with ``View/contentTransition(_:)`` and read as ``EnvironmentValues/contentTransition``.
///
/// A content transition decides only how one state of the content turns into the next while
/// an animation plays; at rest, and in a still, the content is drawn exactly as it is.
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity, opacity, interpolate
        case numericText(countsDown: Bool?, value: Double?)
    }
    let kind: Kind

    /// The content is replaced at once.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out as the new fades in (SwiftUI's default).
    public static let opacity = ContentTransition(kind: .opacity)
    /// Text and shapes morph from one state into the next where they can.
    public static let interpolate = ContentTransition(kind: .interpolate)
    /// Changed characters roll (drawn on the virtual clock): the old ones slide up and out as
    /// the new ones slide up into place; down when `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown, value: nil))
    }
    /// Changed characters roll up when `value` grows, down when it shrinks (on the clock).
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: nil, value: value))
    }
}

private struct ContentTransitionKey: EnvironmentKey { static let defaultValue = ContentTransition.opacity }
private struct ContentTransitionDrawingGroupKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The content transition of the views inside (``ContentTransition/opacity`` by default).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
    /// Whether content transitions render in a drawing group (no visible difference in a
    /// render).
    public var contentTransitionAddsDrawingGroup: Bool {
        get { self[ContentTransitionDrawingGroupKey.self] }
        set { self[ContentTransitionDrawingGroupKey.self] = newValue }
    }
}

extension View {
    /// Sets how the content inside changes inside animations (see ``ContentTransition``).
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}
