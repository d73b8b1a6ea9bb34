import Flipbook
import FlipbookPNG
import Foundation
import Synchronization

/// A fresh folder under the temporary directory, so tests never write into the repository.
func temporaryFolder(_ label: String = #function) -> String {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("FlipbookTestingTests-\(label.filter(\.isLetter))-\(UInt32.random(in: 0...UInt32.max))").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// A square of one exact sRGB colour, `side` points.
struct Swatch: View {
    var red: Double, green: Double, blue: Double
    var side: CGFloat = 10
    var body: some View {
        Color(red: red / 255, green: green / 255, blue: blue / 255).frame(width: side, height: side)
    }
}

/// `width × height` pixels of one opaque colour, with optional single-pixel edits.
func pixels(_ width: Int, _ height: Int, _ c: SIMD4<UInt8>, edits: [(Int, Int, SIMD4<UInt8>)] = []) -> PixelBuffer {
    var p = PixelBuffer(width: width, height: height, fill: c)
    for (x, y, e) in edits {
        let o = (y * width + x) * 4
        p.bytes[o] = e[0]; p.bytes[o + 1] = e[1]; p.bytes[o + 2] = e[2]; p.bytes[o + 3] = e[3]
    }
    return p
}

extension PNGImage {
    func pixel(_ x: Int, _ y: Int) -> SIMD4<UInt8> {
        let o = (y * width + x) * 4
        return SIMD4(pixels[o], pixels[o + 1], pixels[o + 2], pixels[o + 3])
    }
}

/// The path after `label` in a failure message ("  actual:   /tmp/…png").
func path(after label: String, in message: String) -> String? {
    for line in message.split(separator: "\n") {
        let t = line.trimmingCharacters(in: .whitespaces)
        if t.hasPrefix(label) {
            let rest = t.dropFirst(label.count).trimmingCharacters(in: .whitespaces)
            return String(rest.split(separator: " ").first ?? "")
        }
    }
    return nil
}

/// Collects issue messages from inside `withKnownIssue`.
final class MessageBox: Sendable {
    private let storage = Mutex<[String]>([])
    func append(_ s: String) { storage.withLock { $0.append(s) } }
    var all: [String] { storage.withLock { $0 } }
}
