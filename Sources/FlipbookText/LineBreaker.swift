/// Greedy line breaking over characters with known advances.
enum LineBreaker {
    /// Character ranges of the lines (newlines excluded). A line overflows only when a single
    /// character is wider than `maxWidth` or no break opportunity exists, in which case it
    /// breaks between characters (so text never runs past the width while it can wrap).
    /// `tracking` (included in `advances`) does not count after a line's last character, as
    /// in ``ShapedText/width(_:chars:)``: a line fits when its drawn width does, so text laid
    /// out at its own ideal width keeps one line with a positive tracking too.
    static func lines(chars: [Character], advances: [Double], maxWidth: Double?, tracking: Double = 0) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var paragraphStart = 0
        let n = chars.count
        while paragraphStart <= n {
            var paragraphEnd = paragraphStart
            while paragraphEnd < n && !chars[paragraphEnd].isNewline { paragraphEnd += 1 }
            breakParagraph(chars: chars, advances: advances, range: paragraphStart..<paragraphEnd,
                           maxWidth: maxWidth, tracking: tracking, into: &out)
            if paragraphEnd >= n { break }
            paragraphStart = paragraphEnd + 1
        }
        return out
    }

    private static func breakParagraph(chars: [Character], advances: [Double], range: Range<Int>,
                                       maxWidth: Double?, tracking: Double, into out: inout [Range<Int>]) {
        guard let maxWidth, !range.isEmpty else { out.append(range); return }
        let limit = maxWidth + 1e-9
        var start = range.lowerBound
        while start < range.upperBound {
            var x = 0.0
            var lastBreak: Int?
            var end = range.upperBound
            var i = start
            while i < range.upperBound {
                if i > start && LineBreakRules.canBreak(between: chars[i - 1], and: chars[i]) { lastBreak = i }
                let next = x + advances[i]
                if next - tracking > limit && i > start && !chars[i].isWhitespace {
                    end = lastBreak ?? i
                    break
                }
                x = next
                i += 1
            }
            out.append(start..<end)
            start = end
        }
    }
}
