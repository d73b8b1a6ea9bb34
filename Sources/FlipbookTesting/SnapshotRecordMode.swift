import Foundation

/// When `assertSnapshot` writes a golden image, as swift-snapshot-testing's `Record`.
///
/// Chosen, first match wins, by: the assertion's `record:` argument; the innermost
/// `.snapshots(record:)` trait (Swift Testing) or `withSnapshotTesting(record:operation:)`
/// scope (XCTest); the `SNAPSHOT_TESTING_RECORD` environment variable (`all`, `missing`,
/// `failed`, `never`; the older `FLIPBOOK_RECORD=1` means `all`); otherwise ``missing``. On CI (the `CI` environment variable set) a
/// missing golden fails under ``missing`` instead of being written, so a forgotten golden
/// cannot pass a pull request by recording itself.
///
/// Writing a golden always fails the assertion with the path to look at: a test that
/// recorded has verified nothing.
public struct SnapshotRecordMode: Sendable, Hashable, CustomStringConvertible {
    enum Storage: String, Sendable { case all, missing, failed, never }
    let storage: Storage

    /// Writes every snapshot that is missing or differs at all (even within the tolerance).
    public static let all = SnapshotRecordMode(storage: .all)
    /// Writes only snapshots that have no golden yet (not on CI).
    public static let missing = SnapshotRecordMode(storage: .missing)
    /// Writes snapshots that are missing or fail their comparison; passing ones stay as they are.
    public static let failed = SnapshotRecordMode(storage: .failed)
    /// Writes nothing; a missing golden fails.
    public static let never = SnapshotRecordMode(storage: .never)

    /// `all`, `missing`, `failed` or `never`.
    public init?(rawValue: String) {
        guard let s = Storage(rawValue: rawValue.lowercased()) else { return nil }
        storage = s
    }

    private init(storage: Storage) { self.storage = storage }

    public var rawValue: String { storage.rawValue }
    public var description: String { storage.rawValue }

    /// The mode a scope (trait or `withSnapshotTesting`) chose.
    @TaskLocal static var scoped: SnapshotRecordMode?

    /// The environment's mode, or the problem with the variable's value.
    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        -> Result<SnapshotRecordMode?, SnapshotEnvironmentError> {
        guard let raw = environment["SNAPSHOT_TESTING_RECORD"], !raw.isEmpty else {
            // The repository's older switch, kept so existing instructions still work.
            return .success(environment["FLIPBOOK_RECORD"] == "1" ? .all : nil)
        }
        if let mode = SnapshotRecordMode(rawValue: raw.trimmingCharacters(in: .whitespaces)) { return .success(mode) }
        return .failure(SnapshotEnvironmentError(message:
            "SNAPSHOT_TESTING_RECORD=\(raw) is not a record mode; use all, missing, failed or never (treated as never)"))
    }

    /// Whether the environment says this is a CI run (`CI` set to anything but empty, 0 or false).
    static func isCI(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let v = environment["CI"]?.lowercased() else { return false }
        return !(v.isEmpty || v == "0" || v == "false" || v == "no")
    }
}

struct SnapshotEnvironmentError: Error, Sendable {
    let message: String
}

/// Runs `operation` with snapshot assertions inside it recording as `record` says: the
/// XCTest counterpart of the Swift Testing trait `.snapshots(record:)`.
///
/// ```swift
/// func testCard() {
///     withSnapshotTesting(record: .failed) {
///         assertSnapshot(of: Card(), layout: .fixed(width: 320, height: 200))
///     }
/// }
/// ```
public func withSnapshotTesting<R>(record: SnapshotRecordMode, operation: () throws -> R) rethrows -> R {
    try SnapshotRecordMode.$scoped.withValue(record, operation: operation)
}

/// The `async` form of `withSnapshotTesting(record:operation:)`.
public func withSnapshotTesting<R>(record: SnapshotRecordMode, isolation: isolated (any Actor)? = #isolation,
                                   operation: () async throws -> R) async rethrows -> R {
    try await SnapshotRecordMode.$scoped.withValue(record, operation: operation, isolation: isolation)
}
