/// The user's preferred text size, as SwiftUI's `DynamicTypeSize`: seven standard sizes and
/// five accessibility sizes. Text styles (`.body`, `.title`…) scale by Apple's tables
/// (``Font/TextStyle/pointSize(at:)``); the default is `.large`, where `.body` is 17 pt.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Position in the table columns.
    var index: Int { Self.allCases.firstIndex(of: self)! }
}

/// The older name of the same setting, as SwiftUI's `ContentSizeCategory`.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { DynamicTypeSize(self) >= .accessibility1 }

    /// The category of a dynamic type size.
    public init(_ size: DynamicTypeSize) { self = Self.allCases[size.index] }
}

extension DynamicTypeSize {
    /// The dynamic type size of a content size category.
    public init(_ category: ContentSizeCategory) { self = Self.allCases[ContentSizeCategory.allCases.firstIndex(of: category)!] }
}

extension Font.TextStyle {
    /// Point sizes by dynamic type size, xSmall … xxxLarge then accessibility1 … 5: the
    /// "Dynamic Type sizes" tables of Apple's Human Interface Guidelines (Typography, iOS).
    static let sizeTable: [Font.TextStyle: [Double]] = [
        .largeTitle:  [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title:       [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2:      [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3:      [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline:    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body:        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout:     [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote:    [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption:     [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2:    [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The style's point size at a dynamic type size (17 for `.body` at `.large`).
    public func pointSize(at size: DynamicTypeSize) -> CGFloat {
        CGFloat(Self.sizeTable[self]![size.index])
    }
}

private struct DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }

extension EnvironmentValues {
    /// The preferred text size (default `.large`). Text in a text style scales with it, as do
    /// `Font.custom(_:size:relativeTo:)` and ``ScaledMetric``.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    /// ``dynamicTypeSize`` under its older name.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }
}

extension View {
    /// Sets the dynamic type size of this view and everything inside it.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }
    /// Keeps the dynamic type size inside `range`: a larger inherited size is lowered to the
    /// range's top, a smaller one raised to its bottom (`.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
        return transformEnvironment(\.dynamicTypeSize) { size in
            guard let lo = allowed.first, let hi = allowed.last else { return }
            size = min(max(size, lo), hi)
        }
    }
}
