/// A cursor over the JSON tree that knows its path, so every check can say where it failed.
struct Node {
    let json: JSONNode
    let path: String

    init(_ json: JSONNode, path: String) {
        self.json = json
        self.path = path
    }

    func error(_ message: String, suggestion: String? = nil) -> SceneError {
        SceneError(path: path, location: json.location, message: message, suggestion: suggestion)
    }

    func expected(_ what: String) -> SceneError {
        error("expected \(what), found \(describeFound())")
    }

    func describeFound() -> String {
        switch json.value {
        case .string(let s): return "the string \"\(s.count > 40 ? String(s.prefix(40)) + "…" : s)\""
        case .number(let n): return "the number \(n)"
        case .bool(let b): return "\(b)"
        default: return json.value.kindName
        }
    }

    func child(_ key: String) -> Node? {
        json[key].map { Node($0, path: path.isEmpty ? key : "\(path).\(key)") }
    }

    /// The members of an object, refusing keys not in `known` with a did-you-mean suggestion.
    func members(known: [String]) throws(SceneError) -> [(key: String, node: Node)] {
        guard case .object(let ms) = json.value else { throw expected("an object") }
        var out: [(key: String, node: Node)] = []
        for m in ms {
            let n = Node(m.value, path: path.isEmpty ? m.key : "\(path).\(m.key)")
            guard known.contains(m.key) else {
                throw SceneError(path: n.path, location: m.value.location,
                                 message: "unknown key \"\(m.key)\"",
                                 suggestion: Spelling.suggestion(for: m.key, in: known))
            }
            out.append((m.key, n))
        }
        return out
    }

    func elements() throws(SceneError) -> [Node] {
        guard case .array(let items) = json.value else { throw expected("an array") }
        return items.enumerated().map { Node($1, path: "\(path)[\($0)]") }
    }

    func number() throws(SceneError) -> Double {
        guard case .number(let v) = json.value else { throw expected("a number") }
        return v
    }

    func string() throws(SceneError) -> String {
        guard case .string(let v) = json.value else { throw expected("a string") }
        return v
    }

    func bool() throws(SceneError) -> Bool {
        guard case .bool(let v) = json.value else { throw expected("true or false") }
        return v
    }
}
