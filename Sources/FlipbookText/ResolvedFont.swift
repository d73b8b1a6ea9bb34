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

    public var primary: FontFace { faces[0] }
    public var size: Double { descriptor.size }

    /// Index in ``faces`` of the first face that covers `character`; the primary face (and
    /// its missing-glyph box) when none does.
    public func faceIndex(for character: Character) -> Int {
        for (i, face) in faces.enumerated() where face.covers(character) { return i }
        return 0
    }

    /// Ascent in points of the primary face.
    public var ascent: Double { primary.metrics.ascent(size: size) }
    /// Descent (positive) in points of the primary face.
    public var descent: Double { primary.metrics.descent(size: size) }
    /// Baseline-to-baseline distance in points of the primary face.
    public var lineHeight: Double { primary.metrics.lineHeight(size: size) }
    /// Cap height in points of the primary face.
    public var capHeight: Double { primary.metrics.points(primary.metrics.capHeight, size: size) }
}
