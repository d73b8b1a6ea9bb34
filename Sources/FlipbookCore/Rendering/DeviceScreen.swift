/// An iPhone's screen in portrait: its size in points, the safe area the system bars leave,
/// pixels per point, and the shape of the glass. Set it as ``ImageRenderer/device`` to lay a
/// view out as that iPhone would (inside its safe area, what ignores the safe area reaching
/// the edges) and, with ``DeviceChrome``, draw the status bar and home indicator so the image
/// reads as a screenshot.
///
/// The numbers are UIKit's on each device (`UIScreen.bounds`, the root view's
/// `safeAreaInsets`, `UIScreen.scale`); corner radii are the screens' display corner radii as
/// measured from screenshots (Apple does not publish them: chosen by eye, listed below).
public struct DeviceScreen: Sendable, Hashable {
    /// The name the scene format uses ("iPhone15Pro").
    public var name: String
    /// The screen in points.
    public var size: CGSize
    /// The insets the status bar (or notch / Dynamic Island) and home indicator take.
    public var safeAreaInsets: EdgeInsets
    /// Pixels per point.
    public var scale: CGFloat
    /// The radius of the screen's rounded corners, for ``DeviceChrome/screenMask``.
    public var cornerRadius: CGFloat
    /// What cuts into the top of the screen, which decides how the status bar is laid out.
    public var cutout: Cutout

    /// The top of the screen.
    public enum Cutout: Sendable, Hashable {
        /// A 20-point status bar across the top (iPhone 8, SE).
        case none
        /// A notch between two status-bar "ears" (iPhone X to 14).
        case notch
        /// The Dynamic Island: a 126 × 37 pill 11 points from the top (iPhone 14 Pro on).
        case dynamicIsland
    }

