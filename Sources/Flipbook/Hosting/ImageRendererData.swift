import Foundation
import FlipbookPNG

extension ImageRenderer {
    /// The rendered image as the `Data` of a PNG file: the same as ``pngData(options:)``,
    /// which gives `Data` itself now.
    public func pngFileData(options: PNGEncodingOptions = .default) throws -> Data {
        try pngData(options: options)
    }
}
