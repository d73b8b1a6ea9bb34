import Flipbook

/// How a view is sized for its snapshot, as swift-snapshot-testing's `SwiftUISnapshotLayout`.
public enum SnapshotLayout: Sendable, Hashable {
    /// The view's own ideal size (nothing proposed).
    case sizeThatFits
    /// A canvas of exactly this many points; the view is proposed this size and centred.
    case fixed(width: CGFloat, height: CGFloat)
    /// A device's screen: its size and scale, with the view inside its safe area.
    case device(config: SnapshotDevice)
}

/// A device screen: size in points, safe-area insets and scale, as swift-snapshot-testing's
/// `ViewImageConfig` (the same numbers, portrait).
public struct SnapshotDevice: Sendable, Hashable {
    /// The screen in points.
    public var size: CGSize
    /// The insets the system bars take; content is laid out inside them.
    public var safeArea: EdgeInsets
    /// Pixels per point.
    public var scale: CGFloat

    public init(size: CGSize, safeArea: EdgeInsets = EdgeInsets(), scale: CGFloat) {
        self.size = size
        self.safeArea = safeArea
        self.scale = scale
    }

    /// iPhone SE (1st generation): 320×568 @2×, status bar 20.
    public static let iPhoneSe = SnapshotDevice(size: CGSize(width: 320, height: 568),
                                                safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0), scale: 2)
    /// iPhone 8: 375×667 @2×, status bar 20.
    public static let iPhone8 = SnapshotDevice(size: CGSize(width: 375, height: 667),
                                               safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0), scale: 2)
    /// iPhone X: 375×812 @3×, notch 44, home indicator 34.
    public static let iPhoneX = SnapshotDevice(size: CGSize(width: 375, height: 812),
                                               safeArea: EdgeInsets(top: 44, leading: 0, bottom: 34, trailing: 0), scale: 3)
    /// iPhone 13 mini: 375×812 @3×, notch 50, home indicator 34.
    public static let iPhone13Mini = SnapshotDevice(size: CGSize(width: 375, height: 812),
                                                    safeArea: EdgeInsets(top: 50, leading: 0, bottom: 34, trailing: 0), scale: 3)
    /// iPhone 13 / 13 Pro: 390×844 @3×, notch 47, home indicator 34.
    public static let iPhone13 = SnapshotDevice(size: CGSize(width: 390, height: 844),
                                                safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0), scale: 3)
    /// iPhone 13 Pro: as ``iPhone13``.
    public static let iPhone13Pro = iPhone13
    /// iPhone 13 Pro Max: 428×926 @3×, notch 47, home indicator 34.
    public static let iPhone13ProMax = SnapshotDevice(size: CGSize(width: 428, height: 926),
                                                      safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0), scale: 3)

    /// The screen of `device` (its size, safe area and scale).
    public init(_ device: DeviceScreen) {
        self.init(size: device.size, safeArea: device.safeAreaInsets, scale: device.scale)
    }

    /// iPhone 15 and 15 Pro: 393×852 @3×, Dynamic Island 59, home indicator 34.
    public static let iPhone15 = SnapshotDevice(.iPhone15)
    /// iPhone 15 Pro: as ``iPhone15``.
    public static let iPhone15Pro = SnapshotDevice(.iPhone15Pro)
    /// iPhone 15 Plus and 15 Pro Max: 430×932 @3×, Dynamic Island 59, home indicator 34.
    public static let iPhone15ProMax = SnapshotDevice(.iPhone15ProMax)
    /// iPhone 16: as ``iPhone15``.
    public static let iPhone16 = SnapshotDevice(.iPhone16)
    /// iPhone 16 Pro: 402×874 @3×, Dynamic Island 62, home indicator 34.
    public static let iPhone16Pro = SnapshotDevice(.iPhone16Pro)
    /// iPhone 16 Pro Max: 440×956 @3×, Dynamic Island 62, home indicator 34.
    public static let iPhone16ProMax = SnapshotDevice(.iPhone16ProMax)
}
