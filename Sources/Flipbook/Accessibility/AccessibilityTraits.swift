/// What an accessibility element is and does, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

    /// Names in the dump, in this order.
    static let names: [(AccessibilityTraits, String)] = [
        (.isButton, "button"), (.isToggle, "toggle"), (.isHeader, "header"), (.isSelected, "selected"),
        (.isLink, "link"), (.isSearchField, "searchField"), (.isImage, "image"), (.isStaticText, "staticText"),
        (.playsSound, "playsSound"), (.isKeyboardKey, "keyboardKey"), (.isSummaryElement, "summaryElement"),
        (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMediaSession"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
        (.isModal, "modal"), (.isTabBar, "tabBar"),
    ]

    /// The traits' names, comma-separated ("button, selected").
    public var names: String { Self.names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") }
}

/// How an element made with `accessibilityElement(children:)` treats the elements inside it,
/// as SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, combine, contain }
    let kind: Kind
    /// One element; the children are not read (give it a label).
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// One element whose label, value and traits join the children's.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
    /// A container: the children stay elements, grouped.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
}

/// An action assistive technologies can perform, as SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    public static let delete = AccessibilityActionKind(name: "delete")
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
    /// A custom action, shown by its name.
    public init(named name: Text) { self.name = name.string }
    init(name: String) { self.name = name }
}
