import Foundation
import Flipbook
@testable import FlipbookScene

/// Renders scene text to pixels, as `render` does.
@MainActor func renderScene(_ text: String, state: [String] = []) throws(SceneError) -> PixelBuffer {
    var doc = try SceneDocument.decode(Array(text.utf8))
    for a in state { try doc.state.assign(a) }
    return try SceneRenderer.renderStill(doc)
}

/// A scene of `size` points at scale 1 with `body` (JSON text).
@MainActor func scene(_ body: String, size: (Int, Int) = (20, 20), extra: String = "") -> String {
    #"{"size": [\#(size.0), \#(size.1)], "scale": 1\#(extra.isEmpty ? "" : ", " + extra), "body": \#(body)}"#
}

/// The error decoding and rendering `text` throws, or nil.
@MainActor func sceneError(_ text: String, state: [String] = []) -> SceneError? {
    do { _ = try renderScene(text, state: state); return nil } catch { return error }
}

/// The Swift twin of a scene: `content` on a canvas of `size` points at scale 1, framed as
/// ``SceneRenderer/renderStill(_:)`` frames `body`.
@MainActor func swiftPixels(_ content: some View, size: (Int, Int), scale: CGFloat = 1) -> PixelBuffer {
    let canvas = ZStack { content }.frame(width: CGFloat(size.0), height: CGFloat(size.1))
    let r = ImageRenderer(content: canvas)
    r.proposedSize = ProposedViewSize(width: CGFloat(size.0), height: CGFloat(size.1))
    r.scale = scale
    return r.pixelBuffer
}

/// Whether the scene with `json` as body renders the same bytes as `view` in Swift (and not
/// an empty picture, which would make two mistakes look alike).
@MainActor func sameBytes(_ json: String, _ view: some View, size: (Int, Int) = (120, 40), extra: String = "") throws -> Bool {
    let a = try renderScene(scene(json, size: size, extra: extra))
    let b = swiftPixels(view, size: size)
    return a.bytes == b.bytes && b.bytes.contains { $0 != 0 }
}

/// Premultiplied RGBA8 of the system colours used in tests (light scheme).
enum Px {
    static let clear = SIMD4<UInt8>(0, 0, 0, 0)
    static let red = SIMD4<UInt8>(0xFF, 0x3B, 0x30, 255)
    static let blue = SIMD4<UInt8>(0x00, 0x7A, 0xFF, 255)
    static let green = SIMD4<UInt8>(0x34, 0xC7, 0x59, 255)
    static let white = SIMD4<UInt8>(255, 255, 255, 255)
    static let black = SIMD4<UInt8>(0, 0, 0, 255)
}

/// Serialises a JSON value back to text (for the corpus of broken scenes).
@MainActor func jsonText(_ v: JSONValue) -> String {
    switch v {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : "\(n)"
    case .string(let s):
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    case .array(let items): return "[" + items.map { jsonText($0.value) }.joined(separator: ",") + "]"
    case .object(let ms): return "{" + ms.map { jsonText(.string($0.key)) + ":" + jsonText($0.value.value) }.joined(separator: ",") + "}"
    }
}

/// The 8-bit value a black → white gradient mixed in OKLab (`.perceptual`) has at `t`, derived
/// from OKLab's definition rather than Flipbook's code: for a grey, l = m = s = Y (linear
/// light) and L = ∛Y, so L = t gives Y = t³, then the sRGB transfer function.
func perceptualGray(_ t: Double) -> Double {
    let y = t * t * t
    return 255 * (y <= 0.0031308 ? 12.92 * y : 1.055 * pow(y, 1 / 2.4) - 0.055)
}
