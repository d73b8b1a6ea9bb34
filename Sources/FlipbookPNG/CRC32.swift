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

/// CRC-32 of whole files or byte arrays, for fingerprints (such as which font files drew an
/// image) where a cryptographic hash would cost more than it proves.
public enum Checksum {
    /// The CRC-32 (ISO 3309, as PNG and zlib) of `bytes`.
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBytes { CRC32.checksum($0) }
    }

    /// The CRC-32 of the file at `path`.
    public static func crc32(contentsOf path: String) throws -> UInt32 {
        crc32(try AtomicFile.read(path))
    }
}
