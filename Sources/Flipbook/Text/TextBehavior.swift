import FlipbookRaster
import FlipbookText

/// Layout and drawing of a ``Text`` node: its size is the layout's, rounded up to the pixel
/// grid; its glyphs become glyph runs in points painted with the foreground style (or each
/// run's own), rasterised at the device transform; its first and last baselines are alignment guides.
struct TextBehavior: NodeBehavior {
    let text: ResolvedText

    /// Underline and strikethrough geometry from Inter Regular's `post` and `OS/2` tables
    /// (2816 units per em): the underline centred 464 units below the baseline, the strike
    /// 826 units above it (yStrikeoutPosition 922 − half its 192-unit size), both 192 thick.
    static let underlineOffset = 464.0 / 2816, strikethroughOffset = -826.0 / 2816, decorationThickness = 192.0 / 2816

    var debugName: String { "Text(\"\(text.string)\")" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        guard let renderer = node.environment.textRenderer?.renderer else { return text.size(proposal) }
        return renderer.sizeThatFits(proposal: proposal, text: TextProxy(measure: { text.size($0) }))
    }

    func placeChildren(in frame: CGRect, node: ViewNode) {}

    func spacing(node: ViewNode) -> ViewSpacing {
        guard let font = text.font else { return ViewSpacing() }
        return .text(ascent: CGFloat(font.ascent), descent: CGFloat(font.descent), capHeight: CGFloat(font.capHeight),
                     leading: CGFloat(font.lineHeight - font.ascent - font.descent), scale: node.environment.displayScale)
    }

