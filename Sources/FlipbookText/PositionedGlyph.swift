/// A glyph placed by text layout, in points relative to the layout's top-left corner.
public struct PositionedGlyph: Sendable, Equatable {
    /// Index into ``TextLayout/fonts`` (0: ``TextLayout/font``).
    public var fontIndex: Int = 0
    /// Index into its font's `faces`.
    public var faceIndex: Int
    public var glyph: UInt32
    /// Pen x of the glyph (shaping offsets included).
    public var x: Double
    /// Baseline y of the glyph's line (shaping offsets included).
    public var y: Double
    /// The character (grapheme cluster) of the source string this glyph draws, as an offset
    /// in `Array(string)`: colour runs map onto glyphs through it. The truncation "…" has
    /// the index of the first character it replaces.
    public var characterIndex: Int
    /// Line number, from 0.
    public var line: Int
}
