import Flipbook

/// A scene played over time: its body decoded from a ``SceneModel`` that taps, actions and
/// `set` events change, inside the canvas.
public struct SceneRoot: View {
    @ObservedObject var model: SceneModel
    let document: SceneDocument

    public var body: some View {
        var d = document.decoder(state: model.state, log: DecodingLog())
        d.model = model
        // The scene was checked in full when read; a state it reaches later decodes the same
        // structure, so a failure here would be a Flipbook bug: it draws nothing rather than stop.
        let content = (try? d.view(Node(document.body, path: "body", state: model.state))) ?? AnyView(EmptyView())
        let design = document.designRequiresCompatibility ?? DesignCompatibility.current
        if let device = document.device {
            return AnyView(DeviceScreenView(device, chrome: document.deviceChrome) { ZStack { content } }
                .environment(\.designRequiresCompatibility, design))
        }
        return AnyView(ZStack { content }.frame(width: document.size.width, height: document.size.height)
            .environment(\.designRequiresCompatibility, design))
    }
}

extension SceneRenderer {
    /// The scene's `timeline` as a ``FrameSequence``: fps (default 30), `duration` (default:
    /// until every animation has settled, at most 10 s), and its events — `tap`, `press`,
    /// `release` on views by id, `set` with an optional animation.
    public static func frameSequence(_ doc: SceneDocument, limits: FrameSequenceLimits = .default) throws(SceneError)
        -> FrameSequence<SceneRoot> {
        let model = SceneModel(doc.state)
        var fps = 30.0
        var length = FrameSequence<SceneRoot>.Length.untilSettled()
        var events: [FrameEvent] = []
        // A `set` without animation only assigns state; in a scene without `animation`
        // modifiers nothing but a pass sees the value, so `set`s at one instant may share a pass
        // (FrameSequence checks at play time that nothing observes it).
        let plain = !mentionsAnimation(doc)
        if let json = doc.timeline {
            let t = Node(json, path: "timeline", state: doc.state)
            for (key, v) in try t.members(known: ["fps", "duration", "events"]) {
                switch key {
                case "fps": fps = try v.number(in: 1...limits.maximumFPS, what: "frames per second")
                case "duration": length = .duration(try v.number(in: 0...limits.maximumDuration, what: "a duration in seconds"))
                default:
                    for e in try v.elements() { events.append(try event(e, model: model, plainSetsAllowed: plain)) }
                }
            }
        }
        let sequence = FrameSequence(SceneRoot(model: model, document: doc), fps: fps, length: length,
                                     proposedSize: ProposedViewSize(doc.size), scale: doc.scale,
                                     colorScheme: doc.colorScheme, background: doc.background, events: events)
        do {
            try sequence.validate(limits: limits)
        } catch {
            throw SceneError(path: "timeline", location: doc.timeline?.location, message: error.description,
                             suggestion: "lower \"fps\" or \"duration\"")
        }
        return sequence
    }

    private static func event(_ e: Node, model: SceneModel, plainSetsAllowed: Bool) throws(SceneError) -> FrameEvent {
        let a = try Arguments(e, labels: ["at", "tap", "press", "release", "set", "animation"])
        let at = try a.required("at", example: "0.5").number(in: 0...600, what: "a time in seconds")
        if let id = try a["tap"]?.string() { return .tap(id, at: at) }
        if let id = try a["press"]?.string() { return .press(id, at: at) }
        if a["release"] != nil { return .release(at: at) }
        let assignments = try a.required("set", example: "{\"isOn\": true}").assignments()
        let animation = try a["animation"].map { x throws(SceneError) in try x.animation() }
        var event = FrameEvent.perform(at: at) {
            let change = { for (k, v) in assignments { model.set(k, v) } }
            if let animation { withAnimation(animation, change) } else { change() }
        }
        event.assignsStateOnly = animation == nil && plainSetsAllowed
        return event
    }

    /// Whether the scene's body or styles name an `animation` anywhere (a modifier, an
    /// action's or a transition's): such a scene keeps a pass after every `set`, since a view
    /// shown only between two `set`s at one instant could animate. Iterative: the document is
    /// untrusted (its nesting is bounded, but no recursion is needed).
    static func mentionsAnimation(_ doc: SceneDocument) -> Bool {
        var stack: [JSONNode] = [doc.body]
        if let styles = doc.styles { stack.append(styles) }
        while let node = stack.popLast() {
            switch node.value {
            case .array(let items): stack.append(contentsOf: items)
            case .object(let members):
                for m in members {
                    if m.key == "animation" { return true }
                    stack.append(m.value)
                }
            default: break
            }
        }
        return false
    }
}
