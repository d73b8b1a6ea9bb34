import Foundation
import FlipbookPNG
import FlipbookRaster

// Source compatibility: these returned `[UInt8]` before they returned `Data`. Code that asks
// for bytes (`let b: [UInt8] = try host.pngData()`, an argument typed `[UInt8]`) still gets
// them; everything else gets `Data`.

extension ImageRenderer {
    @_disfavoredOverload
    public func pngData(options: PNGEncodingOptions = .default) throws -> [UInt8] { [UInt8](try pngData(options: options) as Data) }
}

extension ViewHost {
    @_disfavoredOverload
    public func pngData(options: PNGEncodingOptions = .default) throws -> [UInt8] { [UInt8](try pngData(options: options) as Data) }
}

extension Preview {
    @_disfavoredOverload @MainActor
    public func pngData(colorScheme: ColorScheme = .light, scale: CGFloat? = nil) throws -> [UInt8] {
        [UInt8](try pngData(colorScheme: colorScheme, scale: scale) as Data)
    }
}
