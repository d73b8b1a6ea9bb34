#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs of zero bytes at the ends of a span (transparent pixels of a layer), found with the C
/// library's `memcmp` against a zero block: as fast in a debug build as in a release one,
/// where a Swift loop over the bytes is not.
enum ZeroRuns {
    private static let zeros = [UInt8](repeating: 0, count: 256)

    /// How many of the first `count` bytes at `p` are zero, rounded down to a multiple of 16.
    static func leading(_ p: UnsafeRawPointer, count: Int) -> Int {
        zeros.withUnsafeBytes { z in
            let zero = z.baseAddress!
            var n = 0
            while n + 256 <= count, memcmp(p + n, zero, 256) == 0 { n += 256 }
            while n + 16 <= count, memcmp(p + n, zero, 16) == 0 { n += 16 }
            return n
        }
    }

    /// How many of the last bytes of the `count` at `p` are zero, rounded down to a multiple of 16.
    static func trailing(_ p: UnsafeRawPointer, count: Int) -> Int {
        zeros.withUnsafeBytes { z in
            let zero = z.baseAddress!
            var n = 0
            while n + 256 <= count, memcmp(p + count - n - 256, zero, 256) == 0 { n += 256 }
            while n + 16 <= count, memcmp(p + count - n - 16, zero, 16) == 0 { n += 16 }
            return n
        }
    }
}
