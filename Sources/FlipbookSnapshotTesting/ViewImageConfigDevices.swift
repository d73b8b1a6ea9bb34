import Flipbook
import FlipbookUIKit

// The rest of swift-snapshot-testing's devices (iPhone Xr/Xs Max/12, the iPads with their
// split-view sizes) and the device trait collections it builds them from
// (`UITraitCollection.iPhone13(.portrait)`, `.iPadPro11`…), which real helpers reuse for their
// own devices. Numbers as in swift-snapshot-testing 1.19 (Common/View.swift). Like the
// simulator, a device leaves the scale to the screen (`UIScreen.main.scale`); its traits set
// the size classes, idiom and the `.medium` text size swift-snapshot-testing gives phones.

extension ViewImageConfig {
    /// A tablet's orientation and its share of the screen in Split View.
    public enum TabletOrientation: Sendable {
        public enum PortraitSplits: Sendable { case oneThird, twoThirds, full }
        public enum LandscapeSplits: Sendable { case oneThird, oneHalf, twoThirds, full }
        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    private static func notchedPhone(_ o: Orientation, _ w: CGFloat, _ h: CGFloat, inset: CGFloat, landscapeBottom: CGFloat,
                                     traits: UITraitCollection) -> ViewImageConfig {
        switch o {
        case .portrait:
            ViewImageConfig(safeArea: UIEdgeInsets(top: inset, left: 0, bottom: 34, right: 0), size: CGSize(width: w, height: h), traits: traits)
        case .landscape:
            ViewImageConfig(safeArea: UIEdgeInsets(top: 0, left: inset, bottom: landscapeBottom, right: inset),
                            size: CGSize(width: h, height: w), traits: traits)
        }
    }

    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ o: Orientation) -> ViewImageConfig {
        notchedPhone(o, 414, 896, inset: 44, landscapeBottom: 24, traits: .iPhoneXsMax(o))
    }
    public static let iPhoneXr = iPhoneXr(.portrait)
    public static func iPhoneXr(_ o: Orientation) -> ViewImageConfig {
        notchedPhone(o, 414, 896, inset: 44, landscapeBottom: 24, traits: .iPhoneXr(o))
    }
    public static let iPhone12 = iPhone12(.portrait)
    public static func iPhone12(_ o: Orientation) -> ViewImageConfig {
        notchedPhone(o, 390, 844, inset: 47, landscapeBottom: 21, traits: .iPhone12(o))
    }
    public static let iPhone12Pro = iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ o: Orientation) -> ViewImageConfig { iPhone12(o) }
    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ o: Orientation) -> ViewImageConfig {
        notchedPhone(o, 428, 926, inset: 47, landscapeBottom: 21, traits: .iPhone12ProMax(o))
    }

    /// A tablet: full-screen sizes, then Split View widths (landscape ⅓, ½, ⅔; portrait ⅓, ⅔).
    private static func tablet(_ o: TabletOrientation, portrait: (CGFloat, CGFloat), landscapeSplits: (CGFloat, CGFloat, CGFloat),
                               portraitSplits: (CGFloat, CGFloat), compactUpTo: Int, safeArea: UIEdgeInsets) -> ViewImageConfig {
        let (w, h) = portrait
        let size: CGSize
        let compact: Bool
        switch o {
        case .landscape(let split):
            switch split {
            case .oneThird: size = CGSize(width: landscapeSplits.0, height: w); compact = true
            case .oneHalf: size = CGSize(width: landscapeSplits.1, height: w); compact = compactUpTo >= 2
            case .twoThirds: size = CGSize(width: landscapeSplits.2, height: w); compact = compactUpTo >= 3
            case .full: size = CGSize(width: h, height: w); compact = false
            }
        case .portrait(let split):
            switch split {
            case .oneThird: size = CGSize(width: portraitSplits.0, height: h); compact = true
            case .twoThirds: size = CGSize(width: portraitSplits.1, height: h); compact = true
            case .full: size = CGSize(width: w, height: h); compact = false
            }
        }
        return ViewImageConfig(safeArea: safeArea, size: size, traits: compact ? .iPadCompactSplitView : .iPad)
    }

    private static func full(_ o: Orientation) -> TabletOrientation {
        o == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }
    private static let tabletSafeArea = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

    public static let iPadMini = iPadMini(.landscape)
    public static func iPadMini(_ o: Orientation) -> ViewImageConfig { iPadMini(full(o)) }
    public static func iPadMini(_ o: TabletOrientation) -> ViewImageConfig {
        tablet(o, portrait: (768, 1024), landscapeSplits: (320, 507, 694), portraitSplits: (320, 438), compactUpTo: 2, safeArea: tabletSafeArea)
    }
    public static let iPad9_7 = iPadMini
    public static func iPad9_7(_ o: Orientation) -> ViewImageConfig { iPadMini(o) }
    public static func iPad9_7(_ o: TabletOrientation) -> ViewImageConfig { iPadMini(o) }
    public static let iPad10_2 = iPad10_2(.landscape)
    public static func iPad10_2(_ o: Orientation) -> ViewImageConfig { iPad10_2(full(o)) }
    public static func iPad10_2(_ o: TabletOrientation) -> ViewImageConfig {
        tablet(o, portrait: (810, 1080), landscapeSplits: (320, 535, 750), portraitSplits: (320, 480), compactUpTo: 2, safeArea: tabletSafeArea)
    }
    public static let iPadPro10_5 = iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ o: Orientation) -> ViewImageConfig { iPadPro10_5(full(o)) }
    public static func iPadPro10_5(_ o: TabletOrientation) -> ViewImageConfig {
        tablet(o, portrait: (834, 1112), landscapeSplits: (320, 551, 782), portraitSplits: (320, 504), compactUpTo: 2, safeArea: tabletSafeArea)
    }
    public static let iPadPro11 = iPadPro11(.landscape)
    public static func iPadPro11(_ o: Orientation) -> ViewImageConfig { iPadPro11(full(o)) }
    public static func iPadPro11(_ o: TabletOrientation) -> ViewImageConfig {
        tablet(o, portrait: (834, 1194), landscapeSplits: (375, 592, 809), portraitSplits: (320, 504), compactUpTo: 2,
               safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }
    public static let iPadPro12_9 = iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ o: Orientation) -> ViewImageConfig { iPadPro12_9(full(o)) }
    public static func iPadPro12_9(_ o: TabletOrientation) -> ViewImageConfig {
        tablet(o, portrait: (1024, 1366), landscapeSplits: (375, 678, 981), portraitSplits: (375, 639), compactUpTo: 1, safeArea: tabletSafeArea)
    }
}

