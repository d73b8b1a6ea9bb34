/// Why a scene cannot be rendered: where in the file, what was expected, what was found, and
/// a suggestion where one helps.
public struct SceneError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The JSON path of the offending value, such as `body.VStack.content[2].modifiers[0].frame.width`.
    public var path: String
    /// Line and column in the file, when known.
    public var location: SourceLocation?
    /// What is wrong, phrased for the person fixing the file.
    public var message: String
    /// A fix to try, such as a corrected spelling.
    public var suggestion: String?

    /// Text from the scene in `path`, `message` and `suggestion` is made printable (see
    /// ``MessageText``): control characters escaped, long names shown as excerpts.
    public init(path: String, location: SourceLocation?, message: String, suggestion: String? = nil) {
        self.path = MessageText.safe(path)
        self.location = location
        self.message = MessageText.safe(message)
        self.suggestion = suggestion.map(MessageText.safe)
    }

    /// The error as a compiler would print it for `file`: `file:line:column: error: path: message; suggestion`
    /// (`label` is `error: ` on a console and empty inside a report).
    public func located(in file: String, label: String = "error: ") -> String {
        var s = file + (location.map { ":\($0.line):\($0.column)" } ?? "") + ": " + label
        if !path.isEmpty { s += "\(path): " }
        s += message
        if let suggestion { s += "; \(suggestion)" }
        return s
    }

    public var description: String {
        var s = path.isEmpty ? "" : "\(path): "
        s += message
        if let location { s += " (line \(location.line), column \(location.column))" }
        if let suggestion { s += "; \(suggestion)" }
        return s
    }
}

/// Suggestions for misspelt names.
enum Spelling {
    /// The known name nearest to `name`, when it is close enough to be a likely typo.
    static func nearest(to name: String, in known: some Sequence<String>) -> String? {
        // WHY: the distance costs length × length; no known name is longer than 100, and one
        // 100 longer than the other is never within the allowed edits.
        guard name.unicodeScalars.count <= maxNameLength else { return nil }
        let lower = name.lowercased()
        var best: (String, Int)?
        for k in known {
            // The distance is at least the difference in length: skip names that cannot win.
            let gap = abs(k.unicodeScalars.count - lower.unicodeScalars.count)
            if gap > max(2, name.count / 3) || (best != nil && gap >= best!.1) { continue }
            let d = distance(lower, k.lowercased())
            if best == nil || d < best!.1 { best = (k, d) }
        }
        guard let (k, d) = best else { return nil }
        let allowed = max(2, name.count / 3)
        return d <= allowed ? k : nil
    }

    /// Names longer than this get no suggestion (and are not compared).
    static let maxNameLength = 100

    /// Damerau–Levenshtein (optimal string alignment) distance.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev2 = [Int](repeating: 0, count: b.count + 1)
        var prev = Array(0...b.count)
        var cur = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    cur[j] = min(cur[j], prev2[j - 2] + 1)
                }
            }
            (prev2, prev, cur) = (prev, cur, prev2)
        }
        return prev[b.count]
    }

    /// "did you mean …?" for a misspelt name, or a list of the known names when none is close.
    static func suggestion(for name: String, in known: [String]) -> String {
        if let near = nearest(to: name, in: known) { return "did you mean \"\(near)\"?" }
        return "known names: " + known.sorted().joined(separator: ", ")
    }
}
