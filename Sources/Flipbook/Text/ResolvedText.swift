import Foundation
import FlipbookText

/// A `Text` with its environment applied: the string, the font chain, limits, and which
/// characters draw in which style; it answers layouts for proposals.
///
/// Layouts are cached per (width, line limit, point size), and remembered by the size they
/// gave, so drawing and alignment guides use exactly the layout that sized the view rather
/// than re-deriving one from the frame.
final class ResolvedText {
    struct Run {
        /// Characters (offsets into `Array(string)`) of the run.
        var characters: Range<Int>
        /// `nil`: the environment's foreground style.
        var style: AnyShapeStyle?
        /// `nil`: none; `.some(nil)`: in the run's own style.
        var underline: Color??
        var strikethrough: Color??
        var underlinePattern: Text.LineStyle.Pattern = .solid
        var strikethroughPattern: Text.LineStyle.Pattern = .solid
        /// An attributed string's background colour behind the run.
        var background: Color?
    }

    /// A run laid out in another font, tracking or baseline than the first run.
    struct FontRun {
        var characters: Range<Int>
        var spec: FontSpec
        var tracking: Double
        var baselineOffset: Double
        /// `Text(Image(systemName:))`: an icon glyph, sized and lowered as a symbol beside text.
        var isSymbol: Bool
    }

    let string: String
    let spec: FontSpec
    let font: ResolvedFont?
    let lineLimit: Int?
    let alignment: TextAlignment
    let tracking: Double
    let minimumScaleFactor: Double
    let scale: CGFloat
    let runs: [Run]

    private struct LayoutKey: Hashable {
        var width: Double?
        var lineLimit: Int?
        var pointSize: Double
    }
    private struct SizeKey: Hashable {
        var width: Double, height: Double
        init(_ s: CGSize) { width = Double(s.width); height = Double(s.height) }
    }
    private var cache: [LayoutKey: TextLayout] = [:]
    private var bySize: [SizeKey: TextLayout] = [:]
    private var scaledFonts: [Double: ResolvedFont] = [:]

