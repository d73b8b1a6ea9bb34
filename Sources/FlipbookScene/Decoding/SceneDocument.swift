import Flipbook

/// A decoded scene file: the canvas and everything the view tree needs to render.
public struct SceneDocument: Sendable {
    /// The canvas size in points; also the size proposed to `body`.
    public var size: CGSize
    /// Pixels per point.
    public var scale: Double
    public var colorScheme: ColorScheme
    /// The space gradients that do not name one mix their stops in (`"gradientColorSpace"`):
    /// `.perceptual` as iOS 18 and later, or `.device` for the look of iOS 17 and earlier.
    public var gradientColorSpace: Gradient.ColorSpace = .perceptual
    /// Whether the standard controls keep the iOS 18 design (`true`) or draw as iOS 26 does
    /// (`false`), as Apple's `UIDesignRequiresCompatibility` Info.plist key
    /// (`"designRequiresCompatibility"`); `nil`: ``DesignCompatibility/current``.
    public var designRequiresCompatibility: Bool?
    /// The canvas colour behind `body`.
    public var background: Color
    /// The scene's named colours (its asset catalogue).
    public var colors: [String: Color]
    /// The `body` view as JSON; ``SceneRenderer/makeView(_:)`` decodes it for the current ``state``.
    public var body: JSONNode
    /// The `@State` variables with their current values (initial values unless overridden).
    public var state: SceneState
    /// The raw `styles` and `timeline` sections, checked on decoding; used as controls and
    /// animation land.
    public var styles: JSONNode?
    public var timeline: JSONNode?
    /// The folder relative image paths (`{"Image": {"file": …}}`) start from: the scene
    /// file's folder; `nil` means the current directory (a scene read from standard input).
    public var baseDirectory: String?
    /// Folders besides ``baseDirectory`` that image files may come from (`render --assets DIR`).
    /// A scene reads image files only beneath these and its own folder (symlinks resolved);
    /// see `SceneImageFiles` for why.
    public var readableFolders: [String] = []
    /// The images this scene decoded, shared by every render of it (and its copies).
    let imageCache = SceneImageCache()
    /// The iPhone whose full screen the scene is (`"device"`): the size is its screen, the body
    /// is laid out in its safe area and ``deviceChrome`` is drawn over it.
    public var device: DeviceScreen?
    /// What of the device is drawn (status bar, home indicator, screen mask).
    public var deviceChrome: DeviceChrome = .screenshot
    /// The `styles` section, decoded.
    var styleTable: [String: SceneStyleDefinition] = [:]

    /// The largest canvas side and area the renderer accepts, in pixels: ImageRenderer's.
    public static var maxPixelSide: Int { ImageRenderer<EmptyView>.maxPixelSide }
    public static var maxPixelArea: Int { ImageRenderer<EmptyView>.maxPixelArea }

    /// The canvas size in whole pixels: points × scale, rounded to nearest.
    public var pixelWidth: Int { Int((Double(size.width) * scale).rounded()) }
    public var pixelHeight: Int { Int((Double(size.height) * scale).rounded()) }

    static let topLevelKeys = ["size", "device", "scale", "colorScheme", "gradientColorSpace", "designRequiresCompatibility", "background", "colors", "styles", "state", "body", "timeline"]

    /// Decodes a scene from UTF-8 JSON text. Image paths in it are relative to `baseDirectory`
    /// (the scene file's folder; `nil`: the current directory), and must lie beneath it or one
    /// of `readableFolders` once symlinks are resolved.
    @MainActor public static func decode(_ bytes: [UInt8], baseDirectory: String? = nil,
                                         readableFolders: [String] = []) throws(SceneError) -> SceneDocument {
        let root: JSONNode
        do { root = try JSONParser.parse(bytes) } catch {
            throw SceneError(path: "", location: error.location, message: "malformed JSON: \(error.message)")
        }
        return try decode(Node(root, path: ""), baseDirectory: baseDirectory, readableFolders: readableFolders)
    }

