/// How big controls are, as SwiftUI's `ControlSize`.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

/// The outline of bordered buttons, as SwiftUI's `ButtonBorderShape`.
public struct ButtonBorderShape: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, capsule, circle, roundedRectangle(CGFloat?) }
    let kind: Kind
    /// The platform's choice: a rounded rectangle sized to the control size on iOS.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// Fully rounded ends.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle inscribed in the button's frame.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// Rounded corners sized to the control size.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    /// Rounded corners of `radius` points.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(radius)) }
}

private struct ControlSizeKey: EnvironmentKey { static var defaultValue: ControlSize { .regular } }
private struct ButtonBorderShapeKey: EnvironmentKey { static var defaultValue: ButtonBorderShape { .automatic } }

extension EnvironmentValues {
    /// The size of controls inside (`controlSize(_:)`).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
    /// The outline bordered buttons inside draw (`buttonBorderShape(_:)`).
    public var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of controls inside.
    public func controlSize(_ controlSize: ControlSize) -> some View { environment(\.controlSize, controlSize) }
    /// Sets the outline of bordered buttons inside.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { environment(\.buttonBorderShape, shape) }
}

/// The metrics bordered buttons use per control size. Apple publishes none; these follow
/// iOS 17's look (regular: 12 × 7 pt padding around body text, 8 pt continuous corners) as
/// chosen from Apple's HIG pictures, not measured.
struct BorderedButtonMetrics {
    let horizontal: CGFloat
    let vertical: CGFloat
    let cornerRadius: CGFloat

    init(_ size: ControlSize) {
        switch size {
        case .mini: (horizontal, vertical, cornerRadius) = (6, 2, 5)
        case .small: (horizontal, vertical, cornerRadius) = (10, 4, 6)
        case .regular: (horizontal, vertical, cornerRadius) = (12, 7, 8)
        case .large, .extraLarge: (horizontal, vertical, cornerRadius) = (20, 14, 12)
        }
    }
}

/// The shape behind a bordered button.
struct ButtonBorderOutline: Shape {
    let shape: ButtonBorderShape
    let automaticRadius: CGFloat
    func path(in rect: CGRect) -> Path {
        switch shape.kind {
        case .automatic: return RoundedRectangle(cornerRadius: automaticRadius, style: .continuous).path(in: rect)
        case .roundedRectangle(let r): return RoundedRectangle(cornerRadius: r ?? automaticRadius, style: .continuous).path(in: rect)
        case .capsule: return Capsule(style: .continuous).path(in: rect)
        case .circle: return Circle().path(in: rect)
        }
    }
}
