import Flipbook
import FlipbookPNG
import FlipbookTesting
import Foundation
import XCTest

/// The same assertion under XCTest: failures arrive through `recordFailure`, which this case
/// captures instead of failing, so that it can check them.
final class XCTestSnapshotTests: XCTestCase {
    nonisolated(unsafe) var captured: [String] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        captured.append(description)
    }

    @MainActor func testRecordVerifyAndFailUnderXCTest() async throws {
        let goldens = temporaryFolder("xctestGoldens")
        withSnapshotTesting(record: .all) {
            assertSnapshot(of: Swatch(red: 0, green: 200, blue: 0), named: "green", snapshotDirectory: goldens)
        }
        XCTAssertEqual(captured.count, 1)
        XCTAssertTrue(captured.first?.contains("No golden image was found; recorded") == true, captured.first ?? "")
        let golden = try PNGCodec.read(contentsOf: goldens + "/testRecordVerifyAndFailUnderXCTest.green.png")
        XCTAssertEqual(golden.pixel(5, 5), SIMD4(0, 200, 0, 255))

        captured = []
        assertSnapshot(of: Swatch(red: 0, green: 200, blue: 0), named: "green", record: .never, snapshotDirectory: goldens)
        XCTAssertEqual(captured, [])

        withSnapshotTesting(record: .never) {
            assertSnapshot(of: Swatch(red: 0, green: 201, blue: 0), named: "green", snapshotDirectory: goldens)
        }
        XCTAssertEqual(captured.count, 1)
        let message = captured.first ?? ""
        XCTAssertTrue(message.contains("400 of 400 pixels differ"), message)
        let actual = try XCTUnwrap(path(after: "actual:", in: message))
        XCTAssertEqual(try PNGCodec.read(contentsOf: actual).pixel(0, 0), SIMD4(0, 201, 0, 255))
        // Inside a perceptual tolerance (ΔE94 of a 1/255 green step is well below 1).
        captured = []
        assertSnapshot(of: Swatch(red: 0, green: 201, blue: 0), perceptualPrecision: 0.99, named: "green", record: .never, snapshotDirectory: goldens)
        XCTAssertEqual(captured, [])
    }
}
