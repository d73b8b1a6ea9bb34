import Flipbook

// Stand-ins for the UIKit trait types snapshot helpers pass around, so that
// `traits: .init(userInterfaceStyle: .dark)` compiles on Linux unchanged. Only what a
// rendered image uses is modelled.

/// The appearance a trait collection asks for, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// The user's text size, as UIKit's `UIContentSizeCategory`.
public enum UIContentSizeCategory: Sendable, Hashable {
    case unspecified
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge

    /// The matching SwiftUI size (`nil` for `.unspecified`).
    package var dynamicTypeSize: DynamicTypeSize? {
        switch self {
        case .unspecified: nil
        case .extraSmall: .xSmall
        case .small: .small
        case .medium: .medium
        case .large: .large
        case .extraLarge: .xLarge
        case .extraExtraLarge: .xxLarge
        case .extraExtraExtraLarge: .xxxLarge
        case .accessibilityMedium: .accessibility1
        case .accessibilityLarge: .accessibility2
        case .accessibilityExtraLarge: .accessibility3
        case .accessibilityExtraExtraLarge: .accessibility4
        case .accessibilityExtraExtraExtraLarge: .accessibility5
        }
    }
}

/// The traits of a snapshot, as UIKit's `UITraitCollection`: appearance, scale and text size.
public struct UITraitCollection: Sendable, Hashable {
    public var userInterfaceStyle: UIUserInterfaceStyle
    /// Pixels per point; 0 leaves it to the screen (`UIScreen.main.scale`, 3 unless set).
    public var displayScale: CGFloat
    /// The text size text styles are drawn at.
    public var preferredContentSizeCategory: UIContentSizeCategory
    // Traits real helpers and swift-snapshot-testing's device configurations set
    // (UITraitCollection+Traits.swift); kept so they merge and read back as on iOS.
    public var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    public var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    public var forceTouchCapability: UIForceTouchCapability = .unknown
    public var legibilityWeight: UILegibilityWeight = .unspecified
    public var accessibilityContrast: UIAccessibilityContrast = .unspecified

    public init() {
        userInterfaceStyle = .unspecified
        displayScale = 0
        preferredContentSizeCategory = .unspecified
    }

    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init()
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init()
        self.userInterfaceStyle = userInterfaceStyle
    }

    public init(displayScale: CGFloat) {
        self.init()
        self.displayScale = displayScale
    }

    /// The traits of several collections, later ones winning where they are specified.
    public init(traitsFrom collections: [UITraitCollection]) {
        self.init()
        for c in collections {
            if c.userInterfaceStyle != .unspecified { userInterfaceStyle = c.userInterfaceStyle }
            if c.displayScale != 0 { displayScale = c.displayScale }
            if c.preferredContentSizeCategory != .unspecified { preferredContentSizeCategory = c.preferredContentSizeCategory }
            mergeTraits(from: c)
        }
    }
}

/// Insets as UIKit's `UIEdgeInsets` (left/right rather than leading/trailing).
public struct UIEdgeInsets: Sendable, Hashable {
    public var top, left, bottom, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

