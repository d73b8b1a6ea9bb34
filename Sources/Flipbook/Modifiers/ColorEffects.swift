import FlipbookRaster

extension View {
    /// Adds `amount` (−1…1) to each colour channel.
    public func brightness(_ amount: Double) -> some View {
        effect("Brightness", animating: amount) { _, _, amount in .colorMatrix(.brightness(amount)) }
    }
    /// Scales colours about mid-grey (1 = unchanged, 0 = grey).
    public func contrast(_ amount: Double) -> some View {
        effect("Contrast", animating: amount) { _, _, amount in .colorMatrix(.contrast(amount)) }
    }
    /// 0 = greyscale, 1 = unchanged.
    public func saturation(_ amount: Double) -> some View {
        effect("Saturation", animating: amount) { _, _, amount in .colorMatrix(.saturation(amount)) }
    }
    /// 0 = unchanged, 1 = fully grey.
    public func grayscale(_ amount: Double) -> some View {
        effect("Grayscale", animating: amount) { _, _, amount in .colorMatrix(.grayscale(amount)) }
    }
    public func hueRotation(_ angle: Angle) -> some View {
        effect("HueRotation", animating: angle.radians) { _, _, r in .colorMatrix(.hueRotation(radians: r)) }
    }
    public func colorInvert() -> some View {
        effect("ColorInvert") { _, _ in .colorMatrix(.colorInvert) }
    }
    public func colorMultiply(_ color: Color) -> some View {
        effect("ColorMultiply", animating: AnimatableColor(color)) { _, env, c in .colorMatrix(.colorMultiply(c.resolved(in: env.colorScheme).rgba)) }
    }
}
