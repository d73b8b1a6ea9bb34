import Flipbook

// swift-snapshot-testing's device configurations and SwiftUI layouts (iOS-only in that
// package), so that `.image(layout: .device(config: .iPhone13))` compiles on Linux unchanged.
// The UIKit types they hold (UITraitCollection, UIEdgeInsets) are in FlipbookUIKit.

/// A device to snapshot on, as swift-snapshot-testing's `ViewImageConfig`: screen size in
/// points, safe area and traits (scale), with the same numbers (portrait and landscape).
public struct ViewImageConfig: Sendable {
    public enum Orientation: Sendable { case landscape, portrait }

    public var safeArea: UIEdgeInsets
    public var size: CGSize?
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// A phone with swift-snapshot-testing's trait collection for it (`.medium` text, the size
    /// classes of the orientation). As there, the traits hold no scale: the screen's is used.
    private static func phone(_ o: Orientation, portrait: (CGFloat, CGFloat), top: CGFloat, bottom: CGFloat,
                              landscapeInsets: UIEdgeInsets, traits: UITraitCollection) -> ViewImageConfig {
        switch o {
        case .portrait:
            return ViewImageConfig(safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
                                   size: CGSize(width: portrait.0, height: portrait.1), traits: traits)
        case .landscape:
            return ViewImageConfig(safeArea: landscapeInsets, size: CGSize(width: portrait.1, height: portrait.0), traits: traits)
        }
    }

    public static let iPhoneSe = iPhoneSe(.portrait)
    public static func iPhoneSe(_ o: Orientation) -> ViewImageConfig {
        phone(o, portrait: (320, 568), top: 20, bottom: 0, landscapeInsets: .zero, traits: .iPhoneSe(o))
    }
    public static let iPhone8 = iPhone8(.portrait)
    public static func iPhone8(_ o: Orientation) -> ViewImageConfig {
        phone(o, portrait: (375, 667), top: 20, bottom: 0, landscapeInsets: .zero, traits: .iPhone8(o))
    }
    public static let iPhone8Plus = iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ o: Orientation) -> ViewImageConfig {
        phone(o, portrait: (414, 736), top: 20, bottom: 0, landscapeInsets: .zero, traits: .iPhone8Plus(o))
    }
    public static let iPhoneX = iPhoneX(.portrait)
    public static func iPhoneX(_ o: Orientation) -> ViewImageConfig {
        phone(o, portrait: (375, 812), top: 44, bottom: 34, landscapeInsets: UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44), traits: .iPhoneX(o))
    }
    public static let iPhone13Mini = iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ o: Orientation) -> ViewImageConfig {
        phone(o, portrait: (375, 812), top: 50, bottom: 34, landscapeInsets: UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50), traits: .iPhone13(o))
    }
    public static let iPhone13 = iPhone13(.portrait)
    public static func iPhone13(_ o: Orientation) -> ViewImageConfig {
        phone(o, portrait: (390, 844), top: 47, bottom: 34, landscapeInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), traits: .iPhone13(o))
    }
    public static let iPhone13Pro = iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ o: Orientation) -> ViewImageConfig { iPhone13(o) }
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ o: Orientation) -> ViewImageConfig {
        phone(o, portrait: (428, 926), top: 47, bottom: 34, landscapeInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), traits: .iPhone13ProMax(o))
    }
}

/// How a SwiftUI view is sized for its snapshot, as swift-snapshot-testing's.
public enum SwiftUISnapshotLayout: Sendable {
    case device(config: ViewImageConfig)
    case fixed(width: CGFloat, height: CGFloat)
    case sizeThatFits
}
