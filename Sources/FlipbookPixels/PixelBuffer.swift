#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A 2D image of premultiplied RGBA8 pixels in sRGB, stored row-major, 4 bytes a pixel in the
/// order R, G, B, A, with no row padding: what the raster layer draws into, what PNG files
/// decode to and encode from (FlipbookPNG calls it `PNGImage`), so pixels cross from one
/// layer to the other without a copy.
///
/// Premultiplied means every colour channel is ≤ alpha. Value semantics (copy on write):
/// hot loops reach the bytes through ``withUnsafeMutableBytes(_:)``.
public struct PixelBuffer: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes.
    public var bytes: [UInt8]

    /// A buffer filled with one premultiplied colour (transparent by default).
    public init(width: Int, height: Int, fill: SIMD4<UInt8> = .zero) {
        precondition(width >= 0 && height >= 0, "PixelBuffer size must not be negative")
        self.width = width
        self.height = height
        let byteCount = width * height * 4
        // An empty buffer (a paint with no image keeps one) must not go through
        // `unsafeUninitializedCapacity`: at capacity 0 it writes the count into the runtime's one
        // shared empty-array storage, a race ThreadSanitizer reports when threads rasterise.
        guard byteCount > 0 else {
            bytes = []
            return
        }
        // memset, or one pixel copied onto itself in doubling runs: as fast in a debug build
        // as in a release one (a per-byte Swift loop is not).
        bytes = [UInt8](unsafeUninitializedCapacity: byteCount) { buf, n in
            n = byteCount
            guard byteCount > 0, let raw = UnsafeMutableRawPointer(buf.baseAddress) else { return }
            if fill == .zero {
                memset(raw, 0, byteCount)
                return
            }
            raw.storeBytes(of: fill.x, as: UInt8.self); raw.storeBytes(of: fill.y, toByteOffset: 1, as: UInt8.self)
            raw.storeBytes(of: fill.z, toByteOffset: 2, as: UInt8.self); raw.storeBytes(of: fill.w, toByteOffset: 3, as: UInt8.self)
            var done = 4
            while done < byteCount {
                let c = min(done, byteCount - done)
                (raw + done).copyMemory(from: raw, byteCount: c)
                done += c
            }
        }
    }

    /// Wraps existing premultiplied RGBA8 bytes; the count must be `width * height * 4`.
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0 && bytes.count == width * height * 4,
                     "PixelBuffer bytes must hold width × height × 4 values")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// Wraps bytes without checking their count, for FlipbookPNG's `init(width:height:pixels:)`:
    /// the PNG encoder reports a wrong count as an error (it never traps), and must see it.
    package init(unchecked width: Int, height: Int, bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    @inlinable public var pixelCount: Int { width * height }

    /// The premultiplied pixel at (x, y); transparent black outside the buffer.
    @inlinable public subscript(x: Int, y: Int) -> SIMD4<UInt8> {
        get {
            guard x >= 0, y >= 0, x < width, y < height else { return .zero }
            let i = (y * width + x) * 4
            return SIMD4(bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
        }
        set {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            let i = (y * width + x) * 4
            bytes[i] = newValue.x; bytes[i + 1] = newValue.y; bytes[i + 2] = newValue.z; bytes[i + 3] = newValue.w
        }
    }

    /// True when every pixel has alpha 255.
    public var isOpaque: Bool {
        bytes.withUnsafeBufferPointer { b in
            var i = 3
            while i < b.count { if b[i] != 255 { return false }; i += 4 }
            return true
        }
    }

    @inlinable public func withUnsafeBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try bytes.withUnsafeBufferPointer(body)
    }
    @inlinable public mutating func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try bytes.withUnsafeMutableBufferPointer { try body($0) }
    }
}
