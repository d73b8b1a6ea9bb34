/// Checks of the `styles` and `timeline` sections. Styles are used by controls and the
/// timeline by animation, which arrive later; their structure is checked now so a scene's
/// mistakes are all reported up front.
extension SceneDocument {
    static let builtInToggleStyles = ["automatic", "switch", "button", "checkbox"]
    /// The most frames a timeline may have (fps × duration): a minute at 60 fps.
    public static let maxTimelineFrames = 3_600

    static let builtInButtonStyles = ["automatic", "plain", "borderless", "bordered", "borderedProminent"]

    /// `"styles": {"name": {"ToggleStyle": <view>} | {"ButtonStyle": <view>}}`.
    static func validateStyles(_ n: Node) throws(SceneError) {
        guard case .object(let ms) = n.json.value else { throw n.expected("an object of named styles") }
        for m in ms {
            let s = n.member(m)
            guard SceneState.isValidName(m.key) else { throw s.keyError("\"\(m.key)\" is not a style name", suggestion: "use letters, digits and _") }
            if builtInToggleStyles.contains(m.key) || builtInButtonStyles.contains(m.key) {
                throw s.keyError("\"\(m.key)\" is the name of a built-in style", suggestion: "choose another name")
            }
            let kinds = try s.members(known: ["ToggleStyle", "ButtonStyle"])
            guard kinds.count == 1 else { throw s.error("a style is {\"ToggleStyle\": <view>} or {\"ButtonStyle\": <view>}") }
            guard case .object(let body) = kinds[0].node.json.value, !body.isEmpty else {
                throw kinds[0].node.expected("the style's body: a view object")
            }
        }
    }

    /// `"timeline": {"fps": 30, "duration": 1.2, "events": [{"at": 0.1, "tap": "like"}, …]}`;
    /// `ids` are the view ids in `body`, which `tap`, `press` and `release` name.
    static func validateTimeline(_ n: Node, ids: Set<String>) throws(SceneError) {
        var duration: Double?
        var durationNode: Node?
        var fps: Double?
        var events: Node?
        for (key, v) in try n.members(known: ["fps", "duration", "events"]) {
            switch key {
            case "fps": fps = try v.number(in: 1...240, what: "frames per second")
            case "duration":
                let d = try v.number(in: 0...600, what: "a duration in seconds")
                guard d > 0 else { throw v.error("a duration must be greater than 0") }
                duration = d
                durationNode = v
            default: events = v
            }
        }
        // Each frame is a whole canvas to lay out, draw and write: bound their number, not
        // only fps and duration apart (240 fps × 600 s would be 144000 frames).
        if let fps, let duration, let durationNode, (fps * duration).rounded(.up) > Double(maxTimelineFrames) {
            throw durationNode.error("the timeline would have \(Int((fps * duration).rounded(.up))) frames (\(fps.formatted) fps × \(duration.formatted) s); at most \(maxTimelineFrames) are allowed",
                                     suggestion: "lower \"fps\" or \"duration\", or split the animation into several scenes")
        }
        guard let events else { return }
        let items = try events.elements()
        guard items.count <= 10_000 else { throw events.error("a timeline may have at most 10000 events, found \(items.count)") }
        var last = 0.0
        for e in items {
            let a = try Arguments(e, labels: ["at", "tap", "press", "release", "set", "animation"])
            let at = try a.required("at", example: "0.5").number(in: 0...(duration ?? 600), what: "a time in seconds")
            guard at >= last else { throw a["at"]!.error("events must be in time order; this one is at \(at) s, after one at \(last) s") }
            last = at
            if duration == nil, let fps, (fps * at).rounded(.up) > Double(maxTimelineFrames) {
                throw a["at"]!.error("an event at \(at.formatted) s at \(fps.formatted) fps is frame \(Int((fps * at).rounded(.up))); a timeline may have at most \(maxTimelineFrames) frames",
                                     suggestion: "lower \"fps\" or move the event earlier")
            }
            let kinds = ["tap", "press", "release", "set"].filter { a[$0] != nil }
            guard kinds.count == 1 else { throw e.error("an event does one thing: \"tap\", \"press\", \"release\" or \"set\"") }
            if kinds[0] == "set" {
                try a["set"]!.validateAssignments()
                try a["animation"]?.validateAnimation()
            } else {
                if let anim = a["animation"] { throw anim.error("only a \"set\" event takes an animation; a tap runs the view's own action") }
                let target = a[kinds[0]]!
                let id = try target.string()
                guard ids.contains(id) else {
                    throw target.error("no view has the id \"\(id)\"",
                                       suggestion: ids.isEmpty ? "give the view \"id\": \"\(id)\"" : Spelling.suggestion(for: id, in: ids.sorted()))
                }
            }
        }
    }
}

extension Double {
    /// 30 rather than 30.0 in messages.
    fileprivate var formatted: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
