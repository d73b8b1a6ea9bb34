import Flipbook

/// Text and image modifiers: `font`, `fontWeight`, `bold`, `italic`, `multilineTextAlignment`,
/// `lineLimit`, `tracking`, `kerning`, `underline`, `strikethrough`, `textCase`,
/// `minimumScaleFactor`, `imageScale`, and the `Image`-only `resizable`, `renderingMode`,
/// `interpolation`.
extension ViewDecoder {
    static let textModifiers: [String: ModifierFactory] = [
        "font": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["font"], bare: "font")
            let f = try a.required("font", example: "\"title\"")
            let font = f.isNull ? nil : try f.font()
            if case .text(let t) = v { return .text(t.font(font)) }
            return .view(AnyView(v.anyView.font(font)))
        },
        "fontWeight": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["weight"], bare: "weight")
            let w = try a.required("weight", example: "\"semibold\"")
            let weight = w.isNull ? nil : try w.named(Node.fontWeights, "font weight")
            if case .text(let t) = v { return .text(t.fontWeight(weight)) }
            return .view(AnyView(v.anyView.fontWeight(weight)))
        },
        "bold": { d, v, n throws(SceneError) in
            let on = try n.isActive()
            if case .text(let t) = v { return .text(t.bold(on)) }
            return .view(AnyView(v.anyView.bold(on)))
        },
        "italic": { d, v, n throws(SceneError) in
            let on = try n.isActive()
            if case .text(let t) = v { return .text(t.italic(on)) }
            return .view(AnyView(v.anyView.italic(on)))
        },
        "multilineTextAlignment": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["alignment"], bare: "alignment")
            return .view(AnyView(v.anyView.multilineTextAlignment(try a.required("alignment", example: "\"center\"").textAlignment())))
        },
        "lineLimit": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["number"], bare: "number")
            let l = try a.required("number", example: "2")
            return .view(AnyView(v.anyView.lineLimit(l.isNull ? nil : try l.lineCount())))
        },
        "tracking": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["tracking"], bare: "tracking")
            let x = try a.required("tracking", example: "2").spacing("tracking")
            if case .text(let t) = v { return .text(t.tracking(x)) }
            return .view(AnyView(v.anyView.tracking(x)))
        },
        "kerning": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["kerning"], bare: "kerning")
            let x = try a.required("kerning", example: "2").spacing("kerning")
            if case .text(let t) = v { return .text(t.kerning(x)) }
            return .view(AnyView(v.anyView.kerning(x)))
        },
        "underline": { d, v, n throws(SceneError) in try d.textDecoration(v, n, strikethrough: false) },
        "strikethrough": { d, v, n throws(SceneError) in try d.textDecoration(v, n, strikethrough: true) },
        "textCase": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["textCase"], bare: "textCase")
            let c = try a.required("textCase", example: "\"uppercase\"")
            let value = c.isNull ? nil : try c.named(["uppercase": Text.Case.uppercase, "lowercase": .lowercase], "text case")
            return .view(AnyView(v.anyView.textCase(value)))
        },
        "minimumScaleFactor": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["factor"], bare: "factor")
            let f = try a.required("factor", example: "0.5").number(in: 0.01...1, what: "a scale factor")
            return .view(AnyView(v.anyView.minimumScaleFactor(f)))
        },
        "imageScale": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["scale"], bare: "scale")
            let s = try a.required("scale", example: "\"large\"")
                .named(["small": Image.Scale.small, "medium": .medium, "large": .large], "image scale")
            return .view(AnyView(v.anyView.imageScale(s)))
        },
        "symbolRenderingMode": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["mode"], bare: "mode")
            let m = try a.required("mode", example: "\"hierarchical\"")
                .named(["monochrome": SymbolRenderingMode.monochrome, "hierarchical": .hierarchical,
                        "palette": .palette, "multicolor": .multicolor], "symbol rendering mode")
            return .view(AnyView(v.anyView.symbolRenderingMode(m)))
        },
        "resizable": { d, v, n throws(SceneError) in
            let image = try d.requireImage(v, "resizable", n)
            let a = try Arguments(n, labels: ["capInsets", "resizingMode"])
            if let c = a["capInsets"] { _ = try c.paddingInsets() }
            let mode = try a["resizingMode"]?.named(["stretch": Image.ResizingMode.stretch, "tile": .tile], "resizing mode") ?? .stretch
            guard mode == .stretch else {
                throw a["resizingMode"]!.error("Flipbook stretches resizable images; tiling is not supported", suggestion: "use \"stretch\"")
            }
            return .image(image.resizable())
        },
        "renderingMode": { d, v, n throws(SceneError) in
            let image = try d.requireImage(v, "renderingMode", n)
            let a = try Arguments(n, labels: ["renderingMode"], bare: "renderingMode")
            let m = try a.required("renderingMode", example: "\"template\"")
            return .image(image.renderingMode(m.isNull ? nil : try m.named(["template": Image.TemplateRenderingMode.template,
                                                                            "original": .original], "rendering mode")))
        },
        "interpolation": { d, v, n throws(SceneError) in
            let image = try d.requireImage(v, "interpolation", n)
            let a = try Arguments(n, labels: ["interpolation"], bare: "interpolation")
            return .image(image.interpolation(try a.required("interpolation", example: "\"none\"")
                .named(["none": Image.Interpolation.none, "low": .low, "medium": .medium, "high": .high], "interpolation")))
        },
    ]

    func requireImage(_ v: DecodedView, _ name: String, _ n: Node) throws(SceneError) -> Image {
        guard case .image(let image) = v else {
            throw n.error("\"\(name)\" applies to an Image, and must come before its other modifiers",
                          suggestion: "put it first in the Image's modifiers, as in Swift")
        }
        return image
    }

    /// `underline` / `strikethrough`: `{}`, `true`/`false`, or `{"isActive": …, "color": …}`.
    private func textDecoration(_ v: DecodedView, _ n: Node, strikethrough: Bool) throws(SceneError) -> DecodedView {
        let r = try n.resolved()
        var isActive = true
        var color: Color?
        if case .bool(let b) = r.json.value {
            isActive = b
        } else {
            let a = try Arguments(r, labels: ["isActive", "color"])
            isActive = try a["isActive"]?.bool() ?? true
            color = try a["color"].map { c throws(SceneError) in try colors.decode(c) }
        }
        // As in Swift, these exist on Text (and Text's own modifiers keep it a Text).
        guard case .text(let text) = v else {
            throw n.error("\"\(strikethrough ? "strikethrough" : "underline")\" applies to a Text, before modifiers that are not Text's own",
                          suggestion: "put it right after the Text's font, bold, italic, foregroundColor… modifiers")
        }
        return .text(strikethrough ? text.strikethrough(isActive, color: color) : text.underline(isActive, color: color))
    }
}

extension Node {
    /// A line limit: a whole number from 1 to 10000.
    func lineCount() throws(SceneError) -> Int {
        let lines = try number(in: 1...10_000, what: "a number of lines")
        guard lines == lines.rounded() else { throw error("a line limit is a whole number, found \(format(lines))") }
        return Int(lines)
    }

    /// `bold`/`italic`'s argument: `{}` (on), or `true`/`false`, or `{"isActive": …}`.
    func isActive() throws(SceneError) -> Bool {
        let a = try Arguments(self, labels: ["isActive"], bare: "isActive")
        return try a["isActive"]?.bool() ?? true
    }

    /// Tracking or kerning in points, either sign, bounded.
    func spacing(_ what: String) throws(SceneError) -> CGFloat {
        CGFloat(try number(in: -1000...1000, what: what))
    }
}
