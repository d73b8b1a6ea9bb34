import Flipbook

/// Styles written in JSON (`"styles": {"like": {"ToggleStyle": <view>}}`) as real Flipbook
/// `ToggleStyle`s and `ButtonStyle`s: their `makeBody(configuration:)` decodes the JSON body
/// with `$isOn` / `$isPressed` reading the configuration and `{"configuration.label": {}}`
/// standing for the control's label. The bodies are checked when the scene is decoded (in
/// every configuration), so decoding inside `makeBody` cannot fail.

/// One entry of the scene's `styles`.
struct SceneStyleDefinition: Sendable {
    enum Kind: String, Sendable { case toggle = "ToggleStyle", button = "ButtonStyle" }
    var kind: Kind
    var body: JSONNode
    /// The JSON path of the body, for messages: `styles.like.ToggleStyle`.
    var path: String
}

/// What a style's body draws from while it is decoded.
struct StyleContext {
    /// The control's label (`configuration.label`).
    var label: AnyView
    /// A toggle style's configuration, for `{"Toggle": {"configuration": {}}}` (Swift's
    /// `Toggle(configuration)`); `nil` while a body is checked with a stand-in label.
    var toggleConfiguration: ToggleStyleConfiguration?
    /// Whether the body is a toggle style's (`configuration` makes a toggle only there).
    var isToggleStyle = false
}

/// `backFacing` bindings set inside style bodies while the view tree resolves, read back by
/// ``SceneRenderer`` (a style's body is decoded during rendering, not before it).
@MainActor
final class StyleLog {
    var backFacing: [String: Bool] = [:]
}

struct SceneToggleStyle: ToggleStyle {
    let definition: SceneStyleDefinition
    let decoder: ViewDecoder

    func makeBody(configuration: Configuration) -> some View {
        decoder.styleBody(definition, context: StyleContext(label: AnyView(configuration.label), toggleConfiguration: configuration, isToggleStyle: true),
                          values: ["isOn": configuration.isOn, "isPressed": false])
    }
}

struct SceneButtonStyle: ButtonStyle {
    let definition: SceneStyleDefinition
    let decoder: ViewDecoder

    func makeBody(configuration: Configuration) -> some View {
        decoder.styleBody(definition, context: StyleContext(label: AnyView(configuration.label)),
                          values: ["isPressed": configuration.isPressed, "isOn": false])
    }
}

extension ViewDecoder {
    /// A style's body for one configuration. Every configuration was decoded without error
    /// when the scene was read (``SceneDocument/validateStyleBodies``), so the fallback
    /// never shows.
    func styleBody(_ definition: SceneStyleDefinition, context: StyleContext, values: [String: Bool]) -> AnyView {
        var d = self
        for (name, value) in values.sorted(by: { $0.key < $1.key }) { d.state.set(name, .bool(value)) }
        d.style = context
        let log = DecodingLog(styles: self.log.styles)
        d.log = log
        let view = (try? d.view(Node(definition.body, path: definition.path, state: d.state))) ?? AnyView(EmptyView())
        for (name, back) in log.backFacing { self.log.styles.backFacing[name] = back }
        return view
    }

    /// Checks a style's body in each configuration, with a stand-in label.
    func validateStyleBody(_ definition: SceneStyleDefinition) throws(SceneError) {
        for on in [false, true] {
            var d = self
            d.state.set("isOn", .bool(definition.kind == .toggle ? on : false))
            d.state.set("isPressed", .bool(definition.kind == .button ? on : false))
            d.style = StyleContext(label: AnyView(EmptyView()), isToggleStyle: definition.kind == .toggle)
            d.log = DecodingLog(styles: StyleLog())
            _ = try d.view(Node(definition.body, path: definition.path, state: d.state))
        }
    }

