extension Color {
    /// A colour from hue, saturation and brightness (HSB, also called HSV), each 0…1, as
    /// SwiftUI's `Color(hue:saturation:brightness:opacity:)`: the hue turns once round the
    /// colour wheel from red (0) through green (⅓) and blue (⅔) back to red (1). Components
    /// are sRGB; a hue outside 0…1 wraps, saturation and brightness are clamped.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (r, g, b) = Color.hsvToRGB(hue: hue, saturation: saturation, brightness: brightness)
        self.init(.sRGB, red: r, green: g, blue: b, opacity: opacity)
    }

    /// The standard HSV → RGB conversion (Foley & van Dam): six sectors of the hue circle,
    /// each a linear ramp of one channel between brightness·(1 − saturation) and brightness.
    static func hsvToRGB(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        guard hue.isFinite, saturation.isFinite, brightness.isFinite else { return (0, 0, 0) }
        let s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        var h = hue - hue.rounded(.down)        // wrap into 0..<1
        if h >= 1 { h = 0 }
        let sector = h * 6
        let i = Int(sector.rounded(.down)) % 6
        let f = sector - sector.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}
