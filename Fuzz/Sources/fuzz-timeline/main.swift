import FuzzDriver
import Glibc
import Flipbook
import FlipbookScene

/// A frame budget per input: long enough for a tap and an animation to play out, short enough
/// that libFuzzer runs hundreds of inputs a second. Longer timelines must be refused by the
/// limits check (exercised by the same inputs) rather than played.
let limits: FrameSequenceLimits = {
    var l = FrameSequenceLimits()
    l.maximumFrames = 24
    return l
}()

/// One libFuzzer input: any bytes as a scene file with a `timeline`. Decoding the scene and
/// its script must either throw a SceneError or give a sequence whose frames all have the
/// first frame's size and draw (never trap, hang or exhaust memory).
func fuzzTimeline(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    // libFuzzer calls this on the main thread.
    MainActor.assumeIsolated {
        guard var doc = try? SceneDocument.decode(bytes, baseDirectory: "/nonexistent"), doc.timeline != nil else { return }
        if doc.pixelWidth * doc.pixelHeight > 64 * 64 {
            if doc.device != nil {
                // A device fixes the size (its screen): shrink the scale instead.
                doc.scale = 64 / max(Double(doc.size.width), Double(doc.size.height))
            } else {
                doc.scale = 1
                doc.size = CGSize(width: min(Double(doc.size.width), 64), height: min(Double(doc.size.height), 64))
            }
        }
        guard let sequence = try? SceneRenderer.frameSequence(doc, limits: limits) else { return }
        // A tap addressed to a view absent at its instant is an error the sequence throws, not a crash.
        guard let frames = try? sequence.displayFrames() else { return }
        precondition(!frames.isEmpty && frames.count <= limits.maximumFrames, "\(frames.count) frames for at most \(limits.maximumFrames)")
        for f in [frames[0], frames[frames.count - 1]] {
            let pixels = f.rasterize()
            precondition(pixels.width == frames[0].pixelWidth && pixels.height == frames[0].pixelHeight,
                         "a frame is not the first frame's size")
        }
    }
    return 0
}

exit(runLibFuzzer { fuzzTimeline($0, $1) })
