extension Image {
    /// The range of brightness an image may use, as SwiftUI's `Image.DynamicRange`. Flipbook
    /// writes 8-bit sRGB PNGs, which hold only the standard range: every value draws the same.
    public struct DynamicRange: Hashable, Sendable {
        let level: Int
        /// Standard dynamic range.
        public static let standard = DynamicRange(level: 0)
        /// Some extended range, limited for comfort next to other content.
        public static let constrainedHigh = DynamicRange(level: 1)
        /// The display's full extended range.
        public static let high = DynamicRange(level: 2)
    }

    /// Allows the image `range` of brightness. No pixels: PNGs are standard range.
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> Image { self }

    /// A bitmap image resource by name, as ``init(_:bundle:)``: a variable value only changes
    /// symbol images, and a resource image has no variable parts (asset symbol sets are not
    /// read on Linux), so `variableValue` draws nothing different.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }
}

private struct AllowedDynamicRangeKey: EnvironmentKey { static var defaultValue: Image.DynamicRange? { nil } }

extension EnvironmentValues {
    /// The dynamic range images below may use (`nil`: the system's choice). No pixels.
    public var allowedDynamicRange: Image.DynamicRange? {
        get { self[AllowedDynamicRangeKey.self] }
        set { self[AllowedDynamicRangeKey.self] = newValue }
    }
}

extension View {
    /// Allows the images in this view `range` of brightness. No pixels: Flipbook's PNGs are
    /// 8-bit standard range, so the view draws exactly as without it.
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View {
        environment(\.allowedDynamicRange, range)
    }
}

extension Image {
    /// This symbol image drawn in `mode` (monochrome, hierarchical, palette, multicolor),
    /// whatever the environment says; `nil` leaves the environment's mode. Bitmaps ignore it.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.symbolRenderingModeOverride = mode
        return copy
    }
}
