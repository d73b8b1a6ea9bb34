/// Rewrites each whole chunk's CRC after the 8-byte signature, up to the first cut-off chunk.
public func fixChunkCRCs(_ bytes: inout [UInt8]) {
    var offset = 8
    while offset + 12 <= bytes.count {
        let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        guard length <= bytes.count - offset - 12 else { return }
        var crc: UInt32 = 0xFFFF_FFFF
        for b in bytes[(offset + 4)..<(offset + 8 + length)] {
            crc ^= UInt32(b)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        for i in 0..<4 { bytes[offset + 8 + length + i] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * i)) }
        offset += 12 + length
    }
}