    @MainActor static func decode(_ root: Node, baseDirectory: String? = nil, readableFolders: [String] = []) throws(SceneError) -> SceneDocument {
        guard case .object = root.json.value else {
            throw root.error("a scene is a JSON object with \"size\" and \"body\"; found \(root.describeFound())")
        }
        let members = try root.members(known: topLevelKeys)
        func member(_ k: String) -> Node? { members.first { $0.key == k }?.node }

        let device = try member("device").map { n throws(SceneError) in try decodeDevice(n) }
        let sizeNode = member("size")
        var size: CGSize
        if let device {
            size = device.screen.size
            if let sizeNode {
                let s = try decodeSize(sizeNode)
                guard s == size else {
                    throw sizeNode.error("\"size\" is \(sizeNode.format(Double(s.width)))×\(sizeNode.format(Double(s.height))) but the device's screen is \(sizeNode.format(Double(size.width)))×\(sizeNode.format(Double(size.height)))",
                                         suggestion: "drop \"size\": a \"device\" sets it")
                }
            }
        } else {
            guard let sizeNode else {
                throw root.error("the scene has no \"size\"", suggestion: "add \"size\": [width, height] in points, or \"device\": \"iPhone15Pro\"")
            }
            size = try decodeSize(sizeNode)
        }
        var scale = device.map { Double($0.screen.scale) } ?? 2.0
        if let n = member("scale") {
            scale = try n.number()
            guard scale > 0, scale <= 16 else { throw n.error("scale must be greater than 0 and at most 16, found \(scale)") }
        }
        var scheme = ColorScheme.light
        if let n = member("colorScheme") {
            let s = try n.string()
            guard let c = ColorScheme(rawValue: s) else {
                throw n.error("unknown colour scheme \"\(s)\"", suggestion: Spelling.suggestion(for: s, in: ["light", "dark"]))
            }
            scheme = c
        }
        var gradientSpace = Gradient.ColorSpace.perceptual
        if let n = member("gradientColorSpace") {
            gradientSpace = try n.named(["perceptual": Gradient.ColorSpace.perceptual, "device": .device], "gradient colour space")
        }
        let designRequiresCompatibility = try member("designRequiresCompatibility").map { n throws(SceneError) in try n.bool() }
        var palette: [String: Color] = [:]
        if let n = member("colors") {
            guard case .object(let entries) = n.json.value else { throw n.expected("an object of named colours") }
            for e in entries {
                let en = n.member(e)
                palette[e.key] = try decodeNamedColor(en, palette: palette)
            }
        }
        let colors = ColorDecoder(palette: palette)
        var background = Color.clear
        if let n = member("background") { background = try colors.decode(n) }
        guard let body = member("body") else {
            throw root.error("the scene has no \"body\"", suggestion: "add \"body\": {\"Text\": \"Hello\"} or another view")
        }
        guard case .object = body.json.value else { throw body.expected("a view object such as {\"Text\": \"Hello\"}") }

        let state = try member("state").map { n throws(SceneError) in try SceneState.decode(n) } ?? SceneState()
        let styleTable = try member("styles").map { n throws(SceneError) in try styleDefinitions(n) } ?? [:]

        var doc = SceneDocument(size: size, scale: scale, colorScheme: scheme, background: background,
                                colors: palette, body: body.json,
                                state: state, styles: member("styles")?.json, timeline: member("timeline")?.json,
                                baseDirectory: baseDirectory, readableFolders: readableFolders, styleTable: styleTable)
        doc.gradientColorSpace = gradientSpace
        doc.designRequiresCompatibility = designRequiresCompatibility
        if let device {
            doc.device = device.screen
            doc.deviceChrome = device.chrome
        }
        try doc.checkCanvas(sizeNode: sizeNode ?? member("device")!)
        // Style bodies are decoded while rendering; check them now, in every configuration.
        let styleDecoder = doc.decoder(state: state, log: DecodingLog())
        for name in styleTable.keys.sorted() { try styleDecoder.validateStyleBody(styleTable[name]!) }
        // Decoding the views now reports every mistake in body before anything is rendered.
        let ids = try SceneRenderer.decodeBody(doc, state: doc.state).ids
        if let timeline = member("timeline") {
            try validateTimeline(Node(timeline.json, path: timeline.path, state: state), ids: Set(ids.keys))
        }
        return doc
    }

