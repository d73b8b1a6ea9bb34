/// A parsed JSON value that remembers where it came from, so every error about a scene can
/// name the file position as well as the JSON path.
///
/// Objects keep their keys in file order: modifiers are order-sensitive, and error messages
/// read best in the order the author wrote.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// A short name of the value's kind, for "expected …, found …" messages.
    public var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// One member of a JSON object: its key, its value, and where the key is written, so an
/// error about the key itself (an unknown or misspelt name) points at the key.
public typealias JSONMember = (key: String, value: JSONNode, keyLocation: SourceLocation)

/// A JSON value plus its position in the source text.
public struct JSONNode: Sendable, Equatable {
    public var value: JSONValue
    public var location: SourceLocation

    public init(_ value: JSONValue, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    public static func == (a: JSONNode, b: JSONNode) -> Bool { a.value == b.value }

    /// The value of `key` when this is an object that has it.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }
}

/// A 1-based line and column (columns count Unicode scalars) in a source text.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) { self.line = line; self.column = column }
    public var description: String { "\(line):\(column)" }
}
