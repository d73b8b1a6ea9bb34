import FlipbookRaster
import FlipbookText

/// A view that shows read-only text, as SwiftUI's `Text`.
///
/// ```swift
/// Text("Count: \(n)").font(.title).bold().foregroundColor(.white)
/// Text("Hello, ") + Text("world").foregroundColor(.red)
/// ```
///
/// Layout follows SwiftUI: with no proposed width the text takes its ideal single-line
/// width; a finite width wraps it; a finite height or `lineLimit` truncates the last line
/// with "…". The size is rounded up to the pixel grid. Glyphs are drawn at the display scale
/// in the foreground style.
///
/// Concatenated texts keep their own colours; the font (family, size, weight, italic) and
/// tracking of the first piece apply to the whole text, because FlipbookText lays out one
/// font per paragraph.
public struct Text: View, PrimitiveView, Equatable {
    public typealias Body = Never

    /// Styling a `Text` modifier sets; `nil`/`false` fields defer to the environment.
    struct Style: Equatable {
        var font: Font?
        var weight: Font.Weight?
        var bold = false
        var italic = false
        var color: Color?
        /// From `foregroundStyle(_:)`; not comparable, so kept beside `color`.
        var shapeStyle: AnyShapeStyleBox?
        var tracking: CGFloat?
        var kerning: CGFloat?
    }

    struct Run: Equatable {
        var string: String
        var style = Style()
    }

    var runs: [Run]

    /// Text shown as given, never localised.
    public init(verbatim content: String) { runs = [Run(string: content)] }

    /// Text from a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }

    /// Text from a literal, interpolations included (`Text("Count: \(n)")`). There are no
    /// string catalogues on Linux, so the key is shown as written.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = [Run(string: key.string)]
    }

    init(runs: [Run]) { self.runs = runs }

    /// All the characters of the text.
    var string: String { runs.map(\.string).joined() }

    /// Two texts one after the other, each keeping its colour.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(runs: lhs.runs + rhs.runs) }

    /// Applies a style change to every run; inner (earlier) settings win, as in SwiftUI.
    func styled(_ change: (inout Style) -> Void) -> Text {
        var copy = self
        for i in copy.runs.indices { change(&copy.runs[i].style) }
        return copy
    }

    func makeNode(_ context: ResolveContext) -> ViewNode {
        ViewNode(identity: context.identity, behavior: TextBehavior(text: ResolvedText(self, context.environment)),
                 environment: context.environment)
    }
}

// MARK: Text-returning modifiers (so `Text("a").bold() + Text("b")` type-checks)

extension Text {
    /// This text in `font` unless a font was already set on it.
    public func font(_ font: Font?) -> Text { styled { if $0.font == nil { $0.font = font } } }
    /// This text at a weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { if $0.weight == nil { $0.weight = weight } } }
    /// This text in bold.
    public func bold() -> Text { styled { $0.bold = true } }
    /// This text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// This text in italic.
    public func italic() -> Text { styled { $0.italic = true } }
    /// This text in italic when `isActive`.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// This text in a colour (`nil` keeps the environment's foreground style).
    public func foregroundColor(_ color: Color?) -> Text {
        styled { if $0.color == nil && $0.shapeStyle == nil { $0.color = color } }
    }
    /// This text in a style (colour or gradient).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        styled { if $0.color == nil && $0.shapeStyle == nil { $0.shapeStyle = AnyShapeStyleBox(AnyShapeStyle(style)) } }
    }
    /// Extra points after every character.
    public func tracking(_ tracking: CGFloat) -> Text { styled { if $0.tracking == nil { $0.tracking = tracking } } }
    /// Extra points between characters (drawn as tracking).
    public func kerning(_ kerning: CGFloat) -> Text { styled { if $0.kerning == nil { $0.kerning = kerning } } }
}

/// An `AnyShapeStyle` in a reference box, so ``Text`` stays `Equatable` (boxes compare by identity).
final class AnyShapeStyleBox: Equatable, @unchecked Sendable {
    let style: AnyShapeStyle
    init(_ style: AnyShapeStyle) { self.style = style }
    static func == (a: AnyShapeStyleBox, b: AnyShapeStyleBox) -> Bool { a === b }
}

// MARK: Resolved text and its layout

/// A `Text` with its environment applied: the string, the font chain, limits, and which
/// characters draw in which style. Layouts are cached per proposal (layout asks often).
final class ResolvedText {
    let string: String
    let font: ResolvedFont?
    let lineLimit: Int?
    let alignment: TextAlignment
    let tracking: Double
    let scale: CGFloat
    /// Character ranges (into `Array(string)`) with their own style; `nil`: the foreground style.
    let runs: [(characters: Range<Int>, style: AnyShapeStyle?)]
    private var cache: [LayoutKey: TextLayout] = [:]

    private struct LayoutKey: Hashable {
        var width: Double?
        var lineLimit: Int?
    }