    /// `"iPhone15Pro"`, or `{"name": "iPhone15Pro", "statusBar": false, "homeIndicator": false,
    /// "screenMask": true}` (status bar and home indicator drawn unless turned off).
    static func decodeDevice(_ n: Node) throws(SceneError) -> (screen: DeviceScreen, chrome: DeviceChrome) {
        let r = try n.resolved()
        func named(_ x: Node) throws(SceneError) -> DeviceScreen {
            let name = try x.string()
            guard let d = DeviceScreen.named(name) else {
                throw x.error("unknown device \"\(name)\"", suggestion: Spelling.suggestion(for: name, in: DeviceScreen.all.map(\.name)))
            }
            return d
        }
        if case .string = r.json.value { return (try named(r), .screenshot) }
        guard case .object = r.json.value else { throw r.expected("a device name such as \"iPhone15Pro\" or {\"name\": \"iPhone15Pro\"}") }
        var screen: DeviceScreen?
        var chrome = DeviceChrome.screenshot
        for (key, v) in try r.members(known: ["name", "statusBar", "homeIndicator", "screenMask"]) {
            switch key {
            case "name": screen = try named(v)
            case "statusBar": if try !v.bool() { chrome.remove(.statusBar) }
            case "homeIndicator": if try !v.bool() { chrome.remove(.homeIndicator) }
            default: if try v.bool() { chrome.insert(.screenMask) }
            }
        }
        guard let screen else { throw r.error("missing \"name\"", suggestion: "add \"name\": \"iPhone15Pro\"") }
        return (screen, chrome)
    }

    /// A light/dark pair `{"light": c, "dark": c}` or a plain colour.
    static func decodeNamedColor(_ n: Node, palette: [String: Color]) throws(SceneError) -> Color {
        let colors = ColorDecoder(palette: palette)
        if case .object(let ms) = n.json.value, ms.contains(where: { $0.key == "light" || $0.key == "dark" }) {
            var light: Color?, dark: Color?
            for (key, c) in try n.members(known: ["light", "dark"]) {
                if key == "light" { light = try colors.decode(c) } else { dark = try colors.decode(c) }
            }
            let l = light ?? dark!, d = dark ?? light!
            return Color(light: l, dark: d)
        }
        return try colors.decode(n)
    }

    static func decodeSize(_ n: Node) throws(SceneError) -> CGSize {
        let items = try n.elements()
        guard items.count == 2 else { throw n.error("expected [width, height], found an array of \(items.count) elements") }
        let w = try items[0].number(), h = try items[1].number()
        for (v, item) in [(w, items[0]), (h, items[1])] where !(v > 0) || !v.isFinite {
            throw item.error("a canvas side must be a finite number greater than 0, found \(v)")
        }
        return CGSize(width: w, height: h)
    }

    /// Re-checks the canvas against the pixel limits, after overrides of size or scale.
    public mutating func checkCanvas() throws(SceneError) {
        try checkCanvas(sizeNode: nil)
    }

    private func checkCanvas(sizeNode: Node?) throws(SceneError) {
        let w = Double(size.width) * scale, h = Double(size.height) * scale
        let fix = "make \"size\" or \"scale\" smaller"
        // Whole pixels for messages, without trapping on numbers beyond Int.
        func px(_ v: Double) -> String { v < 1e15 ? String(Int(v.rounded())) : "\(v.rounded())" }
        if w.rounded() > Double(Self.maxPixelSide) || h.rounded() > Double(Self.maxPixelSide) {
            throw SceneError(path: "size", location: sizeNode?.json.location,
                             message: "the canvas would be \(px(w))×\(px(h)) pixels; a side may be at most \(Self.maxPixelSide)",
                             suggestion: fix)
        }
        if w.rounded() * h.rounded() > Double(Self.maxPixelArea) {
            throw SceneError(path: "size", location: sizeNode?.json.location,
                             message: "the canvas would be \(px(w.rounded() * h.rounded())) pixels; at most \(Self.maxPixelArea) are allowed",
                             suggestion: fix)
        }
        if w.rounded() < 1 || h.rounded() < 1 {
            throw SceneError(path: "size", location: sizeNode?.json.location,
                             message: "the canvas would be less than one pixel wide or high", suggestion: "make \"size\" or \"scale\" larger")
        }
    }
}

extension SceneDocument {
    /// A decoder of this scene's views for `state`.
    @MainActor func decoder(state: SceneState, log: DecodingLog) -> ViewDecoder {
        ViewDecoder(colors: ColorDecoder(palette: colors), state: state, log: log, baseDirectory: baseDirectory, styles: styleTable,
                    imageFiles: SceneImageFiles(baseDirectory: baseDirectory, readableFolders: readableFolders), imageCache: imageCache)
    }

    /// Decodes a colour given outside a scene file (a command-line option), in this scene's palette.
    public func decodeColor(_ text: String, path: String) throws(SceneError) -> Color {
        do {
            return try ColorDecoder(palette: colors).decode(Node(JSONNode(.string(text), at: SourceLocation(line: 1, column: 1)), path: path))
        } catch {
            var e = error
            e.location = nil  // the text did not come from the file
            throw e
        }
    }
}
