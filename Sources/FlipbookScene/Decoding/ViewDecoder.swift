import Flipbook

/// A view on its way out of the decoder. A shape stays a shape until a modifier turns it
/// into a plain view, so `fill`, `stroke` and `strokeBorder` apply as they do in Swift.
enum DecodedView {
    case view(AnyView)
    case shape(any Shape)
    /// A filled shape (the fill drawn, the shape kept), so `stroke` or `strokeBorder` can
    /// follow `fill` as Swift's iOS 17 `fill(…).stroke(…)` chaining allows.
    case filledShape(any Shape, AnyView)
    /// An image stays an image until a modifier turns it into a plain view, so `resizable`,
    /// `renderingMode` and `interpolation` apply as they do on Swift's `Image`.
    case image(Image)
    /// A text stays a text through Text's own modifiers (`bold`, `font`, `foregroundColor`…),
    /// so `underline` and `strikethrough`, which exist only on `Text`, can follow them.
    case text(Text)

    var anyView: AnyView {
        switch self {
        case .view(let v): return v
        case .shape(let s): return erase(s)
        case .filledShape(_, let v): return v
        case .image(let i): return AnyView(i)
        case .text(let t): return AnyView(t)
        }
    }
}

/// Erases a shape while keeping its concrete type for identity (an opened existential).
func erase<S: Shape>(_ shape: S) -> AnyView { AnyView(shape) }

/// What one decoding pass noticed on the way, for checks that need the whole tree.
@MainActor
final class DecodingLog {
    /// Shared with the logs of style bodies decoded while rendering.
    let styles: StyleLog
    init(styles: StyleLog = StyleLog()) { self.styles = styles }

    /// Views decoded so far, against ``ViewDecoder/maxViews``.
    var viewCount = 0
    /// Every `"id"` in the tree with its path, for `timeline` events to name.
    var ids: [String: String] = [:]
    /// `rotation3DEffect`'s `backFacing` bindings: whether each one's view shows its back.
    var backFacing: [(name: String, value: Bool)] = []
}

/// Decodes `body` into Flipbook views: a pure function of the JSON and the ``SceneState``, so
/// decoding again after a change of state gives the same structure (and view identities).
///
/// Views and modifiers come from registries keyed by their SwiftUI names
/// (``ViewDecoder/viewRegistry`` and ``ViewDecoder/modifierRegistry``); a family adds itself
/// with one entry per name.
@MainActor
struct ViewDecoder {
    var colors: ColorDecoder
    var state: SceneState
    /// How many views enclose the one being decoded.
    var depth = 0
    /// How many views and modifiers enclose it (each modifier wraps the view it modifies).
    var nesting = 0
    var log: DecodingLog
    /// The scene's `styles`, by name.
    var styles: [String: SceneStyleDefinition] = [:]
    /// Inside a style's body: the configuration it draws from.
    var style: StyleContext?
    /// The playing scene's state (`nil` for a still): actions and bindings change it.
    var model: SceneModel?
    /// The scene's own state (``state`` inside a style body adds the configuration's values).
    var sceneState: SceneState
    /// The folder that relative image paths start from: the scene file's folder (`nil`: the
    /// current directory).
    var baseDirectory: String?
    /// Where image files may come from, and the images already decoded.
    var imageFiles: SceneImageFiles
    var imageCache: SceneImageCache

    /// The deepest nesting of views (modifier contents such as `background` count as a level).
    /// Each level costs three levels of JSON (`{"VStack": {"content": [`), so the JSON
    /// parser's 128 levels allow about 42; 32 leaves room for conditionals in between and
    /// keeps decoding, layout and drawing well within a thread's stack.
    static let maxDepth = 32
    /// The most views one scene may contain (both branches of every conditional count).
    static let maxViews = 20_000
    /// The most modifiers on one view, and the most children of one stack.
    static let maxModifiers = 256
    /// The most views and modifiers nested along one path. WHY: every level is a level of
    /// recursion in resolving, layout and drawing, and of identity: 20 stacks of 256 modifiers
    /// (within the limits above) overflowed the stack at about 3,000 and took 2 GB at 4,600
    /// levels (a debug build; 2,048 took 4.5 s and 450 MB). 1,024 is 32 levels of 31 modifiers.
    static let maxNesting = 1_024
    static let maxChildren = 4_096

