import Flipbook
import FlipbookPNG
import Foundation
import Testing
@testable import FlipbookDiff
@testable import FlipbookTesting

/// The record-mode decision table, through the framework-free verifier with a chosen
/// environment (CI, SNAPSHOT_TESTING_RECORD, SNAPSHOT_ARTIFACTS) and a temporary golden folder.
@Suite struct RecordModeTests {
    let goldens = temporaryFolder("goldens")
    let artifacts = temporaryFolder("artifacts")
    static let grey = SIMD4<UInt8>(120, 120, 120, 255)

    func image(_ edits: [(Int, Int, SIMD4<UInt8>)] = []) -> PNGImage {
        pixels(6, 4, Self.grey, edits: edits)
    }

    func verify(_ img: PNGImage, record: SnapshotRecordMode? = nil, env: [String: String] = [:],
                tolerance: ImageTolerance = .exact) -> SnapshotOutcome {
        var environment = env
        environment["SNAPSHOT_ARTIFACTS"] = artifacts
        return SnapshotAssertion.verify(img, tolerance: tolerance, provenance: SnapshotProvenance(scale: 2, colorScheme: .light),
                                        name: "swatch", record: record, snapshotDirectory: goldens,
                                        filePath: "/src/Tests/CardTests.swift", testName: "card()", environment: environment)
    }

    var goldenPath: String { goldens + "/card.swatch.png" }
    func goldenBytes() -> [UInt8]? { FileManager.default.contents(atPath: goldenPath).map { [UInt8]($0) } }

    @Test func missingGoldenIsRecordedByDefaultAndTheAssertionFails() throws {
        let out = verify(image())
        #expect(out.kind == .recorded)
        #expect(out.message.contains("No golden image was found; recorded: \(goldenPath)"))
        let written = try PNGCodec.read(contentsOf: goldenPath)
        #expect(written.width == 6 && written.pixel(5, 3) == Self.grey)
    }

    @Test func missingGoldenOnCIFailsWithoutWriting() throws {
        let out = verify(image(), env: ["CI": "true"])
        #expect(out.kind == .failed)
        #expect(!FileManager.default.fileExists(atPath: goldenPath))
        #expect(out.message.contains("CI is set, so missing goldens are not recorded"))
        let actual = try #require(path(after: "actual:", in: out.message))
        #expect(try PNGCodec.read(contentsOf: actual).pixel(0, 0) == Self.grey)
        #expect(out.message.contains("mkdir -p '\(goldens)' && cp '\(actual)' '\(goldenPath)'"))
        // CI=false is not CI.
        #expect(verify(image(), env: ["CI": "false"]).kind == .recorded)
    }

    @Test func neverDoesNotRecordAMissingGolden() {
        #expect(verify(image(), record: .never).kind == .failed)
        #expect(!FileManager.default.fileExists(atPath: goldenPath))
    }

    @Test(arguments: [SnapshotRecordMode.all, .failed])
    func allAndFailedRecordMissingGoldensEvenOnCI(mode: SnapshotRecordMode) {
        #expect(verify(image(), record: mode, env: ["CI": "1"]).kind == .recorded)
        #expect(FileManager.default.fileExists(atPath: goldenPath))
    }

    @Test(arguments: [SnapshotRecordMode.missing, .never, .failed, .all])
    func anIdenticalImageMatchesInEveryModeAndTheGoldenIsNotRewritten(mode: SnapshotRecordMode) throws {
        _ = verify(image(), record: .all)
        let before = try FileManager.default.attributesOfItem(atPath: goldenPath)[.modificationDate] as? Date
        let inode = try FileManager.default.attributesOfItem(atPath: goldenPath)[.systemFileNumber] as? Int
        #expect(verify(image(), record: mode).kind == .matched)
        // A rewrite is a rename of a new file: the inode would change.
        #expect(try FileManager.default.attributesOfItem(atPath: goldenPath)[.systemFileNumber] as? Int == inode)
        #expect(try FileManager.default.attributesOfItem(atPath: goldenPath)[.modificationDate] as? Date == before)
    }

