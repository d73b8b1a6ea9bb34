import Flipbook

extension Node {
    /// The `Animation` an animation value names (checked by ``validateAnimation()`` first).
    func animation() throws(SceneError) -> Animation {
        try validateAnimation()
        let r = try resolved()
        var base: Animation
        var options: [String: Node] = [:]
        switch r.json.value {
        case .string(let s):
            base = Self.namedAnimation(s)
        case .object(let ms):
            let curve = ms.first { Node.animationCurves.contains($0.key) }!
            let args = r.member(curve)
            for m in ms where m.key != curve.key { options[m.key] = r.member(m) }
            base = try Self.curve(curve.key, args, duration: options["duration"])
        default:
            base = .default
        }
        if let d = options["delay"] { base = base.delay(try d.number(in: 0...600)) }
        if let s = options["speed"] { base = base.speed(try s.number(in: 0.001...1000)) }
        let autoreverses = try options["autoreverses"]?.bool() ?? true
        if let n = options["repeatCount"] { base = base.repeatCount(Int(try n.number(in: 0...10_000)), autoreverses: autoreverses) }
        if try options["repeatForever"]?.bool() == true { base = base.repeatForever(autoreverses: autoreverses) }
        return base
    }

    private static func namedAnimation(_ s: String) -> Animation {
        switch s {
        case "linear": return .linear
        case "easeIn": return .easeIn
        case "easeOut": return .easeOut
        case "easeInOut": return .easeInOut
        case "spring": return .spring
        case "bouncy": return .bouncy
        case "smooth": return .smooth
        case "snappy": return .snappy
        case "interpolatingSpring": return .interpolatingSpring
        default: return .default
        }
    }

    private static func curve(_ name: String, _ n: Node, duration: Node?) throws(SceneError) -> Animation {
        if name == "timingCurve" {
            let p = try n.elements().map { e throws(SceneError) in try e.number(in: -10...10) }
            return .timingCurve(p[0], p[1], p[2], p[3], duration: try duration?.number(in: 0...600) ?? Animation.defaultDuration)
        }
        if case .bool = n.json.value { return namedAnimation(name) }
        if case .object = n.json.value {} else if case .number(let d) = n.json.value {
            return try curve(name, args: ["duration": d])
        } else {
            return namedAnimation(name)
        }
        var args: [String: Double] = [:]
        for (k, v) in try n.members(known: ["duration", "response", "dampingFraction", "blendDuration", "bounce", "stiffness",
                                             "damping", "mass", "initialVelocity", "extraBounce"]) {
            args[k] = try v.number(in: -1_000_000...1_000_000)
        }
        return try curve(name, args: args)
    }

    private static func curve(_ name: String, args a: [String: Double]) throws(SceneError) -> Animation {
        switch name {
        case "linear": return .linear(duration: a["duration"] ?? Animation.defaultDuration)
        case "easeIn": return .easeIn(duration: a["duration"] ?? Animation.defaultDuration)
        case "easeOut": return .easeOut(duration: a["duration"] ?? Animation.defaultDuration)
        case "easeInOut": return .easeInOut(duration: a["duration"] ?? Animation.defaultDuration)
        case "spring":
            if a["response"] == nil, a["duration"] != nil || a["bounce"] != nil {
                return .spring(duration: a["duration"] ?? Animation.defaultSpringResponse, bounce: a["bounce"] ?? 0, blendDuration: a["blendDuration"] ?? 0)
            }
            return .spring(response: a["response"] ?? Animation.defaultSpringResponse, dampingFraction: a["dampingFraction"] ?? Animation.defaultDampingFraction, blendDuration: a["blendDuration"] ?? 0)
        case "interpolatingSpring":
            if let k = a["stiffness"] {
                return .interpolatingSpring(mass: a["mass"] ?? 1, stiffness: k, damping: a["damping"] ?? 10, initialVelocity: a["initialVelocity"] ?? 0)
            }
            return .interpolatingSpring(duration: a["duration"] ?? Animation.defaultSpringResponse, bounce: a["bounce"] ?? 0, initialVelocity: a["initialVelocity"] ?? 0)
        case "bouncy": return .bouncy(duration: a["duration"] ?? Animation.defaultSpringResponse, extraBounce: a["extraBounce"] ?? 0)
        case "smooth": return .smooth(duration: a["duration"] ?? Animation.defaultSpringResponse, extraBounce: a["extraBounce"] ?? 0)
        case "snappy": return .snappy(duration: a["duration"] ?? Animation.defaultSpringResponse, extraBounce: a["extraBounce"] ?? 0)
        default: return .default
        }
    }
}

extension ViewDecoder {
    /// The closure an action runs: `{"toggle": "$name"}` / `{"set": {…}}` (with an optional
    /// animation), or an array of them. Inside a toggle style, `$isOn` is the configuration's
    /// binding; other names are the scene's state. Without a playing model (a still) the
    /// action does nothing.
    func action(_ n: Node) throws(SceneError) -> @MainActor () -> Void {
        try n.validateAction()
        guard let model else { return {} }
        if case .array = n.json.value {
            let parts = try n.elements().map { e throws(SceneError) in try action(e) }
            return { for p in parts { p() } }
        }
        let a = try Arguments(n, labels: ["toggle", "set", "animation"])
        let animation = try a["animation"].map { x throws(SceneError) in try x.animation() }
        let change: @MainActor () -> Void
        if let t = a["toggle"] {
            let name = try t.bindingName(kind: "a boolean")
            if name == "isOn", let configuration = style?.toggleConfiguration {
                let binding = configuration.$isOn
                change = { binding.wrappedValue.toggle() }
            } else {
                change = { model.set(name, .bool(!model.bool(name))) }
            }
        } else {
            let assignments = try a["set"]!.assignments()
            change = { for (k, v) in assignments { model.set(k, v) } }
        }
        guard let animation else { return change }
        return { withAnimation(animation) { change() } }
    }

    /// A toggle's `isOn` binding: the model's variable while playing, else a constant.
    func boolBinding(_ n: Node) throws(SceneError) -> Binding<Bool> {
        let value = try n.boolBinding()
        guard let model, case .string = n.json.value else { return .constant(value) }
        let name = try n.bindingName(kind: "a boolean")
        if name == "isOn", let configuration = style?.toggleConfiguration { return configuration.$isOn }
        return model.boolBinding(name)
    }
}

extension Node {
    /// `{"name": value, …}` as state values (checked by ``validateAssignments()``).
    func assignments() throws(SceneError) -> [(String, StateValue)] {
        try validateAssignments()
        guard case .object(let ms) = json.value else { return [] }
        var out: [(String, StateValue)] = []
        for m in ms {
            let v = try member(m).resolved()
            switch v.json.value {
            case .bool(let b): out.append((m.key, .bool(b)))
            case .number(let x): out.append((m.key, .number(x)))
            case .string(let s): out.append((m.key, .string(s)))
            default: break
            }
        }
        return out
    }
}
