/// One image compared by `render diff` or `render verify`: its name, where its images are and
/// what the comparison found.
public struct DiffCase: Sendable, Codable, Hashable {
    /// What became of the case.
    public enum Status: String, Sendable, Codable, Hashable {
        /// Matches within the tolerance.
        case match
        /// Differs beyond the tolerance.
        case differ
        /// There is no expected (golden) image for it.
        case missing
        /// An expected (golden) image with nothing to compare it with.
        case orphaned
        /// Its golden was written by `--update`.
        case updated
        /// It could not be compared (unreadable image, bad scene); ``DiffCase/message`` says why.
        case error
    }

    /// The name: the path relative to the compared folder, without `.png` (or the file's name).
    public var name: String
    public var status: Status
    /// The expected (golden) image, if there is one.
    public var expected: String?
    /// The actual image, if there is one.
    public var actual: String?
    /// The difference picture, when one was written.
    public var diff: String?
    /// The comparison, when both images could be read.
    public var difference: ImageDifference?
    /// Why the case is an error, missing or orphaned, or what changed.
    public var message: String?
    /// The expected image's provenance (`tEXt` chunks), when it has any.
    public var expectedProvenance: [String: String]?
    /// The actual image's provenance.
    public var actualProvenance: [String: String]?

    public init(name: String, status: Status, expected: String? = nil, actual: String? = nil, diff: String? = nil,
                difference: ImageDifference? = nil, message: String? = nil) {
        self.name = name
        self.status = status
        self.expected = expected
        self.actual = actual
        self.diff = diff
        self.difference = difference
        self.message = message
    }

    /// Whether the case counts against the run (exit status 1).
    public var fails: Bool { status == .differ || status == .missing || status == .orphaned }
}

/// Everything a `render diff` or `render verify` run found: written as JSON, read by the report.
public struct DiffResults: Sendable, Codable, Hashable {
    /// Counts per status.
    public struct Summary: Sendable, Codable, Hashable {
        public var total = 0, matched = 0, differ = 0, missing = 0, orphaned = 0, updated = 0, errors = 0
    }

    public var summary: Summary
    public var tolerance: ImageTolerance
    /// `i/n` when the run was one shard of several.
    public var shard: String?
    public var cases: [DiffCase]

    public init(cases: [DiffCase], tolerance: ImageTolerance, shard: Shard? = nil) {
        self.cases = cases.sorted { $0.name < $1.name }
        self.tolerance = tolerance
        self.shard = shard?.description
        var s = Summary()
        for c in cases {
            s.total += 1
            switch c.status {
            case .match: s.matched += 1
            case .differ: s.differ += 1
            case .missing: s.missing += 1
            case .orphaned: s.orphaned += 1
            case .updated: s.updated += 1
            case .error: s.errors += 1
            }
        }
        summary = s
    }

    /// 2 when any case could not be compared, else 1 when any differs, is missing or orphaned,
    /// else 0.
    public var exitStatus: Int32 {
        if summary.errors > 0 { return 2 }
        return cases.contains(where: \.fails) ? 1 : 0
    }

    /// The results as pretty-printed JSON with sorted keys (stable for diffs of the file itself).
    public func jsonData() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(self))
    }
}

import Foundation
