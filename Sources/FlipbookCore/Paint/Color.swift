import FlipbookRaster

/// A colour, as SwiftUI's `Color`: system colours that adapt to light and dark appearance,
/// or fixed sRGB values. Resolve it for a colour scheme with ``resolve(in:)``.
public struct Color: Hashable, Sendable {
    package indirect enum Provider: Hashable, Sendable {
        case fixed(Resolved)
        /// A light and a dark variant (system colours, asset-catalogue colours).
        case adaptive(light: Resolved, dark: Resolved)
        case opacity(Provider, Double)
        /// An asset-catalogue colour looked up by name when resolved: ``ColorCatalog`` first,
        /// then the colour set read from the bundle's `.xcassets`, if one was found.
        case named(String, asset: AssetCatalog.ColorSet?)
    }

    let provider: Provider

    package init(provider: Provider) { self.provider = provider }

    /// A colour's components for one appearance: straight alpha, gamma-encoded sRGB, 0…1.
    public struct Resolved: Hashable, Sendable {
        public var red: Float
        public var green: Float
        public var blue: Float
        public var opacity: Float

        public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
            self.red = red; self.green = green; self.blue = blue; self.opacity = opacity
        }

        /// From `0xRRGGBB`.
        package init(hex: UInt32, opacity: Float = 1) {
            self.init(red: Float((hex >> 16) & 0xFF) / 255, green: Float((hex >> 8) & 0xFF) / 255,
                      blue: Float(hex & 0xFF) / 255, opacity: opacity)
        }

        package var rgba: RGBA { RGBA(red, green, blue, opacity) }
    }

    /// The sRGB colour space names SwiftUI accepts; Flipbook works in sRGB throughout.
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }

    /// A colour from sRGB components in 0…1.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        var r = Float(red), g = Float(green), b = Float(blue)
        if colorSpace == .sRGBLinear {
            func encode(_ c: Float) -> Float { c <= 0.0031308 ? 12.92 * c : 1.055 * powf(c, 1 / 2.4) - 0.055 }
            r = encode(r); g = encode(g); b = encode(b)
        }
        provider = .fixed(Resolved(red: r, green: g, blue: b, opacity: Float(opacity)))
    }

    /// A grey: 0 = black, 1 = white.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour with fixed components for every appearance.
    public init(_ resolved: Resolved) { provider = .fixed(resolved) }

    /// A colour with a light and a dark variant, like an asset-catalogue colour.
    public init(light: Color, dark: Color) {
        provider = .adaptive(light: light.resolve(in: .light), dark: dark.resolve(in: .dark))
    }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(provider: .opacity(provider, opacity))
    }

    /// The components of this colour in the given appearance.
    public func resolve(in colorScheme: ColorScheme) -> Resolved {
        Color.resolve(provider, colorScheme, .standard)
    }

    /// The components for an environment's appearance: its colour scheme and contrast (asset
    /// colours may have high-contrast variants).
    func resolve(in environment: EnvironmentValues) -> Resolved {
        Color.resolve(provider, environment.colorScheme, environment.colorSchemeContrast)
    }

    private static func resolve(_ p: Provider, _ scheme: ColorScheme, _ contrast: ColorSchemeContrast) -> Resolved {
        switch p {
        case .fixed(let r): return r
        case .adaptive(let light, let dark): return scheme == .dark ? dark : light
        case .opacity(let base, let factor):
            var r = resolve(base, scheme, contrast)
            r.opacity *= Float(max(0, min(1, factor)))
            return r
        case .named(let name, let asset):
            if let registered = ColorCatalog.shared.lookup(name, recordingMissing: asset == nil) {
                return resolve(registered.provider, scheme, contrast)
            }
            if let c = asset?.resolve(dark: scheme == .dark, highContrast: contrast == .increased) { return c }
            // SwiftUI draws a missing asset colour as clear (and logs); so do we.
            AssetDiagnostics.report("No color named \"\(name)\" in ColorCatalog.shared or in an asset catalog; it draws clear. Add \(name).colorset to an .xcassets folder in the target's resources and pass its bundle (Color(\"\(name)\", bundle: .module)), or register it with ColorCatalog.shared.register.")
            return Resolved(red: 0, green: 0, blue: 0, opacity: 0)
        }
    }

    // SwiftUI's system colours (iOS, light / dark): the values in REFERENCE.md.
    private static func system(_ light: UInt32, _ dark: UInt32) -> Color {
        Color(provider: .adaptive(light: Resolved(hex: light), dark: Resolved(hex: dark)))
    }

    public static let black = Color(provider: .fixed(Resolved(red: 0, green: 0, blue: 0)))
    public static let white = Color(provider: .fixed(Resolved(red: 1, green: 1, blue: 1)))
    public static let clear = Color(provider: .fixed(Resolved(red: 0, green: 0, blue: 0, opacity: 0)))
    public static let blue = system(0x007AFF, 0x0A84FF)
    public static let green = system(0x34C759, 0x30D158)
    public static let red = system(0xFF3B30, 0xFF453A)
    public static let orange = system(0xFF9500, 0xFF9F0A)
    public static let yellow = system(0xFFCC00, 0xFFD60A)
    public static let pink = system(0xFF2D55, 0xFF375F)
    public static let purple = system(0xAF52DE, 0xBF5AF2)
    public static let teal = system(0x30B0C7, 0x40C8E0)
    public static let indigo = system(0x5856D6, 0x5E5CE6)
    public static let mint = system(0x00C7BE, 0x63E6E2)
    public static let cyan = system(0x32ADE6, 0x64D2FF)
    public static let brown = system(0xA2845E, 0xAC8E68)
    public static let gray = system(0x8E8E93, 0x8E8E93)
    /// Black in light appearance, white in dark.
    public static let primary = Color(provider: .adaptive(light: Resolved(hex: 0x000000), dark: Resolved(hex: 0xFFFFFF)))
    /// Grey at 60% opacity (iOS's secondary label: #3C3C43 at 60% light, #EBEBF5 at 60% dark).
    public static let secondary = Color(provider: .adaptive(light: Resolved(hex: 0x3C3C43, opacity: 0.6),
                                                            dark: Resolved(hex: 0xEBEBF5, opacity: 0.6)))
    /// The accent colour (blue, as an app with no accent set).
    public static let accentColor = blue

    /// SwiftUI's named colours by name, for scene files and diagnostics.
    public static let named: [String: Color] = [
        "black": .black, "white": .white, "clear": .clear, "blue": .blue, "green": .green,
        "red": .red, "orange": .orange, "yellow": .yellow, "pink": .pink, "purple": .purple,
        "teal": .teal, "indigo": .indigo, "mint": .mint, "cyan": .cyan, "brown": .brown,
        "gray": .gray, "primary": .primary, "secondary": .secondary, "accentColor": .accentColor,
    ]
}

extension Color.Resolved {
    /// Premultiplied 8-bit components (r, g, b, a), rounded to nearest, as pixels store them.
    public var premultipliedRGBA8: SIMD4<UInt8> { rgba.premultiplied8 }
}
