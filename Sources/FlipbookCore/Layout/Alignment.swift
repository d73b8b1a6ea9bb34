/// A horizontal alignment guide, as SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Hashable, Sendable {
    let key: String
    let fraction: CGFloat?
    /// A custom guide's default (``AlignmentID/defaultValue(in:)``); built-ins use `fraction`.
    let custom: CustomAlignmentGuide?
    init(key: String, fraction: CGFloat?) { self.key = key; self.fraction = fraction; custom = nil }

    public static let leading = HorizontalAlignment(key: "leading", fraction: 0)
    public static let center = HorizontalAlignment(key: "center", fraction: 0.5)
    public static let trailing = HorizontalAlignment(key: "trailing", fraction: 1)

    @MainActor func defaultValue(_ size: CGSize, node: ViewNode? = nil) -> CGFloat {
        if let custom { return custom.defaultValue(size, node) }
        return size.width * (fraction ?? 0.5)
    }
}

/// A vertical alignment guide, as SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Hashable, Sendable {
    let key: String
    let fraction: CGFloat?
    /// A custom guide's default (``AlignmentID/defaultValue(in:)``); built-ins use `fraction`.
    let custom: CustomAlignmentGuide?
    init(key: String, fraction: CGFloat?) { self.key = key; self.fraction = fraction; custom = nil }

    public static let top = VerticalAlignment(key: "top", fraction: 0)
    public static let center = VerticalAlignment(key: "center", fraction: 0.5)
    public static let bottom = VerticalAlignment(key: "bottom", fraction: 1)
    /// Text baselines; views without text use their bottom edge, as in SwiftUI.
    public static let firstTextBaseline = VerticalAlignment(key: "firstTextBaseline", fraction: nil)
    public static let lastTextBaseline = VerticalAlignment(key: "lastTextBaseline", fraction: nil)

    @MainActor func defaultValue(_ size: CGSize, node: ViewNode? = nil) -> CGFloat {
        if let custom { return custom.defaultValue(size, node) }
        return size.height * (fraction ?? 1)
    }
}

/// A two-dimensional alignment, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }

    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// A point in a view's bounds in unit coordinates, as SwiftUI's `UnitPoint`.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public init() { x = 0; y = 0 }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The point this unit point names in `rect`.
    package func point(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
}
