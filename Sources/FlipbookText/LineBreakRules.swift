/// Where a line may break: after spaces, between CJK ideographs (and between an ideograph
/// and a letter), but never before closing punctuation nor after opening punctuation
/// (the Chinese/Japanese "kinsoku" rules, a subset of UAX #14).
public enum LineBreakRules {
    /// Characters a line must not start with.
    public static let noLineStart: Set<Character> = [
        "，", "。", "、", "：", "；", "！", "？", "）", "」", "』", "】", "〕", "〉", "》", "〗", "〙", "〛",
        "］", "｝", "＞", "’", "”", "…", "‥", "〜", "ー", "・", "％", "‰", "℃",
        ",", ".", ":", ";", "!", "?", ")", "]", "}", "%",
        "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ", "ゎ", "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ", "ャ", "ュ", "ョ", "ヮ", "ヵ", "ヶ",
    ]
    /// Characters a line must not end with.
    public static let noLineEnd: Set<Character> = [
        "（", "「", "『", "【", "〔", "〈", "《", "〖", "〘", "〚", "［", "｛", "＜", "‘", "“",
        "(", "[", "{", "¥", "$", "£", "€", "＄", "￥",
    ]

    /// True for characters that allow a break on either side: ideographs, kana, hangul
    /// syllables, fullwidth forms and CJK punctuation.
    public static func isCJK(_ c: Character) -> Bool {
        guard let s = c.unicodeScalars.first?.value else { return false }
        switch s {
        case 0x2E80...0x2FDF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x312F, 0x31A0...0x31FF,
             0x3200...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF,
             0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }

    /// Whether a line may break between `before` and `after`.
    public static func canBreak(between before: Character, and after: Character) -> Bool {
        if after.isWhitespace { return false }          // spaces hang at the end of the line
        if noLineStart.contains(after) { return false }
        if noLineEnd.contains(before) { return false }
        if before.isWhitespace { return true }
        if before == "-" || before == "‐" || before == "–" || before == "—" { return after.isLetter }
        return isCJK(before) || isCJK(after)
    }
}
