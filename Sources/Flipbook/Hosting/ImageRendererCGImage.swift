import Foundation

extension ImageRenderer {
    /// The rendered image as a bitmap, as SwiftUI's `ImageRenderer.cgImage`: the content's size
    /// × ``scale`` in pixels. `nil` when there is nothing to rasterise: content of zero width
    /// or height (an `EmptyView`), of infinite size, or an image beyond ``maxPixelSide`` or
    /// ``maxPixelArea`` (``pngData(options:)`` throws the reason).
    public var cgImage: CGImage? {
        let size = layout().frame.size
        let w = (size.width * effectiveScale).rounded(), h = (size.height * effectiveScale).rounded()
        guard size.width > 0, size.height > 0, w.isFinite, h.isFinite,
              w <= CGFloat(Self.maxPixelSide), h <= CGFloat(Self.maxPixelSide),
              max(1, w) * max(1, h) <= CGFloat(Self.maxPixelArea) else { return nil }
        return CGImage(pixels: pixelBuffer)
    }
}
