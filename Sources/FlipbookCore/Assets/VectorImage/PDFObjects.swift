import FlipbookPNG

/// A PDF object (ISO 32000-1 §7.3), as far as the vector image-set reader needs them. Integers
/// and reals are both `number`; a stream keeps its dictionary and its raw (still encoded) bytes.
indirect enum PDFObject: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case name(String)
    case string([UInt8])
    case array([PDFObject])
    case dict([String: PDFObject])
    /// An indirect reference `n g R` (the generation is not needed: one version is kept).
    case ref(Int)
    case stream([String: PDFObject], [UInt8])
    /// A bare word: an operator in a content stream, a keyword (`obj`, `stream`…) elsewhere.
    case keyword(String)

    var number: Double? { if case .number(let v) = self { v } else { nil } }
    var name: String? { if case .name(let v) = self { v } else { nil } }
    var array: [PDFObject]? { if case .array(let v) = self { v } else { nil } }
    var dict: [String: PDFObject]? {
        switch self {
        case .dict(let d), .stream(let d, _): d
        default: nil
        }
    }
}

/// Reads PDF tokens and objects from bytes: whitespace, comments, numbers, names (`#xx`),
/// literal and hex strings, arrays, dictionaries, references and bare words. Nesting is
/// bounded, so a hostile file cannot exhaust the stack.
struct PDFLexer {
    let bytes: [UInt8]
    var position: Int
    /// Whether `n g R` is read as a reference (files) or as two numbers and an operator (never
    /// in a content stream, which has no `R` operator, but kept apart for clarity).
    var readsReferences = true

    static let maxNesting = 64

