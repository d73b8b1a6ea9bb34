import Foundation

// Events that come from outside the app (a URL opened, the status bar, system overlays,
// pointer tooltips) have no pixels of their own in a still: these modifiers draw the view
// as it is.
extension View {
    /// Runs `action` when the app is asked to open a URL; never in a render.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

    /// A tooltip for pointer hover (iPad, Mac); no pixels on a touch screen.
    public func help(_ textKey: LocalizedStringKey) -> some View { self }
    /// A tooltip for pointer hover; no pixels on a touch screen.
    public func help(_ text: Text) -> some View { self }
    /// A tooltip for pointer hover; no pixels on a touch screen.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { self }

    /// Hides the status bar: a render with device chrome (``ImageRenderer`` on a device)
    /// leaves the status bar out, as iOS does; the view itself draws as it is.
    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        modifier(StatusBarVisibilityModifier(hidden: hidden))
    }

    /// Whether the home indicator and other persistent overlays show; they belong to the
    /// device, so the view draws as it is.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}
