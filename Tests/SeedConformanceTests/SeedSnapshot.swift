import Foundation
import Testing
import Flipbook
import FlipbookPNG

/// Golden images of the seed documents' views in `Snapshots/seeds/`, compared exactly (the
/// renderer is deterministic). A missing or different golden fails with what to do; it is
/// written only when FLIPBOOK_RECORD=1, and then it must be looked at before committing:
///
///     FLIPBOOK_RECORD=1 swift test --filter SeedConformanceTests
enum SeedSnapshot {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots/seeds")
    static let recording = ProcessInfo.processInfo.environment["FLIPBOOK_RECORD"] == "1"

    static func check(_ image: PixelBuffer, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let path = directory.appendingPathComponent(name + ".png").path
        if recording {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try PNGCodec.write(premultipliedRGBA: image.bytes, width: image.width, height: image.height, to: path)
            } catch {
                Issue.record("could not record \(path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard FileManager.default.fileExists(atPath: path) else {
            Issue.record("No golden \(path). Record with FLIPBOOK_RECORD=1 swift test --filter SeedConformanceTests, then look at it.",
                         sourceLocation: sourceLocation)
            return
        }
        do {
            let golden = try PNGCodec.read(contentsOf: path)
            guard golden.width == image.width, golden.height == image.height else {
                Issue.record("\(name): golden is \(golden.width)×\(golden.height), the render \(image.width)×\(image.height)",
                             sourceLocation: sourceLocation)
                return
            }
            var count = 0, worst = 0
            for (a, b) in zip(golden.pixels, image.bytes) where a != b {
                count += 1
                worst = max(worst, abs(Int(a) - Int(b)))
            }
            if count > 0 {
                Issue.record("\(name): \(count) channels differ from the golden, worst by \(worst)/255. If deliberate, re-record and look.",
                             sourceLocation: sourceLocation)
            }
        } catch {
            Issue.record("\(name): cannot read the golden: \(error)", sourceLocation: sourceLocation)
        }
    }
}

extension ViewHost {
    /// The centre of the current layout (for single-control views).
    var centre: CGPoint {
        let f = layout().frame
        return CGPoint(x: f.midX, y: f.midY)
    }
}
