/// The scene format's expressions: `"$name"` (a state value), `"$$…"` (a literal `$…`),
/// `{"if": condition, "then": a, "else": b}` (Swift's `condition ? a : b`) and conditions.
extension Node {
    /// This node with expressions evaluated: what a value position actually holds.
    func resolved() throws(SceneError) -> Node {
        guard let state else { return self }
        var n = self
        // Each step descends into the file, so the loop ends within the JSON depth limit.
        while true {
            switch n.json.value {
            case .string(let s) where s.hasPrefix("$$"):
                return Node(JSONNode(.string(String(s.dropFirst())), at: n.json.location), path: n.path, state: state)
            case .string(let s) where s.hasPrefix("$"):
                let value = try n.stateValue(named: String(s.dropFirst()))
                return Node(JSONNode(value.json, at: n.json.location), path: n.path, state: state)
            case .object(let ms) where ms.contains(where: { $0.key == "if" }):
                let parts = try n.conditional(requireElse: true)
                n = try n.condition(parts.condition) ? parts.then : parts.else!
            default:
                return n
            }
        }
    }

    /// The parts of `{"if": c, "then": a, "else": b}`; `else` may be absent only for views.
    func conditional(requireElse: Bool) throws(SceneError) -> (condition: Node, then: Node, else: Node?) {
        guard case .object(let ms) = json.value else { throw expected("{\"if\": …, \"then\": …, \"else\": …}") }
        var c: Node?, t: Node?, e: Node?
        for m in ms {
            let child = member(m)
            switch m.key {
            case "if": c = child
            case "then": t = child
            case "else": e = child
            default:
                throw child.keyError("unknown key \"\(m.key)\" in a conditional",
                                     suggestion: Spelling.suggestion(for: m.key, in: ["if", "then", "else"]))
            }
        }
        guard let c, let t else { throw error("a conditional needs \"if\" and \"then\"", suggestion: "write {\"if\": \"$flag\", \"then\": …, \"else\": …}") }
        if requireElse && e == nil {
            throw error("a conditional value needs \"else\" (it stands for Swift's cond ? a : b)", suggestion: "add \"else\": …")
        }
        return (c, t, e)
    }

    /// The value of state variable `name`, or an error naming the declared variables.
    func stateValue(named name: String) throws(SceneError) -> StateValue {
        guard let state else { throw error("state variables cannot be used here") }
        guard let v = state[name] else {
            let fix = state.names.isEmpty
                ? "declare it in \"state\", such as \"state\": {\"\(name)\": false}; write \"$$\" for a literal $"
                : Spelling.suggestion(for: name, in: state.names)
            throw error("unknown state variable \"$\(name)\"", suggestion: fix)
        }
        return v
    }

    static let comparisons = ["==", "!=", "<", "<=", ">", ">="]
    static let conditionKeys = ["not", "all", "any"] + comparisons

    /// Evaluates a condition: `"$name"`, `true`/`false`, `{"not": c}`, `{"all": [c…]}`,
    /// `{"any": [c…]}`, or a comparison `{">=": [a, b]}`.
    func condition(_ c: Node) throws(SceneError) -> Bool {
        switch c.json.value {
        case .bool(let b): return b
        case .string(let s) where s.hasPrefix("$") && !s.hasPrefix("$$"):
            let v = try c.stateValue(named: String(s.dropFirst()))
            guard case .bool(let b) = v else {
                throw c.error("a condition must be a boolean; \"\(s)\" is \(v.kindName)",
                              suggestion: "compare it, such as {\"==\": [\"\(s)\", …]}")
            }
            return b
        case .object(let ms) where ms.count == 1:
            let op = ms[0].key, arg = c.member(ms[0])
            switch op {
            case "not": return try !condition(arg)
            case "all", "any":
                let items = try arg.elements()
                for i in items {
                    let v = try condition(i)
                    if op == "all" && !v { return false }
                    if op == "any" && v { return true }
                }
                return op == "all"
            case _ where Self.comparisons.contains(op):
                let items = try arg.elements()
                guard items.count == 2 else { throw arg.error("a comparison takes two operands [a, b], found \(items.count)") }
                return try compare(op, items[0].resolved(), items[1].resolved(), at: arg)
            default:
                throw arg.keyError("unknown condition \"\(op)\"", suggestion: Spelling.suggestion(for: op, in: Self.conditionKeys))
            }
        default:
            throw c.expected("a condition (\"$name\", {\"not\": …}, {\"all\": […]}, {\"any\": […]} or a comparison such as {\">=\": [\"$angle\", 90]})")
        }
    }

    /// Whether `x op y` holds for one of the comparison operators (anything else is `>=`,
    /// the last one the parser accepts).
    private static func holds<T: Comparable>(_ op: String, _ x: T, _ y: T) -> Bool {
        switch op {
        case "==": return x == y
        case "!=": return x != y
        case "<": return x < y
        case "<=": return x <= y
        case ">": return x > y
        default: return x >= y
        }
    }

    private func compare(_ op: String, _ a: Node, _ b: Node, at: Node) throws(SceneError) -> Bool {
        switch (a.json.value, b.json.value) {
        case let (.number(x), .number(y)):
            return Self.holds(op, x, y)
        case let (.string(x), .string(y)):
            return Self.holds(op, x, y)
        case let (.bool(x), .bool(y)) where op == "==" || op == "!=":
            return op == "==" ? x == y : x != y
        default:
            throw at.error("cannot compare \(a.describeFound()) with \(b.describeFound()) using \"\(op)\"",
                           suggestion: "compare two numbers, two strings, or two booleans (== and != only)")
        }
    }
}
