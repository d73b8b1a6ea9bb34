import Flipbook
import FlipbookPNG
import FlipbookTesting
import Foundation
import Testing

/// `assertSnapshot(…, dynamicTypeSize:)` draws text styles at that size.
@MainActor
@Suite struct DynamicTypeSnapshotTests {
    @Test func theOptionScalesTextStyles() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("dts-\(UUID().uuidString)").path
        _ = verifySnapshot(of: Text("Hg").font(.body), dynamicTypeSize: .accessibility5, named: "ax5", record: .all, snapshotDirectory: dir)
        _ = verifySnapshot(of: Text("Hg").font(.system(size: 53)), named: "53", record: .all, snapshotDirectory: dir)
        _ = verifySnapshot(of: Text("Hg").font(.body), named: "default", record: .all, snapshotDirectory: dir)
        let ax5 = try PNGCodec.read(contentsOf: dir + "/theOptionScalesTextStyles.ax5.png")
        let at53 = try PNGCodec.read(contentsOf: dir + "/theOptionScalesTextStyles.53.png")
        let plain = try PNGCodec.read(contentsOf: dir + "/theOptionScalesTextStyles.default.png")
        #expect(ax5.width == at53.width && ax5.height == at53.height)
        #expect(ax5.pixels == at53.pixels)
        #expect(plain.height < ax5.height)
    }
}
