/// Limits that keep hostile or broken input from exhausting memory or the stack.
public struct JSONLimits: Sendable, Equatable {
    /// Deepest nesting of arrays and objects.
    public var maxDepth: Int = 128
    /// Longest string, in UTF-8 bytes.
    public var maxStringBytes: Int = 1 << 20
    /// Most elements in one array or members in one object.
    public var maxElements: Int = 100_000
    /// Largest input, in bytes.
    public var maxInputBytes: Int = 64 << 20
    /// Most values in the whole document. WHY: a parsed value costs about 60 bytes of memory
    /// against 2 bytes of text (`0,`), so 64 MiB of numbers in arrays of 100,000 would take
    /// about 2 GB to hold before any other check could refuse them; 2,000,000 values (about
    /// 120 MB) is far above any scene within the other limits (20,000 views).
    public var maxValues: Int = 2_000_000

    public init() {}
    public static let `default` = JSONLimits()
}

/// A strict RFC 8259 JSON parser that records each value's line and column.
///
/// Written by hand rather than using Foundation's `JSONSerialization` because scene errors
/// must name positions and JSON paths, keys must stay in file order, duplicate keys must be
/// refused, and depth/size limits must hold before memory is spent.
public struct JSONParser {
    private let bytes: [UInt8]
    private let limits: JSONLimits
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0
    private var values = 0

    /// Parses a whole document: exactly one value, surrounded only by white space.
    public static func parse(_ bytes: [UInt8], limits: JSONLimits = .default) throws(JSONSyntaxError) -> JSONNode {
        var p = JSONParser(bytes: bytes, limits: limits)
        return try p.document()
    }

    /// Parses UTF-8 text.
    public static func parse(_ text: String, limits: JSONLimits = .default) throws(JSONSyntaxError) -> JSONNode {
        try parse(Array(text.utf8), limits: limits)
    }