    init(_ text: Text, _ environment: EnvironmentValues) {
        string = text.string
        let first = text.runs.first?.style ?? Text.Style()
        let spec = TextSystem.spec(first.font, weight: first.weight, bold: first.bold, italic: first.italic, in: environment)
        font = TextSystem.resolve(spec)
        lineLimit = environment.lineLimit
        alignment = environment.multilineTextAlignment
        tracking = Double((first.tracking ?? environment.tracking) + (first.kerning ?? environment.kerning))
        scale = environment.displayScale
        var runs: [(Range<Int>, AnyShapeStyle?)] = []
        var start = 0
        for run in text.runs {
            let n = run.string.count
            let style = run.style.color.map { AnyShapeStyle($0) } ?? run.style.shapeStyle?.style
            runs.append((start..<start + n, style))
            start += n
        }
        self.runs = runs
    }

    /// Whether every character draws in the environment's foreground style.
    var isSingleStyle: Bool { runs.allSatisfy { $0.style == nil } }

    private func cachedLayout(width: Double?, lineLimit: Int?) -> TextLayout? {
        guard let font else { return nil }
        let key = LayoutKey(width: width, lineLimit: lineLimit)
        if let hit = cache[key] { return hit }
        let layout = TextLayout(string, font: font, width: width, lineLimit: lineLimit, alignment: alignment.value,
                                tracking: tracking)
        cache[key] = layout
        return layout
    }

    /// The layout for a proposal: `nil` or infinite width lays out on single lines; a finite
    /// height keeps only the lines that fit (at least one), truncating the last.
    func layout(_ proposal: ProposedViewSize) -> TextLayout? {
        var width = proposal.width.map(Double.init)
        if let w = width, !w.isFinite { width = nil }
        if let w = width, w < 0 { width = 0 }
        guard let full = cachedLayout(width: width, lineLimit: lineLimit) else { return nil }
        guard let h = proposal.height.map(Double.init), h.isFinite, full.lines.count > 1,
              full.size.height > h + 1e-6 else { return full }
        // Line i ends where line i + 1's ascent begins.
        var fitting = 0
        for i in full.lines.indices {
            let bottom = i + 1 < full.lines.count ? full.lines[i + 1].baseline - full.lines[i + 1].ascent : full.size.height
            if bottom <= h + 1e-6 { fitting = i + 1 } else { break }
        }
        return cachedLayout(width: width, lineLimit: max(1, fitting))
    }

    /// Rounds a length up to the pixel grid, as SwiftUI sizes text.
    func ceilToPixels(_ v: Double) -> CGFloat {
        guard scale > 0 else { return CGFloat(v) }
        // A hair of tolerance so 20.000000001 does not become 20 + 1/scale.
        return CGFloat(((v * Double(scale)) - 1e-7).rounded(.up)) / scale
    }

    func size(_ proposal: ProposedViewSize) -> CGSize {
        guard let layout = layout(proposal) else { return .zero }
        return CGSize(width: ceilToPixels(layout.size.width), height: ceilToPixels(layout.size.height))
    }

    /// Where the layout's top-left corner sits in a frame of `size` (points, frame-relative):
    /// lines are aligned within the widest line, and that block by the text alignment inside
    /// any extra width; extra height centres it.
    func origin(of layout: TextLayout, in size: CGSize) -> CGPoint {
        let x = max(0, size.width - CGFloat(layout.size.width)) * alignment.factor
        let y = max(0, size.height - ceilToPixels(layout.size.height)) / 2
        return CGPoint(x: x, y: y)
    }
}

struct TextBehavior: NodeBehavior {
    let text: ResolvedText

    var debugName: String { "Text(\"\(text.string)\")" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize { text.size(proposal) }

    func placeChildren(in frame: CGRect, node: ViewNode) {}

    func explicitAlignment(vertical: VerticalAlignment, size: CGSize, node: ViewNode) -> CGFloat? {
        guard vertical == .firstTextBaseline || vertical == .lastTextBaseline,
              let layout = text.layout(ProposedViewSize(size)), let first = layout.lines.first, let last = layout.lines.last
        else { return nil }
        let y = text.origin(of: layout, in: size).y
        return y + CGFloat(vertical == .firstTextBaseline ? first.baseline : last.baseline)
    }

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        let frame = node.frame
        guard let layout = text.layout(ProposedViewSize(frame.size)), !layout.glyphs.isEmpty else { return }
        let o = text.origin(of: layout, in: frame.size)
        let origin = Point(Double(frame.minX + o.x), Double(frame.minY + o.y))
        let scale = Double(node.environment.displayScale)
        func paint(_ style: AnyShapeStyle?) -> Paint {
            resolvePaint(style ?? AnyShapeStyle(ForegroundStyle()), in: node.environment, bounds: frame)
        }
        if text.isSingleStyle {
            let mask = layout.coverageMask(origin: origin, scale: scale)
            guard !mask.bounds.isEmpty else { return }
            list.append(.mask(MaskItem(mask: mask, scale: CGFloat(scale), paint: paint(nil))))
            return
        }
        // Colour runs: one mask per run, from the glyphs whose characters fall in it.
        let placed = layout.glyphMasks(origin: origin, scale: scale)
        for run in text.runs {
            let masks = placed.filter { run.characters.contains(layout.glyphs[$0.glyphIndex].characterIndex) }.map(\.mask)
            let mask = CoverageMask.union(masks)
            guard !mask.bounds.isEmpty else { continue }
            list.append(.mask(MaskItem(mask: mask, scale: CGFloat(scale), paint: paint(run.style))))
        }
    }
}
