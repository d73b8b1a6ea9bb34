import Foundation

/// The shape the pointer takes over a view, as SwiftUI's `PointerStyle` (iPadOS 26 with a
/// trackpad or mouse). A render has no pointer: no pixels in a still.
public struct PointerStyle: Hashable, Sendable {
    let name: String

    /// The platform's default pointer.
    public static let `default` = PointerStyle(name: "default")
    /// An open hand over something that can be grabbed.
    public static let grabIdle = PointerStyle(name: "grabIdle")
    /// A closed hand while grabbing.
    public static let grabActive = PointerStyle(name: "grabActive")
    /// An I-beam over horizontal text.
    public static let horizontalText = PointerStyle(name: "horizontalText")
    /// An I-beam over vertical text.
    public static let verticalText = PointerStyle(name: "verticalText")
    /// A crosshair for selecting a rectangle.
    public static let rectSelection = PointerStyle(name: "rectSelection")
    /// A pointing hand over a link.
    public static let link = PointerStyle(name: "link")
    /// A magnifier with a plus.
    public static let zoomIn = PointerStyle(name: "zoomIn")
    /// A magnifier with a minus.
    public static let zoomOut = PointerStyle(name: "zoomOut")
    /// A column resize pointer.
    public static let columnResize = PointerStyle(name: "columnResize")
    /// A row resize pointer.
    public static let rowResize = PointerStyle(name: "rowResize")

    /// The pointer shaped as `shape` of `size` (no pixels in a still).
    public static func shape(_ shape: some Shape, eoFill: Bool = false, size: CGSize) -> PointerStyle {
        PointerStyle(name: "shape \(size.width)x\(size.height)")
    }
}

extension View {
    /// The pointer's style over this view (accepted: a render has no pointer, no pixels).
    public func pointerStyle(_ style: PointerStyle?) -> some View { self }

    /// Whether the pointer shows over this view (accepted: a render has no pointer, no pixels).
    public func pointerVisibility(_ visibility: Visibility) -> some View { self }
}