    static let styleModifiers: [String: ModifierFactory] = [
        "toggleStyle": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["style"], bare: "style")
            let s = try a.required("style", example: "\"switch\"")
            let name = try s.string()
            switch name {
            case "automatic": return .view(AnyView(v.anyView.toggleStyle(.automatic)))
            case "switch": return .view(AnyView(v.anyView.toggleStyle(.switch)))
            case "button": return .view(AnyView(v.anyView.toggleStyle(.button)))
            default:
                let def = try d.sceneStyle(name, kind: .toggle, at: s)
                return .view(AnyView(v.anyView.toggleStyle(SceneToggleStyle(definition: def, decoder: d.forStyles))))
            }
        },
        "buttonStyle": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["style"], bare: "style")
            let s = try a.required("style", example: "\"bordered\"")
            let name = try s.string()
            switch name {
            case "automatic": return .view(AnyView(v.anyView.buttonStyle(.automatic)))
            case "plain": return .view(AnyView(v.anyView.buttonStyle(.plain)))
            case "borderless": return .view(AnyView(v.anyView.buttonStyle(.borderless)))
            case "bordered": return .view(AnyView(v.anyView.buttonStyle(.bordered)))
            case "borderedProminent": return .view(AnyView(v.anyView.buttonStyle(.borderedProminent)))
            default:
                let def = try d.sceneStyle(name, kind: .button, at: s)
                return .view(AnyView(v.anyView.buttonStyle(SceneButtonStyle(definition: def, decoder: d.forStyles))))
            }
        },
    ]

    /// The decoder a style keeps for decoding its body later: the scene's state without any
    /// enclosing style's configuration.
    var forStyles: ViewDecoder {
        var d = self
        d.state = sceneState
        d.style = nil
        d.depth = 0
        return d
    }

    /// The scene style `name` of `kind`, or an error naming the styles there are.
    func sceneStyle(_ name: String, kind: SceneStyleDefinition.Kind, at n: Node) throws(SceneError) -> SceneStyleDefinition {
        let builtIn = kind == .toggle ? SceneDocument.builtInToggleStyles : SceneDocument.builtInButtonStyles
        if let def = styles[name] {
            guard def.kind == kind else {
                throw n.error("\"\(name)\" is a \(def.kind.rawValue), not a \(kind.rawValue)",
                              suggestion: "use \(kind == .toggle ? "buttonStyle" : "toggleStyle") for it")
            }
            return def
        }
        if kind == .toggle && name == "checkbox" {
            throw n.error("the checkbox toggle style exists on macOS only; Flipbook draws iOS", suggestion: "use \"switch\" or \"button\"")
        }
        let known = builtIn.filter { $0 != "checkbox" } + styles.filter { $0.value.kind == kind }.map(\.key).sorted()
        throw n.error("unknown \(kind == .toggle ? "toggle" : "button") style \"\(name)\"",
                      suggestion: Spelling.suggestion(for: name, in: known))
    }
}

extension SceneDocument {
    /// Reads `styles` into definitions: `{"name": {"ToggleStyle": <view>} | {"ButtonStyle": <view>}}`.
    static func styleDefinitions(_ n: Node) throws(SceneError) -> [String: SceneStyleDefinition] {
        try validateStyles(n)
        guard case .object(let ms) = n.json.value else { return [:] }
        var out: [String: SceneStyleDefinition] = [:]
        for m in ms {
            guard case .object(let kinds) = m.value.value, let k = kinds.first,
                  let kind = SceneStyleDefinition.Kind(rawValue: k.key) else { continue }
            out[m.key] = SceneStyleDefinition(kind: kind, body: k.value, path: "\(n.path).\(m.key).\(k.key)")
        }
        try refuseStyleCycles(out)
        return out
    }

    /// A style whose body sets itself (directly or through another style) on a control
    /// inside would draw itself forever, as it would crash a SwiftUI app: refused.
    static func refuseStyleCycles(_ styles: [String: SceneStyleDefinition]) throws(SceneError) {
        var uses: [String: [String]] = [:]
        for (name, def) in styles { uses[name] = styleNames(in: def.body).filter { styles[$0] != nil } }
        for start in styles.keys.sorted() {
            var stack = [(start, [start])]
            var seen: Set<String> = []
            while let (name, trail) = stack.popLast() {
                for next in uses[name] ?? [] {
                    if next == start {
                        let def = styles[start]!
                        throw SceneError(path: def.path, location: def.body.location,
                                         message: "the style \"\(start)\" uses itself: " + (trail + [start]).joined(separator: " → "),
                                         suggestion: "a control inside a style's body takes the next outer style; do not set this style again inside it")
                    }
                    if seen.insert(next).inserted { stack.append((next, trail + [next])) }
                }
            }
        }
    }

    /// Names given to `toggleStyle` / `buttonStyle` anywhere inside a JSON value.
    private static func styleNames(in node: JSONNode) -> [String] {
        var out: [String] = []
        var work = [node]
        while let n = work.popLast() {
            switch n.value {
            case .object(let ms):
                for m in ms {
                    if m.key == "toggleStyle" || m.key == "buttonStyle" { out += strings(in: m.value) }
                    work.append(m.value)
                }
            case .array(let items): work += items
            default: break
            }
        }
        return out
    }

    private static func strings(in node: JSONNode) -> [String] {
        switch node.value {
        case .string(let s): return [s]
        case .array(let items): return items.flatMap(strings)
        case .object(let ms): return ms.flatMap { strings(in: $0.value) }
        default: return []
        }
    }
}