    init(colors: ColorDecoder, state: SceneState, log: DecodingLog = DecodingLog(), baseDirectory: String? = nil,
         styles: [String: SceneStyleDefinition] = [:], imageFiles: SceneImageFiles? = nil, imageCache: SceneImageCache = SceneImageCache()) {
        self.imageFiles = imageFiles ?? SceneImageFiles(baseDirectory: baseDirectory, readableFolders: [])
        self.imageCache = imageCache
        self.colors = colors
        self.state = state
        self.sceneState = state
        self.styles = styles
        self.log = log
        self.baseDirectory = baseDirectory
    }


    typealias ViewFactory = @MainActor @Sendable (ViewDecoder, Node) throws(SceneError) -> DecodedView
    typealias ModifierFactory = @MainActor @Sendable (ViewDecoder, DecodedView, Node) throws(SceneError) -> DecodedView

    /// Every view name the format knows, available now or not.
    static var allViewNames: [String] { Array(viewRegistry.keys) + Array(pendingViews.keys) }
    static var allModifierNames: [String] { Array(modifierRegistry.keys) + Array(pendingModifiers.keys) }

    /// Decodes the view at `node` (a view object, or a conditional view).
    func view(_ node: Node) throws(SceneError) -> AnyView {
        try decode(node).anyView
    }

    func decode(_ node: Node) throws(SceneError) -> DecodedView {
        guard depth < Self.maxDepth else {
            throw node.error("views nest more than \(Self.maxDepth) levels deep here",
                             suggestion: "flatten the tree; a scene may nest views at most \(Self.maxDepth) levels")
        }
        log.viewCount += 1
        guard log.viewCount <= Self.maxViews else {
            throw node.error("the scene has more than \(Self.maxViews) views", suggestion: "split it into smaller scenes")
        }
        guard case .object(let ms) = node.json.value, !ms.isEmpty else {
            throw node.expected("a view object such as {\"Rectangle\": {}}")
        }
        var inner = self
        inner.depth += 1
        // The view's content lies inside the view and every one of its modifiers.
        let modifierCount: Int
        if case .array(let items)? = node.child("modifiers")?.json.value { modifierCount = items.count } else { modifierCount = 0 }
        inner.nesting += 1 + min(modifierCount, Self.maxModifiers)
        guard inner.nesting <= Self.maxNesting else {
            throw node.error("modifiers and views nested more than \(Self.maxNesting) deep here (each modifier wraps the view it modifies)",
                             suggestion: "flatten the tree or put fewer modifiers on the enclosing views; a scene may nest at most \(Self.maxNesting) views and modifiers along one path")
        }

        let reserved = ["modifiers", "id"]
        var decoded: DecodedView
        if ms.contains(where: { $0.key == "if" }) {
            decoded = try inner.conditionalView(node, reserved: reserved)
        } else {
            let named = ms.filter { !reserved.contains($0.key) }
            guard let first = named.first else {
                throw node.error("a view object needs a view name beside \"modifiers\" and \"id\"",
                                 suggestion: "such as {\"Rectangle\": {}, \"modifiers\": […]}")
            }
            if named.count > 1 {
                // One of the keys is not a view name: most likely a misspelt "modifiers" or "id".
                let stray = named.first { Self.viewRegistry[$0.key] == nil && Self.pendingViews[$0.key] == nil } ?? named[1]
                let strayNode = node.member(stray)
                throw strayNode.keyError("a view object has one view name, plus \"modifiers\" and \"id\"; \"\(stray.key)\" is one key too many",
                                      suggestion: Spelling.nearest(to: stray.key, in: reserved + Self.allViewNames).map { "did you mean \"\($0)\"?" })
            }
            let args = node.member(first)
            guard let factory = Self.viewRegistry[first.key] else {
                if let reason = Self.pendingViews[first.key] { throw args.keyError(reason) }
                throw args.keyError("unknown view \"\(first.key)\"", suggestion: Spelling.suggestion(for: first.key, in: Self.allViewNames))
            }
            decoded = try factory(inner, args)
        }
        if let idNode = node.child("id") {
            let id: String
            switch try idNode.resolved().json.value {
            case .string(let s): id = s
            case .number(let v) where v.isFinite: id = idNode.format(v)
            default: throw idNode.expected("an id: a string or a number")
            }
            if let other = log.ids[id], other != idNode.path {
                throw idNode.error("the id \"\(id)\" is already used at \(other)", suggestion: "give each view its own id")
            }
            log.ids[id] = idNode.path
        }
        if let mods = node.child("modifiers") {
            let items = try mods.elements()
            guard items.count <= Self.maxModifiers else {
                throw mods.error("a view may have at most \(Self.maxModifiers) modifiers, found \(items.count)")
            }
            for item in items { decoded = try inner.applyModifier(item, to: decoded) }
        }
        if model != nil, let idNode = node.child("id") {
            // Timeline events find the view by its id, around its modifiers.
            switch try idNode.resolved().json.value {
            case .string(let s): decoded = .view(AnyView(decoded.anyView.id(s)))
            case .number(let v): decoded = .view(AnyView(decoded.anyView.id(idNode.format(v))))
            default: break
            }
        }
        return decoded
    }