    func explicitAlignment(vertical: VerticalAlignment, size: CGSize, node: ViewNode) -> CGFloat? {
        guard vertical == .firstTextBaseline || vertical == .lastTextBaseline,
              let layout = text.layout(forFrame: size), let first = layout.lines.first, let last = layout.lines.last
        else { return nil }
        let y = text.origin(of: layout, in: size).y
        return y + CGFloat(vertical == .firstTextBaseline ? first.baseline : last.baseline)
    }

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        let frame = node.frame
        guard let layout = text.layout(forFrame: frame.size), !layout.glyphs.isEmpty else { return }
        let o = text.origin(of: layout, in: frame.size)
        let origin = Point(Double(frame.minX + o.x), Double(frame.minY + o.y))
        let scale = Double(node.environment.displayScale)
        func paint(_ style: AnyShapeStyle?) -> Paint {
            resolvePaint(style ?? AnyShapeStyle(ForegroundStyle()), in: node.environment, bounds: frame)
        }
        if let renderer = node.environment.textRenderer?.renderer, !node.environment.drawsPlaceholders {
            drawWithRenderer(renderer, layout: layout, origin: o, node: node, paint: paint, into: &list)
            return
        }
        if node.environment.drawsPlaceholders {
            // Redacted: the lines' bars in the first run's colour, no glyphs.
            for bar in RedactionPlaceholder.textBars(layout, origin: origin, paint: paint(text.runs.first?.style)) {
                list.append(bar)
            }
            return
        }
        // Colour emoji are pictures in their own colours, whatever the text's style.
        defer {
            for g in layout.colorGlyphs(origin: origin, scale: scale) {
                let s = 1 / CGFloat(scale)
                let transform = CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: CGFloat(g.x) * s, ty: CGFloat(g.y) * s)
                list.append(.image(ImageItem(image: g.pixels, transform: transform, filter: .bilinear)))
            }
        }
        if text.isPlain {
            let run = layout.glyphRun(origin: origin)
            guard run.hasInk() else { return }
            list.append(.glyphRun(GlyphRunItem(run: run, scale: CGFloat(scale), paint: paint(nil))))
            return
        }
        // Attributed backgrounds: behind the run's glyphs, the line's height.
        for run in text.runs {
            guard let background = run.background else { continue }
            for rect in backgroundRects(layout, run: run.characters, origin: origin) {
                list.append(.shape(ShapeItem(path: .rect(rect), paint: paint(AnyShapeStyle(background)), fillRule: .nonZero, stroke: nil)))
            }
        }
        // Runs: one glyph run each, of the glyphs whose characters fall in it, then its lines.
        for run in text.runs {
            let runPaint = paint(run.style)
            let glyphs = layout.glyphRun(origin: origin) { run.characters.contains(layout.glyphs[$0].characterIndex) }
            if glyphs.hasInk() {
                list.append(.glyphRun(GlyphRunItem(run: glyphs, scale: CGFloat(scale), paint: runPaint)))
            }
            for (decoration, offset, pattern) in [(run.underline, Self.underlineOffset, run.underlinePattern),
                                                   (run.strikethrough, Self.strikethroughOffset, run.strikethroughPattern)] {
                guard let colour = decoration else { continue }
                let p = colour.map { paint(AnyShapeStyle($0)) } ?? runPaint
                for line in decorationRects(layout, run: run.characters, offset: offset, origin: origin, scale: scale) {
                    for rect in Self.dashes(line, pattern: pattern) {
                        list.append(.shape(ShapeItem(path: .rect(rect), paint: p, fillRule: .nonZero, stroke: nil)))
                    }
                }
            }
        }
    }

    /// Hands the layout to a ``TextRenderer``, which draws it through a ``GraphicsContext``
    /// whose origin is the text's frame.
    func drawWithRenderer(_ renderer: any TextRenderer, layout: TextLayout, origin o: CGPoint, node: ViewNode,
                          paint: (AnyShapeStyle?) -> Paint, into list: inout DisplayListBuilder) {
        let source = TextDrawSource(layout: layout, origin: o, paints: text.runs.map { paint($0.style) },
                                    runCharacters: text.runs.map(\.characters), customAttributes: text.customAttributes,
                                    scale: Double(node.environment.displayScale))
        var context = GraphicsContext(recorder: .init(), origin: node.frame.origin, environment: node.environment,
                                      symbols: [:], identity: node.identity)
        renderer.draw(layout: Text.Layout(source: source), in: &context)
        for item in context.recorder.items { list.append(item) }
    }

    /// A decoration line cut into its pattern's dashes, in multiples of the line's thickness
    /// t: dot t on 2t off, dash 4t on 2t off, and the mixes (estimates: iOS documents no lengths).
    static func dashes(_ line: Rect, pattern: Text.LineStyle.Pattern) -> [Rect] {
        let t = line.size.height, x0 = line.origin.x, y = line.origin.y, w = line.size.width
        let steps: [Double]
        switch pattern {
        case .solid: return [line]
        case .dot: steps = [1, 2]
        case .dash: steps = [4, 2]
        case .dashDot: steps = [4, 2, 1, 2]
        case .dashDotDot: steps = [4, 2, 1, 2, 1, 2]
        }
        var out: [Rect] = []
        var x = x0, i = 0
        while x < x0 + w - 1e-9 {
            let length = steps[i % steps.count] * t
            if i % 2 == 0 { out.append(Rect(x: x, y: y, width: min(length, x0 + w - x), height: t)) }
            x += length
            i += 1
        }
        return out
    }

    /// One rectangle per line behind the run's characters: from the line's ascent to its descent.
    func backgroundRects(_ layout: TextLayout, run: Range<Int>, origin: Point) -> [Rect] {
        runSpans(layout, run: run).map { line, x0, x1 in
            Rect(x: origin.x + x0, y: origin.y + line.baseline - line.ascent, width: x1 - x0,
                 height: line.ascent + line.descent)
        }
    }

    /// Per line, where the run's characters start and end: from its first glyph on the line to
    /// the next glyph after it (or the line's end), empty spans left out.
    private func runSpans(_ layout: TextLayout, run: Range<Int>) -> [(line: TextLayout.Line, x0: Double, x1: Double)] {
        var spans: [(line: TextLayout.Line, x0: Double, x1: Double)] = []
        for (li, line) in layout.lines.enumerated() {
            let glyphs = layout.glyphs.indices.filter { layout.glyphs[$0].line == li }
            guard let firstIn = glyphs.first(where: { run.contains(layout.glyphs[$0].characterIndex) }),
                  let lastIn = glyphs.last(where: { run.contains(layout.glyphs[$0].characterIndex) }) else { continue }
            let lineEnd = line.x + line.width
            let next = glyphs.first { $0 > lastIn && layout.glyphs[$0].characterIndex >= run.upperBound }
            let x0 = layout.glyphs[firstIn].x
            let x1 = min(lineEnd, next.map { layout.glyphs[$0].x } ?? lineEnd)
            guard x1 > x0 else { continue }
            spans.append((line, x0, x1))
        }
        return spans
    }

    /// One bar per line under (or through) the run's characters, snapped to device pixels.
    func decorationRects(_ layout: TextLayout, run: Range<Int>, offset: Double, origin: Point, scale: Double) -> [Rect] {
        let size = layout.font.size
        let thickness = max(1 / scale, (size * Self.decorationThickness * scale).rounded() / scale)
        var rects: [Rect] = []
        for (line, x0, x1) in runSpans(layout, run: run) {
            let centre = (origin.y + line.baseline + offset * size) * scale
            let top = (centre - thickness * scale / 2).rounded() / scale
            rects.append(Rect(x: origin.x + x0, y: top, width: x1 - x0, height: thickness))
        }
        return rects
    }
}
