import Foundation

// Interaction metadata with nothing to draw in a still: each modifier draws the view as it is.

/// A press of a hardware camera button, standing in for AVKit's `AVCaptureEvent`, which Linux
/// lacks: what `onCameraCaptureEvent` handlers receive. A render never presses a button.
public struct AVCaptureEvent: Sendable {
    /// Where a press is in its life.
    public let phase: AVCaptureEventPhase
    /// An event in `phase` (for tests calling a handler themselves).
    public init(phase: AVCaptureEventPhase) { self.phase = phase }
}

/// The phase of a camera button press, standing in for AVKit's `AVCaptureEventPhase`.
public enum AVCaptureEventPhase: Hashable, Sendable {
    case began, ended, cancelled
}

extension View {
    /// Runs `action` when a hardware camera button (Camera Control, volume buttons) is
    /// pressed while this view shows a camera (accepted: a render presses no button, so
    /// `action` is never called; no pixels).
    public func onCameraCaptureEvent(isEnabled: Bool = true,
                                     action: @escaping (AVCaptureEvent) -> Void) -> some View { self }

    /// Runs `primaryAction` for the primary camera button and `secondaryAction` for the
    /// secondary one (accepted: never called in a render; no pixels).
    public func onCameraCaptureEvent(isEnabled: Bool = true,
                                     primaryAction: @escaping (AVCaptureEvent) -> Void,
                                     secondaryAction: @escaping (AVCaptureEvent) -> Void) -> some View { self }

    /// Tags this view's interactions for the system's responsiveness metrics (accepted: no
    /// pixels in a still).
    public func interactionActivityTrackingTag(_ tag: String) -> some View { self }

    /// Marks content a widget shows as possibly stale while an intent runs (accepted: a still
    /// shows the content as it is, no pixels).
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }

    /// Shows or hides the labels of the controls inside, as ``View/labelsHidden()`` does for
    /// `.hidden`: a toggle is then its switch alone, and `.visible` brings labels back.
    public func labelsVisibility(_ visibility: Visibility) -> some View {
        environment(\.labelsVisibility, visibility)
    }
}

/// A kind of background task a scene handles, as SwiftUI's `BackgroundTask` (app refresh, a
/// background URL session). A render runs no background task: accepted, no pixels.
public struct BackgroundTask<Request, Response>: Sendable {
    let identifier: String
}

extension BackgroundTask where Request == Void, Response == Void {
    /// An app refresh task registered under `identifier`.
    public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> {
        BackgroundTask(identifier: identifier)
    }
}

extension BackgroundTask where Request == String, Response == Void {
    /// A background URL session's events, for sessions named `identifier`.
    public static func urlSession(_ identifier: String) -> BackgroundTask<String, Void> {
        BackgroundTask(identifier: identifier)
    }

    /// Background URL session events for any session whose name `matching` accepts.
    public static func urlSession(matching: @escaping @Sendable (String) -> Bool) -> BackgroundTask<String, Void> {
        BackgroundTask(identifier: "*")
    }
}

extension Scene {
    /// Handles a background task for the scene (accepted: a render runs none, so `action` is
    /// never called).
    public func backgroundTask<Request, Response>(_ task: BackgroundTask<Request, Response>,
                                                  action: @escaping @Sendable (Request) async -> Response) -> some Scene {
        self
    }
}