    private init(bytes: [UInt8], limits: JSONLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    private var here: SourceLocation { SourceLocation(line: line, column: column) }

    private func fail(_ message: String, at loc: SourceLocation? = nil) -> JSONSyntaxError {
        JSONSyntaxError(message, at: loc ?? here)
    }

    private mutating func document() throws(JSONSyntaxError) -> JSONNode {
        guard bytes.count <= limits.maxInputBytes else {
            throw fail("the file is \(bytes.count) bytes; scenes may be at most \(limits.maxInputBytes) bytes")
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }  // a UTF-8 byte-order mark is harmless
        skipWhitespace()
        guard index < bytes.count else { throw fail("the file is empty; expected a JSON object such as {\"size\": [100, 100], \"body\": …}") }
        let v = try value()
        skipWhitespace()
        if index < bytes.count {
            throw fail("unexpected \(describe(bytes[index])) after the end of the JSON value; remove it or wrap both values in an array")
        }
        return v
    }

    private mutating func advance() {
        let b = bytes[index]
        index += 1
        if b == UInt8(ascii: "\n") { line += 1; column = 1 }
        else if b & 0xC0 != 0x80 { column += 1 }  // count scalars, not continuation bytes
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: advance()
            default: return
            }
        }
    }

    private func describe(_ b: UInt8) -> String {
        if b >= 0x20 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return "byte 0x" + String(b, radix: 16, uppercase: true)
    }

    private mutating func value() throws(JSONSyntaxError) -> JSONNode {
        guard index < bytes.count else { throw fail("the file ends where a value was expected (is it truncated?)") }
        values += 1
        if values > limits.maxValues {
            throw fail("more than \(limits.maxValues) values in the file; a scene may hold at most \(limits.maxValues)")
        }
        let start = here
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(try object(openedAt: start), at: start)
        case UInt8(ascii: "["): return JSONNode(try array(openedAt: start), at: start)
        case UInt8(ascii: "\""): return JSONNode(.string(try string()), at: start)
        case UInt8(ascii: "t"): try literal("true"); return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f"): try literal("false"); return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n"): try literal("null"); return JSONNode(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(.number(try number()), at: start)
        case let b:
            if b == UInt8(ascii: "'") { throw fail("strings must use double quotes (\"), not single quotes") }
            if b == UInt8(ascii: "N") || b == UInt8(ascii: "I") { throw fail("NaN and Infinity are not JSON numbers; use a finite number") }
            throw fail("unexpected \(describe(b)); expected a value (object, array, string, number, true, false or null)")
        }
    }

    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let start = here
        let w = word.withUTF8Buffer { Array($0) }
        guard index + w.count <= bytes.count, Array(bytes[index..<index + w.count]) == w else {
            throw fail("unknown word; expected \(word) (JSON literals are lower-case true, false and null)", at: start)
        }
        for _ in w { advance() }
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > limits.maxDepth {
            throw fail("nesting is deeper than \(limits.maxDepth) levels; flatten the scene")
        }
    }

    /// Where the commonest slip, a missing `}` or `]`, most likely is: the object or array
    /// opened at `start` is still open when something else begins or closes.
    private func stillOpen(_ what: String, _ closer: String, _ start: SourceLocation) -> String {
        "a '\(closer)' is probably missing before it: the \(what) that starts at line \(start.line), column \(start.column) is still open"
    }

    private mutating func object(openedAt start: SourceLocation) throws(JSONSyntaxError) -> JSONValue {
        try enter()
        advance()  // {
        var members: [JSONMember] = []
        var seen = Set<String>()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { advance(); depth -= 1; return .object([]) }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw fail("the file ends inside the object that starts at line \(start.line), column \(start.column); a '}' is missing") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                if bytes[index] == UInt8(ascii: "}") { throw fail("a trailing comma before '}' is not allowed in JSON; remove the comma") }
                if bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") {
                    // `[{"a": 1, {"b": 2}]`: the first object was never closed.
                    throw fail("unexpected \(describe(bytes[index])) where a key in double quotes was expected; " + stillOpen("object", "}", start))
                }
                if bytes[index] == UInt8(ascii: "]") {
                    throw fail("unexpected ']' where a key in double quotes was expected; " + stillOpen("object", "}", start))
                }
                throw fail("unexpected \(describe(bytes[index])); expected a key in double quotes")
            }
            let keyLoc = here
            let key = try string()
            if !seen.insert(key).inserted { throw fail("the key \"\(key)\" appears twice in this object; keep one", at: keyLoc) }
            skipWhitespace()
            guard index < bytes.count else { throw fail("the file ends after a key; expected ':'") }
            guard bytes[index] == UInt8(ascii: ":") else { throw fail("unexpected \(describe(bytes[index])) after the key \"\(key)\"; expected ':'") }
            advance()
            skipWhitespace()
            let v = try value()
            members.append((key, v, keyLoc))
            if members.count > limits.maxElements { throw fail("more than \(limits.maxElements) members in one object") }
            skipWhitespace()
            guard index < bytes.count else { throw fail("the file ends inside the object that starts at line \(start.line), column \(start.column); a '}' is missing") }
            switch bytes[index] {
            case UInt8(ascii: ","): advance()
            case UInt8(ascii: "}"): advance(); depth -= 1; return .object(members)
            case UInt8(ascii: "]"): throw fail("unexpected ']' after a member; " + stillOpen("object", "}", start))
            case let b: throw fail("unexpected \(describe(b)) after a member; expected ',' or '}'")
            }
        }
    }

    private mutating func array(openedAt start: SourceLocation) throws(JSONSyntaxError) -> JSONValue {
        try enter()
        advance()  // [
        var items: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { advance(); depth -= 1; return .array([]) }
        while true {
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                throw fail("a trailing comma before ']' is not allowed in JSON; remove the comma")
            }
            items.append(try value())
            if items.count > limits.maxElements { throw fail("more than \(limits.maxElements) elements in one array") }
            skipWhitespace()
            guard index < bytes.count else { throw fail("the file ends inside the array that starts at line \(start.line), column \(start.column); a ']' is missing") }
            switch bytes[index] {
            case UInt8(ascii: ","): advance()
            case UInt8(ascii: "]"): advance(); depth -= 1; return .array(items)
            case UInt8(ascii: "}"): throw fail("unexpected '}' after an element; " + stillOpen("array", "]", start))
            case let b: throw fail("unexpected \(describe(b)) after an element; expected ',' or ']'")
            }
        }
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw fail("the file ends inside a \\u escape") }
            let b = bytes[index]
            let d: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw fail("\\u must be followed by four hex digits")
            }
            v = v << 4 | d
            advance()
        }
        return v
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        let start = here
        advance()  // opening quote
        var out: [UInt8] = []
        while true {
            guard index < bytes.count else { throw fail("the file ends inside a string that starts at \(start); a closing '\"' is missing") }
            let b = bytes[index]
            if out.count > limits.maxStringBytes {
                throw fail("a string longer than \(limits.maxStringBytes) bytes", at: start)
            }
            switch b {
            case UInt8(ascii: "\""):
                advance()
                guard let s = String(validating: out, as: UTF8.self) else {
                    throw fail("the string is not valid UTF-8; save the file as UTF-8", at: start)
                }
                return s
            case UInt8(ascii: "\\"):
                advance()
                guard index < bytes.count else { throw fail("the file ends inside an escape") }
                let e = bytes[index]
                advance()
                switch e {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw fail("a lone UTF-16 high surrogate \\u\(String(code, radix: 16)); pair it with a low surrogate")
                        }
                        advance(); advance()
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw fail("a UTF-16 high surrogate must be followed by a low surrogate") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(code) {
                        throw fail("a lone UTF-16 low surrogate \\u\(String(code, radix: 16))")
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw fail("\\u\(String(code, radix: 16)) is not a Unicode scalar") }
                    out.append(contentsOf: Array(String(Character(scalar)).utf8))
                default:
                    throw fail("unknown escape '\\\(Character(Unicode.Scalar(e)))'; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
                }
            default:
                if b < 0x20 { throw fail("a control character (\(describe(b))) inside a string; write it as an escape such as \\n") }
                out.append(b)
                advance()
            }
        }
    }

    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = here
        let begin = index
        func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        if bytes[index] == UInt8(ascii: "-") { advance() }
        guard index < bytes.count, isDigit(bytes[index]) else { throw fail("a '-' must be followed by digits", at: start) }
        if bytes[index] == UInt8(ascii: "0") {
            advance()
            if index < bytes.count, isDigit(bytes[index]) { throw fail("numbers may not have leading zeros", at: start) }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { advance() }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            advance()
            guard index < bytes.count, isDigit(bytes[index]) else { throw fail("a '.' in a number must be followed by digits", at: start) }
            while index < bytes.count, isDigit(bytes[index]) { advance() }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            advance()
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { advance() }
            guard index < bytes.count, isDigit(bytes[index]) else { throw fail("an exponent must have digits", at: start) }
            while index < bytes.count, isDigit(bytes[index]) { advance() }
        }
        let text = String(decoding: bytes[begin..<index], as: UTF8.self)
        guard let v = Double(text), v.isFinite else {
            throw fail("the number \(text) is too large to represent", at: start)
        }
        return v
    }
}
