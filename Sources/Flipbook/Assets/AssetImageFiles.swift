import FlipbookPNG
import FlipbookRaster
import Synchronization

/// Decoded image-set files, read once per path (a snapshot suite draws the same icon often).
enum AssetImageFiles {
    private static let cache = Mutex([String: PixelBuffer]())

    /// The file's pixels; `nil` (reported once, naming the file) when it cannot be read.
    static func pixels(_ path: String, imageSet name: String) -> PixelBuffer? {
        if let p = cache.withLock({ $0[path] }) { return p }
        do {
            let p = try PNGCodec.read(contentsOf: path)
            cache.withLock { $0[path] = p }
            return p
        } catch {
            AssetDiagnostics.report("image set \"\(name)\": \(path) could not be read (\(error)); it draws the placeholder. Image sets must hold PNG files.")
            return nil
        }
    }
}
