/// How a preview is sized, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Hashable, Sendable {
    /// The whole screen of the preview's device (``PreviewDevice``, by default an iPhone 15 Pro).
    case device
    /// The view's own ideal size.
    case sizeThatFits
    /// A canvas of this many points, the view proposed that size and centred.
    case fixed(width: CGFloat, height: CGFloat)
}

/// Which way up the device is held, as SwiftUI's `InterfaceOrientation`.
public enum InterfaceOrientation: Hashable, Sendable, CaseIterable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    /// Whether the screen's long side runs across.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A device to preview on, named as Xcode names simulators (`PreviewDevice("iPhone 15 Pro")`),
/// as SwiftUI's `PreviewDevice`.
///
/// Flipbook knows the screens of the common iPhones and iPads (``screen``); a name it does not
/// know previews on an iPhone 15 Pro's screen.
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    /// The device's screen, portrait: size in points, safe-area insets and scale.
    public var screen: Screen { Screen.known[rawValue] ?? Screen.known["iPhone 15 Pro"]! }

    /// Whether Flipbook knows this device's screen (else ``screen`` is an iPhone 15 Pro's).
    public var isKnown: Bool { Screen.known[rawValue] != nil }

    /// A device screen in portrait.
    public struct Screen: Hashable, Sendable {
        /// The screen in points.
        public var size: CGSize
        /// Insets taken by the status bar, notch or Dynamic Island, and the home indicator.
        public var safeArea: EdgeInsets
        /// Pixels per point.
        public var scale: CGFloat

        public init(size: CGSize, safeArea: EdgeInsets, scale: CGFloat) {
            self.size = size
            self.safeArea = safeArea
            self.scale = scale
        }

        /// The screen held in `orientation`: landscape swaps the sides and moves the top inset
        /// (notch) to the side it turned to, keeping the home indicator at the bottom.
        public func oriented(_ orientation: InterfaceOrientation) -> Screen {
            guard orientation.isLandscape else { return self }
            let notch = safeArea.top > 24 ? safeArea.top : 0
            let inset = EdgeInsets(top: 0,
                                   leading: orientation == .landscapeLeft ? notch : 0,
                                   bottom: safeArea.bottom > 0 ? 21 : 0,
                                   trailing: orientation == .landscapeRight ? notch : 0)
            return Screen(size: CGSize(width: size.height, height: size.width), safeArea: inset, scale: scale)
        }

        /// The width's size class on this screen, as iOS assigns it: regular on an iPad and
        /// on the largest iPhones held sideways (896 points wide and more), else compact.
        public var horizontalSizeClass: UserInterfaceSizeClass {
            min(size.width, size.height) >= 700 || size.width >= 896 ? .regular : .compact
        }

        /// The height's size class: compact on an iPhone held sideways, else regular.
        public var verticalSizeClass: UserInterfaceSizeClass {
            size.height < 500 ? .compact : .regular
        }

        static func phone(_ w: CGFloat, _ h: CGFloat, top: CGFloat, bottom: CGFloat, scale: CGFloat = 3) -> Screen {
            Screen(size: CGSize(width: w, height: h), safeArea: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0), scale: scale)
        }

        /// Screen sizes, safe areas and scales of Apple's devices (points, portrait), as the
        /// simulators report them.
        static let known: [String: Screen] = [
            "iPhone SE (1st generation)": phone(320, 568, top: 20, bottom: 0, scale: 2),
            "iPhone SE (2nd generation)": phone(375, 667, top: 20, bottom: 0, scale: 2),
            "iPhone SE (3rd generation)": phone(375, 667, top: 20, bottom: 0, scale: 2),
            "iPhone 8": phone(375, 667, top: 20, bottom: 0, scale: 2),
            "iPhone 8 Plus": phone(414, 736, top: 20, bottom: 0),
            "iPhone X": phone(375, 812, top: 44, bottom: 34),
            "iPhone 11": phone(414, 896, top: 48, bottom: 34, scale: 2),
            "iPhone 11 Pro": phone(375, 812, top: 44, bottom: 34),
            "iPhone 11 Pro Max": phone(414, 896, top: 44, bottom: 34),
            "iPhone 12": phone(390, 844, top: 47, bottom: 34),
            "iPhone 12 Pro": phone(390, 844, top: 47, bottom: 34),
            "iPhone 13 mini": phone(375, 812, top: 50, bottom: 34),
            "iPhone 13": phone(390, 844, top: 47, bottom: 34),
            "iPhone 13 Pro": phone(390, 844, top: 47, bottom: 34),
            "iPhone 13 Pro Max": phone(428, 926, top: 47, bottom: 34),
            "iPhone 14": phone(390, 844, top: 47, bottom: 34),
            "iPhone 14 Plus": phone(428, 926, top: 47, bottom: 34),
            "iPhone 14 Pro": phone(393, 852, top: 59, bottom: 34),
            "iPhone 14 Pro Max": phone(430, 932, top: 59, bottom: 34),
            "iPhone 15": phone(393, 852, top: 59, bottom: 34),
            "iPhone 15 Plus": phone(430, 932, top: 59, bottom: 34),
            "iPhone 15 Pro": phone(393, 852, top: 59, bottom: 34),
            "iPhone 15 Pro Max": phone(430, 932, top: 59, bottom: 34),
            "iPhone 16": phone(393, 852, top: 59, bottom: 34),
            "iPhone 16 Plus": phone(430, 932, top: 59, bottom: 34),
            "iPhone 16 Pro": phone(402, 874, top: 62, bottom: 34),
            "iPhone 16 Pro Max": phone(440, 956, top: 62, bottom: 34),
            "iPad (10th generation)": phone(820, 1180, top: 24, bottom: 20, scale: 2),
            "iPad Air (5th generation)": phone(820, 1180, top: 24, bottom: 20, scale: 2),
            "iPad Pro (11-inch) (4th generation)": phone(834, 1194, top: 24, bottom: 20, scale: 2),
            "iPad Pro (12.9-inch) (6th generation)": phone(1024, 1366, top: 24, bottom: 20, scale: 2),
            "iPad mini (6th generation)": phone(744, 1133, top: 24, bottom: 20, scale: 2),
        ]
    }
}
