import Foundation
import Testing

/// Keeps the coverage table (Docs/coverage/swiftui-symbols.tsv, which Docs/swiftui-coverage.md
/// shows) and the compile fixture (Tests/CoverageFixture/Coverage.swift) in step: every symbol the
/// table calls drawn or accepted has its use in the fixture — which this target depends on, so a
/// use that does not compile fails the build — and the fixture uses nothing the table calls
/// missing. Regenerate both with `scripts/swiftui-coverage`.
@Suite struct CoverageTests {
    struct Row {
        let kind: String
        let symbol: String
        let status: String
        let why: String
    }

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func rows() throws -> [Row] {
        let text = try String(contentsOf: root.appendingPathComponent("Docs/coverage/swiftui-symbols.tsv"), encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let header = lines.removeFirst().components(separatedBy: "\t")
        #expect(Array(header.prefix(6)) == ["family", "kind", "symbol", "ios", "status", "why"])
        return lines.map { line in
            let f = line.components(separatedBy: "\t")
            return Row(kind: f[1], symbol: f[2], status: f[4], why: f[5])
        }
    }

    /// "KIND SYMBOL" of every `// coverage:` line of the fixture.
    static func fixtureMarkers() throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent("Tests/CoverageFixture/Coverage.swift"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            line.hasPrefix("// coverage: ") ? String(line.dropFirst("// coverage: ".count)) : nil
        }
    }

    @Test func everyDrawnOrAcceptedSymbolIsUsedByTheFixture() throws {
        let markers = Set(try Self.fixtureMarkers())
        let claimed = try Self.rows().filter { $0.status == "drawn" || $0.status == "accepted" }
        #expect(claimed.count > 600, "the table claims \(claimed.count) symbols")
        let unused = claimed.filter { !markers.contains("\($0.kind) \($0.symbol)") }
        #expect(unused.isEmpty, "claimed but not in the fixture: \(unused.prefix(10).map(\.symbol))")
    }

    @Test func theFixtureUsesNothingTheTableCallsMissing() throws {
        let rows = try Self.rows()
        let claimed = Set(rows.filter { $0.status == "drawn" || $0.status == "accepted" }.map { "\($0.kind) \($0.symbol)" })
        let markers = try Self.fixtureMarkers()
        let stray = markers.filter { !claimed.contains($0) }
        #expect(stray.isEmpty, "in the fixture but not claimed: \(stray.prefix(10))")
        #expect(markers.count == Set(markers).count, "a symbol is used twice")
    }

    @Test func everyRowHasAKnownStatusAndEveryNonDrawnRowSaysWhy() throws {
        for row in try Self.rows() {
            #expect(["drawn", "accepted", "missing", "not-ios"].contains(row.status), "\(row.symbol): \(row.status)")
            if row.status == "accepted" || row.status == "missing" {
                #expect(!row.why.isEmpty, "\(row.symbol) is \(row.status) without a reason")
            }
        }
    }
}
