/// A colour with straight (un-premultiplied) alpha, components in 0…1, sRGB gamma-encoded.
///
/// This is how colours are *specified*. Pixels are stored premultiplied (see ``PixelBuffer``);
/// ``premultiplied`` converts.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    public var red: Float
    public var green: Float
    public var blue: Float
    public var alpha: Float

    @inlinable public init(red: Float, green: Float, blue: Float, alpha: Float = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    @inlinable public init(_ red: Float, _ green: Float, _ blue: Float, _ alpha: Float = 1) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// From 8-bit straight components.
    @inlinable public init(r8: UInt8, g8: UInt8, b8: UInt8, a8: UInt8 = 255) {
        self.init(Float(r8) / 255, Float(g8) / 255, Float(b8) / 255, Float(a8) / 255)
    }
    /// From `0xRRGGBB` or, with `hasAlpha`, `0xRRGGBBAA`.
    public init(hex: UInt32, hasAlpha: Bool = false) {
        if hasAlpha {
            self.init(r8: UInt8(hex >> 24), g8: UInt8((hex >> 16) & 0xFF), b8: UInt8((hex >> 8) & 0xFF), a8: UInt8(hex & 0xFF))
        } else {
            self.init(r8: UInt8((hex >> 16) & 0xFF), g8: UInt8((hex >> 8) & 0xFF), b8: UInt8(hex & 0xFF))
        }
    }

    public static let clear = RGBA(0, 0, 0, 0)
    public static let black = RGBA(0, 0, 0, 1)
    public static let white = RGBA(1, 1, 1, 1)

    /// The same colour with its alpha multiplied by `opacity`.
    @inlinable public func withOpacity(_ opacity: Float) -> RGBA {
        RGBA(red, green, blue, alpha * opacity)
    }

    /// Premultiplied components as a vector (r·a, g·a, b·a, a), clamped to 0…1; a NaN
    /// component is 0 (a colour computed from a division by zero draws as if that component
    /// were absent, rather than trapping in the 8-bit conversion).
    @inlinable public var premultiplied: SIMD4<Float> {
        var v = SIMD4<Float>(red, green, blue, alpha)
        v.replace(with: 0, where: v .!= v)
        v.clamp(lowerBound: .zero, upperBound: .one)
        return SIMD4<Float>(v.x, v.y, v.z, 1) * v.w
    }

    /// Premultiplied 8-bit components (r, g, b, a), rounded to nearest.
    @inlinable public var premultiplied8: SIMD4<UInt8> {
        let v = premultiplied * 255 + 0.5
        return SIMD4<UInt8>(UInt8(v.x), UInt8(v.y), UInt8(v.z), UInt8(v.w))
    }

    public var description: String { "RGBA(\(red), \(green), \(blue), \(alpha))" }
}
