import FlipbookRaster

extension View {
    /// Adds `amount` (−1…1) to each colour channel.
    public func brightness(_ amount: Double) -> some View {
        effect("Brightness") { _, _ in .colorMatrix(.brightness(amount)) }
    }
    /// Scales colours about mid-grey (1 = unchanged, 0 = grey).
    public func contrast(_ amount: Double) -> some View {
        effect("Contrast") { _, _ in .colorMatrix(.contrast(amount)) }
    }
    /// 0 = greyscale, 1 = unchanged.
    public func saturation(_ amount: Double) -> some View {
        effect("Saturation") { _, _ in .colorMatrix(.saturation(amount)) }
    }
    /// 0 = unchanged, 1 = fully grey.
    public func grayscale(_ amount: Double) -> some View {
        effect("Grayscale") { _, _ in .colorMatrix(.grayscale(amount)) }
    }
    public func hueRotation(_ angle: Angle) -> some View {
        effect("HueRotation") { _, _ in .colorMatrix(.hueRotation(radians: angle.radians)) }
    }
    public func colorInvert() -> some View {
        effect("ColorInvert") { _, _ in .colorMatrix(.colorInvert) }
    }
    public func colorMultiply(_ color: Color) -> some View {
        effect("ColorMultiply") { _, env in .colorMatrix(.colorMultiply(color.resolve(in: env.colorScheme).rgba)) }
    }
}