extension UITraitCollection {
    /// A phone's traits: 3D Touch as the model had it, left to right, `.medium` text, and the
    /// size classes of the orientation (`wideLandscape`: regular width in landscape, the Plus
    /// and Max models).
    private static func phone(_ o: ViewImageConfig.Orientation, forceTouch: UIForceTouchCapability = .available,
                              wideLandscape: Bool = false) -> UITraitCollection {
        var t = UITraitCollection(traitsFrom: [
            .init(forceTouchCapability: forceTouch), .init(layoutDirection: .leftToRight),
            .init(preferredContentSizeCategory: .medium), .init(userInterfaceIdiom: .phone),
        ])
        t.horizontalSizeClass = o == .landscape && wideLandscape ? .regular : .compact
        t.verticalSizeClass = o == .landscape ? .compact : .regular
        return t
    }

    public static func iPhoneSe(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o) }
    public static func iPhone8(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o) }
    public static func iPhone8Plus(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o, wideLandscape: true) }
    public static func iPhoneX(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o) }
    public static func iPhoneXr(_ o: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(o, forceTouch: .unavailable, wideLandscape: true)
    }
    public static func iPhoneXsMax(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o, wideLandscape: true) }
    public static func iPhone12(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o) }
    public static func iPhone12ProMax(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o, wideLandscape: true) }
    public static func iPhone13(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o) }
    public static func iPhone13ProMax(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o, wideLandscape: true) }

    fileprivate static let iPad = UITraitCollection(traitsFrom: [
        .init(horizontalSizeClass: .regular), .init(verticalSizeClass: .regular), .init(userInterfaceIdiom: .pad),
    ])
    fileprivate static let iPadCompactSplitView = UITraitCollection(traitsFrom: [
        .init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular), .init(userInterfaceIdiom: .pad),
    ])
    public static let iPadMini = iPad
    public static let iPadMini_Compact_SplitView = iPadCompactSplitView
    public static let iPad9_7 = iPad
    public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
    public static let iPad10_2 = iPad
    public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro10_5 = iPad
    public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro11 = iPad
    public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro12_9 = iPad
    public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView
}
