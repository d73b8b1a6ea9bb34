#if canImport(Testing)
import Flipbook
import Testing

/// A Swift Testing trait that draws every render in a test or suite (and the suites and tests
/// inside it) in the iOS 18 design (`true`) or the iOS 26 design (`false`), as Apple's
/// `UIDesignRequiresCompatibility` Info.plist key does for an app. A view that sets
/// ``EnvironmentValues/designRequiresCompatibility`` itself keeps its own value.
///
/// ```swift
/// @Suite(.designRequiresCompatibility(false)) struct SettingsTests { … }   // iOS 26 goldens
/// ```
public struct DesignCompatibilityTrait: TestTrait, SuiteTrait, TestScoping {
    /// The design inside the test or suite: `true` iOS 18, `false` iOS 26.
    public let requiresCompatibility: Bool

    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await DesignCompatibility.$scoped.withValue(requiresCompatibility) { try await function() }
    }
}

extension Trait where Self == DesignCompatibilityTrait {
    /// Renders in this test or suite draw the standard controls in the iOS 18 design (`true`)
    /// or the iOS 26 design (`false`).
    public static func designRequiresCompatibility(_ requiresCompatibility: Bool) -> Self {
        DesignCompatibilityTrait(requiresCompatibility: requiresCompatibility)
    }
}
#endif
