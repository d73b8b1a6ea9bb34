import Flipbook

/// Numbers, lengths, points, angles, alignments and edges as the scene format writes them.
extension Node {
    /// A finite number; NaN and infinities are refused.
    func finite() throws(SceneError) -> Double {
        let v = try number()
        guard v.isFinite else { throw error("expected a finite number, found \(v)") }
        return v
    }

    /// A number within `range`, with a message that states the range.
    func number(in range: ClosedRange<Double>, what: String = "a number") throws(SceneError) -> Double {
        let v = try finite()
        guard range.contains(v) else {
            throw error("expected \(what) from \(format(range.lowerBound)) to \(format(range.upperBound)), found \(format(v))")
        }
        return v
    }

    /// A length in points that may not be negative (a width, a radius, a line width), at most
    /// `limit` (a blur radius has a lower limit than a width).
    func length(_ what: String = "a length", max limit: Double = Node.maxLength) throws(SceneError) -> CGFloat {
        let v = try finite()
        guard v >= 0 else { throw error("\(what) cannot be negative, found \(format(v))", suggestion: "use 0 or a positive number of points") }
        guard v <= limit else { throw error("\(what) of \(format(v)) points is too large; at most \(format(limit)) are allowed") }
        return CGFloat(v)
    }

    /// An offset or coordinate in points: any sign, bounded so layout stays finite.
    func coordinate() throws(SceneError) -> CGFloat {
        let v = try finite()
        guard abs(v) <= Node.maxLength else { throw error("\(format(v)) points is too large; at most ±\(format(Node.maxLength)) are allowed") }
        return CGFloat(v)
    }

    /// A maximum dimension: a length or `"infinity"`, as `.infinity` in Swift.
    func maxLength(_ what: String) throws(SceneError) -> CGFloat {
        let n = try resolved()
        if case .string(let s) = n.json.value {
            guard s == "infinity" else {
                throw n.error("expected a number of points or \"infinity\", found \(n.describeFound())",
                              suggestion: Spelling.nearest(to: s, in: ["infinity"]).map { "did you mean \"\($0)\"?" })
            }
            return .infinity
        }
        return try n.length(what)
    }

    /// The largest length or offset a scene may state, in points (far beyond any canvas).
    static let maxLength = 1_000_000.0

    /// `"topLeading"` … `"bottomTrailing"`, or `[x, y]`.
    func unitPoint() throws(SceneError) -> UnitPoint {
        let n = try resolved()
        switch n.json.value {
        case .string(let s):
            guard let p = Node.unitPoints[s] else {
                throw n.error("unknown point \"\(s)\"", suggestion: Spelling.suggestion(for: s, in: Node.unitPointNames))
            }
            return p
        case .array:
            let xy = try n.elements()
            guard xy.count == 2 else { throw n.error("a unit point is [x, y], found an array of \(xy.count) elements") }
            return UnitPoint(x: try xy[0].coordinate(), y: try xy[1].coordinate())
        default:
            throw n.expected("a unit point (\"center\", \"topLeading\", … or [x, y])")
        }
    }

    static let unitPointNames = ["topLeading", "top", "topTrailing", "leading", "center", "trailing",
                                 "bottomLeading", "bottom", "bottomTrailing", "zero"]
    static let unitPoints: [String: UnitPoint] = [
        "topLeading": .topLeading, "top": .top, "topTrailing": .topTrailing, "leading": .leading,
        "center": .center, "trailing": .trailing, "bottomLeading": .bottomLeading, "bottom": .bottom,
        "bottomTrailing": .bottomTrailing, "zero": .zero,
    ]

    /// `{"degrees": 90}`, `{"radians": 1.57}`, or a bare number of degrees.
    func angle() throws(SceneError) -> Angle {
        let n = try resolved()
        switch n.json.value {
        case .number:
            return .degrees(try n.finite())
        case .object:
            let ms = try n.members(known: ["degrees", "radians"])
            guard ms.count == 1 else { throw n.error("an angle is {\"degrees\": d} or {\"radians\": r}, with one of the two") }
            let v = try ms[0].node.finite()
            return ms[0].key == "degrees" ? .degrees(v) : .radians(v)
        default:
            throw n.expected("an angle ({\"degrees\": 90}, {\"radians\": 1.57} or a number of degrees)")
        }
    }

    /// A two-dimensional alignment name, as `ZStack` and `frame` take.
    func alignment() throws(SceneError) -> Alignment {
        try named(Node.alignments, "alignment")
    }

    /// `"top"`, `"center"`, `"bottom"`, `"firstTextBaseline"`, `"lastTextBaseline"` (HStack).
    func verticalAlignment() throws(SceneError) -> VerticalAlignment {
        try named(["top": .top, "center": .center, "bottom": .bottom,
                   "firstTextBaseline": .firstTextBaseline, "lastTextBaseline": .lastTextBaseline], "vertical alignment")
    }

    /// `"leading"`, `"center"`, `"trailing"` (VStack).
    func horizontalAlignment() throws(SceneError) -> HorizontalAlignment {
        try named(["leading": .leading, "center": .center, "trailing": .trailing], "horizontal alignment")
    }

    static let alignments: [String: Alignment] = [
        "topLeading": .topLeading, "top": .top, "topTrailing": .topTrailing, "leading": .leading,
        "center": .center, "trailing": .trailing, "bottomLeading": .bottomLeading, "bottom": .bottom,
        "bottomTrailing": .bottomTrailing,
    ]

    /// `"all"`, `"horizontal"`, `"vertical"`, an edge name, or an array of them.
    func edgeSet() throws(SceneError) -> Edge.Set {
        let n = try resolved()
        if case .array = n.json.value {
            var set: Edge.Set = []
            for e in try n.elements() { set.formUnion(try e.edgeSet()) }
            return set
        }
        return try n.named(["all": .all, "horizontal": .horizontal, "vertical": .vertical, "top": .top,
                            "leading": .leading, "bottom": .bottom, "trailing": .trailing], "edge set")
    }

    /// One of a fixed set of names, with a did-you-mean over them.
    func named<T>(_ table: [String: T], _ what: String) throws(SceneError) -> T {
        let s = try string()
        guard let v = table[s] else {
            throw error("unknown \(what) \"\(s)\"", suggestion: quotedNumberHint ?? Spelling.suggestion(for: s, in: Array(table.keys)))
        }
        return v
    }

    /// A number without a trailing ".0" when whole, for messages.
    func format(_ v: Double) -> String {
        v.isFinite && v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(v)"
    }
}
