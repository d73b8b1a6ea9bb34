/// A small, hostile-safe XML reader for the SVG files of asset catalogues: elements,
/// attributes, text skipped, comments, processing instructions and CDATA skipped.
///
/// WHY our own: a general XML parser (libxml2 through FoundationXML) brings entity expansion
/// ("billion laughs"), external entities and DTD fetching. Here nothing is ever fetched or
/// expanded: only the five predefined entities and numeric character references are read,
/// a DOCTYPE with an internal subset (where entities are declared) is refused, and nesting
/// and element counts are bounded.
struct XMLScanner {
    /// One element as it opens: its name and attributes (values with references resolved).
    struct Element {
        var name: String
        var attributes: [String: String]
    }

    enum Event {
        case start(Element, selfClosing: Bool)
        case end(String)
    }

    /// The most elements in a file, and the deepest nesting.
    static let maxElements = 100_000
    static let maxDepth = 256

    private let bytes: [UInt8]
    private var i = 0
    private var elements = 0
    private var open: [String] = []

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The next start or end tag, or `nil` at the end of the document.
    mutating func next() throws(VectorImageError) -> Event? {
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }  // character data: not used
            if starts(with: "<!--") {
                try skip(past: "-->", what: "comment")
            } else if starts(with: "<![CDATA[") {
                try skip(past: "]]>", what: "CDATA section")
            } else if starts(with: "<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if starts(with: "<!DOCTYPE") || starts(with: "<!doctype") {
                try skipDoctype()
            } else if starts(with: "</") {
                i += 2
                let name = readName()
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ">") else { throw error("a malformed end tag </\(name)") }
                i += 1
                guard open.last == name else {
                    throw error("</\(name)> does not close <\(open.last ?? "nothing")>")
                }
                open.removeLast()
                return .end(name)
            } else {
                i += 1
                let name = readName()
                guard !name.isEmpty else { throw error("a \"<\" that starts no tag") }
                elements += 1
                guard elements <= Self.maxElements else { throw error("more than \(Self.maxElements) elements") }
                var attributes: [String: String] = [:]
                while true {
                    skipSpace()
                    guard i < bytes.count else { throw error("the file ends inside <\(name)>") }
                    if bytes[i] == UInt8(ascii: ">") {
                        i += 1
                        open.append(name)
                        guard open.count <= Self.maxDepth else { throw error("elements nested more than \(Self.maxDepth) deep") }
                        return .start(Element(name: name, attributes: attributes), selfClosing: false)
                    }
                    if starts(with: "/>") {
                        i += 2
                        return .start(Element(name: name, attributes: attributes), selfClosing: true)
                    }
                    let key = readName()
                    guard !key.isEmpty else { throw error("a malformed attribute in <\(name)>") }
                    skipSpace()
                    guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { throw error("attribute \(key) of <\(name)> has no value") }
                    i += 1
                    skipSpace()
                    guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else {
                        throw error("attribute \(key) of <\(name)> has an unquoted value")
                    }
                    let quote = bytes[i]
                    i += 1
                    let start = i
                    while i < bytes.count, bytes[i] != quote { i += 1 }
                    guard i < bytes.count else { throw error("the file ends inside an attribute value") }
                    attributes[key] = try Self.resolve(bytes[start..<i])
                    i += 1
                }
            }
        }
        guard open.isEmpty else { throw error("the file ends before </\(open.last!)>") }
        return nil
    }

    // MARK: Pieces

    private func starts(with s: StaticString) -> Bool {
        let n = s.utf8CodeUnitCount
        guard i + n <= bytes.count else { return false }
        let p = s.utf8Start
        for k in 0..<n where bytes[i + k] != p[k] { return false }
        return true
    }

    private mutating func skip(past end: StaticString, what: String) throws(VectorImageError) {
        while i < bytes.count {
            if starts(with: end) { i += end.utf8CodeUnitCount; return }
            i += 1
        }
        throw error("the file ends inside a \(what)")
    }

    /// `<!DOCTYPE svg PUBLIC "…" "…">` is skipped (nothing is fetched); an internal subset
    /// (`[ … ]`, where entities are declared) is refused.
    private mutating func skipDoctype() throws(VectorImageError) {
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "[") {
                throw error("a DOCTYPE with declarations ([…]); entity declarations are not read (no entity expansion): remove the DOCTYPE")
            }
            if bytes[i] == UInt8(ascii: ">") { i += 1; return }
            i += 1
        }
        throw error("the file ends inside the DOCTYPE")
    }

    private mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
    }

    private mutating func readName() -> String {
        let start = i
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == UInt8(ascii: ">") || b == UInt8(ascii: "/")
                || b == UInt8(ascii: "=") || b == UInt8(ascii: "<") { break }
            i += 1
        }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    private func error(_ message: String) -> VectorImageError {
        VectorImageError("\(message) (byte \(i))")
    }

    /// An attribute value with `&amp;`-style and numeric references replaced; any other
    /// entity is refused (none is ever expanded).
    static func resolve(_ raw: ArraySlice<UInt8>) throws(VectorImageError) -> String {
        guard raw.contains(UInt8(ascii: "&")) else { return String(decoding: raw, as: UTF8.self) }
        var out: [UInt8] = []
        var k = raw.startIndex
        while k < raw.endIndex {
            guard raw[k] == UInt8(ascii: "&") else { out.append(raw[k]); k += 1; continue }
            guard let semicolon = raw[k...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                throw VectorImageError("a \"&\" that starts no reference in an attribute value")
            }
            let name = String(decoding: raw[(k + 1)..<semicolon], as: UTF8.self)
            switch name {
            case "amp": out.append(UInt8(ascii: "&"))
            case "lt": out.append(UInt8(ascii: "<"))
            case "gt": out.append(UInt8(ascii: ">"))
            case "quot": out.append(UInt8(ascii: "\""))
            case "apos": out.append(UInt8(ascii: "'"))
            default:
                var code: UInt32?
                if name.hasPrefix("#x") || name.hasPrefix("#X") { code = UInt32(name.dropFirst(2), radix: 16) }
                else if name.hasPrefix("#") { code = UInt32(name.dropFirst()) }
                guard let code, let scalar = Unicode.Scalar(code) else {
                    throw VectorImageError("the entity &\(name.prefix(10)); (only &amp; &lt; &gt; &quot; &apos; and numeric references are read)")
                }
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
            }
            k = semicolon + 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