    @Test(arguments: [SnapshotRecordMode.missing, .never])
    func aChangedImageFailsWithThreeImagesAndTheGoldenStays(mode: SnapshotRecordMode) throws {
        _ = verify(image(), record: .all)
        let golden = goldenBytes()
        let red = SIMD4<UInt8>(255, 0, 0, 255)
        let out = verify(image([(2, 1, red)]), record: mode)
        #expect(out.kind == .failed)
        #expect(goldenBytes() == golden)
        #expect(out.message.contains("1 of 24 pixels differ"))
        let expected = try PNGCodec.read(contentsOf: #require(path(after: "expected:", in: out.message)))
        let actualPath = try #require(path(after: "actual:", in: out.message))
        let actual = try PNGCodec.read(contentsOf: actualPath)
        let diff = try PNGCodec.read(contentsOf: #require(path(after: "diff:", in: out.message)))
        #expect(expected.pixel(2, 1) == Self.grey)
        #expect(actual.pixel(2, 1) == red)
        #expect(diff.pixel(2, 1) == SIMD4(230, 0, 0, 255))
        #expect(actualPath == artifacts + "/CardTests/card.swatch.actual.png")
        #expect(out.message.contains("cp '\(actualPath)' '\(goldenPath)'"))
        #expect(out.attachments.map(\.name) == ["card.swatch.expected.png", "card.swatch.actual.png", "card.swatch.diff.png"])
    }

    @Test(arguments: [SnapshotRecordMode.failed, .all])
    func failedAndAllRecordOverAChangedGolden(mode: SnapshotRecordMode) throws {
        _ = verify(image(), record: .all)
        let changed = image([(0, 0, SIMD4(0, 0, 255, 255))])
        let out = verify(changed, record: mode)
        #expect(out.kind == .recorded)
        #expect(out.message.contains("Recorded over the golden (record mode \(mode))"))
        #expect(try PNGCodec.read(contentsOf: goldenPath).pixel(0, 0) == SIMD4(0, 0, 255, 255))
    }

    /// Within the tolerance: `failed` leaves the golden alone, `all` re-records it.
    @Test func withinToleranceFailedKeepsAllRewrites() throws {
        _ = verify(image(), record: .all)
        let near = image([(1, 1, SIMD4(122, 120, 120, 255))])   // ΔE94 0.82
        let loose = ImageTolerance(perceptualPrecision: 0.99)
        #expect(verify(near, record: .failed, tolerance: loose).kind == .matched)
        #expect(try PNGCodec.read(contentsOf: goldenPath).pixel(1, 1) == Self.grey)
        #expect(verify(near, record: .all, tolerance: loose).kind == .recorded)
        #expect(try PNGCodec.read(contentsOf: goldenPath).pixel(1, 1) == SIMD4(122, 120, 120, 255))
    }

    @Test func environmentVariableChoosesTheMode() {
        #expect(verify(image(), env: ["SNAPSHOT_TESTING_RECORD": "never"]).kind == .failed)
        #expect(verify(image(), env: ["SNAPSHOT_TESTING_RECORD": "all", "CI": "1"]).kind == .recorded)
        let bad = verify(image(), env: ["SNAPSHOT_TESTING_RECORD": "sometimes"])
        #expect(bad.kind == .failed)
        #expect(bad.message.contains("SNAPSHOT_TESTING_RECORD=sometimes is not a record mode; use all, missing, failed or never"))
    }

    /// The argument beats the scope, which beats the environment.
    @Test func argumentThenScopeThenEnvironment() {
        withSnapshotTesting(record: .never) {
            #expect(verify(image(), env: ["SNAPSHOT_TESTING_RECORD": "all"]).kind == .failed)
            #expect(verify(image(), record: .missing).kind == .recorded)
        }
    }

    /// The Swift Testing trait sets the mode for the test it is on.
    @Test(.snapshots(record: .never)) func traitSetsTheMode() {
        #expect(SnapshotRecordMode.scoped == .never)
        #expect(verify(image()).kind == .failed)
        #expect(!FileManager.default.fileExists(atPath: goldenPath))
    }

    @Test func goldenPathsFollowSwiftSnapshotTestingsLayout() {
        let f = SnapshotFiles(filePath: "/p/Tests/UITests/CardTests.swift", testName: "card(inDark:)", name: "large title",
                              snapshotDirectory: nil, environment: ["SNAPSHOT_ARTIFACTS": "/art"])
        #expect(f.golden == "/p/Tests/UITests/__Snapshots__/CardTests/card-inDark.large-title.png")
        #expect(f.artifact("diff") == "/art/CardTests/card-inDark.large-title.diff.png")
        let first = SnapshotFiles(filePath: "/p/T.swift", testName: "testUnnamed", name: nil, snapshotDirectory: nil)
        let second = SnapshotFiles(filePath: "/p/T.swift", testName: "testUnnamed", name: nil, snapshotDirectory: nil)
        #expect(first.stem == "testUnnamed.1" && second.stem == "testUnnamed.2")
    }
}
