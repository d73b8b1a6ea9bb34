import FlipbookRaster

/// Runs a PDF content stream (ISO 32000-1 §8) into ``VectorImage`` elements: the graphics
/// state, path construction and painting, clipping, colours and form XObjects. See
/// ``PDFParser`` for what is read and what is reported.
struct PDFContentInterpreter {
    /// Drawing coordinates (y down, points) from the page's default user space.
    let base: Transform2D
    private(set) var elements: [VectorImage.Element] = []
    private(set) var notDrawn: [String] = []
    private var operators = 0
    private var points = 0

    struct State {
        var ctm = Transform2D.identity
        var fill: RGBA? = RGBA(0, 0, 0, 1)
        var stroke: RGBA? = RGBA(0, 0, 0, 1)
        /// Components of the current fill/stroke colour space (1, 3, 4), or 0 for one that is
        /// not drawn (patterns, separations…): painting with it draws nothing.
        var fillComponents = 1
        var strokeComponents = 1
        var fillAlpha: Float = 1
        var strokeAlpha: Float = 1
        var lineWidth = 1.0
        var lineCap = LineCap.butt
        var lineJoin = LineJoin.miter
        var miterLimit = 10.0
        var dash: [Double] = []
        var dashPhase = 0.0
        var clips: [VectorImage.Clip] = []
    }

    private var state = State()
    private var stack: [State] = []
    private var path = BezierPath()
    private var pendingClip: FillRule?

    init(base: Transform2D) { self.base = base }

    mutating func report(_ what: String) {
        if !notDrawn.contains(what) { notDrawn.append(what) }
    }

    private var device: Transform2D { state.ctm.concatenating(base) }

    // MARK: Running

