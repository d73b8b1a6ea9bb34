import FlipbookRaster

/// A string laid out in one font: shaped (HarfBuzz, with kerning), broken into lines,
/// truncated to a line limit, aligned, with every glyph positioned in points from the
/// layout's top-left corner.
///
/// Measuring is ``size``; drawing is ``coverageMask(origin:scale:cache:)`` (one mask for all
/// the text) or ``glyphMasks(origin:scale:cache:)`` (one per glyph, for colour runs).
public struct TextLayout: Sendable {
    /// One line of the layout.
    public struct Line: Sendable, Equatable {
        /// Characters (offsets into `Array(string)`) the line shows, trailing spaces included,
        /// the line's newline excluded. For a truncated line, the characters kept before "…".
        public var characters: Range<Int>
        /// Drawn width in points (trailing spaces excluded, "…" included).
        public var width: Double
        /// Left edge in points after alignment.
        public var x: Double
        /// Baseline y in points from the top of the layout.
        public var baseline: Double
        /// Ascent and descent (positive) in points: the largest of the faces on the line.
        public var ascent: Double
        public var descent: Double
    }

    /// A font a range of characters is drawn in, instead of the layout's ``font``.
    public struct RunFont: Sendable {
        public var font: ResolvedFont
        /// Points after every character, the font's own tracking included by the layout.
        public var tracking: Double
        /// Points the run's glyphs are raised above the line's baseline.
        public var baselineOffset: Double
        /// Whether the run's font can make its line taller (an inline symbol does not: it is
        /// sized and placed within the text's line, as SF Symbols are).
        public var affectsLineHeight: Bool
        public init(font: ResolvedFont, tracking: Double = 0, baselineOffset: Double = 0, affectsLineHeight: Bool = true) {
            self.font = font
            self.tracking = tracking
            self.baselineOffset = baselineOffset
            self.affectsLineHeight = affectsLineHeight
        }
    }

    /// Where a truncated line is cut (SwiftUI's `Text.TruncationMode`).
    public enum Truncation: Sendable, Hashable { case head, tail, middle }

    public let string: String
    public let font: ResolvedFont
    /// Every font glyphs come from: ``font`` first, then the runs' fonts
    /// (``PositionedGlyph/fontIndex`` indexes this).
    public let fonts: [ResolvedFont]
    public let alignment: TextAlignment
    public let lines: [Line]
    public let glyphs: [PositionedGlyph]
    /// Width × height in points: the widest line by the sum of the line heights.
    public let size: Size
    /// True when `lineLimit` cut text and "…" was drawn.
    public let isTruncated: Bool

