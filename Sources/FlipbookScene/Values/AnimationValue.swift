/// Checks of the format's animations and actions. A still image does not animate or run
/// actions, so these are validated when read (every mistake reported) and used when a
/// timeline plays (SceneActions.swift).
extension Node {
    static let animationCurves = ["default", "linear", "easeIn", "easeOut", "easeInOut", "spring", "bouncy", "smooth",
                                  "snappy", "interpolatingSpring", "timingCurve"]
    static let animationOptions = ["delay", "speed", "repeatCount", "autoreverses", "repeatForever"]

    /// `"easeIn"`, `{"easeInOut": {"duration": 0.3}}`, `{"timingCurve": [x1, y1, x2, y2], "duration": 0.8}`,
    /// `{"spring": {"response": …, "dampingFraction": …}}`, … with optional delay, speed,
    /// repeatCount and autoreverses.
    func validateAnimation() throws(SceneError) {
        let r = try resolved()
        switch r.json.value {
        case .string(let s):
            guard Node.animationCurves.contains(s), s != "timingCurve" else {
                throw r.error("unknown animation \"\(s)\"", suggestion: Spelling.suggestion(for: s, in: Node.animationCurves.filter { $0 != "timingCurve" }))
            }
        case .object(let ms):
            let curves = ms.filter { Node.animationCurves.contains($0.key) }
            guard curves.count == 1 else {
                if let stray = ms.first(where: { !Node.animationOptions.contains($0.key) && $0.key != "duration" }) {
                    throw r.member(stray).keyError("unknown animation \"\(stray.key)\"",
                                                                     suggestion: Spelling.suggestion(for: stray.key, in: Node.animationCurves))
                }
                throw r.error("an animation object names one curve, such as {\"easeInOut\": {\"duration\": 0.3}}")
            }
            let curve = curves[0].key
            let known = [curve] + Node.animationOptions + (curve == "timingCurve" ? ["duration"] : [])
            for (key, v) in try r.members(known: known) {
                switch key {
                case "delay": _ = try v.number(in: 0...600, what: "a delay in seconds")
                case "speed": _ = try v.number(in: 0.001...1000, what: "a speed")
                case "repeatCount": _ = try v.number(in: 0...10_000, what: "a repeat count")
                case "autoreverses", "repeatForever": _ = try v.bool()
                case "duration": _ = try v.number(in: 0...600, what: "a duration in seconds")
                case "timingCurve":
                    let ps = try v.elements()
                    guard ps.count == 4 else { throw v.error("a timing curve is [x1, y1, x2, y2], found \(ps.count) numbers") }
                    for p in ps { _ = try p.number(in: -10...10, what: "a control point coordinate") }
                default:
                    try v.validateCurveArguments(curve)
                }
            }
        default:
            throw r.expected("an animation (\"easeInOut\", {\"spring\": {…}}, …)")
        }
    }

    private func validateCurveArguments(_ curve: String) throws(SceneError) {
        let labels: [String]
        switch curve {
        case "spring": labels = ["response", "dampingFraction", "blendDuration", "duration", "bounce"]
        case "interpolatingSpring": labels = ["stiffness", "damping", "mass", "initialVelocity", "duration", "bounce"]
        case "bouncy", "smooth", "snappy": labels = ["duration", "extraBounce"]
        default: labels = ["duration"]
        }
        let a = try Arguments(self, labels: labels, bare: "duration")
        for l in labels {
            guard let v = a[l] else { continue }
            switch l {
            case "duration", "response", "blendDuration": _ = try v.number(in: 0...600, what: "a time in seconds")
            case "dampingFraction": _ = try v.number(in: 0...100, what: "a damping fraction")
            case "stiffness", "damping", "mass": _ = try v.number(in: 0...1_000_000, what: "a spring \(l)")
            default: _ = try v.number(in: -1_000_000...1_000_000)
            }
        }
    }

    /// `{"toggle": "$name"}`, `{"set": {"name": value}}`, each with an optional "animation",
    /// or an array of actions.
    func validateAction() throws(SceneError) {
        if case .array = json.value {
            for a in try elements() { try a.validateAction() }
            return
        }
        let a = try Arguments(self, labels: ["toggle", "set", "animation"])
        try a["animation"]?.validateAnimation()
        switch (a["toggle"], a["set"]) {
        case (let t?, nil): _ = try t.bindingName(kind: "a boolean")
        case (nil, let s?): try s.validateAssignments()
        default: throw error("an action is {\"toggle\": \"$name\"} or {\"set\": {\"name\": value}}")
        }
    }

    /// `{"name": value, …}` for declared state variables, each value of the declared kind.
    func validateAssignments() throws(SceneError) {
        guard case .object(let ms) = json.value else { throw expected("an object of state values such as {\"isOn\": true}") }
        for m in ms {
            let v = member(m)
            let old: StateValue
            do { old = try v.stateValue(named: m.key) } catch {
                // The name is the key: point there.
                throw SceneError(path: error.path, location: m.keyLocation, message: error.message, suggestion: error.suggestion)
            }
            let new = try v.resolved()
            let kind: String
            switch new.json.value {
            case .bool: kind = "a boolean"
            case .number(let x) where x.isFinite: kind = "a number"
            case .string: kind = "a string"
            default: throw new.expected("a state value (true/false, a finite number or a string)")
            }
            guard kind == old.kindName else { throw new.error("\"\(m.key)\" is \(old.kindName); found \(new.describeFound())") }
        }
    }
}
