/// A string split into runs of one face (per-character fallback), each shaped by HarfBuzz,
/// with the result kept per character: its advance in points and its glyphs. Line breaking
/// and truncation work on characters; positions come from the glyphs.
struct ShapedText {
    struct Glyph {
        /// Index into the layout's fonts (0: the base font).
        var fontIndex = 0
        var faceIndex: Int
        var glyph: UInt32
        /// Offset in points from the character's pen position (earlier glyphs of the same
        /// cluster plus HarfBuzz's x offset).
        var dx: Double
        /// HarfBuzz's y offset in points, up positive.
        var dy: Double
    }
    /// A shaped standalone piece (the ellipsis).
    struct Cluster {
        var glyphs: [Glyph]
        var advance: Double
    }

    /// Per character: tracking (points after it).
    let trackingOfChar: [Double]
    /// Per character: the font (index into the layout's fonts) it is shaped in.
    let fontOfChar: [Int]
    /// Per character: the face index in its resolved font.
    var faceOfChar: [Int]
    /// Per character: advance in points, tracking included; 0 for newlines.
    var advances: [Double]
    /// All glyphs, grouped by character in order; `glyphStart[c] ..< glyphStart[c + 1]`.
    var glyphs: [Glyph]
    var glyphStart: [Int]

    init(chars original: [Character], font: ResolvedFont, tracking: Double) {
        self.init(chars: original, fonts: [font], fontOfChar: nil, tracking: [tracking])
    }

    /// Shapes `original` with each character in `fonts[fontOfChar[c]]` (all in the first when
    /// `nil`), followed by that font's `tracking`.
    init(chars original: [Character], fonts: [ResolvedFont], fontOfChar: [Int]?, tracking: [Double]) {
        let fontOfChar = fontOfChar ?? [Int](repeating: 0, count: original.count)
        self.fontOfChar = fontOfChar
        self.trackingOfChar = fontOfChar.map { tracking[$0] }
        // Control characters (tab, …) have no glyphs in any face: draw them as spaces rather
        // than missing-glyph boxes.
        let chars = original.map { c -> Character in
            !c.isNewline && c.unicodeScalars.first?.properties.generalCategory == .control ? " " : c
        }
        let n = chars.count
        faceOfChar = chars.indices.map { chars[$0].isNewline ? 0 : fonts[fontOfChar[$0]].faceIndex(for: chars[$0]) }
        advances = [Double](repeating: 0, count: n)
        var perChar = [[Glyph]](repeating: [], count: n)

        var start = 0
        while start < n {
            if chars[start].isNewline { start += 1; continue }
            let faceIndex = faceOfChar[start], fontIndex = fontOfChar[start]
            var end = start + 1
            while end < n && !chars[end].isNewline && faceOfChar[end] == faceIndex && fontOfChar[end] == fontIndex { end += 1 }
            Self.shapeRun(chars: chars, range: start..<end, faceIndex: faceIndex, fontIndex: fontIndex, font: fonts[fontIndex],
                          advances: &advances, perChar: &perChar)
            start = end
        }
        for c in 0..<n where !chars[c].isNewline { advances[c] += trackingOfChar[c] }
        glyphStart = [0]
        glyphStart.reserveCapacity(n + 1)
        glyphs = []
        for g in perChar { glyphs.append(contentsOf: g); glyphStart.append(glyphs.count) }
    }

    private static func shapeRun(chars: [Character], range: Range<Int>, faceIndex: Int, fontIndex: Int, font: ResolvedFont,
                                 advances: inout [Double], perChar: inout [[Glyph]]) {
        let face = font.faces[faceIndex]
        var utf8: [UInt8] = []
        var starts: [Int] = []
        for c in range {
            starts.append(utf8.count)
            if face.isColorBitmap {
                // Skin tones are not in the bundled emoji subset: shape the base emoji.
                for s in chars[c].unicodeScalars where !s.isEmojiSkinTone { utf8.append(contentsOf: String(s).utf8) }
            } else {
                utf8.append(contentsOf: String(chars[c]).utf8)
            }
        }
        let scale = font.size / Double(face.metrics.unitsPerEm)
        // Colour emoji take Apple's one-em advance, not Noto's 1.245 em.
        let emojiAdvance = face.isColorBitmap ? font.size * ResolvedFont.emojiAdvanceEm : nil
        for g in TextShaper.shape(utf8, face: face, tabularDigits: font.descriptor.monospacedDigits) {
            // The character whose UTF-8 starts at or before the cluster offset.
            var lo = 0, hi = starts.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if starts[mid] <= g.cluster { lo = mid } else { hi = mid - 1 }
            }
            let c = range.lowerBound + lo
            if let emojiAdvance {
                perChar[c].append(Glyph(fontIndex: fontIndex, faceIndex: faceIndex, glyph: g.glyph, dx: advances[c], dy: 0))
                advances[c] += g.xAdvance != 0 ? emojiAdvance : 0
                continue
            }
            perChar[c].append(Glyph(fontIndex: fontIndex, faceIndex: faceIndex, glyph: g.glyph,
                                    dx: advances[c] + Double(g.xOffset) * scale,
                                    dy: Double(g.yOffset) * scale))
            advances[c] += Double(g.xAdvance) * scale
        }
    }

    func glyphRange(ofChar c: Int) -> Range<Int> { glyphStart[c]..<glyphStart[c + 1] }

    /// Drawn width of a range of characters: trailing whitespace and the last character's
    /// tracking do not count.
    func width(_ r: Range<Int>, chars: [Character]) -> Double {
        var end = r.upperBound
        while end > r.lowerBound && (chars[end - 1].isWhitespace) { end -= 1 }
        guard end > r.lowerBound else { return 0 }
        var w = 0.0
        for c in r.lowerBound..<end { w += advances[c] }
        return w - trackingOfChar[end - 1]
    }

    /// "…" shaped in the first face of the font that has it.
    func ellipsis(font: ResolvedFont) -> Cluster {
        let text: [Character] = ["…"]
        let s = ShapedText(chars: text, font: font, tracking: 0)
        return Cluster(glyphs: s.glyphs, advance: s.advances[0])
    }
}