    init(_ bytes: [UInt8], at position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    static func isWhite(_ c: UInt8) -> Bool { c == 0 || c == 9 || c == 10 || c == 12 || c == 13 || c == 32 }
    static func isDelimiter(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "["),
             UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "/"), UInt8(ascii: "%"): true
        default: false
        }
    }
    static func isRegular(_ c: UInt8) -> Bool { !isWhite(c) && !isDelimiter(c) }

    var atEnd: Bool { position >= bytes.count }

    mutating func skipWhitespace() {
        while position < bytes.count {
            let c = bytes[position]
            if Self.isWhite(c) {
                position += 1
            } else if c == UInt8(ascii: "%") {
                while position < bytes.count, bytes[position] != 10, bytes[position] != 13 { position += 1 }
            } else {
                return
            }
        }
    }

    /// The next object, or `nil` at the end. A closing `]` or `>>` without its opening is an error.
    mutating func next(depth: Int = 0) throws(VectorImageError) -> PDFObject? {
        skipWhitespace()
        guard position < bytes.count else { return nil }
        guard depth < Self.maxNesting else {
            throw VectorImageError("arrays and dictionaries nest deeper than \(Self.maxNesting) at byte \(position)")
        }
        let c = bytes[position]
        switch c {
        case UInt8(ascii: "/"):
            position += 1
            return .name(readName())
        case UInt8(ascii: "("):
            position += 1
            return .string(readLiteralString())
        case UInt8(ascii: "<"):
            if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "<") {
                position += 2
                return .dict(try readDictionary(depth: depth + 1))
            }
            position += 1
            return .string(readHexString())
        case UInt8(ascii: "["):
            position += 1
            var items: [PDFObject] = []
            while true {
                skipWhitespace()
                guard position < bytes.count else { throw VectorImageError("an array is not closed before the end") }
                if bytes[position] == UInt8(ascii: "]") { position += 1; return .array(items) }
                guard let item = try next(depth: depth + 1) else { throw VectorImageError("an array is not closed before the end") }
                items.append(item)
            }
        case UInt8(ascii: "]"), UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            let offset = position
            position += 1
            if c == UInt8(ascii: ">"), position < bytes.count, bytes[position] == UInt8(ascii: ">") { position += 1 }
            throw VectorImageError("unexpected '\(Character(Unicode.Scalar(c)))' at byte \(offset)")
        default:
            let start = position
            while position < bytes.count, Self.isRegular(bytes[position]) { position += 1 }
            let word = bytes[start..<position]
            if let number = Self.number(word) {
                if readsReferences, number < 1e9, word.allSatisfy({ $0 >= 48 && $0 <= 57 }), let reference = referenceAfter(Int(number)) {
                    return reference
                }
                return .number(number)
            }
            let text = String(decoding: word, as: UTF8.self)
            switch text {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "null": return .null
            default: return .keyword(text)
            }
        }
    }

    /// `g R` after an object number, or `nil` (position unchanged).
    private mutating func referenceAfter(_ number: Int) -> PDFObject? {
        let saved = position
        skipWhitespace()
        let genStart = position
        while position < bytes.count, bytes[position] >= 48, bytes[position] <= 57 { position += 1 }
        if position > genStart, position - genStart < 10 {
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "R"),
               position + 1 >= bytes.count || !Self.isRegular(bytes[position + 1]) {
                position += 1
                return .ref(number)
            }
        }
        position = saved
        return nil
    }

    private mutating func readDictionary(depth: Int) throws(VectorImageError) -> [String: PDFObject] {
        var dict: [String: PDFObject] = [:]
        while true {
            skipWhitespace()
            guard position < bytes.count else { throw VectorImageError("a dictionary is not closed before the end") }
            if bytes[position] == UInt8(ascii: ">") {
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") else {
                    throw VectorImageError("a dictionary is closed by a single '>' at byte \(position)")
                }
                position += 2
                return dict
            }
            guard case .name(let key)? = try next(depth: depth) else {
                throw VectorImageError("a dictionary key is not a name near byte \(position)")
            }
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: ">") { continue }  // a key without value: dropped
            guard let value = try next(depth: depth) else { throw VectorImageError("a dictionary is not closed before the end") }
            dict[key] = value
        }
    }

    private mutating func readName() -> String {
        var out: [UInt8] = []
        while position < bytes.count, Self.isRegular(bytes[position]) {
            let c = bytes[position]
            if c == UInt8(ascii: "#"), position + 2 < bytes.count,
               let h = Self.hex(bytes[position + 1]), let l = Self.hex(bytes[position + 2]) {
                out.append(h << 4 | l)
                position += 3
            } else {
                out.append(c)
                position += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func readLiteralString() -> [UInt8] {
        var out: [UInt8] = []
        var depth = 1
        while position < bytes.count {
            let c = bytes[position]
            position += 1
            switch c {
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { return out }
                let e = bytes[position]
                position += 1
                switch e {
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "r"): out.append(13)
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "b"): out.append(8)
                case UInt8(ascii: "f"): out.append(12)
                case 48...55:
                    var value = Int(e - 48)
                    for _ in 0..<2 where position < bytes.count && (48...55).contains(bytes[position]) {
                        value = value * 8 + Int(bytes[position] - 48)
                        position += 1
                    }
                    out.append(UInt8(truncatingIfNeeded: value))
                case 10, 13:
                    if e == 13, position < bytes.count, bytes[position] == 10 { position += 1 }
                default: out.append(e)
                }
            case UInt8(ascii: "("):
                depth += 1
                out.append(c)
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return out }
                out.append(c)
            default:
                out.append(c)
            }
        }
        return out
    }

    private mutating func readHexString() -> [UInt8] {
        var out: [UInt8] = []
        var high: UInt8?
        while position < bytes.count {
            let c = bytes[position]
            position += 1
            if c == UInt8(ascii: ">") { break }
            guard let v = Self.hex(c) else { continue }
            if let h = high { out.append(h << 4 | v); high = nil } else { high = v }
        }
        if let h = high { out.append(h << 4) }
        return out
    }

    static func hex(_ c: UInt8) -> UInt8? {
        switch c {
        case 48...57: c - 48
        case 65...70: c - 55
        case 97...102: c - 87
        default: nil
        }
    }

    /// A PDF number: optional sign, digits, at most one point (no exponent in PDF).
    static func number(_ word: ArraySlice<UInt8>) -> Double? {
        guard !word.isEmpty, word.count <= 40 else { return nil }
        var i = word.startIndex
        var negative = false
        if word[i] == UInt8(ascii: "-") || word[i] == UInt8(ascii: "+") {
            negative = word[i] == UInt8(ascii: "-")
            i += 1
        }
        var value = 0.0, scale = 0.0, digits = 0
        while i < word.endIndex {
            let c = word[i]
            if c >= 48, c <= 57 {
                value = value * 10 + Double(c - 48)
                if scale > 0 { scale *= 10 }
                digits += 1
            } else if c == UInt8(ascii: "."), scale == 0 {
                scale = 1
            } else {
                return nil
            }
            i += 1
        }
        guard digits > 0 else { return nil }
        if scale > 1 { value /= scale }
        return negative ? -value : value
    }
}
