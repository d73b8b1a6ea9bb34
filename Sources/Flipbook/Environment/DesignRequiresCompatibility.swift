/// Which design Flipbook draws the standard controls in: iOS 18's, or iOS 26's (Liquid Glass).
///
/// Named after Apple's own switch, the Info.plist key `UIDesignRequiresCompatibility`: an app
/// built with the iOS 26 SDK that sets it to `YES` keeps the design of iOS 18 and earlier.
/// Flipbook's default is the other way round — `true`, the iOS 18 look — because teams'
/// goldens were recorded on iOS 17 and 18 simulators and must stay byte-identical; an iOS 26
/// app turns it off (per view, per test, per suite or per scene file):
///
/// ```swift
/// ImageRenderer(content: SettingsScreen().designRequiresCompatibility(false))   // one view
/// withDesignRequiresCompatibility(false) { assertSnapshot(of: screen, …) }      // a scope
/// @Suite(.designRequiresCompatibility(false)) struct SettingsTests { … }          // FlipbookTesting
/// ```
///
/// Scenes: `"designRequiresCompatibility": false` at the top of the file, or
/// `render --design-requires-compatibility false`.
public enum DesignCompatibility {
    /// What ``EnvironmentValues/designRequiresCompatibility`` is when nothing sets it: `true`,
    /// the iOS 18 look (the one line to change to make iOS 26 the default).
    public static let requiresCompatibilityByDefault = true

    /// The value a ``withDesignRequiresCompatibility(_:_:)`` scope (or FlipbookTesting's
    /// trait) sets for every render inside it; `nil` outside any scope.
    @TaskLocal public static var scoped: Bool?

    /// The value renders start from here: the scope's, else the default.
    public static var current: Bool { scoped ?? requiresCompatibilityByDefault }
}

private struct DesignRequiresCompatibilityKey: EnvironmentKey {
    // Read at each lookup, so a scope set around a render reaches every view of it.
    static var defaultValue: Bool { DesignCompatibility.current }
}

extension EnvironmentValues {
    /// Whether the standard controls keep the design of iOS 18 (`true`, Flipbook's default) or
    /// draw as iOS 26 does (`false`): the switch, slider, segmented picker, stepper, bordered
    /// buttons, inset-grouped list sections, bars, tab bar, sheets, alerts, confirmation
    /// dialogs, menus and the search field. A Flipbook addition named after Apple's
    /// Info.plist key `UIDesignRequiresCompatibility`; see ``DesignCompatibility``.
    public var designRequiresCompatibility: Bool {
        get { self[DesignRequiresCompatibilityKey.self] }
        set { self[DesignRequiresCompatibilityKey.self] = newValue }
    }

    /// The iOS 26 design is drawn.
    var usesDesign26: Bool { !designRequiresCompatibility }
}

extension View {
    /// Draws the standard controls of this view in the iOS 18 design (`true`) or the iOS 26
    /// design (`false`), as Apple's `UIDesignRequiresCompatibility` Info.plist key does for an
    /// app. Sets ``EnvironmentValues/designRequiresCompatibility``.
    public func designRequiresCompatibility(_ requiresCompatibility: Bool = true) -> some View {
        environment(\.designRequiresCompatibility, requiresCompatibility)
    }
}

/// Runs `body` with every render inside it drawing the standard controls in the iOS 18 design
/// (`true`) or the iOS 26 design (`false`), unless a view sets
/// ``EnvironmentValues/designRequiresCompatibility`` itself: the per-test switch for XCTest
/// and swift-snapshot-testing suites.
///
/// ```swift
/// withDesignRequiresCompatibility(false) { assertSnapshot(of: SettingsScreen(), as: .image) }
/// ```
@discardableResult
public func withDesignRequiresCompatibility<R>(_ requiresCompatibility: Bool, _ body: () throws -> R) rethrows -> R {
    try DesignCompatibility.$scoped.withValue(requiresCompatibility, operation: body)
}

/// The `async` form of ``withDesignRequiresCompatibility(_:_:)`` (frame sequences with `.task` work).
@discardableResult
public func withDesignRequiresCompatibility<R>(_ requiresCompatibility: Bool, isolation: isolated (any Actor)? = #isolation,
                                               _ body: () async throws -> R) async rethrows -> R {
    try await DesignCompatibility.$scoped.withValue(requiresCompatibility, operation: body, isolation: isolation)
}
