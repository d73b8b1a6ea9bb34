import Flipbook

/// `Toggle`, `Button` and, inside a style's body, `configuration.label`.
extension ViewDecoder {
    static let controlViews: [String: ViewFactory] = [
        "Toggle": { d, n throws(SceneError) in .view(try d.toggle(n)) },
        "Button": { d, n throws(SceneError) in .view(try d.button(n)) },
        "configuration.label": { d, n throws(SceneError) in
            _ = try Arguments(n, labels: [])
            guard let style = d.style else {
                throw n.keyError("configuration.label is the label of the control a style draws: it belongs in a style's body",
                                 suggestion: "use it inside \"styles\": {\"name\": {\"ToggleStyle\": …}}")
            }
            return .view(style.label)
        },
    ]

    /// `{"isOn": "$name", "label": <view>}`, `{"title": "Wi-Fi", "isOn": "$wifi"}` (with an
    /// optional `"systemImage"`). `isOn` binds a boolean state variable, or is a constant
    /// `true`/`false`.
    func toggle(_ n: Node) throws(SceneError) -> AnyView {
        let a = try Arguments(n, labels: ["isOn", "title", "systemImage", "label", "configuration"])
        if let c = a["configuration"] {
            // Swift's `Toggle(configuration)` in a toggle style's body: the control again, in
            // the next outer style.
            _ = try Arguments(c, labels: [])
            guard let style, style.isToggleStyle else {
                throw c.error("Toggle(configuration) belongs in a ToggleStyle's body", suggestion: "use it inside \"styles\": {\"name\": {\"ToggleStyle\": …}}")
            }
            for k in ["isOn", "title", "systemImage", "label"] where a[k] != nil {
                throw a[k]!.error("a Toggle made from the configuration takes nothing else; the configuration has its label and state")
            }
            return style.toggleConfiguration.map { AnyView(Toggle($0)) } ?? AnyView(EmptyView())
        }
        let isOn = try boolBinding(try a.required("isOn", example: "\"$isOn\""))
        switch (a["title"], a["label"]) {
        case (let t?, nil):
            let title = try text(t)
            if let s = a["systemImage"] {
                let icon = Image(systemName: try s.string())
                return AnyView(Toggle(isOn: isOn) { Label { title } icon: { icon } })
            }
            return AnyView(Toggle(isOn: isOn) { title })
        case (nil, let l?):
            if let s = a["systemImage"] { throw s.error("\"systemImage\" goes with \"title\"; a \"label\" view draws its own icon") }
            let label = try labelView(l)
            return AnyView(Toggle(isOn: isOn) { label })
        default:
            throw n.error("a Toggle needs a \"title\" or a \"label\" view, one of the two",
                          suggestion: "write {\"Toggle\": {\"title\": \"Wi-Fi\", \"isOn\": \"$wifi\"}}")
        }
    }

    /// `{"title": "Tap", "action": …}` (with optional `"systemImage"` and `"role"`) or
    /// `{"label": <view>, "action": …}`. The action is checked now; a still image runs none.
    func button(_ n: Node) throws(SceneError) -> AnyView {
        let a = try Arguments(n, labels: ["title", "systemImage", "label", "action", "role"])
        let action = try a["action"].map { x throws(SceneError) in try self.action(x) } ?? {}
        let role = try a["role"].map { r throws(SceneError) in
            try r.named(["destructive": ButtonRole.destructive, "cancel": .cancel], "button role")
        }
        switch (a["title"], a["label"]) {
        case (let t?, nil):
            let title = try text(t)
            if let s = a["systemImage"] {
                let icon = Image(systemName: try s.string())
                return AnyView(Button(role: role, action: action) { Label { title } icon: { icon } })
            }
            return AnyView(Button(role: role, action: action) { title })
        case (nil, let l?):
            if let s = a["systemImage"] { throw s.error("\"systemImage\" goes with \"title\"; a \"label\" view draws its own icon") }
            let label = try labelView(l)
            return AnyView(Button(role: role, action: action) { label })
        default:
            throw n.error("a Button needs a \"title\" or a \"label\" view, one of the two",
                          suggestion: "write {\"Button\": {\"title\": \"Tap Me\", \"action\": {\"toggle\": \"$isOn\"}}}")
        }
    }
}

extension ViewDecoder {
    /// A control's `label`: a view, or a string standing for a `Text` title.
    func labelView(_ l: Node) throws(SceneError) -> AnyView {
        if case .object = l.json.value { return try view(l) }
        return AnyView(try text(l))
    }
}

extension Node {
    /// A toggle's `isOn`: `"$name"` of a boolean state variable, or `true`/`false`.
    func boolBinding() throws(SceneError) -> Bool {
        if case .bool(let b) = json.value { return b }
        let name = try bindingName(kind: "a boolean")
        guard case .bool(let b)? = state?[name] else { return false }
        return b
    }
}
