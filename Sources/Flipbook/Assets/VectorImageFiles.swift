import FlipbookPNG
import FlipbookRaster
import Synchronization

/// Parsed vector files of image sets (SVG, PDF), read once per path.
enum VectorImageFiles {
    private static let cache = Mutex([String: VectorImage]())

    /// Whether an image-set file is a vector file these readers draw (SVG, PDF; by its extension).
    static func isVector(_ path: String) -> Bool { VectorImage.isVectorFile(path) }

    /// The drawing; `nil` (reported once, naming the file and the fix) when it cannot be read.
    /// What the file holds that is not drawn is reported once too.
    static func image(_ path: String, imageSet name: String) -> VectorImage? {
        if let v = cache.withLock({ $0[path] }) { return v }
        do {
            let bytes = try RegularFile.read(path, maxBytes: VectorImage.maxFileBytes)
            let image = try VectorImage.read(bytes, path: path)
            if !image.notDrawn.isEmpty {
                AssetDiagnostics.report("image set \"\(name)\": \(path) uses \(image.notDrawn.joined(separator: ", ")), which Flipbook does not draw; the rest of the drawing is drawn. Flatten them into plain paths to draw them.")
            }
            cache.withLock { $0[path] = image }
            return image
        } catch {
            AssetDiagnostics.report("image set \"\(name)\": \(path) could not be drawn (\(error)); it draws the placeholder.")
            return nil
        }
    }
}
