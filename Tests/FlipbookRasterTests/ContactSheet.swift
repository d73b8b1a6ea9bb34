import Foundation
@testable import FlipbookRaster

/// The raster contact sheet: every primitive family of the engine, drawn in a 40 × 40 pt cell
/// at 1×, 2× and 3× (the same geometry in points, the canvas scaled), so small-scale edges show.
///
/// Each cell is a short list of ``SheetOp``s: the Flipbook side replays them on a ``Canvas``;
/// the same list is written as JSON (Reference/contact-sheet-cells.json) and replayed with real
/// Skia by Reference/contact_sheet_skia.py. One description feeds both renderers, so the
/// geometry cannot drift apart (Skia even fills the very Bézier paths Flipbook built for
/// continuous corners and capsules).
///
/// Files:
/// - Snapshots/raster-contact-sheet-flipbook.png: the Flipbook atlas (the golden).
/// - Tests/FlipbookRasterTests/Reference/contact-sheet-skia.png: the Skia atlas, same layout.
/// - Snapshots/raster-contact-sheet*.png (no suffix): Flipbook | Skia | ×8 difference, labelled.
///
/// Atlas layout: one row per cell, ``rowPitch`` px apart; the three scales side by side at
/// ``tileX`` (1× at 0, 2× at 44, 3× at 128), each tile `40·s` px square.
enum ContactSheet {
    static let cellPoints = 40
    static let scales = [1, 2, 3]
    static let tileX = [0, 44, 128]
    static let rowPitch = 124
    static let atlasWidth = 248

    /// A layer's options in points (scaled to device pixels at replay).
    struct Layer {
        var opacity: Float = 1
        var colorMatrix: ColorMatrix? = nil
        var blur: Double = 0
        var shadow: (color: RGBA, sigma: Double, dx: Double, dy: Double)? = nil
    }

    enum Op {
        case fill(BezierPath, Paint, FillRule, CompositeMode)
        case stroke(BezierPath, Stroke, Paint)
        case clip(BezierPath)
        case popClip
        case beginLayer(Layer)
        case beginMask
        case endLayer
        /// An image through a homography from its pixels to points.
        case image(PixelBuffer, Homography)
    }

    struct Cell {
        var name: String
        var ops: [Op]
        /// Why Skia cannot draw this cell the same way (nil: it can, and the numeric test compares).
        var noSkia: String? = nil
        /// What to expect when the two differ by design (goes into the sheet's legend).
        var note: String? = nil
    }

    // MARK: Rendering

    /// One tile: the cell at `scale`, on an opaque white canvas of `40·scale` px.
    static func render(_ cell: Cell, scale: Int) -> PixelBuffer {
        let n = cellPoints * scale
        var canvas = Canvas(width: n, height: n, background: .white)
        let s = Double(scale)
        let t = Transform2D.scale(s, s)
        for op in cell.ops {
            switch op {
            case let .fill(path, paint, rule, mode):
                canvas.fill(path, with: paint, transform: t, fillRule: rule, mode: mode)
            case let .stroke(path, stroke, paint):
                canvas.stroke(path, stroke, with: paint, transform: t)
            case let .clip(path):
                canvas.pushClip(path, transform: t)
            case .popClip:
                canvas.popClip()
            case let .beginLayer(l):
                canvas.beginLayer(LayerOptions(
                    opacity: l.opacity, colorMatrix: l.colorMatrix, blurSigma: l.blur * s,
                    shadow: l.shadow.map { ShadowOptions(color: $0.color, sigma: $0.sigma * s, dx: $0.dx * s, dy: $0.dy * s) }))
            case .beginMask:
                canvas.beginMask()
            case .endLayer:
                canvas.endLayer()
            case let .image(image, h):
                canvas.draw(image: image, transform: h.concatenating(Homography(t)))
            }
        }
        return canvas.makeImage()
    }

    /// The whole Flipbook atlas (transparent between tiles).
    static func atlas(_ cells: [Cell] = cells) -> PixelBuffer {
        var out = PixelBuffer(width: atlasWidth, height: rowPitch * cells.count)
        for (row, cell) in cells.enumerated() {
            for (k, s) in scales.enumerated() {
                let tile = render(cell, scale: s)
                for y in 0..<tile.height { for x in 0..<tile.width {
                    out[tileX[k] + x, row * rowPitch + y] = tile[x, y]
                } }
            }
        }
        return out
    }

