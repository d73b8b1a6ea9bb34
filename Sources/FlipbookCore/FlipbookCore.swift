@_exported import Foundation
import FlipbookRaster

/// Flipbook: SwiftUI-style views rendered to PNG on Linux.
public enum FlipbookInfo {
    public static let version = "0.1.0"
}

/// Premultiplied RGBA8 pixels, as the renderer produces them.
public typealias PixelBuffer = FlipbookRaster.PixelBuffer
