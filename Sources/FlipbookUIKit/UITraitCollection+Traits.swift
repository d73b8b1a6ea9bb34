import Flipbook

// The rest of the traits real snapshot helpers build trait collections from — size classes,
// idiom, layout direction (swift-snapshot-testing's own device traits are made of them) — and
// iOS 17's closure form, `UITraitCollection { $0.userInterfaceStyle = .dark }`. The snapshot
// strategies draw appearance, scale and text size; the others are kept and read back.

/// A coarse size class, as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// Text direction, as UIKit's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight, rightToLeft
}

/// 3D Touch, as UIKit's `UIForceTouchCapability`.
public enum UIForceTouchCapability: Int, Sendable {
    case unknown, unavailable, available
}

/// Bold Text, as UIKit's `UILegibilityWeight`.
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1, regular, bold
}

/// Increase Contrast, as UIKit's `UIAccessibilityContrast`.
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1, normal, high
}

/// The traits a closure may set, as UIKit's `UIMutableTraits` (iOS 17).
public protocol UIMutableTraits {
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var displayScale: CGFloat { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    var forceTouchCapability: UIForceTouchCapability { get set }
    var legibilityWeight: UILegibilityWeight { get set }
    var accessibilityContrast: UIAccessibilityContrast { get set }
}

extension UITraitCollection: UIMutableTraits {
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(); self.horizontalSizeClass = horizontalSizeClass }
    public init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(); self.verticalSizeClass = verticalSizeClass }
    public init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(); self.userInterfaceIdiom = userInterfaceIdiom }
    public init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(); self.layoutDirection = layoutDirection }
    public init(forceTouchCapability: UIForceTouchCapability) { self.init(); self.forceTouchCapability = forceTouchCapability }
    public init(legibilityWeight: UILegibilityWeight) { self.init(); self.legibilityWeight = legibilityWeight }
    public init(accessibilityContrast: UIAccessibilityContrast) { self.init(); self.accessibilityContrast = accessibilityContrast }

    /// A collection made by a closure, as iOS 17's `UITraitCollection(mutations:)`.
    public init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = UITraitCollection()
        mutations(&traits)
        self = traits as? UITraitCollection ?? UITraitCollection()
    }

    /// This collection changed by a closure, as iOS 17's `modifyingTraits(_:)`.
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = self
        mutations(&traits)
        return traits as? UITraitCollection ?? self
    }

    /// Takes the traits `other` specifies (the ones beyond appearance, scale and text size).
    mutating func mergeTraits(from other: UITraitCollection) {
        if other.horizontalSizeClass != .unspecified { horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != .unspecified { verticalSizeClass = other.verticalSizeClass }
        if other.userInterfaceIdiom != .unspecified { userInterfaceIdiom = other.userInterfaceIdiom }
        if other.layoutDirection != .unspecified { layoutDirection = other.layoutDirection }
        if other.forceTouchCapability != .unknown { forceTouchCapability = other.forceTouchCapability }
        if other.legibilityWeight != .unspecified { legibilityWeight = other.legibilityWeight }
        if other.accessibilityContrast != .unspecified { accessibilityContrast = other.accessibilityContrast }
    }
}
