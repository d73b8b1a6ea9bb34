import Flipbook

/// `padding`, `frame`, `offset`, `position`, `fixedSize`, `layoutPriority`, `aspectRatio`,
/// `scaledToFit`, `scaledToFill`, `zIndex`, `background`, `overlay`, `border`, `hidden`.
extension ViewDecoder {
    static let layoutModifiers: [String: ModifierFactory] = [
        "padding": { d, v, n throws(SceneError) in .view(AnyView(v.anyView.padding(try n.paddingInsets()))) },
        "frame": { d, v, n throws(SceneError) in .view(try d.frame(v.anyView, n)) },
        "offset": { d, v, n throws(SceneError) in
            let r = try n.resolved()
            if case .array = r.json.value {
                let xy = try r.elements()
                guard xy.count == 2 else { throw r.error("an offset is [x, y] or {\"x\": …, \"y\": …}, found an array of \(xy.count) elements") }
                return .view(AnyView(v.anyView.offset(x: try xy[0].coordinate(), y: try xy[1].coordinate())))
            }
            let a = try Arguments(r, labels: ["x", "y"])
            return .view(AnyView(v.anyView.offset(x: try a["x"]?.coordinate() ?? 0, y: try a["y"]?.coordinate() ?? 0)))
        },
        "position": { d, v, n throws(SceneError) in
            let r = try n.resolved()
            if case .array = r.json.value {
                let xy = try r.elements()
                guard xy.count == 2 else { throw r.error("a position is [x, y] or {\"x\": …, \"y\": …}, found an array of \(xy.count) elements") }
                return .view(AnyView(v.anyView.position(x: try xy[0].coordinate(), y: try xy[1].coordinate())))
            }
            let a = try Arguments(r, labels: ["x", "y"])
            return .view(AnyView(v.anyView.position(x: try a["x"]?.coordinate() ?? 0, y: try a["y"]?.coordinate() ?? 0)))
        },
        "aspectRatio": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["aspectRatio", "contentMode"], bare: "aspectRatio")
            let mode = try a["contentMode"]?.contentMode() ?? .fit
            var ratio: CGFloat?
            if let r = try a["aspectRatio"]?.resolved(), !r.isNull {
                if case .array = r.json.value {
                    let wh = try r.elements()
                    guard wh.count == 2 else { throw r.error("an aspect ratio is a number or [width, height], found an array of \(wh.count) elements") }
                    let w = try wh[0].length("a width"), h = try wh[1].length("a height")
                    guard w > 0, h > 0 else { throw r.error("an aspect ratio's width and height must be greater than 0") }
                    ratio = w / h
                } else {
                    let x = try r.number(in: 0...1_000_000, what: "an aspect ratio (width ÷ height)")
                    guard x > 0 else { throw r.error("an aspect ratio must be greater than 0") }
                    ratio = CGFloat(x)
                }
            }
            return .view(AnyView(v.anyView.aspectRatio(ratio, contentMode: mode)))
        },
        "scaledToFit": { d, v, n throws(SceneError) in
            _ = try Arguments(n, labels: [])
            return .view(AnyView(v.anyView.scaledToFit()))
        },
        "scaledToFill": { d, v, n throws(SceneError) in
            _ = try Arguments(n, labels: [])
            return .view(AnyView(v.anyView.scaledToFill()))
        },
        "zIndex": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["value"], bare: "value")
            return .view(AnyView(v.anyView.zIndex(try a.required("value", example: "1").number(in: -1e9...1e9, what: "a z-index"))))
        },
        "border": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["content", "width"], bare: "content")
            let paint = try d.paint(try a.required("content", example: "\"red\""))
            return .view(AnyView(v.anyView.border(paint, width: try a["width"]?.length("a border width") ?? 1)))
        },
        "hidden": { d, v, n throws(SceneError) in
            _ = try Arguments(n, labels: [])
            return .view(AnyView(v.anyView.hidden()))
        },
        "fixedSize": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["horizontal", "vertical"])
            if a.isEmpty { return .view(AnyView(v.anyView.fixedSize())) }
            return .view(AnyView(v.anyView.fixedSize(horizontal: try a["horizontal"]?.bool() ?? false,
                                                     vertical: try a["vertical"]?.bool() ?? false)))
        },
        "layoutPriority": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["value"], bare: "value")
            return .view(AnyView(v.anyView.layoutPriority(try a.required("value", example: "1").finite())))
        },
        "background": { d, v, n throws(SceneError) in
            let (content, alignment) = try d.layer(n)
            return .view(AnyView(v.anyView.background(content, alignment: alignment)))
        },
        "overlay": { d, v, n throws(SceneError) in
            let (content, alignment) = try d.layer(n)
            return .view(AnyView(v.anyView.overlay(content, alignment: alignment)))
        },
    ]

    /// `background`/`overlay`: a view or a paint, with an optional alignment.
    func layer(_ n: Node) throws(SceneError) -> (AnyView, Alignment) {
        let a = try Arguments(n, labels: ["content", "alignment"], bare: "content", bareIsView: true)
        let c = try a.required("content", example: "{\"Color\": \"blue\"}")
        return (try viewOrPaint(c), try a["alignment"]?.alignment() ?? .center)
    }

    /// A view object, or a paint filling the bounds (SwiftUI's `background(_ style:)`).
    func viewOrPaint(_ c: Node) throws(SceneError) -> AnyView {
        if c.isConditional {
            // A conditional between views is a conditional view; between paints, a value.
            let parts = try c.conditional(requireElse: false)
            if case .object(let ms) = parts.then.json.value, ms.contains(where: { isViewKey($0.key) }) { return try view(c) }
        }
        let r = c.isConditional ? try c.resolved() : c
        switch r.json.value {
        case .object(let ms) where ms.contains(where: { isViewKey($0.key) }) && !ms.contains(where: { ["color", "red", "green", "blue"].contains($0.key) }):
            if ms.count == 1, Self.gradientNames.contains(ms[0].key) {
                return AnyView(Rectangle().fill(try paint(r)))
            }
            return try view(r)
        default:
            return AnyView(Rectangle().fill(try paint(r)))
        }
    }

    private func isViewKey(_ k: String) -> Bool {
        Self.viewRegistry[k] != nil || k == "modifiers" || k == "if"
    }

    func frame(_ v: AnyView, _ n: Node) throws(SceneError) -> AnyView {
        let flexibleKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        let a = try Arguments(n, labels: ["width", "height", "alignment"] + flexibleKeys)
        let alignment = try a["alignment"]?.alignment() ?? .center
        if flexibleKeys.allSatisfy({ a[$0] == nil }) {
            return AnyView(v.frame(width: try a["width"]?.length("a frame width"), height: try a["height"]?.length("a frame height"),
                                   alignment: alignment))
        }
        if let fixed = a["width"] ?? a["height"] {
            throw fixed.error("a frame takes either \"width\"/\"height\" or the min/ideal/max limits, not both",
                              suggestion: "use \"minWidth\" and \"maxWidth\" with the same value for a fixed width")
        }
        func limits(_ axis: String) throws(SceneError) -> (CGFloat?, CGFloat?, CGFloat?) {
            let minN = a["min" + axis], idealN = a["ideal" + axis], maxN = a["max" + axis]
            let lo = try minN?.length("min\(axis)"), ideal = try idealN?.length("ideal\(axis)")
            let hi = try maxN?.maxLength("max\(axis)")
            // SwiftUI calls these "contradictory frame constraints" and lays out unpredictably.
            if let lo, let ideal, lo > ideal { throw idealN!.error("ideal\(axis) \(n.format(ideal)) is less than min\(axis) \(n.format(lo))") }
            if let lo, let hi, lo > hi { throw maxN!.error("max\(axis) \(n.format(hi)) is less than min\(axis) \(n.format(lo))") }
            if let ideal, let hi, ideal > hi { throw maxN!.error("max\(axis) \(n.format(hi)) is less than ideal\(axis) \(n.format(ideal))") }
            return (lo, ideal, hi)
        }
        let (minW, idealW, maxW) = try limits("Width")
        let (minH, idealH, maxH) = try limits("Height")
        return AnyView(v.frame(minWidth: minW, idealWidth: idealW, maxWidth: maxW,
                               minHeight: minH, idealHeight: idealH, maxHeight: maxH, alignment: alignment))
    }
}

