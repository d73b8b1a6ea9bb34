extension ViewIdentity {
    /// The explicit id in `root`'s tree nearest to a misspelt `id` (`"crad"` → `"card"`), as
    /// Swift source writes it, or nil when none is close. Only ids of `id`'s own type count.
    @MainActor
    static func nearestID(to id: AnyHashable, in root: ViewNode) -> String? {
        guard let wanted = id.base as? String else { return nil }
        var names = Set<String>()
        func walk(_ n: ViewNode) {
            for case .explicit(let e) in n.identity.path { if let s = e.base as? String { names.insert(s) } }
            for c in n.children { walk(c) }
        }
        walk(root)
        let limit = max(1, wanted.count / 3)
        let scored = names.map { ($0, editDistance(wanted.lowercased(), $0.lowercased())) }.filter { $0.1 <= limit }
        guard let best = scored.min(by: { ($0.1, $0.0) < ($1.1, $1.0) }) else { return nil }
        return "\"\(best.0)\""
    }

    /// Levenshtein distance with transpositions counted as one edit ("crad" → "card": 1).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }
}
