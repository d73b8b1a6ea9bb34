import Flipbook

extension ImageRenderer {
    /// The rendered image as a `UIImage` at the renderer's scale, as SwiftUI's
    /// `ImageRenderer.uiImage` on iOS (`renderer.scale = UIScreen.main.scale` first gives the
    /// screen's 3×); `nil` when ``cgImage`` is.
    public var uiImage: UIImage? {
        guard let cgImage else { return nil }
        return UIImage(cgImage: cgImage, scale: scale.isFinite && scale > 0 ? scale : 1)
    }
}