    /// The tile of `cell` row `row` at scale index `k`, cut out of an atlas (premultiplied RGBA8).
    static func tile(of atlas: [UInt8], atlasWidth w: Int, row: Int, scaleIndex k: Int) -> [UInt8] {
        let n = cellPoints * scales[k]
        var out = [UInt8](repeating: 0, count: n * n * 4)
        for y in 0..<n {
            let s = ((row * rowPitch + y) * w + tileX[k]) * 4
            out.replaceSubrange(y * n * 4..<(y + 1) * n * 4, with: atlas[s..<s + n * 4])
        }
        return out
    }

    // MARK: Palette

    static let blue = RGBA(0.16, 0.42, 0.87)
    static let orange = RGBA(0.98, 0.55, 0.10)
    static let green = RGBA(0.18, 0.70, 0.35)
    static let red = RGBA(0.90, 0.20, 0.22)
    static let purple = RGBA(0.55, 0.27, 0.78)
    static let ink = RGBA(0.10, 0.10, 0.14)
    static let teal = RGBA(0.10, 0.62, 0.66)

    static func solid(_ c: RGBA) -> Paint { .solid(c) }
    static func fill(_ p: BezierPath, _ c: RGBA, _ rule: FillRule = .nonZero, _ mode: CompositeMode = .normal) -> Op {
        .fill(p, .solid(c), rule, mode)
    }

    // MARK: Cells

    static func polyline(_ pts: [(Double, Double)], closed: Bool = false) -> BezierPath {
        var p = BezierPath()
        for (i, q) in pts.enumerated() {
            if i == 0 { p.move(to: Point(q.0, q.1)) } else { p.line(to: Point(q.0, q.1)) }
        }
        if closed { p.close() }
        return p
    }

    static func star(cx: Double, cy: Double, r: Double) -> BezierPath {
        polyline((0..<5).map { i in
            let a = -Double.pi / 2 + 0.07 + Double(i * 2) * 2 * .pi / 5
            return (cx + r * cos(a), cy + r * sin(a))
        }, closed: true)
    }

    /// A small opaque test image: colour ramps with a checker and a dark frame.
    static let patternImage: PixelBuffer = {
        var b = PixelBuffer(width: 12, height: 12)
        for y in 0..<12 { for x in 0..<12 {
            let frame = x == 0 || y == 0 || x == 11 || y == 11
            let check = (x / 3 + y / 3) % 2 == 0
            let c = frame ? SIMD4<UInt8>(30, 30, 40, 255)
                : check ? SIMD4<UInt8>(UInt8(40 + x * 18), UInt8(200 - y * 12), 230, 255)
                : SIMD4<UInt8>(250, UInt8(120 + y * 10), 40, 255)
            b[x, y] = c
        } }
        return b
    }()

    /// The image warped in the perspective cell: 32 × 24 with stripes, a grid and a half-transparent band.
    static let warpImage: PixelBuffer = {
        var b = PixelBuffer(width: 32, height: 24)
        for y in 0..<24 { for x in 0..<32 {
            var c = SIMD4<Int>(x * 8, 60 + y * 8, (x / 4 + y / 4) % 2 == 0 ? 240 : 50, 255)
            if x % 8 == 0 || y % 8 == 0 { c = SIMD4(20, 20, 30, 255) }
            if y >= 18 { c = SIMD4((c.x + 1) / 2, (c.y + 1) / 2, (c.z + 1) / 2, 128) }
            b[x, y] = SIMD4<UInt8>(truncatingIfNeeded: c)
        } }
        return b
    }()

    static let rainbow: [RGBA] = [red, orange, RGBA(0.95, 0.85, 0.15), green, blue, purple]