    /// Lays out `string`.
    /// - Parameters:
    ///   - width: the proposed width in points; `nil` lays every paragraph on one line
    ///     (the ideal width).
    ///   - lineLimit: at most this many lines; the last one is truncated with "…" at `truncation`.
    ///   - tracking: extra points after every character (SwiftUI's `tracking(_:)`).
    ///   - lineSpacing: extra points between lines (SwiftUI's `lineSpacing(_:)`).
    ///   - runs: ranges of characters (offsets into `Array(string)`) drawn in another font,
    ///     tracking or baseline offset; the rest is in `font` with `tracking`.
    public init(_ string: String, font: ResolvedFont, width: Double? = nil, lineLimit: Int? = nil,
                alignment: TextAlignment = .leading, tracking: Double = 0, lineSpacing: Double = 0,
                truncation: Truncation = .tail, runs: [(characters: Range<Int>, font: RunFont)] = [],
                lineHeight: LineHeightRule? = nil) {
        self.string = string
        self.font = font
        self.alignment = alignment
        let chars = Array(string)
        var fonts = [font]
        var trackings = [tracking + font.tracking]
        var offsets = [0.0]
        var sizesLines = [true]
        var fontOfChar: [Int]? = nil
        if !runs.isEmpty {
            var map = [Int](repeating: 0, count: chars.count)
            for run in runs {
                fonts.append(run.font.font)
                // The font's own tracking (SF Pro's size-dependent table) comes before the view's.
                trackings.append(run.font.tracking + run.font.font.tracking)
                offsets.append(run.font.baselineOffset)
                sizesLines.append(run.font.affectsLineHeight)
                for c in run.characters.clamped(to: 0..<chars.count) { map[c] = fonts.count - 1 }
            }
            fontOfChar = map
        }
        self.fonts = fonts
        // The font's own tracking (SF Pro's size-dependent table) comes before the view's.
        let shaped = ShapedText(chars: chars, fonts: fonts, fontOfChar: fontOfChar, tracking: trackings)
        var ranges = LineBreaker.lines(chars: chars, advances: shaped.advances, maxWidth: width,
                                       trackingOfChar: shaped.trackingOfChar)

        // Truncate: the last allowed line takes the rest of its paragraph, cut at its tail,
        // head or middle.
        var truncatedLine: (index: Int, ellipsis: ShapedText.Cluster)?
        var elided: Range<Int>?
        if let limit = lineLimit, limit >= 0, ranges.count > limit {
            ranges.removeSubrange(max(limit, 0)...)
            if let last = ranges.indices.last {
                let start = ranges[last].lowerBound
                var end = ranges[last].upperBound
                while end < chars.count && !chars[end].isNewline { end += 1 }
                let ellipsis = shaped.ellipsis(font: font)
                func fits(_ w: Double) -> Bool { width.map { w + ellipsis.advance <= $0 + 1e-9 } ?? true }
                switch truncation {
                case .tail:
                    var keep = end
                    while keep > start, !fits(shaped.width(start..<keep, chars: chars)) { keep -= 1 }
                    while keep > start && chars[keep - 1].isWhitespace { keep -= 1 }
                    ranges[last] = start..<keep
                case .head:
                    // "…" then as much of the paragraph's end as fits.
                    var from = start
                    while from < end, !fits(shaped.width(from..<end, chars: chars)) { from += 1 }
                    while from < end && chars[from].isWhitespace { from += 1 }
                    ranges[last] = from..<end
                    elided = start..<from
                case .middle:
                    // The start and the end, a character from each side in turn while they fit.
                    var a = start, b = end
                    var grew = true
                    while grew && a < b {
                        grew = false
                        if a < b, fits(shaped.width(start..<(a + 1), chars: chars) + shaped.width(b..<end, chars: chars)) { a += 1; grew = true }
                        if a < b, fits(shaped.width(start..<a, chars: chars) + shaped.width((b - 1)..<end, chars: chars)) { b -= 1; grew = true }
                    }
                    var keepA = a
                    while keepA > start && chars[keepA - 1].isWhitespace { keepA -= 1 }
                    var keepB = b
                    while keepB < end && chars[keepB].isWhitespace { keepB += 1 }
                    ranges[last] = start..<end
                    elided = keepA..<keepB
                }
                truncatedLine = (last, ellipsis)
            }
        }
        isTruncated = truncatedLine != nil

        // Vertical metrics per line from the faces it uses (not the icon face).
        var lines: [Line] = []
        var y = 0.0
        for (i, r) in ranges.enumerated() {
            var ascent = font.ascent, descent = font.descent, gap = font.lineHeight - font.ascent - font.descent
            for c in r {
                let fi = shaped.fontOfChar[c], f = fonts[fi], face = shaped.faceOfChar[c], lift = offsets[fi]
                guard sizesLines[fi] else { continue }
                if fi != 0 && !chars[c].isNewline {
                    // Another font's primary face (or a raised run) can make the line taller.
                    ascent = max(ascent, f.ascent + lift)
                    descent = max(descent, f.descent - lift)
                    gap = max(gap, f.lineHeight - f.ascent - f.descent)
                }
                guard face != 0 && face != f.symbolFaceIndex && face != f.emojiFaceIndex else { continue }
                let m = f.faces[face].metrics
                ascent = max(ascent, m.ascent(size: f.size) + lift)
                descent = max(descent, m.descent(size: f.size) - lift)
                gap = max(gap, m.points(m.lineGap, size: f.size))
            }
            var w = shaped.width(r, chars: chars)
            if let t = truncatedLine, t.index == i {
                if truncation == .middle, let e = elided {
                    w = shaped.width(r.lowerBound..<e.lowerBound, chars: chars) + shaped.width(e.upperBound..<r.upperBound, chars: chars)
                }
                w += t.ellipsis.advance
            }
            if i > 0 { y += lineSpacing }
            if let rule = lineHeight {
                // A set line height: baseline to baseline, whatever the fonts' metrics; the
                // difference goes above the ascent, as Core Text places a minimum line height.
                let points = r.reduce(font.size) { m, c in sizesLines[shaped.fontOfChar[c]] ? max(m, fonts[shaped.fontOfChar[c]].size) : m }
                let h = max(0, rule.height(pointSize: points))
                let above = max(0, h - descent)
                lines.append(Line(characters: r, width: w, x: 0, baseline: y + above, ascent: above, descent: descent))
                y += h
                continue
            }
            lines.append(Line(characters: r, width: w, x: 0, baseline: y + ascent, ascent: ascent, descent: descent))
            y += ascent + descent + gap
        }
        if lines.isEmpty {
            lines.append(Line(characters: 0..<0, width: 0, x: 0, baseline: font.ascent, ascent: font.ascent, descent: font.descent))
            y = font.lineHeight
        }
        let layoutWidth = lines.map(\.width).max() ?? 0
        for i in lines.indices { lines[i].x = (layoutWidth - lines[i].width) * alignment.factor }

        var glyphs: [PositionedGlyph] = []
        glyphs.reserveCapacity(shaped.glyphs.count)
        for (li, line) in lines.enumerated() {
            var pen = line.x
            let truncatedHere = truncatedLine?.index == li
            func placeEllipsis(at characterIndex: Int) {
                guard let t = truncatedLine, truncatedHere else { return }
                for g in t.ellipsis.glyphs {
                    glyphs.append(PositionedGlyph(faceIndex: g.faceIndex, glyph: g.glyph, x: pen + g.dx,
                                                  y: line.baseline - g.dy, characterIndex: characterIndex, line: li))
                }
                pen += t.ellipsis.advance
            }
            if truncatedHere && truncation == .head { placeEllipsis(at: elided?.lowerBound ?? line.characters.lowerBound) }
            for c in line.characters {
                if truncatedHere && truncation == .middle, let e = elided, e.contains(c) || (e.isEmpty && c == e.lowerBound) {
                    if c == e.lowerBound { placeEllipsis(at: c) }
                    if e.contains(c) { continue }
                }
                for g in shaped.glyphs[shaped.glyphRange(ofChar: c)] {
                    glyphs.append(PositionedGlyph(fontIndex: g.fontIndex, faceIndex: g.faceIndex, glyph: g.glyph, x: pen + g.dx,
                                                  y: line.baseline - g.dy - offsets[g.fontIndex], characterIndex: c, line: li))
                }
                pen += shaped.advances[c]
            }
            if truncatedHere && truncation == .middle, let e = elided, e.lowerBound >= line.characters.upperBound {
                placeEllipsis(at: e.lowerBound)
            }
            if truncatedHere && truncation == .tail { placeEllipsis(at: line.characters.upperBound) }
        }
        self.lines = lines
        self.glyphs = glyphs
        self.size = Size(width: layoutWidth, height: y)
    }

    /// The size `string` takes in `font` for a proposed width (`nil`: ideal, unwrapped width).
    public static func sizeThatFits(_ string: String, font: ResolvedFont, width: Double?, lineLimit: Int? = nil, tracking: Double = 0) -> Size {
        TextLayout(string, font: font, width: width, lineLimit: lineLimit, tracking: tracking).size
    }
}