    init(_ text: Text, _ environment: EnvironmentValues, now: Date = TextSource.clockStart) {
        // Container settings (View modifiers) under each run's own (Text modifiers win).
        var outer = Text.Style()
        if let u = environment.textUnderline { outer.underline = .some(u.color); outer.underlinePattern = u.pattern }
        if let t = environment.textStrikethrough { outer.strikethrough = .some(t.color); outer.strikethroughPattern = t.pattern }
        if environment.textBaselineOffset != 0 { outer.baselineOffset = environment.textBaselineOffset }
        if environment.textScaleFactor != 1 { outer.textScale = environment.textScaleFactor }
        let styles = text.runs.map { run -> Text.Style in var s = run.style; s.inherit(outer); return s }
        let first = styles.first ?? Text.Style()
        spec = Self.spec(first, environment)
        font = TextSystem.resolve(spec)
        lineLimit = environment.lineLimit
        alignment = environment.multilineTextAlignment
        tracking = Self.tracking(first, environment)
        // A font's leading(_:) adjusts the spacing between its lines (±2 pt on iOS).
        let leading = (first.font ?? environment.font)?.lineSpacingAdjustment ?? 0
        lineSpacing = Double(environment.lineSpacing + leading)
        switch environment.truncationMode {
        case .head: truncation = .head
        case .middle: truncation = .middle
        case .tail: truncation = .tail
        }
        lineHeight = environment.lineHeight?.rule
        minimumScaleFactor = Double(environment.minimumScaleFactor)
        scale = environment.displayScale
        var runs: [Run] = []
        var fontRuns: [FontRun] = []
        var string = ""
        for (run, style) in zip(text.runs, styles) {
            var raw = run.source?.format(environment, now) ?? run.string
            var isSymbol = false
            if let image = run.image {
                // An inline symbol is its icon glyph (the icon face is in every font chain).
                if case .symbol(let name) = image.source, let scalar = Unicode.Scalar(SymbolMap.entryOrPlaceholder(name).codepoint) {
                    raw = String(Character(scalar))
                    isSymbol = true
                } else {
                    raw = " "
                }
            }
            let s: String
            switch environment.textCase {
            case .uppercase?: s = raw.uppercased()
            case .lowercase?: s = raw.lowercased()
            case nil: s = raw
            }
            let start = runs.last?.characters.upperBound ?? 0
            let characters = start..<start + s.count
            let smallCaps = Self.smallCaps(s, mode: (style.font ?? environment.font)?.smallCaps ?? 0)
            var paint = style.color.map { AnyShapeStyle($0) } ?? style.shapeStyle?.style
            if paint == nil, style.link != nil { paint = AnyShapeStyle(TintShapeStyle()) }
            runs.append(Run(characters: characters, style: paint,
                            underline: style.underline, strikethrough: style.strikethrough,
                            underlinePattern: style.underlinePattern, strikethroughPattern: style.strikethroughPattern,
                            background: style.backgroundColor))
            let runSpec = Self.spec(style, environment)
            let runTracking = Self.tracking(style, environment)
            let offset = Double(style.baselineOffset ?? 0)
            if isSymbol || runSpec != spec || runTracking != tracking || offset != 0 {
                fontRuns.append(FontRun(characters: characters, spec: runSpec, tracking: runTracking,
                                        baselineOffset: offset, isSymbol: isSymbol))
            }
            if let smallCaps {
                // Synthesised small capitals: the letters as capitals in a font scaled so
                // their cap height is the x-height (Inter has no `smcp`/`c2sc` features).
                let ratio = TextSystem.resolve(runSpec).map { $0.xHeight / max($0.capHeight, 1e-9) } ?? 0.75
                let small = TextSystem.resized(runSpec, to: runSpec.pointSize * ratio)
                for r in smallCaps.runs {
                    fontRuns.append(FontRun(characters: start + r.lowerBound..<start + r.upperBound, spec: small, tracking: runTracking,
                                            baselineOffset: offset, isSymbol: false))
                }
                string += smallCaps.string
                continue
            }
            string += s
        }
        self.string = string
        self.runs = runs
        self.fontRuns = fontRuns
        customAttributes = styles.map(\.customAttributes)
    }

    /// `s` with the letters `mode` makes small capitals (1 lowercase, 2 capitals) turned to
    /// capitals, and the character ranges to draw small; `nil` when nothing changes. A letter
    /// whose capital is more than one character (ß) stays as it is.
    static func smallCaps(_ s: String, mode: UInt8) -> (string: String, runs: [Range<Int>])? {
        guard mode != 0 else { return nil }
        var out = "", runs: [Range<Int>] = []
        for (i, c) in s.enumerated() {
            let upper = c.uppercased()
            let lower = mode & 1 != 0 && c.isLowercase && upper.count == 1
            let capital = mode & 2 != 0 && c.isUppercase
            if lower || capital {
                if let last = runs.last, last.upperBound == i { runs[runs.count - 1] = last.lowerBound..<i + 1 } else { runs.append(i..<i + 1) }
                out += lower ? upper : String(c)
            } else {
                out.append(c)
            }
        }
        return runs.isEmpty ? nil : (out, runs)
    }

    /// Per run: its `customAttribute(_:)` values, for a ``TextRenderer``.
    let customAttributes: [[AnyTextAttribute]]

    let lineSpacing: Double
    let lineHeight: LineHeightRule?
    let truncation: TextLayout.Truncation
    let fontRuns: [FontRun]
    private var runFonts: [Double: [TextLayout.RunFont]] = [:]

