/// Opens a window, as SwiftUI's `OpenWindowAction` (`@Environment(\.openWindow)`). An
/// iPhone app has one window and a render has no window server, so it has no pixels: the
/// call is accepted and changes nothing in the render.
public struct OpenWindowAction: Sendable {
    init() {}
    /// Opens the window scene with `id`.
    @MainActor public func callAsFunction(id: String) {}
    /// Opens the window scene that presents `value`'s type, with `value`.
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    /// Opens the window scene with `id`, presenting `value`.
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

/// Closes a window, as SwiftUI's `DismissWindowAction` (`@Environment(\.dismissWindow)`);
/// accepted with no pixels, as ``OpenWindowAction``.
public struct DismissWindowAction: Sendable {
    init() {}
    /// Closes the window the view is in.
    @MainActor public func callAsFunction() {}
    /// Closes the windows of the scene with `id`.
    @MainActor public func callAsFunction(id: String) {}
    /// Closes the window presenting `value`.
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    /// Closes the window of scene `id` presenting `value`.
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

private struct OpenWindowKey: EnvironmentKey { static var defaultValue: OpenWindowAction { OpenWindowAction() } }
private struct DismissWindowKey: EnvironmentKey { static var defaultValue: DismissWindowAction { DismissWindowAction() } }
private struct SupportsMultipleWindowsKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Opens windows (see ``OpenWindowAction``).
    public var openWindow: OpenWindowAction { self[OpenWindowKey.self] }
    /// Closes windows (see ``DismissWindowAction``).
    public var dismissWindow: DismissWindowAction { self[DismissWindowKey.self] }
    /// Whether the app can show several windows: `false`, as on iPhone.
    public var supportsMultipleWindows: Bool { self[SupportsMultipleWindowsKey.self] }
}
