/// The arguments of a view or modifier, by SwiftUI label.
///
/// Written `{"label": value, …}`; where SwiftUI takes one unlabelled argument (`padding(15)`,
/// `overlay(view)`) the bare value is accepted and stands for the label `bare`.
struct Arguments {
    /// The whole argument value, for messages about it.
    let node: Node
    private var values: [String: Node]

    subscript(_ label: String) -> Node? { values[label] }
    var isEmpty: Bool { values.isEmpty }

    /// `bareIsView`: the bare value is a view, so a conditional there is a conditional view
    /// (kept for the view decoder) rather than a value to evaluate now.
    init(_ node: Node, labels: [String], bare: String? = nil, bareIsView: Bool = false) throws(SceneError) {
        let n = bareIsView && node.isConditional ? node : try node.resolved()
        self.node = n
        values = [:]
        if case .object(let ms) = n.json.value {
            let labelled = (ms.isEmpty || ms.contains { labels.contains($0.key) }) && !(bareIsView && n.isConditional)
            if labelled || bare == nil {
                for (k, v) in try n.members(known: labels) { values[k] = v }
                return
            }
            // A bare object whose key is a misspelt label is a typo, not a bare value.
            for m in ms {
                if let near = Spelling.nearest(to: m.key, in: labels), Spelling.distance(m.key.lowercased(), near.lowercased()) <= 2,
                   m.key.count > 2 {
                    throw n.member(m).keyError("unknown key \"\(m.key)\"", suggestion: "did you mean \"\(near)\"?")
                }
            }
        }
        guard let bare else {
            throw n.expected("an object of arguments (" + labels.map { "\"\($0)\"" }.joined(separator: ", ") + ")")
        }
        values[bare] = n
    }

    /// A required argument, or an error that names it.
    func required(_ label: String, example: String) throws(SceneError) -> Node {
        guard let v = values[label] else {
            throw node.error("missing \"\(label)\"", suggestion: "add \"\(label)\": \(example)")
        }
        return v
    }
}

extension Node {
    /// Whether this is `{"if": …, "then": …}`.
    var isConditional: Bool {
        if case .object(let ms) = json.value { return ms.contains { $0.key == "if" } }
        return false
    }
}