    mutating func run(_ content: [UInt8], resources: [String: PDFObject]?, document: inout PDFDocument,
                      formDepth: Int) throws(VectorImageError) {
        var lexer = PDFLexer(content)
        lexer.readsReferences = false
        var operands: [PDFObject] = []
        var inText = false
        let stackDepth = stack.count
        while true {
            let object: PDFObject?
            do {
                object = try lexer.next()
            } catch {
                // A stray delimiter: PDF readers skip it; so does this one.
                operands.removeAll()
                continue
            }
            guard let object else { break }
            guard case .keyword(let op) = object else {
                guard operands.count < 64 else { throw VectorImageError("an operator has more than 64 operands") }
                operands.append(object)
                continue
            }
            operators += 1
            guard operators <= PDFParser.maxOperators else {
                throw VectorImageError("the page runs more than \(PDFParser.maxOperators) operators")
            }
            defer { operands.removeAll(keepingCapacity: true) }
            if inText {
                if op == "ET" { inText = false }
                continue
            }
            let n = operands.compactMap(\.number).filter(\.isFinite)
            func num(_ i: Int) -> Double? { i < n.count && n.count == operands.count ? n[i] : nil }
            switch op {
            // Graphics state
            case "q":
                guard stack.count < PDFParser.maxStateDepth else {
                    throw VectorImageError("q nests deeper than \(PDFParser.maxStateDepth)")
                }
                stack.append(state)
            case "Q":
                if stack.count > stackDepth, let last = stack.popLast() { state = last }
            case "cm":
                guard n.count == 6, operands.count == 6, n.allSatisfy({ abs($0) < 1e9 }) else { continue }
                let m = Transform2D(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
                state.ctm = m.concatenating(state.ctm)
            case "w": if let v = num(0) { state.lineWidth = abs(v) }
            case "J": if let v = num(0) { state.lineCap = v == 1 ? .round : v == 2 ? .square : .butt }
            case "j": if let v = num(0) { state.lineJoin = v == 1 ? .round : v == 2 ? .bevel : .miter }
            case "M": if let v = num(0) { state.miterLimit = max(1, v) }
            case "d":
                if operands.count == 2, let a = operands[0].array, let phase = operands[1].number {
                    state.dash = a.compactMap(\.number)
                    state.dashPhase = phase
                }
            case "gs":
                if let name = operands.first?.name, let g = document.dict(document.dict(resources?["ExtGState"])?[name]) {
                    applyExtGState(g, document)
                }
            case "ri", "i": break
            // Path construction
            case "m":
                if n.count == 2, operands.count == 2, let p = at(n[0], n[1]) { path.move(to: p); points += 1 }
            case "l":
                if n.count == 2, operands.count == 2, let p = at(n[0], n[1]) {
                    if path.currentPoint == nil { path.move(to: p) }
                    path.line(to: p)
                    points += 1
                }
            case "c", "v", "y":
                let count = op == "c" ? 6 : 4
                guard n.count == count, operands.count == count else { continue }
                guard let a = at(n[0], n[1]), let b = at(n[2], n[3]) else { continue }
                if op == "c" {
                    guard let e = at(n[4], n[5]) else { continue }
                    if path.currentPoint == nil { path.move(to: a) }
                    path.curve(to: e, control1: a, control2: b)
                } else if op == "v" {
                    // The first control point is the current point.
                    let current = path.currentPoint ?? a
                    if path.currentPoint == nil { path.move(to: a) }
                    path.curve(to: b, control1: current, control2: a)
                } else {
                    // The second control point is the end point.
                    if path.currentPoint == nil { path.move(to: a) }
                    path.curve(to: b, control1: a, control2: b)
                }
                points += 3
            case "h": if path.currentPoint != nil { path.close() }
            case "re":
                guard n.count == 4, operands.count == 4, let p0 = at(n[0], n[1]), let p1 = at(n[0] + n[2], n[1]),
                      let p2 = at(n[0] + n[2], n[1] + n[3]), let p3 = at(n[0], n[1] + n[3]) else { continue }
                path.move(to: p0)
                path.line(to: p1)
                path.line(to: p2)
                path.line(to: p3)
                path.close()
                points += 4
            // Painting
            case "f", "F": paint(fill: .nonZero, close: false, stroke: false)
            case "f*": paint(fill: .evenOdd, close: false, stroke: false)
            case "S": paint(fill: nil, close: false, stroke: true)
            case "s": paint(fill: nil, close: true, stroke: true)
            case "B": paint(fill: .nonZero, close: false, stroke: true)
            case "B*": paint(fill: .evenOdd, close: false, stroke: true)
            case "b": paint(fill: .nonZero, close: true, stroke: true)
            case "b*": paint(fill: .evenOdd, close: true, stroke: true)
            case "n": paint(fill: nil, close: false, stroke: false)
            case "W": pendingClip = .nonZero
            case "W*": pendingClip = .evenOdd
            // Colour
            case "g": setColor(n, components: 1, stroking: false, count: operands.count)
            case "G": setColor(n, components: 1, stroking: true, count: operands.count)
            case "rg": setColor(n, components: 3, stroking: false, count: operands.count)
            case "RG": setColor(n, components: 3, stroking: true, count: operands.count)
            case "k": setColor(n, components: 4, stroking: false, count: operands.count)
            case "K": setColor(n, components: 4, stroking: true, count: operands.count)
            case "cs", "CS":
                let stroking = op == "CS"
                let components = colorSpaceComponents(operands.first, resources, document)
                if stroking { state.strokeComponents = components } else { state.fillComponents = components }
                // A new colour space starts at its initial colour: black.
                setColor(components == 4 ? [0, 0, 0, 1] : Array(repeating: 0, count: max(components, 1)),
                         components: components, stroking: stroking, count: components == 4 ? 4 : max(components, 1))
            case "sc", "scn", "SC", "SCN":
                let stroking = op.first == "S"
                if operands.last?.name != nil {
                    report("patterns")
                    if stroking { state.stroke = nil } else { state.fill = nil }
                } else {
                    setColor(n, components: stroking ? state.strokeComponents : state.fillComponents,
                             stroking: stroking, count: operands.count)
                }
            // XObjects, text, shadings, images
            case "Do":
                if let name = operands.first?.name {
                    try drawXObject(name, resources: resources, document: &document, formDepth: formDepth)
                }
            case "BT":
                report("text")
                inText = true
            case "sh": report("shadings")
            case "BI":
                report("images")
                skipInlineImage(&lexer)
            case "Tj", "TJ", "'", "\"", "Tf", "Td", "TD", "Tm", "T*", "Tc", "Tw", "Tz", "TL", "Tr", "Ts":
                report("text")
            default:
                break  // marked content (BMC BDC EMC MP DP), compatibility (BX EX), d0/d1, unknown
            }
            guard points <= VectorImage.maxPoints else {
                throw VectorImageError("the drawing has more than \(VectorImage.maxPoints) path points")
            }
        }
        // A form (or a page) that ends inside `q` leaves the state where it began.
        while stack.count > stackDepth, let last = stack.popLast() { state = last }
    }

    /// A user-space point in drawing coordinates; `nil` beyond ±1e9 (or not finite), where an
    /// operator is skipped rather than handed to the rasteriser. `l`, `c`… without a current
    /// point start one there, as lenient readers do.
    private func at(_ x: Double, _ y: Double) -> Point? {
        let p = device.apply(Point(x, y))
        guard p.x.isFinite, p.y.isFinite, abs(p.x) <= 1e9, abs(p.y) <= 1e9 else { return nil }
        return p
    }

    private mutating func paint(fill rule: FillRule?, close: Bool, stroke: Bool) {
        defer {
            path = BezierPath()
            pendingClip = nil
        }
        if close, path.currentPoint != nil { path.close() }
        guard !path.isEmpty else { return }
        var fill: RGBA?
        if let rule, var color = state.fill, state.fillComponents > 0 {
            color.alpha *= state.fillAlpha
            fill = color
        }
        var strokePart: (style: Stroke, color: RGBA)?
        if stroke, var color = state.stroke, state.strokeComponents > 0 {
            color.alpha *= state.strokeAlpha
            let t = device
            let scale = abs(t.a * t.d - t.b * t.c).squareRoot()
            // A zero width is the thinnest line the device draws: one pixel at 3×.
            let width = state.lineWidth > 0 ? state.lineWidth * scale : 1.0 / 3
            let dash = state.dash.map { $0 * scale }
            strokePart = (Stroke(lineWidth: width, lineCap: state.lineCap, lineJoin: state.lineJoin,
                                 miterLimit: state.miterLimit, dash: dash, dashPhase: state.dashPhase * scale), color)
        }
        if fill != nil || strokePart != nil {
            elements.append(VectorImage.Element(path: path, fill: fill, fillRule: rule ?? .nonZero, stroke: strokePart,
                                                clips: state.clips))
        }
        if let pendingClip { state.clips.append(VectorImage.Clip(path: path, rule: pendingClip)) }
    }

    private mutating func setColor(_ n: [Double], components: Int, stroking: Bool, count: Int) {
        guard n.count == count else { return }
        let v = n.map { Float(min(max($0, 0), 1)) }
        let color: RGBA?
        switch (components, v.count) {
        case (1, 1...): color = RGBA(v[0], v[0], v[0], 1)
        case (3, 3...): color = RGBA(v[0], v[1], v[2], 1)
        case (4, 4...):
            color = Self.rgb(cyan: Double(v[0]), magenta: Double(v[1]), yellow: Double(v[2]), black: Double(v[3]))
        case (0, _): return
        default: return
        }
        if stroking { state.stroke = color } else { state.fill = color }
    }

    /// DeviceCMYK to RGB as xpdf and poppler convert it: interpolated between the RGB values of
    /// the hypercube's 16 corners (printed SWOP-like inks), so (0.5, 0, 1, 0) is (128, 204, 40)
    /// where the spec's naive rule (§10.3.5) gives a neon (128, 255, 0). CoreGraphics converts
    /// through a CMYK profile, closer to this than to the naive rule.
    static func rgb(cyan c: Double, magenta m: Double, yellow y: Double, black k: Double) -> RGBA {
        let c1 = 1 - c, m1 = 1 - m, y1 = 1 - y, k1 = 1 - k
        var r = 0.0, g = 0.0, b = 0.0
        func corner(_ weight: Double, _ cr: Double, _ cg: Double, _ cb: Double) {
            r += weight * cr; g += weight * cg; b += weight * cb
        }
        corner(c1 * m1 * y1 * k1, 1, 1, 1)
        corner(c1 * m1 * y1 * k, 0.1373, 0.1216, 0.1255)
        corner(c1 * m1 * y * k1, 1, 0.9490, 0)
        corner(c1 * m1 * y * k, 0.1098, 0.1020, 0)
        corner(c1 * m * y1 * k1, 0.9255, 0, 0.5490)
        corner(c1 * m * y1 * k, 0.1412, 0, 0)
        corner(c1 * m * y * k1, 0.9294, 0.1098, 0.1412)
        corner(c1 * m * y * k, 0.1333, 0, 0)
        corner(c * m1 * y1 * k1, 0, 0.6784, 0.9373)
        corner(c * m1 * y1 * k, 0, 0.0588, 0.1412)
        corner(c * m1 * y * k1, 0, 0.6510, 0.3137)
        corner(c * m1 * y * k, 0, 0.0745, 0)
        corner(c * m * y1 * k1, 0.1804, 0.1922, 0.5725)
        corner(c * m * y1 * k, 0, 0, 0.0078)
        corner(c * m * y * k1, 0.2118, 0.2119, 0.2235)
        return RGBA(Float(min(max(r, 0), 1)), Float(min(max(g, 0), 1)), Float(min(max(b, 0), 1)), 1)
    }

    /// Components of a colour space operand: device names, or a resource name whose array is
    /// ICC-based (`/N`), calibrated, or (not drawn, 0) pattern/indexed/separation/DeviceN.
    private mutating func colorSpaceComponents(_ operand: PDFObject?, _ resources: [String: PDFObject]?,
                                               _ document: PDFDocument) -> Int {
        guard let name = operand?.name else { return 0 }
        switch name {
        case "DeviceGray", "G", "CalGray": return 1
        case "DeviceRGB", "RGB", "CalRGB": return 3
        case "DeviceCMYK", "CMYK": return 4
        case "Pattern":
            report("patterns")
            return 0
        default: break
        }
        guard let space = document.resolve(document.dict(resources?["ColorSpace"])?[name]) else { return 0 }
        if let device = space.name { return colorSpaceComponents(.name(device), nil, document) }
        guard let array = space.array, let family = document.resolve(array.first)?.name else { return 0 }
        switch family {
        case "ICCBased":
            let dict = array.count > 1 ? document.dict(array[1]) : nil
            let count = document.resolve(dict?["N"])?.number ?? 3
            return [1, 3, 4].contains(count) ? Int(count) : 3
        case "CalGray": return 1
        case "CalRGB", "Lab": return 3
        case "Pattern":
            report("patterns")
            return 0
        default:
            report("\(family) colour")
            return 0
        }
    }

    private mutating func applyExtGState(_ g: [String: PDFObject], _ document: PDFDocument) {
        if let v = document.resolve(g["CA"])?.number, v.isFinite { state.strokeAlpha = Float(min(max(v, 0), 1)) }
        if let v = document.resolve(g["ca"])?.number, v.isFinite { state.fillAlpha = Float(min(max(v, 0), 1)) }
        if let v = document.resolve(g["LW"])?.number, v.isFinite { state.lineWidth = abs(v) }
        if let v = document.resolve(g["LC"])?.number { state.lineCap = v == 1 ? .round : v == 2 ? .square : .butt }
        if let v = document.resolve(g["LJ"])?.number { state.lineJoin = v == 1 ? .round : v == 2 ? .bevel : .miter }
        if let v = document.resolve(g["ML"])?.number, v.isFinite { state.miterLimit = max(1, v) }
        if let d = document.resolve(g["D"])?.array, d.count == 2, let a = document.resolve(d[0])?.array,
           let phase = document.resolve(d[1])?.number {
            state.dash = a.compactMap { document.resolve($0)?.number }
            state.dashPhase = phase
        }
        if let mask = document.resolve(g["SMask"]), mask.name != "None" { report("soft masks") }
        if let mode = document.resolve(g["BM"]), let name = mode.name ?? mode.array?.first?.name,
           name != "Normal", name != "Compatible" { report("blend modes") }
    }

    private mutating func drawXObject(_ name: String, resources: [String: PDFObject]?, document: inout PDFDocument,
                                      formDepth: Int) throws(VectorImageError) {
        let object = document.resolve(document.dict(resources?["XObject"])?[name])
        guard case .stream(let dict, _)? = object else { return }
        switch dict["Subtype"]?.name ?? "" {
        case "Form":
            guard formDepth < PDFParser.maxFormDepth else {
                throw VectorImageError("form XObjects nest deeper than \(PDFParser.maxFormDepth)")
            }
            if document.dict(dict["Group"]) != nil, state.fillAlpha < 1 || state.strokeAlpha < 1 {
                report("transparency groups (their opacity is applied per shape)")
            }
            let saved = state
            if let m = document.resolve(dict["Matrix"])?.array?.compactMap({ document.resolve($0)?.number }), m.count == 6 {
                state.ctm = Transform2D(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]).concatenating(state.ctm)
            }
            if let box = PDFParser.pageBox(dict["BBox"], document) {
                state.clips.append(VectorImage.Clip(path: BezierPath.rect(box).applying(device), rule: .nonZero))
            }
            let content = try document.decodedStream(object)
            let savedPath = path
            path = BezierPath()
            try run(content, resources: document.dict(dict["Resources"]) ?? resources, document: &document,
                    formDepth: formDepth + 1)
            path = savedPath
            state = saved
        case "Image":
            report("images")
        default:
            break
        }
    }

    /// `BI … ID <binary> EI`: skipped to the `EI` that stands alone.
    private func skipInlineImage(_ lexer: inout PDFLexer) {
        while let object = try? lexer.next() {
            if case .keyword("ID") = object { break }
        }
        let bytes = lexer.bytes
        var i = lexer.position + 1
        while i + 1 < bytes.count {
            if bytes[i] == UInt8(ascii: "E"), bytes[i + 1] == UInt8(ascii: "I"), PDFLexer.isWhite(bytes[i - 1]),
               i + 2 >= bytes.count || !PDFLexer.isRegular(bytes[i + 2]) {
                lexer.position = i + 2
                return
            }
            i += 1
        }
        lexer.position = bytes.count
    }
}