    static func gradientCells() -> [Cell] {
        var cells: [Cell] = []
        let box = BezierPath.roundedRect(Rect(x: 3.5, y: 3.5, width: 33, height: 33), cornerRadius: 6, style: .circular)
        for interp in [GradientInterpolation.device, .perceptual] {
            let g2 = Gradient(colors: [blue, RGBA(1, 0.92, 0.2)], interpolation: interp)
            let g3 = Gradient(stops: [GradientStop(color: red, location: 0), GradientStop(color: RGBA(1, 1, 1), location: 0.45),
                                      GradientStop(color: blue, location: 1)], interpolation: interp)
            let tag = interp == .device ? "device" : "perceptual"
            let note = interp == .perceptual ? "Skia side: the same gradient with 256 stops pre-mixed in OKLab by the script (skia-python exposes no OKLab interpolation)" : nil
            cells.append(Cell(name: "linear-\(tag)", ops: [
                .fill(box, .linearGradient(LinearGradientPaint(gradient: g2, start: Point(5, 8), end: Point(35, 30))), .nonZero, .normal),
            ], note: note))
            cells.append(Cell(name: "radial-\(tag)", ops: [
                .fill(box, .radialGradient(RadialGradientPaint(gradient: g3, center: Point(18.5, 21.3), startRadius: 2.5, endRadius: 17)), .nonZero, .normal),
            ], note: note))
            cells.append(Cell(name: "angular-\(tag)", ops: [
                .fill(.circle(center: Point(20, 20), radius: 16.5),
                      .angularGradient(AngularGradientPaint(gradient: Gradient(colors: rainbow, interpolation: interp),
                                                            center: Point(20.3, 19.6), startAngle: 0, endAngle: 2 * .pi)), .nonZero, .normal),
            ], note: (note.map { $0 + "; " } ?? "") + "full turn from angle 0 (the seam at +x is the gradient's own hard edge, not AA'd by either engine)"))
        }
        return cells
    }

    static func effectCells() -> [Cell] {
        var cells: [Cell] = []
        // Image pattern: a 12 px image scaled 2.1× and rotated 25°, bilinear, transparent outside.
        let imageT = Transform2D.scale(2.1, 2.1).concatenating(.rotation(25 * .pi / 180)).concatenating(.translation(14, 3))
        cells.append(Cell(name: "image-pattern", ops: [
            .fill(.roundedRect(Rect(x: 2, y: 2, width: 36, height: 36), cornerRadius: 5, style: .circular),
                  .image(ImagePaint(image: patternImage, transform: imageT, filter: .bilinear)), .nonZero, .normal),
        ]))
        // Clip: stripes through an anti-aliased circle.
        var stripes: [Op] = []
        for i in 0..<8 {
            let x = 2.0 + Double(i) * 4.6
            stripes.append(fill(polyline([(x, 0), (x + 2.4, 0), (x + 9.4, 40), (x + 7, 40)], closed: true), i % 2 == 0 ? ink : red))
        }
        cells.append(Cell(name: "clip-circle", ops: [.clip(.circle(center: Point(20.2, 19.8), radius: 15.7))] + stripes + [.popClip],
                          note: "Skia's anti-aliased clip is its own coverage, so the rim differs by a level or two"))
        // Layer opacity over overlapping shapes: the overlap must not show through.
        cells.append(Cell(name: "layer-opacity", ops: [
            fill(.rect(Rect(x: 0, y: 26, width: 40, height: 6)), ink),
            .beginLayer(Layer(opacity: 0.55)),
            fill(.circle(center: Point(14.5, 17), radius: 11), red),
            fill(.circle(center: Point(25.5, 22), radius: 11), blue),
            .endLayer,
        ]))
        // Mask: a gradient square through a star.
        cells.append(Cell(name: "mask-star", ops: [
            .beginLayer(Layer()),
            .fill(.rect(Rect(x: 2, y: 2, width: 36, height: 36)),
                  .linearGradient(LinearGradientPaint(gradient: Gradient(colors: [purple, orange]), start: Point(2, 2), end: Point(38, 38))), .nonZero, .normal),
            .beginMask,
            fill(star(cx: 20.2, cy: 21, r: 18), .black),
            .endLayer,
        ]))
        // Drop shadow, σ 4 pt, offset (2, 3) pt.
        cells.append(Cell(name: "shadow", ops: [
            .beginLayer(Layer(shadow: (RGBA(0, 0, 0, 0.6), 4, 2, 3))),
            fill(.roundedRect(Rect(x: 9.5, y: 8.5, width: 20, height: 18), cornerRadius: 4, style: .circular), orange),
            .endLayer,
        ], note: "Skia's blur is a triple box approximation at σ ≥ 2 px, Flipbook's a recursive Gaussian: halo tails differ by a few levels"))
        // Blur, σ 1.5 pt, of a ring and a bar.
        cells.append(Cell(name: "blur", ops: [
            .beginLayer(Layer(blur: 1.5)),
            .stroke(.circle(center: Point(20, 18), radius: 11), Stroke(lineWidth: 3), .solid(blue)),
            fill(.rect(Rect(x: 6, y: 31, width: 28, height: 3)), red),
            .endLayer,
        ], note: "Skia blurs σ ≥ 2 px with three box passes: against a true Gaussian Flipbook is within 5/255 here, Skia off by up to 10"))
        // rotation3DEffect 50° about y, eye distance 40 pt, of a 32 × 24 image placed at (4, 8).
        let h = rotationY(50, eyeDistance: 40, width: 32, height: 24).concatenating(Homography(.translation(4, 8)))
        cells.append(Cell(name: "perspective", ops: [.image(warpImage, h)],
                          note: "where minified (1×, 2×, far side) Flipbook filters anisotropically, Skia bilinear aliases the grid; magnified (3×) both bilinear"))
        // Colour matrices over colour bars (and a half-transparent bar).
        func bars() -> [Op] {
            var ops: [Op] = []
            for (i, c) in rainbow.enumerated() {
                ops.append(fill(.rect(Rect(x: 4 + Double(i) * 5.4, y: 4, width: 5.4, height: 22)), c))
            }
            ops.append(fill(.circle(center: Point(20, 31), radius: 6.5), RGBA(0.2, 0.7, 0.9, 0.6)))
            return ops
        }
        cells.append(Cell(name: "hue-rotation", ops: [.beginLayer(Layer(colorMatrix: .hueRotation(radians: .pi / 3)))] + bars() + [.endLayer]))
        cells.append(Cell(name: "grayscale", ops: [.beginLayer(Layer(colorMatrix: .grayscale(1)))] + bars() + [.endLayer]))
        return cells
    }

