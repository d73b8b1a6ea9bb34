import Flipbook
import FlipbookPNG
import Foundation

/// `Text`, `Image`, `Label` and `Divider`.
extension ViewDecoder {
    static let textViews: [String: ViewFactory] = [
        "Text": { d, n throws(SceneError) in .text(try d.text(n)) },
        "Image": { d, n throws(SceneError) in .image(try d.image(n)) },
        "Label": { d, n throws(SceneError) in .view(try d.label(n)) },
        // Flipbook's Divider follows the stack it is in.
        "Divider": { d, n throws(SceneError) in
            _ = try Arguments(n, labels: [])
            return .view(AnyView(Divider()))
        },
    ]

    /// The longest text a `Text` may show, in characters.
    static let maxTextLength = 100_000

    /// `"Hello"`, `{"verbatim": "Hello"}` or `{"content": "Hello"}`; a state value (`"$count"`)
    /// may be a number or a boolean, shown as Swift's string interpolation shows it (whole
    /// numbers without ".0").
    func text(_ n: Node) throws(SceneError) -> Text {
        let a = try Arguments(n, labels: ["content", "verbatim"], bare: "content")
        guard (a["content"] == nil) != (a["verbatim"] == nil) else {
            throw n.error("a Text needs its string: \"content\" or \"verbatim\", one of the two",
                          suggestion: "write {\"Text\": \"Hello\"}")
        }
        let v = try (a["content"] ?? a["verbatim"]!).resolved()
        let string: String
        switch v.json.value {
        case .string(let s): string = s
        case .number(let x) where x.isFinite: string = v.format(x)
        case .bool(let b): string = b ? "true" : "false"
        default: throw v.expected("the text to show: a string")
        }
        guard string.count <= Self.maxTextLength else {
            throw v.error("a Text may show at most \(Self.maxTextLength) characters, found \(string.count)")
        }
        return a["verbatim"] != nil ? Text(verbatim: string) : Text(string)
    }

    /// `{"systemName": "heart.fill"}`, `{"file": "photo.png", "scale": 2}`, or an image
    /// resource by name (`"photo"` or `{"name": "photo"}`: `photo` or `photo.png` in the
    /// scene's folder). Files must exist and be PNGs: a scene is refused otherwise.
    func image(_ n: Node) throws(SceneError) -> Image {
        let a = try Arguments(n, labels: ["systemName", "file", "name", "scale", "variableValue"], bare: "name")
        let sources = ["systemName", "file", "name"].filter { a[$0] != nil }
        guard sources.count == 1 else {
            throw n.error("an Image needs one source: \"systemName\", \"file\" or \"name\"",
                          suggestion: "write {\"Image\": {\"systemName\": \"heart.fill\"}} or {\"Image\": {\"file\": \"photo.png\"}}")
        }
        let source = a[sources[0]]!
        let value = try source.string()
        guard !value.isEmpty else { throw source.error("an image name cannot be empty") }
        if sources[0] == "systemName" {
            if let s = a["scale"] { throw s.error("\"scale\" applies to an image file; a symbol follows the font", suggestion: "use imageScale or font") }
            if let v = a["variableValue"] {
                return Image(systemName: try source.symbolName(value), variableValue: try v.number(in: 0...1, what: "variable value"))
            }
            return Image(systemName: try source.symbolName(value))
        }
        if let v = a["variableValue"] { throw v.error("\"variableValue\" applies to a symbol (\"systemName\")") }
        let scale = try a["scale"]?.number(in: 0.01...16, what: "pixels per point") ?? 1
        guard !value.utf8.contains(0) else {
            throw source.error("an image path cannot contain a NUL character (\\u0000)", suggestion: "remove it from the path")
        }
        let candidates = sources[0] == "file" ? [value] : [value, value + ".png"]
        // One message whether the file is missing or outside the folders a scene may read:
        // it reveals nothing about files elsewhere (see SceneImageFiles).
        guard let path = candidates.lazy.compactMap(imageFiles.locate).first else {
            throw source.error("no image file at \(candidates.map { "\"\($0)\"" }.joined(separator: " or ")) in the scene's folder",
                               suggestion: "image paths are relative to the scene file's folder and stay inside it (or a folder given with render --assets); check the name")
        }
        do {
            let png = try imageCache.image(at: path)
            return Image(pixels: png, scale: max(scale, 1e-6))
        } catch {
            throw source.error("\"\(value)\" is not a readable PNG image: \(Self.imageProblem(error))", suggestion: "convert it to PNG")
        }
    }

    /// Why an image file could not be used, without its full path (the message names it).
    static func imageProblem(_ error: any Error) -> String {
        switch error as? PNGError {
        case .fileSystem(_, _, let reason)?: return reason
        case .file(_, let inner)?: return imageProblem(inner)
        default: return "\(error)"
        }
    }

    /// `{"title": "Favourites", "systemImage": "heart.fill"}`, `{"title": …, "image": "photo"}`,
    /// or views: `{"title": <view>, "icon": <view>}` (a string title is a `Text`).
    func label(_ n: Node) throws(SceneError) -> AnyView {
        let a = try Arguments(n, labels: ["title", "systemImage", "image", "icon"])
        let titleNode = try a.required("title", example: "\"Favourites\"")
        let icons = ["systemImage", "image", "icon"].filter { a[$0] != nil }
        guard icons.count == 1 else {
            throw n.error("a Label needs one icon: \"systemImage\", \"image\" or \"icon\" (a view)",
                          suggestion: "add \"systemImage\": \"heart.fill\"")
        }
        let title: AnyView
        if case .object = titleNode.json.value, !titleNode.isStateReference {
            title = try view(titleNode)
        } else {
            title = AnyView(try text(titleNode))
        }
        let icon: AnyView
        switch icons[0] {
        case "systemImage":
            let n = a["systemImage"]!
            icon = AnyView(Image(systemName: try n.symbolName(try n.string())))
        case "image": icon = AnyView(try image(a["image"]!))
        default: icon = try view(a["icon"]!)
        }
        return AnyView(Label { title } icon: { icon })
    }
}

extension Node {
    /// Whether this is a string naming state (`"$name"`), which reads a value.
    var isStateReference: Bool {
        if case .string(let s) = json.value { return s.hasPrefix("$") && !s.hasPrefix("$$") }
        return false
    }
}

extension Node {
    /// `name` when it is a real SF Symbols name; else an error naming the nearest real names
    /// (SwiftUI would silently draw nothing). A real symbol Flipbook cannot draw yet passes
    /// and draws the placeholder, with a warning on standard error.
    func symbolName(_ name: String) throws(SceneError) -> String {
        if let suggestions = Image.suggestionsIfNotASymbol(name) {
            let hint = suggestions.isEmpty ? "check the name in Apple's SF Symbols app"
                : "did you mean \(suggestions.map { "\"\($0)\"" }.joined(separator: ", "))?"
            throw error("\"\(name)\" is not an SF Symbols name", suggestion: hint)
        }
        return name
    }
}
