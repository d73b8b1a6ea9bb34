/// A cursor over the JSON tree that knows its path, so every check can say where it failed.
///
/// Inside `body` a node also carries the scene's state, so every typed read (`number()`,
/// `string()`, `members(known:)`, …) first evaluates expressions: `"$name"` reads a state
/// value, `"$$…"` is a literal dollar, `{"if": c, "then": a, "else": b}` picks a branch.
struct Node {
    let json: JSONNode
    let path: String
    /// The state expressions read; `nil` outside `body` (the canvas keys take no expressions).
    let state: SceneState?
    /// Where this node's key is written, when it is an object member: errors about the key
    /// itself (an unknown or misspelt name) point there rather than at the value.
    var keyLocation: SourceLocation?

    init(_ json: JSONNode, path: String, state: SceneState? = nil, keyLocation: SourceLocation? = nil) {
        self.json = json
        self.path = path
        self.state = state
        self.keyLocation = keyLocation
    }

    func error(_ message: String, suggestion: String? = nil) -> SceneError {
        SceneError(path: path, location: json.location, message: message, suggestion: suggestion)
    }

    /// An error about this member's key (its name), located at the key.
    func keyError(_ message: String, suggestion: String? = nil) -> SceneError {
        SceneError(path: path, location: keyLocation ?? json.location, message: message, suggestion: suggestion)
    }

    func expected(_ what: String) -> SceneError {
        error("expected \(what), found \(describeFound())", suggestion: quotedNumberHint)
    }

    /// For a string that holds a number (`"padding": "20"`, the commonest slip after a missing
    /// brace): JSON numbers are written without quotes.
    var quotedNumberHint: String? {
        guard case .string(let s) = json.value else { return nil }
        let t = String(s.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
        guard !t.isEmpty, Double(t) != nil, t.allSatisfy({ "0123456789+-.eE".contains($0) }) else { return nil }
        return "numbers are not quoted in JSON: write \(t), not \"\(s)\""
    }

    func describeFound() -> String {
        switch json.value {
        case .string(let s): return "the string \"\(s.count > 40 ? String(s.prefix(40)) + "…" : s)\""
        case .number(let n): return "the number \(n)"
        case .bool(let b): return "\(b)"
        default: return json.value.kindName
        }
    }

    /// A node at `path` below this one, sharing its state.
    func descendant(_ json: JSONNode, _ component: String) -> Node {
        Node(json, path: path.isEmpty ? component : "\(path).\(component)", state: state)
    }

    /// The member `m` of this object node, knowing where its key is written.
    func member(_ m: JSONMember) -> Node {
        var n = descendant(m.value, m.key)
        n.keyLocation = m.keyLocation
        return n
    }

    func child(_ key: String) -> Node? {
        guard case .object(let ms) = json.value, let m = ms.first(where: { $0.key == key }) else { return nil }
        return member(m)
    }

    /// The members of an object, refusing keys not in `known` with a did-you-mean suggestion.
    func members(known: [String]) throws(SceneError) -> [(key: String, node: Node)] {
        let n = try resolved()
        guard case .object(let ms) = n.json.value else { throw n.expected("an object") }
        var out: [(key: String, node: Node)] = []
        for m in ms {
            let c = n.member(m)
            guard known.contains(m.key) else {
                throw c.keyError("unknown key \"\(m.key)\"", suggestion: Spelling.suggestion(for: m.key, in: known))
            }
            out.append((m.key, c))
        }
        return out
    }

    func elements() throws(SceneError) -> [Node] {
        let n = try resolved()
        guard case .array(let items) = n.json.value else { throw n.expected("an array") }
        return items.enumerated().map { Node($1, path: "\(n.path)[\($0)]", state: n.state) }
    }

    func number() throws(SceneError) -> Double {
        let n = try resolved()
        guard case .number(let v) = n.json.value else { throw n.expected("a number") }
        return v
    }

    func string() throws(SceneError) -> String {
        let n = try resolved()
        guard case .string(let v) = n.json.value else { throw n.expected("a string") }
        return v
    }

    func bool() throws(SceneError) -> Bool {
        let n = try resolved()
        guard case .bool(let v) = n.json.value else { throw n.expected("true or false") }
        return v
    }
}