    static func blendCells() -> [Cell] {
        CompositeMode.allCases.map { mode in
            let noSkia: String? = mode == .plusDarker ? "Skia has no plus-darker blend mode" : nil
            let note: String? = mode == .plusLighter ? "Skia side: kPlus" : nil
            return Cell(name: "blend-\(mode.rawValue)", ops: [
                fill(.rect(Rect(x: 0, y: 0, width: 20, height: 40)), RGBA(0.95, 0.62, 0.20)),
                fill(.rect(Rect(x: 20, y: 0, width: 20, height: 40)), RGBA(0.12, 0.45, 0.50)),
                fill(.rect(Rect(x: 0, y: 30, width: 40, height: 10)), RGBA(1, 1, 1, 0.5)),
                fill(.circle(center: Point(20.3, 18.7), radius: 14.2), RGBA(0.35, 0.30, 0.95, 0.85), .nonZero, mode),
            ], noSkia: noSkia, note: note)
        }
    }

    static let cells: [Cell] = {
        var c: [Cell] = []
        c.append(Cell(name: "rrect-circular", ops: [fill(.roundedRect(Rect(x: 4.3, y: 6.2, width: 31.4, height: 27.5), cornerRadius: 8, style: .circular), blue)]))
        c.append(Cell(name: "rrect-continuous", ops: [fill(.roundedRect(Rect(x: 4.3, y: 6.2, width: 31.4, height: 27.5), cornerRadius: 8, style: .continuous), blue)],
                      note: "Skia fills the same Bézier path (it has no continuous corners of its own)"))
        c.append(Cell(name: "rrect-continuous-large", ops: [fill(.roundedRect(Rect(x: 3.6, y: 9.3, width: 32.8, height: 21.4), cornerRadius: 10, style: .continuous), purple)],
                      note: "radius near half the height: the large-radius fallback toward a capsule"))
        c.append(Cell(name: "circle", ops: [fill(.circle(center: Point(20.2, 19.7), radius: 15.3), red)],
                      note: "Skia's AA is not exact-area: its circle covers about 0.7% less"))
        c.append(Cell(name: "ellipse", ops: [fill(.ellipse(in: Rect(x: 3.5, y: 9.2, width: 33, height: 21.7)), green)]))
        c.append(Cell(name: "capsule", ops: [fill(.capsule(in: Rect(x: 3.2, y: 12.4, width: 33.6, height: 15.1)), orange)]))
        c.append(Cell(name: "star-even-odd", ops: [fill(star(cx: 20.1, cy: 21.2, r: 17.6), ink, .evenOdd)],
                      note: "at the star's inner vertices exact-area accumulation and Skia's supersampling differ"))
        c.append(Cell(name: "star-non-zero", ops: [fill(star(cx: 20.1, cy: 21.2, r: 17.6), ink, .nonZero)]))
        var curves = BezierPath()
        curves.move(to: Point(4.2, 33.5))
        curves.quadCurve(to: Point(20.4, 8.1), control: Point(3.1, 6.2))
        curves.curve(to: Point(35.8, 30.6), control1: Point(38.5, 2.0), control2: Point(22.0, 22.0))
        curves.quadCurve(to: Point(4.2, 33.5), control: Point(20.0, 40.0))
        curves.close()
        c.append(Cell(name: "quad-cubic", ops: [fill(curves, teal)]))
        c.append(Cell(name: "stroke-caps", ops: [
            .stroke(polyline([(8, 9.3), (32, 9.3)]), Stroke(lineWidth: 5, lineCap: .butt), .solid(ink)),
            .stroke(polyline([(8, 20.1), (32, 20.1)]), Stroke(lineWidth: 5, lineCap: .round), .solid(blue)),
            .stroke(polyline([(8, 31.2), (32, 31.2)]), Stroke(lineWidth: 5, lineCap: .square), .solid(red)),
            .stroke(polyline([(8, 2), (8, 38)]), Stroke(lineWidth: 0.5), .solid(green)),
            .stroke(polyline([(32, 2), (32, 38)]), Stroke(lineWidth: 0.5), .solid(green)),
        ], note: "thin green lines mark the path ends: butt stops there, round and square reach half the width beyond"))
        c.append(Cell(name: "stroke-joins", ops: [
            .stroke(polyline([(4, 12), (13, 4), (22, 12), (31, 4), (36, 10)]), Stroke(lineWidth: 3.5, lineJoin: .miter), .solid(ink)),
            .stroke(polyline([(4, 24), (13, 16), (22, 24), (31, 16), (36, 22)]), Stroke(lineWidth: 3.5, lineJoin: .round), .solid(blue)),
            .stroke(polyline([(4, 36), (13, 28), (22, 36), (31, 28), (36, 34)]), Stroke(lineWidth: 3.5, lineJoin: .bevel), .solid(red)),
        ]))
        c.append(Cell(name: "stroke-miter-limit", ops: [
            .stroke(polyline([(5, 5), (17, 33), (29, 5)]), Stroke(lineWidth: 3, lineJoin: .miter, miterLimit: 10), .solid(ink)),
            .stroke(polyline([(14, 5), (26, 31), (38, 5)]), Stroke(lineWidth: 3, lineJoin: .miter, miterLimit: 2), .solid(red)),
        ], note: "black: limit 10 keeps the miter; red: limit 2 bevels it"))
        var wave = BezierPath()
        wave.move(to: Point(4, 30))
        wave.curve(to: Point(36, 30), control1: Point(14, 14), control2: Point(26, 46))
        c.append(Cell(name: "stroke-dash", ops: [
            .stroke(.circle(center: Point(20, 16), radius: 11.5), Stroke(lineWidth: 3, dash: [5, 3], dashPhase: 1.5), .solid(blue)),
            .stroke(wave, Stroke(lineWidth: 2.5, lineCap: .round, dash: [0.01, 5]), .solid(red)),
        ], note: "red: round-capped dots (dash 0.01, gap 5)"))
        var hair: [Op] = []
        for (i, a) in [0.0, 8, 30, 45, 70, 90].enumerated() {
            let r = a * .pi / 180, o = Point(4 + Double(i) * 0.6, 4 + Double(i) * 6.1)
            hair.append(.stroke(polyline([(o.x, o.y), (o.x + 32 * cos(r) * (a == 90 ? 0 : 1), o.y + 6 * sin(r))]), Stroke(lineWidth: 1), .solid(ink)))
        }
        hair.append(.stroke(.circle(center: Point(29, 28), radius: 7.2), Stroke(lineWidth: 1), .solid(red)))
        c.append(Cell(name: "stroke-hairline", ops: hair, note: "1 pt strokes: one device pixel wide at 1×"))
        c += gradientCells()
        c += effectCells()
        c += blendCells()
        return c
    }()

