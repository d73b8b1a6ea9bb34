import FlipbookRaster

extension Color {
    /// This colour mixed with `rhs`, as SwiftUI's `Color.mix(with:by:in:)` (iOS 18): `fraction`
    /// 0 is this colour, 1 is `rhs`. In `.perceptual` (the default) the colours are mixed in
    /// OKLab, in `.device` component by component in sRGB; opacity mixes linearly. Each
    /// appearance (light, dark) mixes its own variants.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: FlipbookCore.Gradient.ColorSpace = .perceptual) -> Color {
        let f = Float(max(0, min(1, fraction.isFinite ? fraction : 0)))
        func mixed(_ a: Color.Resolved, _ b: Color.Resolved) -> Color.Resolved {
            let ca = SIMD3(a.red, a.green, a.blue), cb = SIMD3(b.red, b.green, b.blue)
            let rgb: SIMD3<Float>
            if colorSpace == .device {
                rgb = ca + (cb - ca) * f
            } else {
                let la = OKLab.fromSRGB(ca), lb = OKLab.fromSRGB(cb)
                rgb = OKLab.toSRGB(la + (lb - la) * f)
            }
            return Color.Resolved(red: rgb.x, green: rgb.y, blue: rgb.z, opacity: a.opacity + (b.opacity - a.opacity) * f)
        }
        return Color(light: Color(mixed(resolve(in: .light), rhs.resolve(in: .light))),
                     dark: Color(mixed(resolve(in: .dark), rhs.resolve(in: .dark))))
    }
}
