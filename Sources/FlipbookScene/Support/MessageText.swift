/// Text from a scene (names, keys, paths) made safe to print in a message.
///
/// WHY: messages go to CI logs and terminals. A control character from the input (ESC, BEL,
/// CR, NUL) printed raw lets a scene rewrite the log's lines or the terminal's title, and a
/// 1 MiB name echoed whole buries the message. So control characters are shown escaped
/// (`\u{1B}`), and a long quoted name is shown as an excerpt with its length.
public enum MessageText {
    /// Longest quoted text shown whole, in characters.
    public static let maxQuoted = 80

    /// `text` with every control character (C0, DEL, C1) escaped as `\u{XX}`.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for s in text.unicodeScalars {
            if isControl(s) {
                out += "\\u{" + String(s.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(s)
            }
        }
        return out
    }

    /// A message as printed: control characters escaped, and each quoted run ("…") longer
    /// than ``maxQuoted`` shortened to its start and end with its length between.
    public static func safe(_ message: String) -> String {
        escaped(shortenQuoted(message))
    }

    /// `text` cut to its first and last characters when longer than `limit`.
    public static func excerpt(_ text: String, limit: Int = maxQuoted) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > limit else { return text }
        let head = String(String.UnicodeScalarView(scalars.prefix(limit * 3 / 4)))
        let tail = String(String.UnicodeScalarView(scalars.suffix(limit / 4)))
        return head + "…(\(scalars.count) characters)…" + tail
    }

    private static func shortenQuoted(_ text: String) -> String {
        guard text.utf8.count > maxQuoted else { return text }
        var parts = text.split(separator: "\"", omittingEmptySubsequences: false).map(String.init)
        // Odd parts sit between quotes; an unquoted part (our own words) can hold a long path.
        for i in parts.indices where parts[i].unicodeScalars.count > maxQuoted {
            parts[i] = i % 2 == 1 ? excerpt(parts[i]) : shortenLongWords(parts[i])
        }
        return parts.joined(separator: "\"")
    }

    /// Our own words are short; a run without spaces (a JSON path) keeps its dotted parts,
    /// each of which is shortened when longer than a quoted name may be (a 1 MiB key).
    static func shortenLongWords(_ text: String) -> String {
        text.split(separator: " ", omittingEmptySubsequences: false).map { word in
            guard word.unicodeScalars.count > maxQuoted else { return String(word) }
            return word.split(separator: ".", omittingEmptySubsequences: false)
                .map { $0.unicodeScalars.count > maxQuoted ? excerpt(String($0)) : String($0) }
                .joined(separator: ".")
        }.joined(separator: " ")
    }

    private static func isControl(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (0x7F...0x9F).contains(s.value)
    }
}
