import Flipbook

/// Inputs and progress: `Slider`, `Stepper`, `Picker`, `DatePicker`, `ColorPicker`,
/// `TextField`, `SecureField`, `TextEditor`, `Menu`, `Link`, `ShareLink`, `ProgressView`,
/// `Gauge`, and their style modifiers. Values that a control edits bind a state variable
/// (`"$name"`) as Toggle's `isOn` does, or are constants.
extension ViewDecoder {
    static let inputViews: [String: ViewFactory] = [
        "Slider": { d, n throws(SceneError) in .view(try d.slider(n)) },
        "Stepper": { d, n throws(SceneError) in .view(try d.stepper(n)) },
        "Picker": { d, n throws(SceneError) in .view(try d.picker(n)) },
        "DatePicker": { d, n throws(SceneError) in .view(try d.datePicker(n)) },
        "ColorPicker": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["title", "label", "selection", "supportsOpacity"])
            let colour = try d.colors.decode(try a.required("selection", example: "\"purple\""))
            let label = try d.titleOrLabel(a, n, example: "{\"ColorPicker\": {\"title\": \"Accent\", \"selection\": \"purple\"}}")
            return .view(AnyView(ColorPicker(selection: .constant(colour), supportsOpacity: try a["supportsOpacity"]?.bool() ?? true) { label }))
        },
        "TextField": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["title", "text", "prompt", "axis"])
            let title = try d.text(try a.required("title", example: "\"Name\""))
            let text = try d.stringBinding(try a.required("text", example: "\"$name\""))
            let prompt = try a["prompt"].map { p throws(SceneError) in try d.text(p) }
            let axis = try a["axis"]?.named(["horizontal": Axis.horizontal, "vertical": .vertical], "axis") ?? .horizontal
            return .view(AnyView(TextField(text: text, prompt: prompt, axis: axis) { title }))
        },
        "SecureField": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["title", "text", "prompt"])
            let title = try d.text(try a.required("title", example: "\"Password\""))
            let text = try d.stringBinding(try a.required("text", example: "\"$password\""))
            let prompt = try a["prompt"].map { p throws(SceneError) in try d.text(p) }
            return .view(AnyView(SecureField(text: text, prompt: prompt) { title }))
        },
        "TextEditor": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["text"], bare: "text")
            return .view(AnyView(TextEditor(text: try d.stringBinding(try a.required("text", example: "\"$notes\"")))))
        },
        "Menu": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["title", "label", "systemImage", "content"])
            let label = try d.titleOrLabel(a, n, example: "{\"Menu\": {\"title\": \"Options\"}}")
            // The items are checked as views; a still shows the menu closed.
            if let c = a["content"] { for item in try c.elements() { _ = try d.view(item) } }
            return .view(AnyView(Menu(content: { EmptyView() }) { label }))
        },
        "Link": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["title", "label", "systemImage", "destination"])
            let dest = try a.required("destination", example: "\"https://example.com\"")
            guard let url = URL(string: try dest.string()), url.scheme != nil else {
                throw dest.error("a destination is an absolute URL", suggestion: "write \"https://example.com/privacy\"")
            }
            let label = try d.titleOrLabel(a, n, example: "{\"Link\": {\"title\": \"Help\", \"destination\": \"https://example.com\"}}")
            return .view(AnyView(Link(destination: url) { label }))
        },
        "ShareLink": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["item", "title", "label", "systemImage"])
            let item = try a.required("item", example: "\"https://example.com\"").string()
            if a["title"] == nil && a["label"] == nil { return .view(AnyView(ShareLink(item: item))) }
            let label = try d.titleOrLabel(a, n, example: "")
            return .view(AnyView(ShareLink(item: item) { label }))
        },
        "ProgressView": { d, n throws(SceneError) in .view(try d.progressView(n)) },
        "Gauge": { d, n throws(SceneError) in .view(try d.gauge(n)) },
    ]

    static let inputModifiers: [String: ModifierFactory] = [
        "pickerStyle": { d, v, n throws(SceneError) in
            let s = try Arguments(n, labels: ["style"], bare: "style").required("style", example: "\"segmented\"")
            let style: any PickerStyle = try s.named(["automatic": DefaultPickerStyle(), "segmented": SegmentedPickerStyle(),
                                                      "menu": MenuPickerStyle(), "inline": InlinePickerStyle(),
                                                      "wheel": WheelPickerStyle(), "navigationLink": NavigationLinkPickerStyle()],
                                                     "picker style")
            return .view(AnyView(v.anyView.pickerStyle(style)))
        },
        "datePickerStyle": { d, v, n throws(SceneError) in
            let s = try Arguments(n, labels: ["style"], bare: "style").required("style", example: "\"graphical\"")
            let style: any DatePickerStyle = try s.named(["automatic": DefaultDatePickerStyle(), "compact": CompactDatePickerStyle(),
                                                          "graphical": GraphicalDatePickerStyle(), "wheel": WheelDatePickerStyle()],
                                                         "date picker style")
            return .view(AnyView(v.anyView.datePickerStyle(style)))
        },
        "textFieldStyle": { d, v, n throws(SceneError) in
            let s = try Arguments(n, labels: ["style"], bare: "style").required("style", example: "\"roundedBorder\"")
            let style: any TextFieldStyle = try s.named(["automatic": DefaultTextFieldStyle(), "plain": PlainTextFieldStyle(),
                                                         "roundedBorder": RoundedBorderTextFieldStyle()], "text field style")
            return .view(AnyView(v.anyView.textFieldStyle(style)))
        },
        "progressViewStyle": { d, v, n throws(SceneError) in
            let s = try Arguments(n, labels: ["style"], bare: "style").required("style", example: "\"linear\"")
            switch try s.named(["automatic": 0, "linear": 1, "circular": 2], "progress view style") {
            case 1: return .view(AnyView(v.anyView.progressViewStyle(.linear)))
            case 2: return .view(AnyView(v.anyView.progressViewStyle(.circular)))
            default: return .view(AnyView(v.anyView.progressViewStyle(.automatic)))
            }
        },
        "gaugeStyle": { d, v, n throws(SceneError) in
            let s = try Arguments(n, labels: ["style"], bare: "style").required("style", example: "\"accessoryCircularCapacity\"")
            switch try s.named(["automatic": 0, "linearCapacity": 1, "accessoryLinearCapacity": 2,
                                "accessoryCircularCapacity": 3, "accessoryCircular": 4], "gauge style") {
            case 1: return .view(AnyView(v.anyView.gaugeStyle(.linearCapacity)))
            case 2: return .view(AnyView(v.anyView.gaugeStyle(.accessoryLinearCapacity)))
            case 3: return .view(AnyView(v.anyView.gaugeStyle(.accessoryCircularCapacity)))
            case 4: return .view(AnyView(v.anyView.gaugeStyle(.accessoryCircular)))
            default: return .view(AnyView(v.anyView.gaugeStyle(.automatic)))
            }
        },
        "menuStyle": { d, v, n throws(SceneError) in
            let s = try Arguments(n, labels: ["style"], bare: "style").required("style", example: "\"button\"")
            switch try s.named(["automatic": 0, "button": 1], "menu style") {
            case 1: return .view(AnyView(v.anyView.menuStyle(.button)))
            default: return .view(AnyView(v.anyView.menuStyle(.automatic)))
            }
        },
        "controlSize": { d, v, n throws(SceneError) in
            let s = try Arguments(n, labels: ["controlSize"], bare: "controlSize").required("controlSize", example: "\"large\"")
            let size: ControlSize = try s.named(["mini": .mini, "small": .small, "regular": .regular, "large": .large,
                                                 "extraLarge": .extraLarge], "control size")
            return .view(AnyView(v.anyView.controlSize(size)))
        },
        "flipbookFocused": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["isFocused"], bare: "isFocused")
            return .view(AnyView(v.anyView.flipbookFocused(try a["isFocused"]?.bool() ?? true)))
        },
    ]

    /// A control's label from `"title"` (with an optional `"systemImage"`) or a `"label"` view.
    func titleOrLabel(_ a: Arguments, _ n: Node, example: String) throws(SceneError) -> AnyView {
        switch (a["title"], a["label"]) {
        case (let t?, nil):
            let title = try text(t)
            if let s = a["systemImage"] {
                let icon = Image(systemName: try s.string())
                return AnyView(Label { title } icon: { icon })
            }
            return AnyView(title)
        case (nil, let l?):
            if let s = a["systemImage"] { throw s.error("\"systemImage\" goes with \"title\"; a \"label\" view draws its own icon") }
            return try labelView(l)
        case (nil, nil):
            throw n.error("this control needs a \"title\" or a \"label\" view", suggestion: example.isEmpty ? nil : "write \(example)")
        default:
            throw n.error("a \"title\" or a \"label\" view, not both")
        }
    }

    /// A number a control edits: a constant, or `"$name"` of a number variable.
    func numberBinding(_ n: Node) throws(SceneError) -> Binding<Double> {
        if case .number(let x) = n.json.value {
            guard x.isFinite else { throw n.error("a finite number") }
            return .constant(x)
        }
        let name = try n.bindingName(kind: "a number")
        guard case .number(let x)? = state[name] else { return .constant(0) }
        guard let model else { return .constant(x) }
        return Binding(get: { if case .number(let v)? = model.state[name] { return v }; return 0 },
                       set: { model.set(name, .number($0)) })
    }

    /// A string a control edits: a constant, or `"$name"` of a string variable.
    func stringBinding(_ n: Node) throws(SceneError) -> Binding<String> {
        guard case .string(let s) = n.json.value else { throw n.expected("a string, or a binding such as \"$name\"") }
        guard s.hasPrefix("$"), !s.hasPrefix("$$") else { return .constant(s.hasPrefix("$$") ? String(s.dropFirst()) : s) }
        let name = try n.bindingName(kind: "a string")
        guard case .string(let x)? = state[name] else { return .constant("") }
        guard let model else { return .constant(x) }
        return Binding(get: { if case .string(let v)? = model.state[name] { return v }; return "" },
                       set: { model.set(name, .string($0)) })
    }

    /// `[lower, upper]`, finite with lower < upper.
    func bounds(_ n: Node) throws(SceneError) -> ClosedRange<Double> {
        let items = try n.elements()
        guard items.count == 2 else { throw n.error("a range is [lower, upper]", suggestion: "write [0, 10]") }
        let lo = try items[0].number(in: -1e12...1e12), hi = try items[1].number(in: -1e12...1e12)
        guard lo < hi else {
            throw n.error("a range's lower bound must be below its upper bound, found \(n.format(lo)) and \(n.format(hi))",
                          suggestion: "write the smaller number first, such as [\(n.format(min(lo, hi))), \(n.format(max(lo, hi) == min(lo, hi) ? max(lo, hi) + 1 : max(lo, hi)))]")
        }
        return lo...hi
    }

    /// `{"value": "$v", "in": [0, 10], "step": 1, "minimumValueLabel": …, "maximumValueLabel": …}`.
    func slider(_ n: Node) throws(SceneError) -> AnyView {
        let a = try Arguments(n, labels: ["value", "in", "step", "label", "minimumValueLabel", "maximumValueLabel"])
        let value = try numberBinding(try a.required("value", example: "\"$volume\""))
        let range = try a["in"].map { x throws(SceneError) in try bounds(x) } ?? 0...1
        let step = try a["step"].map { x throws(SceneError) in try x.number(in: 1e-9...1e12, what: "a positive step") }
        let label = try a["label"].map { x throws(SceneError) in try labelView(x) } ?? AnyView(EmptyView())
        let minL = try a["minimumValueLabel"].map { x throws(SceneError) in try labelView(x) }
        let maxL = try a["maximumValueLabel"].map { x throws(SceneError) in try labelView(x) }
        if minL != nil || maxL != nil {
            let lo = minL ?? AnyView(EmptyView()), hi = maxL ?? AnyView(EmptyView())
            if let step { return AnyView(Slider(value: value, in: range, step: step) { label } minimumValueLabel: { lo } maximumValueLabel: { hi }) }
            return AnyView(Slider(value: value, in: range) { label } minimumValueLabel: { lo } maximumValueLabel: { hi })
        }
        if let step { return AnyView(Slider(value: value, in: range, step: step) { label }) }
        return AnyView(Slider(value: value, in: range) { label })
    }

    /// `{"title": "Quantity", "value": "$n", "in": [0, 10], "step": 1}`.
    func stepper(_ n: Node) throws(SceneError) -> AnyView {
        let a = try Arguments(n, labels: ["title", "label", "systemImage", "value", "in", "step"])
        let label = try titleOrLabel(a, n, example: "{\"Stepper\": {\"title\": \"Quantity\", \"value\": \"$n\"}}")
        let value = try numberBinding(try a.required("value", example: "\"$n\""))
        let step = try a["step"]?.number(in: 1e-9...1e12, what: "a positive step") ?? 1
        if let r = a["in"] {
            return AnyView(Stepper(value: value, in: try bounds(r), step: step) { label })
        }
        return AnyView(Stepper(value: value, step: step) { label })
    }

    /// `{"title": "Flavour", "selection": "$flavour", "options": ["Vanilla", {"tag": 2, "label": …}]}`.
    /// A string option is its own tag; an object names its tag (a string or number) and label.
    func picker(_ n: Node) throws(SceneError) -> AnyView {
        let a = try Arguments(n, labels: ["title", "label", "systemImage", "selection", "options"])
        let label = try titleOrLabel(a, n, example: "{\"Picker\": {\"title\": \"Size\", \"selection\": \"$size\", \"options\": [\"S\", \"M\"]}}")
        let sel = try a.required("selection", example: "\"$choice\"")
        var options: [(StateValue, AnyView)] = []
        for o in try a.required("options", example: "[\"Small\", \"Large\"]").elements() {
            let r = try o.resolved()
            if case .string(let s) = r.json.value {
                options.append((.string(s), AnyView(Text(verbatim: s))))
                continue
            }
            let oa = try Arguments(o, labels: ["tag", "label"])
            let tagNode = try oa.required("tag", example: "1")
            let tag: StateValue
            switch try tagNode.resolved().json.value {
            case .number(let x): tag = .number(x)
            case .string(let s): tag = .string(s)
            default: throw tagNode.expected("a tag: a string or a number")
            }
            options.append((tag, try labelView(try oa.required("label", example: "\"Small\""))))
        }
        let selection: Binding<StateValue>
        switch sel.json.value {
        case .number(let x): selection = .constant(.number(x))
        case .string(let s) where !s.hasPrefix("$"): selection = .constant(.string(s))
        default:
            guard case .string(let s) = sel.json.value else { throw sel.expected("a binding such as \"$choice\", a string or a number") }
            let name = String(s.dropFirst())
            let current = try sel.stateValue(named: name)
            if let model {
                selection = Binding(get: { model.state[name] ?? current }, set: { model.set(name, $0) })
            } else {
                selection = .constant(current)
            }
        }
        let opts = options
        return AnyView(Picker(selection: selection, content: {
            ForEach(0..<opts.count, id: \.self) { i in opts[i].1.tag(opts[i].0) }
        }, label: { label }))
    }

    /// `{"title": "Start", "selection": "2024-03-15T09:41:00Z", "displayedComponents": ["date"]}`.
    func datePicker(_ n: Node) throws(SceneError) -> AnyView {
        let a = try Arguments(n, labels: ["title", "label", "systemImage", "selection", "displayedComponents"])
        let label = try titleOrLabel(a, n, example: "{\"DatePicker\": {\"title\": \"Start\", \"selection\": \"2024-03-15T09:41:00Z\"}}")
        let s = try a.required("selection", example: "\"2024-03-15T09:41:00Z\"")
        let f = ISO8601DateFormatter()
        guard let date = f.date(from: try s.string()) else {
            throw s.error("a date is ISO 8601 with a zone", suggestion: "write \"2024-03-15T09:41:00Z\"")
        }
        var components: DatePickerComponents = [.hourAndMinute, .date]
        if let c = a["displayedComponents"] {
            components = []
            for item in try c.elements() {
                components.insert(try item.named(["date": DatePickerComponents.date, "hourAndMinute": .hourAndMinute], "date component"))
            }
        }
        return AnyView(DatePicker(selection: .constant(date), displayedComponents: components) { label })
    }

    /// `{"title": "Downloading", "value": 0.3, "total": 1, "currentValueLabel": "30%"}`; no value: a spinner.
    func progressView(_ n: Node) throws(SceneError) -> AnyView {
        let a = try Arguments(n, labels: ["title", "label", "systemImage", "value", "total", "currentValueLabel"])
        let label: AnyView? = (a["title"] ?? a["label"]) == nil ? nil : try titleOrLabel(a, n, example: "")
        let value = try a["value"].map { x throws(SceneError) in try numberBinding(x).wrappedValue }
        let total = try a["total"]?.number(in: 1e-12...1e12, what: "a positive total") ?? 1
        let current = try a["currentValueLabel"].map { x throws(SceneError) in try labelView(x) }
        switch (label, current) {
        case (nil, nil): return AnyView(ProgressView(value: value, total: total))
        case (let l, nil): return AnyView(ProgressView(value: value, total: total) { l! })
        case (let l, let c?): return AnyView(ProgressView(value: value, total: total) { l ?? AnyView(EmptyView()) } currentValueLabel: { c })
        }
    }

    /// `{"value": 0.6, "in": [0, 1], "label": "Storage", "currentValueLabel": "60%", …}`.
    func gauge(_ n: Node) throws(SceneError) -> AnyView {
        let a = try Arguments(n, labels: ["value", "in", "label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel"])
        let value = try numberBinding(try a.required("value", example: "0.6")).wrappedValue
        let range = try a["in"].map { x throws(SceneError) in try bounds(x) } ?? 0...1
        let label = try a["label"].map { x throws(SceneError) in try labelView(x) } ?? AnyView(EmptyView())
        let currentOrNil = try a["currentValueLabel"].map { x throws(SceneError) in try labelView(x) }
        let current = currentOrNil ?? AnyView(EmptyView())
        let lo = try a["minimumValueLabel"].map { x throws(SceneError) in try labelView(x) }
        let hi = try a["maximumValueLabel"].map { x throws(SceneError) in try labelView(x) }
        if lo != nil || hi != nil {
            return AnyView(Gauge(value: value, in: range) { label } currentValueLabel: { current }
                minimumValueLabel: { lo ?? AnyView(EmptyView()) } maximumValueLabel: { hi ?? AnyView(EmptyView()) })
        }
        if currentOrNil != nil { return AnyView(Gauge(value: value, in: range) { label } currentValueLabel: { current }) }
        return AnyView(Gauge(value: value, in: range) { label })
    }
}
