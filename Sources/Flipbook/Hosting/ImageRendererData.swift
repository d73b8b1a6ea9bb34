import Foundation
import FlipbookPNG

extension ImageRenderer {
    /// The rendered image as the `Data` of a PNG file, for APIs that take `Data` (on iOS,
    /// `renderer.uiImage?.pngData()` gives it): `try renderer.pngFileData().write(to: url)`.
    /// The same bytes as ``pngData(options:)``; throws as it does.
    public func pngFileData(options: PNGEncodingOptions = .default) throws -> Data {
        Data(try pngData(options: options))
    }
}
