import Flipbook

/// Decodes the scene format's colour values:
/// `"#RGB"`, `"#RRGGBB"`, `"#RRGGBBAA"`, SwiftUI colour names, names from the scene's `colors`,
/// `{"color": <color>, "opacity": 0.15}` and `{"red": r, "green": g, "blue": b, "opacity": a}`.
struct ColorDecoder {
    /// The scene's own named colours (its asset catalogue).
    var palette: [String: Color] = [:]

    func decode(_ node: Node) throws(SceneError) -> Color {
        let node = try node.resolved()
        switch node.json.value {
        case .string(let s):
            if s.hasPrefix("#") { return try hex(s, node) }
            if let c = palette[s] ?? Color.named[s] { return c }
            let known = Array(Color.named.keys) + Array(palette.keys)
            throw node.error("unknown colour \"\(s)\"",
                             suggestion: Spelling.nearest(to: s, in: known).map { "did you mean \"\($0)\"?" }
                                ?? "use a SwiftUI colour name (red, blue, …), a name from \"colors\", or \"#RRGGBB\"")
        case .object(let members):
            let keys = Set(members.map(\.key))
            if keys.contains("color") {
                var base = Color.clear
                var opacity = 1.0
                for (key, n) in try node.members(known: ["color", "opacity"]) {
                    if key == "color" { base = try decode(n) } else { opacity = try unit(n) }
                }
                return base.opacity(opacity)
            }
            if keys.contains("red") || keys.contains("green") || keys.contains("blue") {
                var c: [String: Double] = ["red": 0, "green": 0, "blue": 0, "opacity": 1]
                for (key, n) in try node.members(known: ["red", "green", "blue", "opacity"]) { c[key] = try unit(n) }
                return Color(red: c["red"]!, green: c["green"]!, blue: c["blue"]!, opacity: c["opacity"]!)
            }
            throw node.error("a colour object needs \"color\" and \"opacity\", or \"red\", \"green\", \"blue\" (and \"opacity\")")
        default:
            throw node.expected("a colour (\"#RRGGBB\", a colour name, or {\"red\": …, \"green\": …, \"blue\": …})")
        }
    }

    private func unit(_ node: Node) throws(SceneError) -> Double {
        let v = try node.number()
        guard v >= 0 && v <= 1 else { throw node.error("expected a number from 0 to 1, found \(v)") }
        return v
    }

    private func hex(_ s: String, _ node: Node) throws(SceneError) -> Color {
        let digits = Array(s.dropFirst())
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else {
            throw node.error("\"\(s)\" is not a hex colour", suggestion: "write \"#RGB\", \"#RRGGBB\" or \"#RRGGBBAA\"")
        }
        let expanded = digits.count <= 4 ? digits.flatMap { [$0, $0] } : digits
        let v = UInt64(String(expanded), radix: 16)!
        let hasAlpha = expanded.count == 8
        let rgb = hasAlpha ? v >> 8 : v
        let a = hasAlpha ? Double(v & 0xFF) / 255 : 1
        return Color(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
                     blue: Double(rgb & 0xFF) / 255, opacity: a)
    }
}