extension Node {
    /// `"fit"` or `"fill"`.
    func contentMode() throws(SceneError) -> ContentMode {
        try named(["fit": ContentMode.fit, "fill": .fill], "content mode")
    }

    /// `padding`: a length, edges (`"horizontal"`), `{"edges": …, "length": …}`,
    /// `{"top": …, "leading": …, "bottom": …, "trailing": …}`, or `{}` for the default.
    func paddingInsets() throws(SceneError) -> EdgeInsets {
        let r = try resolved()
        switch r.json.value {
        case .number: return Node.insets(.all, try r.coordinate())
        case .string, .array: return Node.insets(try r.edgeSet(), Node.defaultPadding)
        default: break
        }
        let a = try Arguments(r, labels: ["edges", "length", "top", "leading", "bottom", "trailing"])
        let sides = ["top", "leading", "bottom", "trailing"]
        if sides.contains(where: { a[$0] != nil }) {
            if let other = a["edges"] ?? a["length"] {
                throw other.error("padding takes either \"edges\"/\"length\" or \"top\"/\"leading\"/\"bottom\"/\"trailing\", not both")
            }
            return EdgeInsets(top: try a["top"]?.coordinate() ?? 0, leading: try a["leading"]?.coordinate() ?? 0,
                              bottom: try a["bottom"]?.coordinate() ?? 0, trailing: try a["trailing"]?.coordinate() ?? 0)
        }
        return Node.insets(try a["edges"]?.edgeSet() ?? .all, try a["length"]?.coordinate() ?? Node.defaultPadding)
    }

    /// SwiftUI's default padding on iOS.
    static let defaultPadding: CGFloat = 16

    static func insets(_ edges: Edge.Set, _ length: CGFloat) -> EdgeInsets {
        EdgeInsets(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                   bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
}
