import FlipbookRaster

extension GraphicsContext {
    /// An effect applied to each later drawing operation, as SwiftUI's `GraphicsContext.Filter`
    /// (added with ``GraphicsContext/addFilter(_:options:)``). Radii and offsets are in root
    /// points: a filter does not follow the context's scale or rotation.
    public struct Filter {
        let effect: (EnvironmentValues) -> DisplayEffect

        /// A Gaussian blur, as the `blur(radius:)` modifier.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter { _ in .blur(radius: radius) }
        }
        /// A drop shadow below the drawing, as the `shadow` modifier.
        public static func shadow(color: Color = Color(.sRGB, white: 0, opacity: 0.33), radius: CGFloat,
                                  x: CGFloat = 0, y: CGFloat = 0) -> Filter {
            Filter { env in .shadow(color: color.resolve(in: env.colorScheme).rgba, radius: radius, x: x, y: y) }
        }
        /// Multiplies each colour by `color`.
        public static func colorMultiply(_ color: Color) -> Filter {
            Filter { env in .colorMatrix(.colorMultiply(color.resolve(in: env.colorScheme).rgba)) }
        }
        /// 0 = unchanged, 1 = fully grey.
        public static func grayscale(_ amount: Double) -> Filter { Filter { _ in .colorMatrix(.grayscale(amount)) } }
        /// Adds `amount` to each colour channel.
        public static func brightness(_ amount: Double) -> Filter { Filter { _ in .colorMatrix(.brightness(amount)) } }
        /// Scales colours about mid-grey.
        public static func contrast(_ amount: Double) -> Filter { Filter { _ in .colorMatrix(.contrast(amount)) } }
        /// 0 = greyscale, 1 = unchanged.
        public static func saturation(_ amount: Double) -> Filter { Filter { _ in .colorMatrix(.saturation(amount)) } }
        /// Turns hues by `angle`.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter { _ in .colorMatrix(.hueRotation(radians: angle.radians)) } }
        /// Each colour channel becomes 1 − itself.
        public static var colorInvert: Filter { Filter { _ in .colorMatrix(.colorInvert) } }
    }

    /// Blur options (accepted; Flipbook's blur is SwiftUI's default, not opaque).
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var opaque: BlurOptions { BlurOptions(rawValue: 1) }
        public static var dithersResult: BlurOptions { BlurOptions(rawValue: 2) }
    }

    /// Filter options (accepted for source compatibility).
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var linearColor: FilterOptions { FilterOptions(rawValue: 1) }
    }

    /// Clip options, as SwiftUI's `GraphicsContext.ClipOptions`.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keep what lies outside the clip instead of inside (``GraphicsContext/clip(to:style:options:)`` only).
        public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
    }
}
