@_exported import Foundation
import FlipbookRaster

/// Flipbook: SwiftUI-style views rendered to PNG on Linux.
public enum FlipbookInfo {
    public static let version = "0.1.0"
}
