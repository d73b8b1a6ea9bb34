import Flipbook
import FlipbookPNG
import FlipbookRaster
import Foundation

// `CGImage` and `Image(_:scale:orientation:label:)` are in Flipbook (Views/ImageCGImage.swift),
// so SwiftUI code that draws a bitmap compiles with `import Flipbook` alone.

/// An image as UIKit's `UIImage`: a bitmap at a scale, or nothing (`UIImage()`, whose
/// `cgImage` is `nil` and which draws nothing, as on iOS).
public final class UIImage: @unchecked Sendable {
    /// The bitmap, or `nil` for an empty image.
    public let cgImage: CGImage?
    /// Pixels per point.
    public let scale: CGFloat

    /// An empty image (zero size; draws nothing).
    public init() {
        cgImage = nil
        scale = 1
    }

    /// An image of a bitmap at `scale`.
    public init(cgImage: CGImage, scale: CGFloat = 1, orientation: Image.Orientation = .up) {
        self.cgImage = cgImage
        self.scale = scale > 0 ? scale : 1
    }

    /// A PNG file; `nil` when it cannot be read.
    public convenience init?(contentsOfFile path: String) {
        guard let png = try? PNGCodec.read(contentsOf: path) else { return nil }
        self.init(cgImage: CGImage(pixels: png))
    }

    /// PNG data; `nil` when it is not a PNG.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let png = try? PNGCodec.decode([UInt8](data)) else { return nil }
        self.init(cgImage: CGImage(pixels: png), scale: scale)
    }

    /// The size in points.
    public var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    /// The image as PNG data (`nil` for an empty image).
    public func pngData() -> Data? {
        guard let cgImage else { return nil }
        return (try? PNGCodec.encode(cgImage.pixels)).map { Data($0) }
    }
}

extension Image {
    /// A `UIImage`, as SwiftUI's `Image(uiImage:)`; an empty one draws nothing.
    public init(uiImage: UIImage) {
        self.init(pixels: uiImage.cgImage?.pixels ?? PixelBuffer(width: 0, height: 0), scale: uiImage.scale)
    }
}
