import XCTest
import Flipbook
import Swift6Fixture

/// The same fixture from XCTest. On Linux, swift-corelibs-xctest cannot run a `@MainActor`
/// test method (its test list casts each method to a nonisolated function and traps), so a
/// test either hops with `await MainActor.run` from an `async` test or, since XCTest runs
/// synchronous tests on the main thread, enters the main actor with `assumeIsolated`.
final class Swift6FixtureXCTests: XCTestCase {
    @MainActor static func centre(of view: some View) -> [UInt8] {
        let p = ImageRenderer(content: view).pixelBuffer
        let i = (p.height / 2 * p.width + p.width / 2) * 4
        return Array(p.bytes[i..<i + 4])
    }

    func testTurningCardShowsItsBackPastNinetyDegrees() async {
        let centre = await MainActor.run { Self.centre(of: TurningCard(angle: 180)) }
        XCTAssertEqual(centre, [255, 59, 48, 255])
    }

    func testTapQueuedIncrementShowsOnTheNextRender() {
        let dot = MainActor.assumeIsolated { () -> [UInt8] in
            let host = ViewHost(CounterView())
            XCTAssertTrue(host.tap(at: CGPoint(x: 40, y: 20)))
            let p = host.pixelBuffer
            let i = (20 * p.width + 15) * 4
            return Array(p.bytes[i..<i + 4])
        }
        XCTAssertEqual(dot, [52, 199, 89, 255])
    }
}
