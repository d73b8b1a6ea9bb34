import Flipbook

/// Modifiers about interaction and animation. Gestures, hit-testing shapes and `disabled`
/// are attached as Swift attaches them; a still image runs no action and animates nothing,
/// so `animation` and `transition` are checked in full and leave the picture as it is.
extension ViewDecoder {
    static let behaviourModifiers: [String: ModifierFactory] = [
        "animation": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["animation", "value"], bare: "animation")
            let animNode = try a.required("animation", example: "\"easeInOut\"")
            let animation = try animNode.animation()
            if let value = a["value"] {
                // `.animation(_:value:)`: the value's current text stands for it.
                return .view(AnyView(v.anyView.animation(animation, value: "\(try value.resolved().json.value)")))
            }
            return .view(AnyView(v.anyView.animation(animation)))
        },
        "transition": { d, v, n throws(SceneError) in
            try n.validateTransition()
            return v
        },
        "onTapGesture": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["count", "action"], bare: "action")
            let count = try a["count"]?.number(in: 1...10, what: "a tap count") ?? 1
            guard count == count.rounded() else { throw a["count"]!.error("a tap count is a whole number") }
            let action = try d.action(try a.required("action", example: "{\"toggle\": \"$isOn\"}"))
            // The gesture is attached as in Swift (hit testing sees it); a still runs no action.
            return .view(AnyView(v.anyView.onTapGesture(count: Int(count)) { action() }))
        },
        "allowsHitTesting": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["enabled"], bare: "enabled")
            return .view(AnyView(v.anyView.allowsHitTesting(try a.required("enabled", example: "false").bool())))
        },
        "contentShape": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["shape", "eoFill"], bare: "shape")
            let shape = try d.shapeArgument(try a.required("shape", example: "\"Circle\""))
            return .view(contentShape(v.anyView, shape, eoFill: try a["eoFill"]?.bool() ?? false))
        },
        "labelsHidden": { d, v, n throws(SceneError) in
            _ = try Arguments(n, labels: [])
            return .view(AnyView(v.anyView.labelsHidden()))
        },
        "disabled": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["disabled"], bare: "disabled")
            return .view(AnyView(v.anyView.disabled(try a.required("disabled", example: "true").bool())))
        },
    ]
}

extension Node {
    static let transitions = ["identity", "opacity", "scale", "slide", "move", "offset", "push", "asymmetric", "combined"]

    /// `"opacity"`, `"scale"`, `"slide"`, `{"move": {"edge": "leading"}}`, `{"scale": {"scale": 0.5, "anchor": …}}`,
    /// `{"offset": {"x": …, "y": …}}`, `{"push": {"edge": …}}`, `{"asymmetric": {"insertion": t, "removal": t}}`,
    /// `{"combined": [t, …]}`; any with an optional "animation".
    func validateTransition() throws(SceneError) {
        let r = try resolved()
        switch r.json.value {
        case .string(let s):
            guard ["identity", "opacity", "scale", "slide"].contains(s) else {
                throw r.error("unknown transition \"\(s)\"", suggestion: Spelling.suggestion(for: s, in: ["identity", "opacity", "scale", "slide"]))
            }
        case .object:
            let a = try Arguments(r, labels: Node.transitions + ["animation"])
            try a["animation"]?.validateAnimation()
            let kinds = Node.transitions.filter { a[$0] != nil }
            guard kinds.count == 1, let v = a[kinds[0]] else { throw r.error("a transition object names one transition, such as {\"move\": {\"edge\": \"bottom\"}}") }
            let edges = ["top": 0, "leading": 1, "bottom": 2, "trailing": 3]
            switch kinds[0] {
            case "move", "push":
                let e = try Arguments(v, labels: ["edge"], bare: "edge")
                _ = try e.required("edge", example: "\"bottom\"").named(edges, "edge")
            case "scale":
                let s = try Arguments(v, labels: ["scale", "anchor"], bare: "scale")
                _ = try s["scale"]?.factor()
                _ = try s["anchor"]?.unitPoint()
            case "offset":
                let o = try Arguments(v, labels: ["x", "y"])
                _ = try o["x"]?.coordinate()
                _ = try o["y"]?.coordinate()
            case "asymmetric":
                let p = try Arguments(v, labels: ["insertion", "removal"])
                try p.required("insertion", example: "\"opacity\"").validateTransition()
                try p.required("removal", example: "\"opacity\"").validateTransition()
            case "combined":
                for t in try v.elements() { try t.validateTransition() }
            default:
                _ = try Arguments(v, labels: [])
            }
        default:
            throw r.expected("a transition (\"opacity\", {\"move\": {\"edge\": \"bottom\"}}, …)")
        }
    }
}

@MainActor func contentShape<S: Shape>(_ v: AnyView, _ shape: S, eoFill: Bool) -> AnyView {
    AnyView(v.contentShape(shape, eoFill: eoFill))
}
