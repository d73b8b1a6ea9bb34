import FuzzDriver
import Glibc
import Flipbook
import FlipbookScene

let realCanvas = getenv("FLIPBOOK_FUZZ_REAL_CANVAS").map { String(cString: $0) == "1" } ?? false

/// One libFuzzer input: any bytes as a scene file. Decoding must either throw a SceneError
/// (never trap, hang or exhaust memory) or give a document that renders.
func fuzzScene(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    // libFuzzer calls this on the main thread.
    MainActor.assumeIsolated {
        guard var doc = try? SceneDocument.decode(bytes, baseDirectory: "/nonexistent") else { return }
        // Small canvases keep executions fast; the canvas limits have their own tests. With
        // FLIPBOOK_FUZZ_REAL_CANVAS=1 (`Fuzz/run 600 scene-real`: a memory limit of 3 GB and
        // inputs up to 1 MiB) the scene renders at the size it asks for, so effects, images and
        // big canvases that need memory are within reach.
        if !realCanvas, doc.pixelWidth * doc.pixelHeight > 160 * 160 {
            if doc.device != nil {
                // A device fixes the size (its screen): shrink the scale instead.
                doc.scale = 160 / max(Double(doc.size.width), Double(doc.size.height))
            } else {
                doc.scale = 1
                doc.size = CGSize(width: min(Double(doc.size.width), 160), height: min(Double(doc.size.height), 160))
            }
        }
        guard let pixels = try? SceneRenderer.renderStill(doc) else { return }
        precondition(pixels.width == doc.pixelWidth && pixels.height == doc.pixelHeight, "the still is not the canvas size")
    }
    return 0
}

exit(runLibFuzzer { fuzzScene($0, $1) })