    /// The font spec of a run's style in the environment.
    static func spec(_ style: Text.Style, _ environment: EnvironmentValues) -> FontSpec {
        var spec = TextSystem.spec(style.font, weight: style.weight, bold: style.bold, italic: style.italic,
                                   monospacedDigit: style.monospacedDigit, in: environment)
        if style.monospaced {
            spec.design = Font.Design.monospaced.value
        } else if let design = style.design, spec.design == .default {
            spec.design = design.value
        }
        if let width = style.width { spec = spec.width(Double(width.value.finiteOrZero)) }
        if let k = style.textScale, k != 1 { spec = TextSystem.resized(spec, to: spec.pointSize * Double(k)) }
        return spec
    }

    static func tracking(_ style: Text.Style, _ environment: EnvironmentValues) -> Double {
        Double((style.tracking ?? environment.tracking) + (style.kerning ?? environment.kerning))
    }

    /// The runs' fonts when the text is drawn at `pointSize` (the first run's size; runs scale with it).
    private func runFonts(pointSize: Double) -> [(characters: Range<Int>, font: TextLayout.RunFont)]? {
        guard !fontRuns.isEmpty, let base = font else { return [] }
        let k = pointSize / base.size
        if runFonts[pointSize] == nil {
            var out: [TextLayout.RunFont] = []
            for run in fontRuns {
                var size = run.spec.pointSize * k
                if run.isSymbol { size *= SymbolImage.emScale }
                guard let f = TextSystem.resolve(TextSystem.resized(run.spec, to: size)) else { return nil }
                var offset = run.baselineOffset
                if run.isSymbol {
                    // Centred on the text's cap height, as SymbolImage places a symbol's square
                    // (the icon's live area is the middle 20 of 24 units of its em).
                    let text = run.spec.pointSize * k, capHeight = TextSystem.resolve(TextSystem.resized(run.spec, to: text))?.capHeight ?? 0
                    offset += capHeight / 2 - text * (0.5 + SymbolImage.emScale * SymbolImage.margin)
                }
                out.append(TextLayout.RunFont(font: f, tracking: run.tracking, baselineOffset: offset, affectsLineHeight: !run.isSymbol))
            }
            runFonts[pointSize] = out
        }
        guard let fonts = runFonts[pointSize] else { return nil }
        return zip(fontRuns, fonts).map { ($0.characters, $1) }
    }

    /// Whether every character draws in the environment's foreground style, undecorated.
    var isPlain: Bool { runs.allSatisfy { $0.style == nil && $0.underline == nil && $0.strikethrough == nil && $0.background == nil } }

    private func font(size: Double) -> ResolvedFont? {
        guard let font else { return nil }
        if size == font.size { return font }
        if let hit = scaledFonts[size] { return hit }
        let f = TextSystem.resolve(TextSystem.resized(spec, to: size))
        scaledFonts[size] = f
        return f
    }

    private func cachedLayout(width: Double?, lineLimit: Int?, pointSize: Double) -> TextLayout? {
        let key = LayoutKey(width: width, lineLimit: lineLimit, pointSize: pointSize)
        if let hit = cache[key] { return hit }
        guard let font = font(size: pointSize) else { return nil }
        let layout = TextLayout(string, font: font, width: width, lineLimit: lineLimit, alignment: alignment.value,
                                tracking: tracking, lineSpacing: lineSpacing, truncation: truncation, runs: runFonts(pointSize: pointSize) ?? [],
                                lineHeight: lineHeight)
        cache[key] = layout
        return layout
    }

    /// The layout at one point size: wrapped at `width`, cut to the line limit and to the
    /// lines that fit a finite `height` (at least one), the last truncated with "…".
    private func fitted(width: Double?, height: Double?, pointSize: Double) -> TextLayout? {
        guard let full = cachedLayout(width: width, lineLimit: lineLimit, pointSize: pointSize) else { return nil }
        guard let h = height, full.lines.count > 1, full.size.height > h + 1e-6 else { return full }
        // Line i ends where line i + 1's ascent begins.
        var fitting = 0
        for i in full.lines.indices {
            let bottom = i + 1 < full.lines.count ? full.lines[i + 1].baseline - full.lines[i + 1].ascent : full.size.height
            if bottom <= h + 1e-6 { fitting = i + 1 } else { break }
        }
        return cachedLayout(width: width, lineLimit: max(1, fitting), pointSize: pointSize)
    }

