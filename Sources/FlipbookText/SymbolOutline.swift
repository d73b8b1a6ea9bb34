import FlipbookRaster

/// A symbol (or one layer of it) as outlines in points: what a symbol's coverage mask is made
/// of, kept so the raster step can fill the exact shape through a rotation, another scale, a
/// skew or a projection instead of resampling the mask made at the display scale.
///
/// The mask arithmetic has a path twin for each step: the weight's widening is FreeType's
/// `FT_Outline_EmboldenXY` on the outline (``GlyphOutline/read(face:glyph:oblique:embolden64:contours:)``),
/// a layer's contour subset is the same contours of the widened outline, the union of layers
/// is both paths filled non-zero, and a filled enclosure with the symbol knocked out
/// (`heart.circle.fill`, the mask's a · (1 − b)) is a boolean subtraction of paths.
public struct SymbolOutline: Sendable, Equatable {
    /// One glyph's outline placed in points.
    public struct Part: Sendable, Equatable {
        public let face: FontFace
        public var glyph: UInt32
        /// Total widening in 1/64 of a ``GlyphOutline/loadPixels`` em (0: none).
        public var embolden64: Int
        /// The contours kept (outline order), `nil` for all.
        public var contours: [Int]?
        /// Ems (y down, pen at the origin) → root points.
        public var transform: Transform2D

        public init(face: FontFace, glyph: UInt32, embolden64: Int, contours: [Int]?, transform: Transform2D) {
            self.face = face
            self.glyph = glyph
            self.embolden64 = embolden64
            self.contours = contours
            self.transform = transform
        }

        public static func == (l: Part, r: Part) -> Bool {
            l.face === r.face && l.glyph == r.glyph && l.embolden64 == r.embolden64 && l.contours == r.contours
                && l.transform == r.transform
        }

        /// The outline in root points.
        public func path(outlines: GlyphOutlineCache = .shared) -> BezierPath {
            let o = outlines.outline(face: face, glyph: glyph, oblique: false, embolden64: embolden64, contours: contours)
            var p = BezierPath()
            if !o.isEmpty { p.addPath(o.path, transform: transform) }
            return p
        }
    }

    /// Filled together (non-zero: the union).
    public var parts: [Part]
    /// Taken out of ``parts`` (a filled enclosure's knocked-out symbol).
    public var subtracted: [Part]

    public init(parts: [Part], subtracted: [Part] = []) {
        self.parts = parts
        self.subtracted = subtracted
    }

    /// A box in root points holding the shape (the parts' control boxes); `.zero` when blank.
    public func bounds(outlines: GlyphOutlineCache = .shared) -> Rect {
        var r: Rect?
        for p in parts {
            let b = outlines.outline(face: p.face, glyph: p.glyph, oblique: false, embolden64: p.embolden64, contours: p.contours).bounds
            guard !b.isEmpty else { continue }
            let placed = p.transform.apply(b)
            r = r.map { $0.union(placed) } ?? placed
        }
        return r ?? .zero
    }

    /// The shape in root points, to fill non-zero. A subtraction is computed on paths
    /// flattened within `tolerance` points (pass about 1/50 device pixel in points).
    public func path(tolerance: Double = 0.01, outlines: GlyphOutlineCache = .shared) -> BezierPath {
        var filled = BezierPath()
        for p in parts { filled.addPath(p.path(outlines: outlines)) }
        guard !subtracted.isEmpty, !filled.isEmpty else { return filled }
        var cut = BezierPath()
        for p in subtracted { cut.addPath(p.path(outlines: outlines)) }
        guard !cut.isEmpty else { return filled }
        return filled.combined(with: cut, .subtraction, rule: .nonZero, otherRule: .nonZero, tolerance: tolerance)
    }
}
