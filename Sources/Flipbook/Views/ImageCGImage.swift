import Foundation
import FlipbookRaster

/// A bitmap, as Core Graphics' `CGImage`: premultiplied RGBA pixels. `UIImage` (FlipbookUIKit)
/// and `Image(_:scale:orientation:label:)` draw it.
public final class CGImage: @unchecked Sendable {
    /// The pixels.
    public let pixels: PixelBuffer
    /// The width in pixels.
    public var width: Int { pixels.width }
    /// The height in pixels.
    public var height: Int { pixels.height }

    /// An image of these pixels.
    public init(pixels: PixelBuffer) { self.pixels = pixels }
}

extension Image {
    /// A bitmap at `scale` pixels per point, turned by `orientation`, as SwiftUI's
    /// `Image(_:scale:orientation:label:)`: `.left` shows the pixels turned 90°
    /// counterclockwise, `.right` clockwise, `.down` upside down, the mirrored forms mirrored
    /// left to right first. `label` is the accessibility label.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) {
        self.init(pixels: cgImage.pixels.oriented(orientation), scale: scale)
        accessibilityName = label.string
    }

    /// A decorative bitmap (no accessibility label), as SwiftUI's
    /// `Image(decorative:scale:orientation:)`; drawn as ``init(_:scale:orientation:label:)``.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
        self.init(pixels: cgImage.pixels.oriented(orientation), scale: scale)
    }
}

extension PixelBuffer {
    /// The pixels as they are displayed for `orientation` (UIKit's and SwiftUI's meaning: the
    /// stored pixels match the intended display after this turn).
    fileprivate func oriented(_ orientation: Image.Orientation) -> PixelBuffer {
        let w = width, h = height
        let mirrored: Bool
        let turn: Int  // quarter turns clockwise
        switch orientation {
        case .up: return self
        case .upMirrored: mirrored = true; turn = 0
        case .down: mirrored = false; turn = 2
        case .downMirrored: mirrored = true; turn = 2
        case .left: mirrored = false; turn = 3
        case .leftMirrored: mirrored = true; turn = 3
        case .right: mirrored = false; turn = 1
        case .rightMirrored: mirrored = true; turn = 1
        }
        let (ow, oh) = turn % 2 == 0 ? (w, h) : (h, w)
        var out = PixelBuffer(width: ow, height: oh)
        for y in 0..<h {
            for x in 0..<w {
                let sx = mirrored ? w - 1 - x : x
                let (dx, dy): (Int, Int)
                switch turn {
                case 1: (dx, dy) = (h - 1 - y, sx)          // clockwise
                case 2: (dx, dy) = (w - 1 - sx, h - 1 - y)
                case 3: (dx, dy) = (y, w - 1 - sx)          // counterclockwise
                default: (dx, dy) = (sx, y)
                }
                out[dx, dy] = self[x, y]
            }
        }
        return out
    }
}
