/// Assembles a PNG byte stream: the signature, then length-type-data-CRC chunks.
struct PNGChunkWriter {
    /// The 8 bytes every PNG starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// Largest data part written in one `IDAT`/`fdAT`; readers stream more smoothly with
    /// several moderate chunks than with one huge one.
    static let maxDataChunk = 1 << 20

    private(set) var bytes: [UInt8]

    init(reservingCapacity capacity: Int = 0) {
        bytes = []
        bytes.reserveCapacity(capacity + 8)
        bytes.append(contentsOf: PNGChunkWriter.signature)
    }

    /// Appends one chunk of 4-letter `type` with `data`.
    mutating func append(_ type: StaticString, _ data: UnsafeRawBufferPointer) {
        precondition(type.utf8CodeUnitCount == 4)
        bytes.appendBigEndian(UInt32(data.count))
        let start = bytes.count
        bytes.append(contentsOf: UnsafeBufferPointer(start: type.utf8Start, count: 4))
        bytes.append(contentsOf: data)
        let crc = bytes.withUnsafeBytes {
            CRC32.checksum(UnsafeRawBufferPointer(rebasing: $0[start...]))
        }
        bytes.appendBigEndian(crc)
    }

    mutating func append(_ type: StaticString, _ data: [UInt8]) {
        data.withUnsafeBytes { append(type, $0) }
    }

    /// Appends `IHDR` for an 8-bit, non-interlaced image of colour type 2 (RGB) or 6 (RGBA).
    mutating func appendHeader(width: Int, height: Int, hasAlpha: Bool) {
        var data: [UInt8] = []
        data.appendBigEndian(UInt32(width))
        data.appendBigEndian(UInt32(height))
        data += [8, hasAlpha ? 6 : 2, 0, 0, 0]
        append("IHDR", data)
    }

    /// Appends `tEXt` chunks, checking keys and values first.
    mutating func appendText(_ text: [(key: String, value: String)]) throws(PNGError) {
        for (key, value) in text {
            let keyBytes = try PNGChunkWriter.latin1(key, what: "tEXt key \"\(key)\"")
            guard (1...79).contains(keyBytes.count) else {
                throw .invalidOption("tEXt key \"\(key)\" must be 1–79 characters long")
            }
            guard keyBytes.first != 0x20, keyBytes.last != 0x20, !key.contains("  "),
                  keyBytes.allSatisfy({ (0x20...0x7E).contains($0) || $0 >= 0xA1 }) else {
                throw .invalidOption("tEXt key \"\(key)\" may only hold printable characters, with no leading, trailing or double spaces")
            }
            let valueBytes = try PNGChunkWriter.latin1(value, what: "tEXt value of \"\(key)\"")
            append("tEXt", keyBytes + [0] + valueBytes)
        }
    }

    /// Appends `data` as consecutive chunks of `type`, each at most ``maxDataChunk`` bytes.
    mutating func appendSplit(_ type: StaticString, _ data: [UInt8]) {
        data.withUnsafeBytes { all in
            var offset = 0
            repeat {
                let n = min(all.count - offset, PNGChunkWriter.maxDataChunk)
                append(type, UnsafeRawBufferPointer(rebasing: all[offset..<offset + n]))
                offset += n
            } while offset < all.count
        }
    }

    mutating func appendEnd() {
        append("IEND", [])
    }

    /// PNG text is Latin-1 without NUL.
    private static func latin1(_ string: String, what: String) throws(PNGError) -> [UInt8] {
        var out: [UInt8] = []
        for scalar in string.unicodeScalars {
            guard scalar.value != 0, scalar.value <= 0xFF else {
                throw .invalidOption("\(what) contains U+\(String(scalar.value, radix: 16, uppercase: true)), which PNG tEXt (Latin-1, no NUL) cannot hold; use ASCII")
            }
            out.append(UInt8(scalar.value))
        }
        return out
    }
}

extension Array where Element == UInt8 {
    @inline(__always)
    mutating func appendBigEndian(_ value: UInt32) {
        append(UInt8(truncatingIfNeeded: value >> 24))
        append(UInt8(truncatingIfNeeded: value >> 16))
        append(UInt8(truncatingIfNeeded: value >> 8))
        append(UInt8(truncatingIfNeeded: value))
    }

    @inline(__always)
    mutating func appendBigEndian(_ value: UInt16) {
        append(UInt8(truncatingIfNeeded: value >> 8))
        append(UInt8(truncatingIfNeeded: value))
    }
}
