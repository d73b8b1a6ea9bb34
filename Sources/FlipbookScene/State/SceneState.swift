/// One `@State` value of a scene: the format allows booleans, numbers and strings.
public enum StateValue: Sendable, Hashable, CustomStringConvertible {
    case bool(Bool)
    case number(Double)
    case string(String)

    var json: JSONValue {
        switch self {
        case .bool(let b): return .bool(b)
        case .number(let n): return .number(n)
        case .string(let s): return .string(s)
        }
    }

    var kindName: String {
        switch self {
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        }
    }

    public var description: String {
        switch self {
        case .bool(let b): return "\(b)"
        case .number(let n): return "\(n)"
        case .string(let s): return "\"\(s)\""
        }
    }
}

/// The scene's `@State` variables: names in file order and their current values.
///
/// Decoding `body` is a pure function of the JSON and this value, so a change of state (from
/// `--state`, or later an animation event) re-decodes to a tree with the same structure.
public struct SceneState: Sendable, Hashable {
    /// Variable names in the order the file declares them.
    public private(set) var names: [String] = []
    private var values: [String: StateValue] = [:]

    public init() {}

    public subscript(name: String) -> StateValue? { values[name] }

    /// Declares a variable or changes its value.
    public mutating func set(_ name: String, _ value: StateValue) {
        if values[name] == nil { names.append(name) }
        values[name] = value
    }

    /// The most state variables a scene may declare.
    public static let maxVariables = 1_000

    /// Reads the `state` section: `{"name": true | 1.5 | "text", …}`.
    static func decode(_ n: Node) throws(SceneError) -> SceneState {
        guard case .object(let ms) = n.json.value else {
            throw n.expected("an object of state variables such as {\"isOn\": false}")
        }
        guard ms.count <= maxVariables else {
            throw n.error("the scene declares \(ms.count) state variables; at most \(maxVariables) are allowed")
        }
        var s = SceneState()
        for m in ms {
            let c = n.member(m)
            guard isValidName(m.key) else {
                throw c.keyError("\"\(m.key)\" is not a state variable name",
                              suggestion: "use letters, digits and _ , starting with a letter or _, as a Swift property")
            }
            switch m.value.value {
            case .bool(let b): s.set(m.key, .bool(b))
            case .number(let v): s.set(m.key, .number(v))
            case .string(let t): s.set(m.key, .string(t))
            default: throw c.expected("an initial value: true/false, a number or a string")
            }
        }
        return s
    }

    static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !name.isEmpty else { return false }
        let isStart: (Unicode.Scalar) -> Bool = { $0 == "_" || ($0.properties.isAlphabetic) }
        return isStart(first) && name.unicodeScalars.allSatisfy { isStart($0) || ("0"..."9").contains($0) }
    }

    /// Overrides a declared variable from text such as `isLiked=true` (`--state`): the value
    /// is read as the variable's declared kind (bool, number or string).
    public mutating func assign(_ assignment: String) throws(SceneError) {
        let where_ = "--state \(assignment)"
        guard let eq = assignment.firstIndex(of: "=") else {
            throw SceneError(path: where_, location: nil, message: "expected name=value", suggestion: "write --state isOn=true")
        }
        let name = String(assignment[..<eq]), text = String(assignment[assignment.index(after: eq)...])
        guard let old = values[name] else {
            let fix = names.isEmpty ? "the scene declares no \"state\"" : Spelling.suggestion(for: name, in: names)
            throw SceneError(path: where_, location: nil, message: "the scene has no state variable \"\(name)\"", suggestion: fix)
        }
        switch old {
        case .bool:
            guard let b = Bool(text) else {
                throw SceneError(path: where_, location: nil, message: "\"\(name)\" is a boolean; expected true or false, found \"\(text)\"")
            }
            set(name, .bool(b))
        case .number:
            guard let v = Double(text), v.isFinite else {
                throw SceneError(path: where_, location: nil, message: "\"\(name)\" is a number; expected a finite number, found \"\(text)\"")
            }
            set(name, .number(v))
        case .string:
            set(name, .string(text))
        }
    }
}
