import Foundation

/// Test-side PNG helpers written independently of FlipbookPNG's own code.
enum PNGTestSupport {
    /// Tests/Fixtures/PNG, found from this file's path. The fixtures live outside the
    /// test target's folder so SwiftPM does not warn about undeclared resources.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/PNG")

    static func fixture(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: fixtures.appendingPathComponent(name)))
    }

    struct Chunk: Equatable {
        var type: String
        var data: [UInt8]
        var storedCRC: UInt32
        var offset: Int
    }

    /// Splits a PNG into chunks (no validation beyond lengths).
    static func chunks(_ png: [UInt8]) -> [Chunk] {
        var result: [Chunk] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(be32(png, offset))
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = Array(png[(offset + 8)..<(offset + 8 + length)])
            result.append(Chunk(type: type, data: data, storedCRC: be32(png, offset + 8 + length), offset: offset))
            offset += 12 + length
        }
        return result
    }

    static func be32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    static func be16(_ b: [UInt8], _ i: Int) -> UInt16 {
        UInt16(b[i]) << 8 | UInt16(b[i + 1])
    }

    /// Bitwise CRC-32 (ISO 3309, as PNG uses), slow and obviously correct.
    static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// A whole chunk (length, type, data, CRC) for hand-made PNGs.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return beBytes(UInt32(data.count)) + body + beBytes(crc32(body))
    }

    static func beBytes(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)]
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Premultiplied RGBA8 test image: a smooth gradient with varied alpha (every pixel
    /// valid, c ≤ a).
    static func translucentGradient(width: Int, height: Int) -> [UInt8] {
        var p = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let a = (x * 255 / max(1, width - 1) + y * 3) % 256
                let i = (y * width + x) * 4
                p[i] = UInt8(a * ((x * 7) % 256) / 255)
                p[i + 1] = UInt8(a * ((y * 5) % 256) / 255)
                p[i + 2] = UInt8(a * (((x + y) * 3) % 256) / 255)
                p[i + 3] = UInt8(a)
            }
        }
        return p
    }
}
