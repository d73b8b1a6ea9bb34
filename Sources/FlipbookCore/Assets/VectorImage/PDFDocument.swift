import FlipbookPNG

/// A PDF file's objects, found by scanning for `n g obj … endobj` rather than by trusting the
/// cross-reference table (hand-edited and re-saved files often have a stale one), plus the
/// objects of compressed object streams and the trailer. Only what is inside the file is read:
/// no external reference is ever followed.
struct PDFDocument {
    private(set) var objects: [Int: PDFObject] = [:]
    private(set) var trailer: [String: PDFObject] = [:]
    /// Bytes inflated so far, over all streams: a budget against decompression bombs.
    private var inflated = 0

    static let maxObjects = 100_000
    /// The most bytes one stream may inflate to, and all streams together.
    static let maxStreamBytes = 16 << 20
    static let maxInflatedBytes = 64 << 20
    /// The longest chain of references followed.
    static let maxReferenceChain = 32

    init(_ bytes: [UInt8]) throws(VectorImageError) {
        guard bytes.count >= 8, Array(bytes[0..<min(bytes.count, 1024)]).firstRange(of: Array("%PDF-".utf8)) != nil else {
            throw VectorImageError("not a PDF file (no %PDF- header)")
        }
        var lexer = PDFLexer(bytes)
        var last: (Double?, Double?) = (nil, nil)
        while true {
            let before = lexer.position
            let token: PDFObject?
            do {
                token = try lexer.next()
            } catch {
                // Stray delimiters between objects (binary junk, a broken xref): skip a byte.
                lexer.position = before + 1
                last = (nil, nil)
                continue
            }
            guard let token else { break }
            switch token {
            case .number(let n):
                last = (last.1, n)
                continue
            case .keyword("obj"):
                guard let number = last.0, number >= 0, number < 1e9, number == number.rounded() else { break }
                guard objects.count < Self.maxObjects else {
                    throw VectorImageError("the file has more than \(Self.maxObjects) objects")
                }
                var value = (try lexer.next()) ?? .null
                if case .keyword("endobj") = value { value = .null }
                if case .dict(let dict) = value {
                    let save = lexer.position
                    if case .keyword("stream")? = try? lexer.next() {
                        value = .stream(dict, Self.streamData(bytes, after: &lexer, length: dict["Length"]?.number))
                    } else {
                        lexer.position = save
                    }
                }
                // A later definition (an incremental update) replaces an earlier one.
                objects[Int(number)] = value
            case .keyword("trailer"):
                if case .dict(let dict)? = try? lexer.next() {
                    trailer.merge(dict) { _, new in new }
                }
            default:
                break
            }
            last = (nil, nil)
        }
        try readObjectStreams()
        // A cross-reference stream (PDF 1.5) carries the trailer's entries in its dictionary.
        if trailer["Root"] == nil {
            for case .stream(let dict, _) in objects.values where dict["Type"]?.name == "XRef" && dict["Root"] != nil {
                trailer.merge(dict) { old, _ in old }
            }
        }
    }

    /// The stream's bytes after `stream`: `/Length` of them when that ends at `endstream`,
    /// else everything up to `endstream` (an indirect or wrong length).
    private static func streamData(_ bytes: [UInt8], after lexer: inout PDFLexer, length: Double?) -> [UInt8] {
        var start = lexer.position
        if start < bytes.count, bytes[start] == 13 { start += 1 }
        if start < bytes.count, bytes[start] == 10 { start += 1 }
        let endWord = Array("endstream".utf8)
        if let length, length >= 0, length <= Double(bytes.count - start) {
            let end = start + Int(length)
            var probe = PDFLexer(bytes, at: end)
            probe.skipWhitespace()
            if probe.position + endWord.count <= bytes.count, Array(bytes[probe.position..<probe.position + endWord.count]) == endWord {
                lexer.position = probe.position + endWord.count
                return Array(bytes[start..<end])
            }
        }
        guard let range = bytes[start...].firstRange(of: endWord) else {
            lexer.position = bytes.count
            return Array(bytes[start...])
        }
        var end = range.lowerBound
        if end > start, bytes[end - 1] == 10 { end -= 1 }
        if end > start, bytes[end - 1] == 13 { end -= 1 }
        lexer.position = range.upperBound
        return Array(bytes[start..<end])
    }

    /// Objects stored inside `/Type /ObjStm` streams (PDF 1.5).
    private mutating func readObjectStreams() throws(VectorImageError) {
        for (_, object) in objects.sorted(by: { $0.key < $1.key }) {
            guard case .stream(let dict, _) = object, dict["Type"]?.name == "ObjStm",
                  let count = dict["N"]?.number, let first = dict["First"]?.number,
                  count >= 0, count <= Double(Self.maxObjects), first >= 0 else { continue }
            let data = try decodedStream(object)
            guard Double(data.count) >= first else { continue }
            var header = PDFLexer(data)
            header.readsReferences = false
            var entries: [(Int, Int)] = []
            for _ in 0..<Int(count) {
                guard let n = (try? header.next())?.number, let offset = (try? header.next())?.number,
                      n >= 0, n < 1e9, offset >= 0, offset < Double(data.count) else { break }
                entries.append((Int(n), Int(offset)))
            }
            for (n, offset) in entries where objects[n] == nil {
                guard objects.count < Self.maxObjects else {
                    throw VectorImageError("the file has more than \(Self.maxObjects) objects")
                }
                var lexer = PDFLexer(data, at: Int(first) + offset)
                if let value = try? lexer.next() { objects[n] = value }
            }
        }
    }

    /// Follows references (a bounded chain); a missing object is `null`, as PDF says.
    func resolve(_ object: PDFObject?) -> PDFObject? {
        var current = object
        for _ in 0..<Self.maxReferenceChain {
            guard case .ref(let n)? = current else { return current }
            current = objects[n]
        }
        return nil
    }

    func dict(_ object: PDFObject?) -> [String: PDFObject]? { resolve(object)?.dict }

    /// A stream's bytes through its filters: `FlateDecode` only (the one asset PDFs use),
    /// bounded in size. Other filters are refused by name.
    mutating func decodedStream(_ object: PDFObject?) throws(VectorImageError) -> [UInt8] {
        guard case .stream(let dict, let raw)? = resolve(object) else { return [] }
        var filters: [String] = []
        switch resolve(dict["Filter"]) {
        case .name(let n)?: filters = [n]
        case .array(let a)?: filters = a.compactMap { resolve($0)?.name }
        default: break
        }
        var data = raw
        for filter in filters {
            switch filter {
            case "FlateDecode", "Fl":
                if let parms = self.dict(dict["DecodeParms"]) ?? resolve(dict["DecodeParms"])?.array?.first.flatMap({ self.dict($0) }),
                   let predictor = resolve(parms["Predictor"])?.number, predictor > 1 {
                    throw VectorImageError("a stream uses the FlateDecode predictor \(Int(min(predictor, 1e9))), which is not read; re-save the PDF without it")
                }
                let limit = min(Self.maxStreamBytes, Self.maxInflatedBytes - inflated)
                do {
                    data = try ZlibInflate.inflate(data, maxOutput: max(0, limit))
                } catch ZlibInflate.Failure.corrupt(let message) {
                    throw VectorImageError("a FlateDecode stream is corrupt (\(message))")
                } catch {
                    throw VectorImageError("a stream inflates to more than \(limit) bytes")
                }
                inflated += data.count
            default:
                throw VectorImageError("a stream uses the \(filter) filter; only FlateDecode is read — re-save the PDF from the design tool")
            }
        }
        return data
    }
}
