import Foundation

/// Inline Markdown as SwiftUI reads it in a `LocalizedStringKey` (Foundation's
/// `.inlineOnlyPreservingWhitespace`): `**bold**`/`__bold__`, `*italic*`/`_italic_`,
/// `` `code` ``, `~~strikethrough~~`, `[links](url)` and backslash escapes; whitespace and
/// line breaks are kept. Delimiters follow CommonMark's flanking rules closely enough for
/// everyday strings: an opening `*` is not followed by a space, a closing one not preceded by
/// one, and `_` does not emphasise inside a word (`snake_case_name` stays as written).
enum InlineMarkdown {
    struct Style: Equatable {
        var bold = false, italic = false, code = false, strikethrough = false
        var link: URL?
    }

    struct Span: Equatable {
        var text: String
        var style: Style
    }

    /// The spans of `source`, adjacent spans of one style merged.
    static func parse(_ source: String) -> [Span] {
        var out: [Span] = []
        parse(Array(source), Style(), into: &out)
        var merged: [Span] = []
        for s in out where !s.text.isEmpty {
            if let last = merged.last, last.style == s.style { merged[merged.count - 1].text += s.text } else { merged.append(s) }
        }
        return merged
    }

    private static func parse(_ c: [Character], _ style: Style, into out: inout [Span]) {
        var plain = ""
        func flush() { if !plain.isEmpty { out.append(Span(text: plain, style: style)); plain = "" } }
        var i = 0
        while i < c.count {
            let ch = c[i]
            // Escapes: a backslash before ASCII punctuation shows the punctuation.
            if ch == "\\", i + 1 < c.count, c[i + 1].isASCII, c[i + 1].isPunctuation || c[i + 1].isSymbol {
                plain.append(c[i + 1]); i += 2; continue
            }
            if ch == "`" {
                var run = 0
                while i + run < c.count && c[i + run] == "`" { run += 1 }
                if let close = find(c, String(repeating: "`", count: run), from: i + run, exact: "`") {
                    flush()
                    var code = String(c[(i + run)..<close])
                    // CommonMark strips one space from each side of a padded code span.
                    if code.count >= 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
                        code = String(code.dropFirst().dropLast())
                    }
                    var s = style; s.code = true
                    out.append(Span(text: code, style: s))
                    i = close + run
                    continue
                }
                plain += String(repeating: "`", count: run); i += run; continue
            }
            if ch == "[", let (textEnd, url, end) = link(c, from: i) {
                flush()
                var s = style; s.link = url
                parse(Array(c[(i + 1)..<textEnd]), s, into: &out)
                i = end
                continue
            }
            if ch == "~", i + 1 < c.count, c[i + 1] == "~",
               let close = closing(c, "~~", from: i + 2, opener: i) {
                flush()
                var s = style; s.strikethrough = true
                parse(Array(c[(i + 2)..<close]), s, into: &out)
                i = close + 2
                continue
            }
            if ch == "*" || ch == "_" {
                let double = i + 1 < c.count && c[i + 1] == ch
                if double, let close = closing(c, String([ch, ch]), from: i + 2, opener: i) {
                    flush()
                    var s = style; s.bold = true
                    parse(Array(c[(i + 2)..<close]), s, into: &out)
                    i = close + 2
                    continue
                }
                if let close = closing(c, String(ch), from: i + 1, opener: i) {
                    flush()
                    var s = style; s.italic = true
                    parse(Array(c[(i + 1)..<close]), s, into: &out)
                    i = close + 1
                    continue
                }
                // An unmatched run of delimiters is text.
                var run = 0
                while i + run < c.count && c[i + run] == ch { run += 1 }
                plain += String(repeating: ch, count: run); i += run; continue
            }
            plain.append(ch); i += 1
        }
        flush()
    }

    /// The index of a closing delimiter `d` for an opener at `opener`, or `nil`: the opener is
    /// followed by a non-space, the closer preceded by one; `_` not inside words.
    private static func closing(_ c: [Character], _ d: String, from start: Int, opener: Int) -> Int? {
        let dc = Array(d)
        guard start < c.count, !c[start].isWhitespace else { return nil }
        if dc[0] == "_", opener > 0, c[opener - 1].isLetter || c[opener - 1].isNumber { return nil }
        var j = start + 1
        while j + dc.count <= c.count {
            if c[j] == "\\" { j += 2; continue }
            if c[j] == "`", let close = find(c, "`", from: j + 1, exact: "`") { j = close + 1; continue }
            if Array(c[j..<(j + dc.count)]) == dc, !c[j - 1].isWhitespace {
                let after = j + dc.count
                // Not the start of a longer run of the same delimiter (`**` closing a `*`).
                let extends = after < c.count && c[after] == dc[0] && dc.count == 1 && j + 1 < c.count && c[j + 1] == dc[0]
                let intraword = dc[0] == "_" && after < c.count && (c[after].isLetter || c[after].isNumber)
                if !extends && !intraword { return j }
                if extends { j += 2; continue }
            }
            j += 1
        }
        return nil
    }

    /// The start of `needle` at or after `from`, as a whole run (not part of a longer run of `exact`).
    private static func find(_ c: [Character], _ needle: String, from: Int, exact: Character) -> Int? {
        let n = Array(needle)
        var j = from
        while j + n.count <= c.count {
            if Array(c[j..<(j + n.count)]) == n {
                let before = j > from && c[j - 1] == exact
                let after = j + n.count < c.count && c[j + n.count] == exact
                if !before && !after { return j }
            }
            j += 1
        }
        return nil
    }

    /// `[text](destination)` starting at `start`: the end of the text, the URL and the index after `)`.
    private static func link(_ c: [Character], from start: Int) -> (Int, URL, Int)? {
        var depth = 0, j = start
        while j < c.count {
            if c[j] == "\\" { j += 2; continue }
            if c[j] == "[" { depth += 1 }
            if c[j] == "]" { depth -= 1; if depth == 0 { break } }
            j += 1
        }
        guard j + 1 < c.count, c[j] == "]", c[j + 1] == "(" else { return nil }
        guard let close = c[(j + 2)...].firstIndex(of: ")") else { return nil }
        var dest = String(c[(j + 2)..<close]).trimmingCharacters(in: .whitespaces)
        if dest.hasPrefix("<") && dest.hasSuffix(">") { dest = String(dest.dropFirst().dropLast()) }
        // A title after the destination ("url \"title\"") is not part of the URL.
        if let space = dest.firstIndex(of: " ") { dest = String(dest[..<space]) }
        guard let url = URL(string: dest) else { return nil }
        return (j, url, close + 1)
    }

    /// `source` as an attributed string with Foundation's presentation intents and links, as
    /// `AttributedString(localized:)` gives it.
    static func attributedString(_ source: String) -> AttributedString {
        var result = AttributedString()
        for span in parse(source) {
            var piece = AttributedString(span.text)
            var intent: InlinePresentationIntent = []
            if span.style.bold { intent.insert(.stronglyEmphasized) }
            if span.style.italic { intent.insert(.emphasized) }
            if span.style.code { intent.insert(.code) }
            if span.style.strikethrough { intent.insert(.strikethrough) }
            if !intent.isEmpty { piece[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] = intent }
            if let link = span.style.link { piece.link = link }
            result += piece
        }
        return result
    }
}
