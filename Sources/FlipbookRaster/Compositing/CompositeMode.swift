/// How a source colour combines with the destination: Porter–Duff source-over plus every
/// blend mode SwiftUI's `BlendMode` names, by the W3C Compositing and Blending formulas,
/// computed on gamma-encoded sRGB (what Core Graphics and browsers do).
public enum CompositeMode: String, Sendable, Hashable, CaseIterable {
    // Separable blend modes (W3C), composited source-over.
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn
    case softLight, hardLight, difference, exclusion
    // Non-separable blend modes (W3C).
    case hue, saturation, color, luminosity
    // Porter–Duff operators SwiftUI exposes.
    case sourceAtop, destinationOver, destinationOut
    // Apple's plus-darker / plus-lighter.
    case plusDarker, plusLighter

    /// `normal` is plain source-over.
    public static let sourceOver: CompositeMode = .normal
}