    private func fits(_ l: TextLayout, width: Double, height: Double?) -> Bool {
        !l.isTruncated && l.size.width <= width + 1e-6 && (height.map { l.size.height <= $0 + 1e-6 } ?? true)
    }

    /// The layout for a proposal: `nil` or infinite width lays out on single lines; a finite
    /// width wraps; a finite height keeps the lines that fit; `minimumScaleFactor` shrinks
    /// the font (to the largest size that fits, searched to 1/64 pt) before truncating.
    func layout(_ proposal: ProposedViewSize) -> TextLayout? {
        guard !string.isEmpty, let font else { return nil }
        var width = proposal.width.map(Double.init)
        if let w = width, !w.isFinite { width = nil }
        if let w = width, w < 0 { width = 0 }
        var height = proposal.height.map(Double.init)
        if let h = height, !h.isFinite { height = nil }
        let size = font.size
        guard let full = fitted(width: width, height: height, pointSize: size) else { return nil }
        guard minimumScaleFactor < 1, let w = width, !fits(full, width: w, height: height) else { return full }
        let smallest = size * minimumScaleFactor
        guard let least = fitted(width: w, height: height, pointSize: smallest), fits(least, width: w, height: height) else {
            return fitted(width: w, height: height, pointSize: smallest)
        }
        var lo = smallest, hi = size, best = least
        while hi - lo > 1.0 / 64 {
            let mid = (lo + hi) / 2
            if let l = fitted(width: w, height: height, pointSize: mid), fits(l, width: w, height: height) {
                lo = mid; best = l
            } else {
                hi = mid
            }
        }
        return best
    }

    /// Rounds a length up to the pixel grid, as SwiftUI sizes text.
    func ceilToPixels(_ v: Double) -> CGFloat {
        guard scale > 0 else { return CGFloat(v) }
        // A hair of tolerance so 20.000000001 does not become 20 + 1/scale.
        return CGFloat(((v * Double(scale)) - 1e-7).rounded(.up)) / scale
    }

    /// The view's size for a proposal (empty text takes no space, as in SwiftUI).
    func size(_ proposal: ProposedViewSize) -> CGSize {
        guard let layout = layout(proposal) else { return .zero }
        let size = CGSize(width: ceilToPixels(layout.size.width), height: ceilToPixels(layout.size.height))
        bySize[SizeKey(size)] = layout
        return size
    }

    /// The layout that gave a frame of `size`, or one for `size` as a proposal.
    ///
    /// Pixel snapping rounds a frame's two edges separately, so a text placed at a fractional
    /// position can end up a pixel narrower or wider than it measured (46 pt at 3× centred at
    /// x = 22.17 snaps to 45.67 pt). That frame still shows the layout that sized it: laying
    /// the string out again in the narrower width would wrap or truncate its last glyph.
    func layout(forFrame size: CGSize) -> TextLayout? {
        if let exact = bySize[SizeKey(size)] { return exact }
        let pixel = scale > 0 ? 1 / Double(scale) + 1e-6 : 1e-6
        let w = Double(size.width), h = Double(size.height)
        var best: (distance: Double, layout: TextLayout)?
        for (key, layout) in bySize where abs(key.width - w) <= pixel && abs(key.height - h) <= pixel {
            let d = abs(key.width - w) + abs(key.height - h)
            // Ties go to the wider layout, whatever the dictionary's order.
            if best.map({ d < $0.distance || (d == $0.distance && layout.size.width > $0.layout.size.width) }) ?? true {
                best = (d, layout)
            }
        }
        return best?.layout ?? layout(ProposedViewSize(size))
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