    /// `{"if": c, "then": view, "else": view}`: Swift's `if`/`else` in a view builder, so each
    /// branch keeps its own identity. Both branches are decoded, so a mistake in the branch
    /// not shown is still reported.
    private func conditionalView(_ node: Node, reserved: [String]) throws(SceneError) -> DecodedView {
        guard case .object(let ms) = node.json.value else { throw node.expected("a conditional view") }
        for m in ms where !["if", "then", "else"].contains(m.key) && !reserved.contains(m.key) {
            throw node.member(m).keyError("unknown key \"\(m.key)\" in a conditional view",
                                                        suggestion: Spelling.suggestion(for: m.key, in: ["if", "then", "else"] + reserved))
        }
        guard let c = node.child("if"), let t = node.child("then") else {
            throw node.error("a conditional view needs \"if\" and \"then\"", suggestion: "write {\"if\": \"$flag\", \"then\": {…}, \"else\": {…}}")
        }
        let thenView = try view(t)
        let elseView = try node.child("else").map { e throws(SceneError) in try view(e) }
        let chosen = try node.condition(c)
        if let elseView {
            let content: _ConditionalContent<AnyView, AnyView> = chosen
                ? ViewBuilder.buildEither(first: thenView) : ViewBuilder.buildEither(second: elseView)
            return .view(AnyView(content))
        }
        return .view(AnyView(ViewBuilder.buildIf(chosen ? thenView : nil)))
    }

    /// One element of `modifiers`: `{"name": arguments}`.
    private func applyModifier(_ item: Node, to view: DecodedView) throws(SceneError) -> DecodedView {
        guard case .object(let ms) = item.json.value, ms.count == 1 else {
            throw item.expected("a modifier: an object with one key naming it, such as {\"padding\": 8}")
        }
        let name = ms[0].key
        let args = item.member(ms[0])
        guard let factory = Self.modifierRegistry[name] else {
            if let reason = Self.pendingModifiers[name] { throw args.keyError(reason) }
            throw args.keyError("unknown modifier \"\(name)\"", suggestion: Spelling.suggestion(for: name, in: Self.allModifierNames))
        }
        return try factory(self, view, args)
    }

    /// The view or views of a `content` argument: one view object or an array of them.
    func children(_ node: Node) throws(SceneError) -> [AnyView] {
        // A conditional here is a conditional view, not a value to evaluate.
        let n = node.isConditional ? node : try node.resolved()
        guard case .array = n.json.value else { return [try view(n)] }
        let items = try n.elements()
        guard items.count <= Self.maxChildren else {
            throw n.error("at most \(Self.maxChildren) views may sit side by side, found \(items.count)")
        }
        var out: [AnyView] = []
        out.reserveCapacity(items.count)
        for i in items { out.append(try view(i)) }
        return out
    }
}