    public init(name: String, size: CGSize, safeAreaInsets: EdgeInsets, scale: CGFloat, cornerRadius: CGFloat = 0, cutout: Cutout = .none) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.scale = scale
        self.cornerRadius = cornerRadius
        self.cutout = cutout
    }

    private static func phone(_ name: String, _ w: CGFloat, _ h: CGFloat, top: CGFloat, bottom: CGFloat, scale: CGFloat,
                              corner: CGFloat, _ cutout: Cutout) -> DeviceScreen {
        DeviceScreen(name: name, size: CGSize(width: w, height: h), safeAreaInsets: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
                     scale: scale, cornerRadius: corner, cutout: cutout)
    }

    // The older devices keep swift-snapshot-testing's `ViewImageConfig` numbers (FlipbookTesting's
    // `SnapshotDevice` and FlipbookSnapshotTesting's `ViewImageConfig` read them from here).
    /// iPhone SE (1st generation): 320 × 568 @2×, status bar 20.
    public static let iPhoneSE = phone("iPhoneSE", 320, 568, top: 20, bottom: 0, scale: 2, corner: 0, .none)
    /// iPhone 8: 375 × 667 @2×, status bar 20.
    public static let iPhone8 = phone("iPhone8", 375, 667, top: 20, bottom: 0, scale: 2, corner: 0, .none)
    /// iPhone X: 375 × 812 @3×, notch 44, home indicator 34.
    public static let iPhoneX = phone("iPhoneX", 375, 812, top: 44, bottom: 34, scale: 3, corner: 39, .notch)
    /// iPhone 13 mini: 375 × 812 @3×, notch 50, home indicator 34.
    public static let iPhone13Mini = phone("iPhone13Mini", 375, 812, top: 50, bottom: 34, scale: 3, corner: 44, .notch)
    /// iPhone 13 and 13 Pro: 390 × 844 @3×, notch 47, home indicator 34.
    public static let iPhone13 = phone("iPhone13", 390, 844, top: 47, bottom: 34, scale: 3, corner: 47, .notch)
    /// iPhone 13 Pro Max: 428 × 926 @3×, notch 47, home indicator 34.
    public static let iPhone13ProMax = phone("iPhone13ProMax", 428, 926, top: 47, bottom: 34, scale: 3, corner: 53, .notch)
    /// iPhone 15 (and 15 Pro, 16): 393 × 852 @3×, Dynamic Island 59, home indicator 34.
    public static let iPhone15 = phone("iPhone15", 393, 852, top: 59, bottom: 34, scale: 3, corner: 55, .dynamicIsland)
    /// iPhone 15 Plus (and 15 Pro Max, 16 Plus): 430 × 932 @3×, Dynamic Island 59, home indicator 34.
    public static let iPhone15Plus = phone("iPhone15Plus", 430, 932, top: 59, bottom: 34, scale: 3, corner: 55, .dynamicIsland)
    /// iPhone 15 Pro: as ``iPhone15``.
    public static let iPhone15Pro = phone("iPhone15Pro", 393, 852, top: 59, bottom: 34, scale: 3, corner: 55, .dynamicIsland)
    /// iPhone 15 Pro Max: as ``iPhone15Plus``.
    public static let iPhone15ProMax = phone("iPhone15ProMax", 430, 932, top: 59, bottom: 34, scale: 3, corner: 55, .dynamicIsland)
    /// iPhone 16: as ``iPhone15``.
    public static let iPhone16 = phone("iPhone16", 393, 852, top: 59, bottom: 34, scale: 3, corner: 55, .dynamicIsland)
    /// iPhone 16 Plus: as ``iPhone15Plus``.
    public static let iPhone16Plus = phone("iPhone16Plus", 430, 932, top: 59, bottom: 34, scale: 3, corner: 55, .dynamicIsland)
    /// iPhone 16 Pro: 402 × 874 @3×, Dynamic Island 62 (its thinner bezels move the island
    /// down), home indicator 34.
    public static let iPhone16Pro = phone("iPhone16Pro", 402, 874, top: 62, bottom: 34, scale: 3, corner: 62, .dynamicIsland)
    /// iPhone 16 Pro Max: 440 × 956 @3×, Dynamic Island 62, home indicator 34.
    public static let iPhone16ProMax = phone("iPhone16ProMax", 440, 956, top: 62, bottom: 34, scale: 3, corner: 62, .dynamicIsland)

    /// Every device by its ``name``.
    public static let all: [DeviceScreen] = [iPhoneSE, iPhone8, iPhoneX, iPhone13Mini, iPhone13, iPhone13ProMax,
                                             iPhone15, iPhone15Plus, iPhone15Pro, iPhone15ProMax,
                                             iPhone16, iPhone16Plus, iPhone16Pro, iPhone16ProMax]

    /// The device called `name` ("iPhone15Pro"), if there is one.
    public static func named(_ name: String) -> DeviceScreen? { all.first { $0.name == name } }

    /// The safe rectangle of the screen, in points.
    public var safeRect: CGRect {
        CGRect(x: safeAreaInsets.leading, y: safeAreaInsets.top, width: size.width - safeAreaInsets.leading - safeAreaInsets.trailing,
               height: size.height - safeAreaInsets.top - safeAreaInsets.bottom)
    }
}

/// What of the device ``ImageRenderer`` draws over the content, as a screenshot shows it.
public struct DeviceChrome: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The status bar: "9:41", signal, Wi-Fi and a full battery, dark in light appearance
    /// and light in dark, as Apple's marketing screenshots.
    public static let statusBar = DeviceChrome(rawValue: 1 << 0)
    /// The home indicator (devices without a home button).
    public static let homeIndicator = DeviceChrome(rawValue: 1 << 1)
    /// The screen's rounded corners (transparent outside) and the Dynamic Island, as the
    /// glass looks rather than as a screenshot is.
    public static let screenMask = DeviceChrome(rawValue: 1 << 2)
    /// What a screenshot shows: the status bar and home indicator.
    public static let screenshot: DeviceChrome = [.statusBar, .homeIndicator]
}
