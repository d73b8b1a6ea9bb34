import FlipbookRaster

/// A shape style that tiles an image, as SwiftUI's `ImagePaint`: the part of `image` given by
/// `sourceRect` (in unit coordinates of the image), drawn at `scale` times its size, repeated
/// across the shape from the top-left corner of the shape's bounds.
///
/// Bitmap images (files, asset image sets, pixels) tile; a symbol image has no pixels to tile
/// and paints nothing, and a tile area above 16 million pixels is drawn as one stretched tile.
public struct ImagePaint: ShapeStyle, ResolvableShapeStyle, Sendable {
    /// The image tiled.
    public var image: Image
    /// The part of the image to tile, in unit coordinates (the whole image by default).
    public var sourceRect: CGRect
    /// How much larger than its natural size each tile is drawn.
    public var scale: CGFloat

    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    /// The image's pixels and pixel density, for the display scale.
    private func pixels(displayScale: CGFloat) -> (PixelBuffer, CGFloat)? {
        switch image.source {
        case .symbol: return nil
        case .bitmap(let p, let s): return (p, s)
        case .asset(let set, let name):
            guard let file = set.file(for: displayScale), let p = AssetImageFiles.pixels(file.path, imageSet: name) else { return nil }
            return (p, CGFloat(file.scale))
        }
    }

    package func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        let clear = Paint.solid(RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        guard let (full, density) = pixels(displayScale: environment.displayScale), full.width > 0, full.height > 0,
              scale.isFinite, scale > 0, bounds.width.isFinite, bounds.height.isFinite else { return clear }
        // The source rectangle in pixels, clamped to the image.
        let u = sourceRect.standardized.intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
        guard !u.isNull, u.width > 0, u.height > 0 else { return clear }
        let x0 = Int((u.minX * CGFloat(full.width)).rounded()), y0 = Int((u.minY * CGFloat(full.height)).rounded())
        let tw = max(1, min(full.width - x0, Int((u.width * CGFloat(full.width)).rounded())))
        let th = max(1, min(full.height - y0, Int((u.height * CGFloat(full.height)).rounded())))
        // One tile's size in points.
        let tilePoints = CGSize(width: CGFloat(tw) / density * scale, height: CGFloat(th) / density * scale)
        let nx = max(1, Int((bounds.width / tilePoints.width).rounded(.up)))
        let ny = max(1, Int((bounds.height / tilePoints.height).rounded(.up)))
        let (cols, rows) = nx * tw * ny * th > 16_000_000 ? (1, 1) : (nx, ny)
        var bytes = [UInt8](repeating: 0, count: cols * tw * rows * th * 4)
        let rowBytes = cols * tw * 4
        for ty in 0..<th {
            let src = ((y0 + ty) * full.width + x0) * 4
            for r in 0..<rows {
                for c in 0..<cols {
                    let dst = (r * th + ty) * rowBytes + c * tw * 4
                    bytes.replaceSubrange(dst..<dst + tw * 4, with: full.bytes[src..<src + tw * 4])
                }
            }
        }
        let tiled = PixelBuffer(width: cols * tw, height: rows * th, bytes: bytes)
        let sx = cols == nx ? Double(tilePoints.width) / Double(tw) : Double(bounds.width) / Double(tw)
        let sy = rows == ny ? Double(tilePoints.height) / Double(th) : Double(bounds.height) / Double(th)
        let t = Transform2D.scale(sx, sy).concatenating(.translation(Double(bounds.minX), Double(bounds.minY)))
        return .image(FlipbookRaster.ImagePaint(image: tiled, transform: t, filter: .bilinear))
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// A style tiling `image` (see ``ImagePaint``).
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
