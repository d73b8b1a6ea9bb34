/// Reads a PNG's `tEXt` chunks (keyword, Latin-1 text) without decoding its pixels: the
/// provenance Flipbook writes (renderer version, fonts, scale, colour scheme).
public enum PNGTextChunks {
    /// The `tEXt` chunks in file order. Stops quietly at the first malformed chunk (the
    /// pixels' decoder reports damage; provenance is best effort).
    public static func read(_ data: [UInt8]) -> [(key: String, value: String)] {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 8, Array(data[0..<8]) == signature else { return [] }
        var out: [(key: String, value: String)] = []
        var i = 8
        while i + 8 <= data.count {
            let length = Int(data[i]) << 24 | Int(data[i + 1]) << 16 | Int(data[i + 2]) << 8 | Int(data[i + 3])
            let type = String(decoding: data[(i + 4)..<(i + 8)], as: UTF8.self)
            let start = i + 8, end = start + length
            guard length >= 0, end + 4 <= data.count else { break }
            if type == "IDAT" || type == "IEND" { break }   // text after the pixels is not Flipbook's
            if type == "tEXt", let nul = data[start..<end].firstIndex(of: 0) {
                out.append((latin1(data[start..<nul]), latin1(data[(nul + 1)..<end])))
            }
            i = end + 4
        }
        return out
    }

    /// The `tEXt` chunks of the PNG at `path`.
    public static func read(contentsOf path: String) throws -> [(key: String, value: String)] {
        read(try AtomicFile.read(path))
    }

    private static func latin1(_ bytes: ArraySlice<UInt8>) -> String {
        String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }
}
