// VoiceOver rotors: navigation lists only assistive technologies see. Accepted, no pixels:
// a view with rotors draws exactly as without them.

/// Content of an accessibility rotor, as SwiftUI's `AccessibilityRotorContent`.
public protocol AccessibilityRotorContent {
    associatedtype Body: AccessibilityRotorContent
    @AccessibilityRotorContentBuilder var body: Body { get }
}

/// Rotor entries a builder collected.
public struct AccessibilityRotorEntries: AccessibilityRotorContent {
    let count: Int
    public var body: Self { return self }
}

/// Builds rotor content, as SwiftUI's `AccessibilityRotorContentBuilder`.
@resultBuilder
public enum AccessibilityRotorContentBuilder {
    public static func buildExpression<C: AccessibilityRotorContent>(_ content: C) -> AccessibilityRotorEntries {
        AccessibilityRotorEntries(count: 1)
    }
    public static func buildBlock(_ components: AccessibilityRotorEntries...) -> AccessibilityRotorEntries {
        AccessibilityRotorEntries(count: components.reduce(0) { $0 + $1.count })
    }
    public static func buildArray(_ components: [AccessibilityRotorEntries]) -> AccessibilityRotorEntries { buildBlock() }
    public static func buildOptional(_ component: AccessibilityRotorEntries?) -> AccessibilityRotorEntries { component ?? buildBlock() }
    public static func buildEither(first component: AccessibilityRotorEntries) -> AccessibilityRotorEntries { component }
    public static func buildEither(second component: AccessibilityRotorEntries) -> AccessibilityRotorEntries { component }
    public static func buildLimitedAvailability(_ component: AccessibilityRotorEntries) -> AccessibilityRotorEntries { component }
}

/// One entry of a rotor, as SwiftUI's `AccessibilityRotorEntry`.
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    let label: String
    public var body: Self { return self }

    public init(_ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.label = label.string
    }
    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        label = Text(labelKey).string
    }
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.label = String(label)
    }
    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.label = label.string
    }
    public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        label = Text(labelKey).string
    }
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.label = String(label)
    }
}

extension AccessibilityRotorEntry where ID == Never {
    public init(_ label: Text, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) { self.label = label.string }
    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) { label = Text(labelKey).string }
}

/// The rotors VoiceOver provides, as SwiftUI's `AccessibilitySystemRotor`.
public struct AccessibilitySystemRotor: Sendable {
    let name: String
    public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
    public static func links(visited: Bool) -> AccessibilitySystemRotor { AccessibilitySystemRotor(name: visited ? "visitedLinks" : "unvisitedLinks") }
    public static var headings: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings\(level.rawValue)") }
    public static var boldText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "boldText") }
    public static var italicText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "italicText") }
    public static var underlineText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "underlineText") }
    public static var misspelledWords: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "misspelledWords") }
    public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "images") }
    public static var textFields: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "textFields") }
    public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "tables") }
    public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "lists") }
    public static var landmarks: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "landmarks") }
}

extension View {
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(_ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }

    public func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    public func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    public func accessibilityRotor<EntryModel: Identifiable>(_ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
                                                             entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
                                                             entryLabel: KeyPath<EntryModel, String>) -> some View { self }

    public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View { self }
    public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View { self }
    public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]) -> some View { self }

    /// Marks this view as the target of rotor entries with `id` in `namespace`.
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
}
