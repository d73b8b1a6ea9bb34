import CDeflate

/// CRC-32 as PNG chunks use it (ISO 3309), through libdeflate's carry-less-multiply
/// implementation.
enum CRC32 {
    /// The CRC of `bytes`, continuing from `crc` (0 to start).
    @inline(__always)
    static func checksum(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
        guard bytes.count > 0 else { return crc }
        return libdeflate_crc32(crc, bytes.baseAddress, bytes.count)
    }
}
