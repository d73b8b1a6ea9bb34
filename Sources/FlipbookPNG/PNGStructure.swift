/// A PNG's chunk structure, checked before libpng sees it.
///
/// Walking the chunks first gives every bad input a precise, typed error (empty, not a
/// PNG, truncated where, which CRC) and lets the caller refuse a huge `IHDR` before any
/// pixel memory is allocated.
struct PNGStructure {
    var width = 0
    var height = 0
    var bitDepth: UInt8 = 0
    var colorType: UInt8 = 0
    /// Whether a `gAMA`, `sRGB`, `iCCP` or `cHRM` chunk says what the samples mean.
    var hasColourSpace = false
    /// Byte offset just past the `IHDR` chunk, where a chunk can be inserted.
    var endOfHeader = 0

    /// Validates `data`'s structure; throws the most specific ``PNGError``.
    init(validating data: [UInt8], maxPixels: Int) throws(PNGError) {
        if data.isEmpty { throw .emptyInput }
        let signature = PNGChunkWriter.signature
        if data.count < signature.count {
            if signature.starts(with: data) {
                throw .truncated("only \(data.count) bytes, fewer than the 8-byte PNG signature")
            }
            throw .notPNG(firstBytes: data)
        }
        guard data.starts(with: signature) else { throw .notPNG(firstBytes: Array(data.prefix(8))) }

        let walked = data.withUnsafeBytes { bytes in Result { () throws(PNGError) in
            var offset = 8, index = 0, sawIDAT = false, lastType = "signature"
            while true {
                guard bytes.count - offset >= 8 else {
                    if offset == bytes.count {
                        throw .truncated("the data ends after \(lastType) at byte \(offset) with no IEND chunk")
                    }
                    throw .truncated("the data ends inside the header of the chunk at byte \(offset)")
                }
                let length = Int(bytes.bigEndianUInt32(at: offset))
                let typeBytes = bytes[(offset + 4)..<(offset + 8)]
                guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                    throw .corrupt("the chunk at byte \(offset) has type bytes \(typeBytes.map { String($0) }.joined(separator: " ")), which are not letters")
                }
                let type = String(decoding: typeBytes, as: UTF8.self)
                guard length <= Int(Int32.max) else {
                    throw .corrupt("chunk \(type) at byte \(offset) declares \(length) bytes, more than PNG's limit of 2³¹−1")
                }
                guard bytes.count - offset - 12 >= length else {
                    throw .truncated("chunk \(type) at byte \(offset) declares \(length) data bytes but only \(max(0, bytes.count - offset - 8)) bytes follow")
                }
                let stored = bytes.bigEndianUInt32(at: offset + 8 + length)
                let computed = CRC32.checksum(UnsafeRawBufferPointer(rebasing: bytes[(offset + 4)..<(offset + 8 + length)]))
                let critical = typeBytes.first! & 0x20 == 0
                // libpng, like browsers, skips ancillary chunks with a bad CRC; a critical
                // chunk with a bad CRC means the image itself is damaged.
                if critical && stored != computed {
                    throw .corrupt("CRC mismatch in chunk \(type) at byte \(offset): stored \(hex(stored)), computed \(hex(computed)); the file was damaged in storage or transit")
                }
                if index == 0 {
                    guard type == "IHDR", length == 13 else {
                        throw .corrupt("the first chunk must be a 13-byte IHDR, but it is \(type) of \(length) bytes")
                    }
                    try readHeader(UnsafeRawBufferPointer(rebasing: bytes[(offset + 8)..<(offset + 21)]), maxPixels: maxPixels)
                    endOfHeader = offset + 12 + length
                } else if type == "IHDR" {
                    throw .corrupt("a second IHDR chunk at byte \(offset)")
                }
                switch type {
                case "IDAT": sawIDAT = true
                case "gAMA", "sRGB", "iCCP", "cHRM": hasColourSpace = true
                case "IEND":
                    guard sawIDAT else { throw .corrupt("no IDAT chunk before IEND: the file holds no image data") }
                    return
                default: break
                }
                lastType = "chunk \(type)"
                offset += 12 + length
                index += 1
            }
        } }
        try walked.get()
    }

    /// Reads `IHDR`'s 13 bytes and enforces `maxPixels` before anything is allocated.
    private mutating func readHeader(_ h: UnsafeRawBufferPointer, maxPixels: Int) throws(PNGError) {
        width = Int(h.bigEndianUInt32(at: 0))
        height = Int(h.bigEndianUInt32(at: 4))
        bitDepth = h[8]
        colorType = h[9]
        guard (1...PNGEncoder.maxDimension).contains(width), (1...PNGEncoder.maxDimension).contains(height) else {
            throw .corrupt("IHDR declares a size of \(width)×\(height); width and height must be 1…2147483647")
        }
        let allowedDepths: [UInt8]
        switch colorType {
        case 0: allowedDepths = [1, 2, 4, 8, 16]
        case 3: allowedDepths = [1, 2, 4, 8]
        case 2, 4, 6: allowedDepths = [8, 16]
        default:
            throw .corrupt("IHDR declares colour type \(colorType); PNG defines 0, 2, 3, 4 and 6")
        }
        guard allowedDepths.contains(bitDepth) else {
            throw .corrupt("IHDR declares bit depth \(bitDepth) for colour type \(colorType); allowed: \(allowedDepths.map(String.init).joined(separator: ", "))")
        }
        guard h[10] == 0, h[11] == 0, h[12] <= 1 else {
            throw .corrupt("IHDR declares compression \(h[10]), filter \(h[11]), interlace \(h[12]); PNG defines only 0, 0 and 0 or 1")
        }
        if width * height > maxPixels {
            throw .dimensionsTooLarge(width: width, height: height, maxPixels: maxPixels)
        }
    }
}

private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
}

extension UnsafeRawBufferPointer {
    @inline(__always)
    func bigEndianUInt32(at offset: Int) -> UInt32 {
        UInt32(self[offset]) << 24 | UInt32(self[offset + 1]) << 16 | UInt32(self[offset + 2]) << 8 | UInt32(self[offset + 3])
    }
}
