import Foundation
import FlipbookRaster

/// Reads the SVG subset asset-catalogue icons use into a ``VectorImage``: `svg` (width,
/// height, viewBox), `g`, `path`, `rect` (rx/ry), `circle`, `ellipse`, `line`, `polyline`,
/// `polygon`; `transform`; fill and stroke as attributes or inline `style` (colours, opacity,
/// width, caps, joins, miter limit, fill rule), `opacity` (multiplied into the colours),
/// `display="none"`.
///
/// Not drawn (reported, the rest still drawn): gradients and patterns (`url(#…)` paints),
/// `text`, `use`, `image`, masks, clip paths, filters and CSS `<style>` sheets. Nothing is
/// ever fetched: no external reference is followed and no entity is expanded (``XMLScanner``).
/// `currentColor` is black (a template image is tinted by its foreground style anyway).
package enum SVGParser {
    /// Parses an SVG file's bytes.
    package static func parse(_ bytes: [UInt8]) throws(VectorImageError) -> VectorImage {
        guard bytes.count <= VectorImage.maxFileBytes else {
            throw VectorImageError("the file holds \(bytes.count) bytes; at most \(VectorImage.maxFileBytes) are read")
        }
        var scanner = XMLScanner(bytes)
        var reader = Reader()
        while let event = try scanner.next() {
            switch event {
            case .start(let element, let selfClosing):
                try reader.start(element)
                if selfClosing { reader.end() }
            case .end:
                reader.end()
            }
        }
        guard let size = reader.size else { throw VectorImageError("no <svg> element") }
        return VectorImage(size: size, elements: reader.elements, notDrawn: reader.notDrawn)
    }

    /// Inherited presentation attributes.
    struct Style {
        var fill: RGBA? = RGBA(0, 0, 0, 1)
        var fillOpacity = 1.0
        var fillRule = FillRule.nonZero
        var stroke: RGBA?
        var strokeOpacity = 1.0
        var strokeWidth = 1.0
        var lineCap = LineCap.butt
        var lineJoin = LineJoin.miter
        var miterLimit = 4.0
        /// The product of the element's and every enclosing `opacity`: exact for one element's
        /// fill and stroke (drawn as one layer); a group's applies to each of its shapes, exact
        /// where they do not overlap.
        var opacity = 1.0
    }

    struct Frame {
        var style: Style
        var transform: Transform2D
        /// Inside `defs`, a gradient, `clipPath`… : content not drawn.
        var hidden: Bool
    }

    struct Reader {
        var size: Size?
        var elements: [VectorImage.Element] = []
        var notDrawn: [String] = []
        var stack: [Frame] = []
        var points = 0

        mutating func note(_ what: String) {
            if !notDrawn.contains(what) { notDrawn.append(what) }
        }

        mutating func end() { if !stack.isEmpty { stack.removeLast() } }

        mutating func start(_ e: XMLScanner.Element) throws(VectorImageError) {
            let name = e.name.split(separator: ":").last.map(String.init) ?? e.name
            let parent = stack.last ?? Frame(style: Style(), transform: .identity, hidden: false)
            var frame = parent
            if name == "svg" && size == nil {
                frame.transform = try rootTransform(e)
            } else if let t = e.attributes["transform"] {
                frame.transform = try SVGParser.transform(t).concatenating(parent.transform)
            }
            try SVGParser.apply(e.attributes, to: &frame.style, notDrawn: &notDrawn)
            if e.attributes["display"] == "none" || e.attributes["visibility"] == "hidden" { frame.hidden = true }
            switch name {
            case "svg", "g", "a", "switch":
                break
            case "defs", "symbol", "clipPath", "mask", "pattern", "marker", "title", "desc", "metadata",
                 "linearGradient", "radialGradient", "stop", "filter":
                if ["clipPath", "mask", "pattern", "marker", "filter"].contains(name) && !parent.hidden { note("<\(name)>") }
                frame.hidden = true
            case "path", "rect", "circle", "ellipse", "line", "polyline", "polygon":
                if !frame.hidden, let path = try shape(name, e.attributes) { try add(path, frame) }
            default:
                if !frame.hidden { note("<\(name)>") }
                frame.hidden = true
            }
            stack.append(frame)
        }

        /// The root's size (points) and the viewBox's mapping onto it.
        mutating func rootTransform(_ e: XMLScanner.Element) throws(VectorImageError) -> Transform2D {
            let box = try e.attributes["viewBox"].map { v throws(VectorImageError) -> [Double] in
                let n = try SVGParser.numbers(v)
                guard n.count == 4, n[2] > 0, n[3] > 0 else { throw VectorImageError("viewBox \"\(v.prefix(60))\" is not four numbers with a positive width and height") }
                return n
            }
            let w = e.attributes["width"].flatMap(SVGParser.length) ?? box?[2]
            let h = e.attributes["height"].flatMap(SVGParser.length) ?? box?[3]
            guard let w, let h, w > 0, h > 0, w.isFinite, h.isFinite else {
                throw VectorImageError("<svg> has no usable width and height (nor a viewBox to take them from)")
            }
            guard w <= VectorImage.maxSide, h <= VectorImage.maxSide else {
                throw VectorImageError("the drawing is \(w)×\(h) points; at most \(Int(VectorImage.maxSide)) on a side")
            }
            size = Size(w, h)
            guard let box else { return .identity }
            // preserveAspectRatio's default, xMidYMid meet; "none" stretches.
            var sx = w / box[2], sy = h / box[3]
            var tx = 0.0, ty = 0.0
            if e.attributes["preserveAspectRatio"]?.hasPrefix("none") != true {
                let s = min(sx, sy)
                tx = (w - box[2] * s) / 2; ty = (h - box[3] * s) / 2
                sx = s; sy = s
            }
            return Transform2D(a: sx, b: 0, c: 0, d: sy, tx: tx - box[0] * sx, ty: ty - box[1] * sy)
        }

        func shape(_ name: String, _ a: [String: String]) throws(VectorImageError) -> BezierPath? {
            func n(_ key: String) -> Double { a[key].flatMap(SVGParser.length) ?? 0 }
            switch name {
            case "path":
                return try SVGPathData.parse(a["d"] ?? "")
            case "rect":
                let w = n("width"), h = n("height")
                guard w > 0, h > 0 else { return nil }
                var rx = a["rx"].flatMap(SVGParser.length), ry = a["ry"].flatMap(SVGParser.length)
                if rx == nil { rx = ry }
                if ry == nil { ry = rx }
                let r = Rect(x: n("x"), y: n("y"), width: w, height: h)
                if let rx, let ry, rx > 0, ry > 0 {
                    return .roundedRect(r, cornerSize: Size(min(rx, w / 2), min(ry, h / 2)), style: .circular)
                }
                return .rect(r)
            case "circle":
                let r = n("r")
                guard r > 0 else { return nil }
                return .ellipse(in: Rect(x: n("cx") - r, y: n("cy") - r, width: 2 * r, height: 2 * r))
            case "ellipse":
                let rx = n("rx"), ry = n("ry")
                guard rx > 0, ry > 0 else { return nil }
                return .ellipse(in: Rect(x: n("cx") - rx, y: n("cy") - ry, width: 2 * rx, height: 2 * ry))
            case "line":
                var p = BezierPath()
                p.move(to: Point(n("x1"), n("y1")))
                p.line(to: Point(n("x2"), n("y2")))
                return p
            default:  // polyline, polygon
                let v = try SVGParser.numbers(a["points"] ?? "")
                guard v.count >= 4 else { return nil }
                var p = BezierPath()
                p.move(to: Point(v[0], v[1]))
                var k = 2
                while k + 1 < v.count { p.line(to: Point(v[k], v[k + 1])); k += 2 }
                if name == "polygon" { p.close() }
                return p
            }
        }

        mutating func add(_ path: BezierPath, _ frame: Frame) throws(VectorImageError) {
            points += path.elements.count
            guard points <= VectorImage.maxPoints else {
                throw VectorImageError("the drawing has more than \(VectorImage.maxPoints) path points")
            }
            let s = frame.style
            let t = frame.transform
            var fill = s.fill
            fill?.alpha *= Float(s.fillOpacity)
            var stroke: (style: Stroke, color: RGBA)?
            if var color = s.stroke, s.strokeWidth > 0 {
                color.alpha *= Float(s.strokeOpacity)
                // The width scales with the transform (its mean scale: exact for uniform ones).
                let scale = abs(t.a * t.d - t.b * t.c).squareRoot()
                stroke = (Stroke(lineWidth: s.strokeWidth * scale, lineCap: s.lineCap, lineJoin: s.lineJoin,
                                 miterLimit: max(1, s.miterLimit)), color)
            }
            guard fill != nil || stroke != nil else { return }
            elements.append(VectorImage.Element(path: path.applying(t), fill: fill, fillRule: s.fillRule, stroke: stroke,
                                                opacity: s.opacity))
        }
    }

    // MARK: Attributes

    /// Presentation attributes, then the inline `style` (which wins, as in CSS).
    static func apply(_ attributes: [String: String], to style: inout Style, notDrawn: inout [String]) throws(VectorImageError) {
        var pairs: [(String, String)] = []
        for key in ["fill", "fill-opacity", "fill-rule", "stroke", "stroke-opacity", "stroke-width", "stroke-linecap",
                    "stroke-linejoin", "stroke-miterlimit", "opacity"] {
            if let v = attributes[key] { pairs.append((key, v)) }
        }
        if let inline = attributes["style"] {
            for declaration in inline.split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1)
                guard parts.count == 2 else { continue }
                pairs.append((parts[0].trimmingCharacters(in: .whitespaces), parts[1].trimmingCharacters(in: .whitespaces)))
            }
        }
        for (key, value) in pairs {
            switch key {
            case "fill": style.fill = paint(value, notDrawn: &notDrawn)
            case "stroke": style.stroke = paint(value, notDrawn: &notDrawn)
            case "fill-opacity": style.fillOpacity = unit(value)
            case "stroke-opacity": style.strokeOpacity = unit(value)
            case "opacity": style.opacity *= unit(value)
            case "fill-rule": style.fillRule = value == "evenodd" ? .evenOdd : .nonZero
            case "stroke-width": style.strokeWidth = max(0, length(value) ?? 1)
            case "stroke-linecap": style.lineCap = value == "round" ? .round : value == "square" ? .square : .butt
            case "stroke-linejoin": style.lineJoin = value == "round" ? .round : value == "bevel" ? .bevel : .miter
            case "stroke-miterlimit": style.miterLimit = Double(value) ?? 4
            default: break
            }
        }
    }

    /// An opacity in 0…1 (a percentage allowed).
    static func unit(_ s: String) -> Double {
        let v = s.hasSuffix("%") ? (Double(s.dropLast()) ?? 100) / 100 : (Double(s) ?? 1)
        return v.isFinite ? min(max(v, 0), 1) : 1
    }

    /// A length in points: px and unitless as they are, pt, pc, in, cm, mm converted (96 px
    /// per inch); percentages and font-relative units are not read.
    static func length(_ s: String) -> Double? {
        let t = s.trimmingCharacters(in: .whitespaces)
        let units: [(String, Double)] = [("px", 1), ("pt", 4.0 / 3), ("pc", 16), ("in", 96), ("cm", 96 / 2.54), ("mm", 96 / 25.4)]
        for (u, f) in units where t.hasSuffix(u) {
            return Double(t.dropLast(u.count)).flatMap { $0.isFinite ? $0 * f : nil }
        }
        guard let v = Double(t), v.isFinite else { return nil }
        return v
    }

    /// Numbers separated by spaces and/or commas.
    static func numbers(_ s: String) throws(VectorImageError) -> [Double] {
        var scanner = SVGPathData.Scanner(Array(s.utf8))
        var out: [Double] = []
        while let v = try scanner.number() {
            out.append(v)
            guard out.count <= VectorImage.maxPoints else { throw VectorImageError("more than \(VectorImage.maxPoints) numbers in one attribute") }
        }
        return out
    }

    /// A colour or `none`; gradients and patterns are reported and draw nothing.
    static func paint(_ value: String, notDrawn: inout [String]) -> RGBA? {
        let v = value.trimmingCharacters(in: .whitespaces).lowercased()
        if v == "none" || v == "transparent" { return nil }
        if v.hasPrefix("url(") {
            if !notDrawn.contains("gradient or pattern paint") { notDrawn.append("gradient or pattern paint") }
            return nil
        }
        if v == "currentcolor" { return RGBA(0, 0, 0, 1) }
        if let c = color(v) { return c }
        if !notDrawn.contains("colour \"\(v.prefix(40))\"") { notDrawn.append("colour \"\(v.prefix(40))\"") }
        return RGBA(0, 0, 0, 1)
    }

    static func color(_ v: String) -> RGBA? {
        if v.hasPrefix("#") {
            let hex = v.dropFirst()
            guard hex.allSatisfy(\.isHexDigit), let n = UInt32(hex, radix: 16) else { return nil }
            switch hex.count {
            case 3: return RGBA(r8: UInt8((n >> 8) & 0xF) * 17, g8: UInt8((n >> 4) & 0xF) * 17, b8: UInt8(n & 0xF) * 17)
            case 6: return RGBA(hex: n)
            case 8: return RGBA(hex: n, hasAlpha: true)
            default: return nil
            }
        }
        if v.hasPrefix("rgb(") || v.hasPrefix("rgba("), v.hasSuffix(")") {
            let inner = v[v.index(after: v.firstIndex(of: "(")!)..<v.index(before: v.endIndex)]
            let parts = inner.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
            guard parts.count == 3 || parts.count == 4 else { return nil }
            var c: [Float] = []
            for (k, p) in parts.enumerated() {
                let isAlpha = k == 3
                let value = p.hasSuffix("%") ? Double(p.dropLast()).map { $0 / 100 } : Double(p).map { isAlpha ? $0 : $0 / 255 }
                guard let value, value.isFinite else { return nil }
                c.append(Float(min(max(value, 0), 1)))
            }
            return RGBA(c[0], c[1], c[2], c.count == 4 ? c[3] : 1)
        }
        return namedColors[v].map { RGBA(hex: $0) }
    }

    /// The CSS colour names icons use most; others draw black and are reported.
    static let namedColors: [String: UInt32] = [
        "black": 0x000000, "white": 0xFFFFFF, "red": 0xFF0000, "green": 0x008000, "blue": 0x0000FF,
        "yellow": 0xFFFF00, "orange": 0xFFA500, "purple": 0x800080, "gray": 0x808080, "grey": 0x808080,
        "silver": 0xC0C0C0, "maroon": 0x800000, "navy": 0x000080, "teal": 0x008080, "olive": 0x808000,
        "lime": 0x00FF00, "aqua": 0x00FFFF, "cyan": 0x00FFFF, "fuchsia": 0xFF00FF, "magenta": 0xFF00FF,
        "pink": 0xFFC0CB, "brown": 0xA52A2A, "gold": 0xFFD700, "darkgray": 0xA9A9A9, "darkgrey": 0xA9A9A9,
        "lightgray": 0xD3D3D3, "lightgrey": 0xD3D3D3, "dimgray": 0x696969, "dimgrey": 0x696969,
        "whitesmoke": 0xF5F5F5, "gainsboro": 0xDCDCDC, "crimson": 0xDC143C, "indigo": 0x4B0082,
        "violet": 0xEE82EE, "tomato": 0xFF6347, "coral": 0xFF7F50, "salmon": 0xFA8072, "skyblue": 0x87CEEB,
        "steelblue": 0x4682B4, "royalblue": 0x4169E1, "dodgerblue": 0x1E90FF, "deepskyblue": 0x00BFFF,
        "darkblue": 0x00008B, "darkgreen": 0x006400, "darkred": 0x8B0000, "forestgreen": 0x228B22,
        "seagreen": 0x2E8B57, "limegreen": 0x32CD32, "orangered": 0xFF4500, "darkorange": 0xFF8C00,
        "goldenrod": 0xDAA520, "khaki": 0xF0E68C, "beige": 0xF5F5DC, "ivory": 0xFFFFF0, "tan": 0xD2B48C,
        "chocolate": 0xD2691E, "sienna": 0xA0522D, "slategray": 0x708090, "slategrey": 0x708090,
        "lightblue": 0xADD8E6, "lightgreen": 0x90EE90, "hotpink": 0xFF69B4, "deeppink": 0xFF1493,
        "turquoise": 0x40E0D0, "plum": 0xDDA0DD, "orchid": 0xDA70D6, "lavender": 0xE6E6FA,
    ]

    /// A `transform` list (matrix, translate, scale, rotate, skewX, skewY), applied right to left.
    static func transform(_ s: String) throws(VectorImageError) -> Transform2D {
        var result = Transform2D.identity
        var rest = Substring(s)
        while let open = rest.firstIndex(of: "(") {
            let name = rest[..<open].trimmingCharacters(in: CharacterSet(charactersIn: " ,\t\n\r"))
            guard let close = rest[open...].firstIndex(of: ")") else { throw VectorImageError("transform \"\(s.prefix(60))\" has an unclosed \"(\"") }
            let v = try numbers(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
            func arg(_ k: Int, _ fallback: Double) -> Double { k < v.count ? v[k] : fallback }
            let t: Transform2D
            switch name {
            case "matrix":
                guard v.count == 6 else { throw VectorImageError("matrix(…) takes six numbers, found \(v.count)") }
                t = Transform2D(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
            case "translate": t = .translation(arg(0, 0), arg(1, 0))
            case "scale": t = .scale(arg(0, 1), arg(1, arg(0, 1)))
            case "rotate":
                let r = Transform2D.rotation(arg(0, 0) * .pi / 180)
                let cx = arg(1, 0), cy = arg(2, 0)
                t = Transform2D.translation(-cx, -cy).concatenating(r).concatenating(.translation(cx, cy))
            case "skewX": t = Transform2D(a: 1, b: 0, c: tan(arg(0, 0) * .pi / 180), d: 1, tx: 0, ty: 0)
            case "skewY": t = Transform2D(a: 1, b: tan(arg(0, 0) * .pi / 180), c: 0, d: 1, tx: 0, ty: 0)
            default: throw VectorImageError("transform \"\(name.prefix(20))\" is not one of matrix, translate, scale, rotate, skewX, skewY")
            }
            result = t.concatenating(result)
        }
        guard [result.a, result.b, result.c, result.d, result.tx, result.ty].allSatisfy(\.isFinite) else {
            throw VectorImageError("transform \"\(s.prefix(60))\" is not finite")
        }
        return result
    }
}