    // MARK: Export for the Skia script

    static func json(_ p: BezierPath) -> [[Any]] {
        p.elements.map { e in
            switch e {
            case .move(let a): return ["M", a.x, a.y]
            case .line(let a): return ["L", a.x, a.y]
            case .quad(let c, let a): return ["Q", c.x, c.y, a.x, a.y]
            case .cubic(let c1, let c2, let a): return ["C", c1.x, c1.y, c2.x, c2.y, a.x, a.y]
            case .close: return ["Z"]
            }
        }
    }

    static func json(_ c: RGBA) -> [Double] { [Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha)] }

    static func json(_ g: Gradient) -> [String: Any] {
        ["stops": g.stops.map { ["color": json($0.color), "location": Double($0.location)] as [String: Any] },
         "interpolation": g.interpolation.rawValue]
    }

    static func json(_ t: Transform2D) -> [Double] { [t.a, t.b, t.c, t.d, t.tx, t.ty] }

    static func json(_ image: PixelBuffer) -> [String: Any] {
        ["width": image.width, "height": image.height, "premultipliedRGBA": image.bytes.map { Int($0) }]
    }

    static func json(_ paint: Paint) -> [String: Any] {
        switch paint {
        case .solid(let c): return ["type": "solid", "color": json(c)]
        case .linearGradient(let g):
            return ["type": "linear", "gradient": json(g.gradient), "start": [g.start.x, g.start.y], "end": [g.end.x, g.end.y]]
        case .radialGradient(let g):
            return ["type": "radial", "gradient": json(g.gradient), "center": [g.center.x, g.center.y],
                    "startRadius": g.startRadius, "endRadius": g.endRadius]
        case .angularGradient(let g):
            return ["type": "angular", "gradient": json(g.gradient), "center": [g.center.x, g.center.y],
                    "startAngle": g.startAngle, "endAngle": g.endAngle]
        case .image(let i):
            return ["type": "image", "image": json(i.image), "transform": json(i.transform), "filter": i.filter.rawValue]
        }
    }

    static func json(_ op: Op) -> [String: Any] {
        switch op {
        case let .fill(p, paint, rule, mode):
            return ["op": "fill", "path": json(p), "paint": json(paint), "evenOdd": rule == .evenOdd, "mode": mode.rawValue]
        case let .stroke(p, s, paint):
            let cap = switch s.lineCap { case .butt: "butt"; case .round: "round"; case .square: "square" }
            let join = switch s.lineJoin { case .miter: "miter"; case .round: "round"; case .bevel: "bevel" }
            return ["op": "stroke", "path": json(p), "paint": json(paint), "lineWidth": s.lineWidth, "cap": cap, "join": join,
                    "miterLimit": s.miterLimit, "dash": s.dash, "dashPhase": s.dashPhase]
        case let .clip(p): return ["op": "clip", "path": json(p)]
        case .popClip: return ["op": "popClip"]
        case let .beginLayer(l):
            var d: [String: Any] = ["op": "beginLayer", "opacity": Double(l.opacity), "blur": l.blur]
            if let m = l.colorMatrix {
                // Skia's 4×5 row-major layout, offsets in 0…1 like ours.
                d["colorMatrix"] = [m.red, m.green, m.blue, m.alpha].enumerated().flatMap { i, r in
                    [r.x, r.y, r.z, r.w, m.offset[i]].map(Double.init)
                }
            }
            if let s = l.shadow { d["shadow"] = ["color": json(s.color), "sigma": s.sigma, "dx": s.dx, "dy": s.dy] }
            return d
        case .beginMask: return ["op": "beginMask"]
        case .endLayer: return ["op": "endLayer"]
        case let .image(i, h):
            return ["op": "image", "image": json(i), "homography": [h.m11, h.m12, h.m13, h.m21, h.m22, h.m23, h.m31, h.m32, h.m33]]
        }
    }

    static func cellsJSON() throws -> Data {
        let doc: [String: Any] = [
            "about": "Written by ContactSheetTests (FLIPBOOK_RECORD=1); read by contact_sheet_skia.py. Points; tiles at 1x/2x/3x.",
            "cellPoints": cellPoints, "scales": scales, "tileX": tileX, "rowPitch": rowPitch, "atlasWidth": atlasWidth,
            "cells": cells.map { c -> [String: Any] in
                var d: [String: Any] = ["name": c.name, "ops": c.ops.map(json)]
                if let n = c.noSkia { d["noSkia"] = n }
                if let n = c.note { d["note"] = n }
                return d
            },
        ]
        return try JSONSerialization.data(withJSONObject: doc, options: [.sortedKeys])
    }
}
