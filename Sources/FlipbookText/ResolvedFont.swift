/// A font request bound to faces: the primary face and its fallbacks, in order.
public struct ResolvedFont: Sendable {
    public let descriptor: FontDescriptor
    /// Primary face first, then fallbacks (CJK, symbols).
    public let faces: [FontFace]
    /// Per face: slant it synthetically because italic was asked for and the face is upright
    /// (Noto Sans CJK has no italics; Apple slants CJK the same way).
    public let synthesizeOblique: [Bool]
    /// Index in ``faces`` of the icon face; it is skipped for line metrics.
    public let symbolFaceIndex: Int?
    /// Index in ``faces`` of the colour emoji face; skipped for line metrics (an emoji sits
    /// in a one-em box on the baseline, inside the text's line).
    public let emojiFaceIndex: Int?
    /// Points added after every character by the font itself, before any `tracking(_:)`:
    /// SF Pro's size-dependent tracking (``AppleFonts/tracking(pointSize:)``), 0 for other faces.
    public let tracking: Double

    /// Line metrics in ems that replace the primary face's (ascent, descent, line gap): SF
    /// Pro's, given to Inter when it stands in for SF Pro, so lines are as tall as iOS's.
    public let lineMetricsOverride: (ascent: Double, descent: Double, gap: Double)?

    public init(descriptor: FontDescriptor, faces: [FontFace], synthesizeOblique: [Bool], symbolFaceIndex: Int?,
                emojiFaceIndex: Int? = nil, tracking: Double = 0,
                lineMetricsOverride: (ascent: Double, descent: Double, gap: Double)? = nil) {
        self.tracking = tracking
        self.lineMetricsOverride = lineMetricsOverride
        self.descriptor = descriptor
        self.faces = faces
        self.synthesizeOblique = synthesizeOblique
        self.symbolFaceIndex = symbolFaceIndex
        self.emojiFaceIndex = emojiFaceIndex
    }

    /// Emoji size and placement, as Apple Color Emoji sits in SF text: its glyphs span a
    /// one-em square from the baseline up with a one-em advance (Apple's font: 800 units per
    /// em, bitmap glyphs bounded by (0, 0)–(800, 800)). Noto's strike box (ascender 101 px to
    /// descender −27 px at 109 ppem) is scaled to that square and centred in the advance.
    /// *Unconfirmed* against a device rendering; kept here so it can be corrected.
    public static let emojiBoxEm = 1.0
    public static let emojiAdvanceEm = 1.0

    public var primary: FontFace { faces[0] }
    public var size: Double { descriptor.size }

    /// Index in ``faces`` of the first face that covers `character`; the primary face (and
    /// its missing-glyph box) when none does.
    public func faceIndex(for character: Character) -> Int {
        // Emoji presentation (a default-emoji character, U+FE0F, a ZWJ sequence, a flag or
        // keycap) goes to the colour face first, so "❤️" is not drawn from a text face's ♥.
        if let e = emojiFaceIndex, character.prefersEmojiPresentation, faces[e].coversEmoji(character) { return e }
        for (i, face) in faces.enumerated() where i != emojiFaceIndex && face.covers(character) { return i }
        if let e = emojiFaceIndex, faces[e].coversEmoji(character) { return e }
        return 0
    }

    /// Ascent in points of the primary face.
    public var ascent: Double { lineMetricsOverride.map { $0.ascent * size } ?? primary.metrics.ascent(size: size) }
    /// Descent (positive) in points of the primary face.
    public var descent: Double { lineMetricsOverride.map { $0.descent * size } ?? primary.metrics.descent(size: size) }
    /// Baseline-to-baseline distance in points of the primary face.
    public var lineHeight: Double {
        lineMetricsOverride.map { ($0.ascent + $0.descent + $0.gap) * size } ?? primary.metrics.lineHeight(size: size)
    }
    /// Cap height in points of the primary face.
    public var capHeight: Double { primary.metrics.points(primary.metrics.capHeight, size: size) }
    /// The height of lowercase letters (OS/2 `sxHeight`) in points.
    public var xHeight: Double { primary.metrics.points(primary.metrics.xHeight, size: size) }
}
