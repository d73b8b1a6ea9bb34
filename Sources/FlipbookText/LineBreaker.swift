/// Greedy line breaking over characters with known advances.
enum LineBreaker {
    /// Character ranges of the lines (newlines excluded). A line overflows only when a single
    /// character is wider than `maxWidth` or no break opportunity exists, in which case it
    /// breaks between characters (so text never runs past the width while it can wrap).
    static func lines(chars: [Character], advances: [Double], maxWidth: Double?) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var paragraphStart = 0
        let n = chars.count
        while paragraphStart <= n {
            var paragraphEnd = paragraphStart
            while paragraphEnd < n && !chars[paragraphEnd].isNewline { paragraphEnd += 1 }
            breakParagraph(chars: chars, advances: advances, range: paragraphStart..<paragraphEnd,
                           maxWidth: maxWidth, into: &out)
            if paragraphEnd >= n { break }
            paragraphStart = paragraphEnd + 1
        }
        return out
    }

    private static func breakParagraph(chars: [Character], advances: [Double], range: Range<Int>,
                                       maxWidth: Double?, into out: inout [Range<Int>]) {
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
                if next > limit && i > start && !chars[i].isWhitespace {
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
