#if canImport(Testing)
import Testing

/// A Swift Testing trait that sets the record mode of every snapshot assertion in a test or
/// suite (and the suites and tests inside it).
///
/// ```swift
/// @Suite(.snapshots(record: .failed)) struct CardTests { … }
/// ```
public struct SnapshotTestingTrait: TestTrait, SuiteTrait, TestScoping {
    /// The record mode inside the test or suite.
    public let record: SnapshotRecordMode

    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await SnapshotRecordMode.$scoped.withValue(record) { try await function() }
    }
}

extension Trait where Self == SnapshotTestingTrait {
    /// Snapshot assertions in this test or suite record as `record` says.
    public static func snapshots(record: SnapshotRecordMode) -> Self { SnapshotTestingTrait(record: record) }
}
#endif
