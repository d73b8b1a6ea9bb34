import FlipbookRaster

/// SwiftUI's blend modes.
public enum BlendMode: String, CaseIterable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    var composite: CompositeMode { CompositeMode(rawValue: rawValue)! }
}

extension View {
    /// Draws the view at `opacity` (0…1): each drawn part separately unless inside a
    /// `compositingGroup()`, as in SwiftUI.
    public func opacity(_ opacity: Double) -> some View {
        effect("Opacity", animating: opacity) { _, _, opacity in opacity >= 1 ? nil : .opacity(opacity) }
    }

    /// A drop shadow: `radius` is the Gaussian σ (REFERENCE: σ = radius matches Apple's
    /// renderings); default colour black at 33%.
    public func shadow(color: Color = Color(.sRGB, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        effect("Shadow", animating: AnimatablePair(AnimatableColor(color), AnimatablePair(radius, AnimatablePair(x, y)))) { _, env, v in
            .shadow(color: v.first.resolved(in: env.colorScheme).rgba, radius: v.second.first, x: v.second.second.first, y: v.second.second.second)
        }
    }

    /// Blends the view into what is beneath it.
    public func blendMode(_ mode: BlendMode) -> some View {
        effect("BlendMode") { _, _ in mode == .normal ? nil : .blendMode(mode.composite) }
    }

    /// Flattens the view before effects outside it (opacity, shadow, blend) apply.
    public func compositingGroup() -> some View {
        effect("CompositingGroup") { _, _ in .compositingGroup }
    }

    /// Flattens the view into an offscreen image (same pixels as `compositingGroup` here).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        effect("DrawingGroup") { _, _ in .compositingGroup }
    }

    /// Gaussian blur with σ = `radius`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        effect("Blur", animating: radius) { _, _, radius in radius > 0 ? .blur(radius: radius) : nil }
    }
}

/// The colour precision of a drawing group (Flipbook renders 8-bit sRGB throughout).
public enum ColorRenderingMode: Sendable { case nonLinear, linear, extendedLinear }
