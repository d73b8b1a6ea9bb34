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

    public let string: String
    public let font: ResolvedFont
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
    ///   - lineLimit: at most this many lines; the last one is truncated at its tail with "…".
    ///   - tracking: extra points after every character (SwiftUI's `tracking(_:)`).
    public init(_ string: String, font: ResolvedFont, width: Double? = nil, lineLimit: Int? = nil,
                alignment: TextAlignment = .leading, tracking: Double = 0) {
        self.string = string
        self.font = font
        self.alignment = alignment
        let chars = Array(string)
        // The font's own tracking (SF Pro's size-dependent table) comes before the view's.
        let shaped = ShapedText(chars: chars, font: font, tracking: tracking + font.tracking)
        var ranges = LineBreaker.lines(chars: chars, advances: shaped.advances, maxWidth: width, tracking: shaped.tracking)

        // Truncate: the last allowed line takes the rest of its paragraph, cut at the tail.
        var truncatedLine: (index: Int, ellipsis: ShapedText.Cluster)?
        if let limit = lineLimit, limit >= 0, ranges.count > limit {
            ranges.removeSubrange(max(limit, 0)...)
            if let last = ranges.indices.last {
                var end = ranges[last].upperBound
                while end < chars.count && !chars[end].isNewline { end += 1 }
                let ellipsis = shaped.ellipsis(font: font)
                var keep = end
                if let width {
                    while keep > ranges[last].lowerBound,
                          shaped.width(ranges[last].lowerBound..<keep, chars: chars) + ellipsis.advance > width + 1e-9 {
                        keep -= 1
                    }
                }
                while keep > ranges[last].lowerBound && chars[keep - 1].isWhitespace { keep -= 1 }
                ranges[last] = ranges[last].lowerBound..<keep
                truncatedLine = (last, ellipsis)
            }
        }
        isTruncated = truncatedLine != nil

        // Vertical metrics per line from the faces it uses (not the icon face).
        var lines: [Line] = []
        var y = 0.0
        for (i, r) in ranges.enumerated() {
            var ascent = font.ascent, descent = font.descent, gap = font.lineHeight - font.ascent - font.descent
            for c in r where shaped.faceOfChar[c] != 0 && shaped.faceOfChar[c] != font.symbolFaceIndex
                             && shaped.faceOfChar[c] != font.emojiFaceIndex {
                let m = font.faces[shaped.faceOfChar[c]].metrics
                ascent = max(ascent, m.ascent(size: font.size))
                descent = max(descent, m.descent(size: font.size))
                gap = max(gap, m.points(m.lineGap, size: font.size))
            }
            var w = shaped.width(r, chars: chars)
            if let t = truncatedLine, t.index == i { w += t.ellipsis.advance }
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
            for c in line.characters {
                for g in shaped.glyphs[shaped.glyphRange(ofChar: c)] {
                    glyphs.append(PositionedGlyph(faceIndex: g.faceIndex, glyph: g.glyph, x: pen + g.dx,
                                                  y: line.baseline - g.dy, characterIndex: c, line: li))
                }
                pen += shaped.advances[c]
            }
            if let t = truncatedLine, t.index == li {
                for g in t.ellipsis.glyphs {
                    glyphs.append(PositionedGlyph(faceIndex: g.faceIndex, glyph: g.glyph, x: pen + g.dx,
                                                  y: line.baseline - g.dy, characterIndex: line.characters.upperBound, line: li))
                }
            }
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
