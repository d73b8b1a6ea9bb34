import CFreeType

/// The contours of a glyph outline, grouped into filled parts: each outer contour with the
/// holes inside it. Symbol layers come from these groups (the bars of `chart.bar`, the arcs of
/// `wifi`, the person knocked out of `person.crop.circle.fill`), since the bundled icon font
/// has one layer per glyph.
public struct GlyphContours: Sendable, Equatable {
    /// One contour in font units (y up).
    public struct Contour: Sendable, Equatable {
        /// Shoelace area of the control polygon; its sign is the winding direction.
        public var signedArea: Double
        public var minX: Double, minY: Double, maxX: Double, maxY: Double
    }
    /// A filled part: one outer contour and the holes inside it, as indices into ``contours``.
    public struct Group: Sendable, Equatable {
        public var outer: Int
        public var holes: [Int]
        public var all: [Int] { [outer] + holes }
    }

    public var contours: [Contour]
    public var groups: [Group]
    /// Every hole contour (wound against the outer ones).
    public var holes: [Int] { groups.flatMap(\.holes) }

    /// Reads the outline of `glyph` (unscaled, font units); empty when it has none.
    public static func read(face: FontFace, glyph: UInt32) -> GlyphContours {
        let contours: [Contour] = face.freeType.withLock { ft in
            let f = ft.face
            guard FT_Load_Glyph(f, glyph, GlyphRasterizer.loadNoHinting | GlyphRasterizer.loadNoBitmap | loadNoScale) == 0,
                  let slot = f.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return [] }
            let o = slot.pointee.outline
            guard o.n_contours > 0, let pts = o.points, let ends = o.contours else { return [] }
            var out: [Contour] = []
            var start = 0
            for c in 0..<Int(o.n_contours) {
                let end = Int(ends[c])
                guard end >= start, end < Int(o.n_points) else { break }
                var area = 0.0
                var box = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
                for i in start...end {
                    let p = pts[i], q = pts[i == end ? start : i + 1]
                    area += Double(p.x) * Double(q.y) - Double(q.x) * Double(p.y)
                    box = (min(box.0, Double(p.x)), min(box.1, Double(p.y)), max(box.2, Double(p.x)), max(box.3, Double(p.y)))
                }
                out.append(Contour(signedArea: area / 2, minX: box.0, minY: box.1, maxX: box.2, maxY: box.3))
                start = end + 1
            }
            return out
        }
        return GlyphContours(contours: contours)
    }

    init(contours: [Contour]) {
        self.contours = contours
        // The largest contour is an outer one; contours wound the other way are holes.
        guard let largest = contours.indices.max(by: { abs(contours[$0].signedArea) < abs(contours[$1].signedArea) }) else {
            groups = []
            return
        }
        let outerSign = contours[largest].signedArea < 0
        var groups: [Group] = []
        var holes: [Int] = []
        for (i, c) in contours.enumerated() {
            if (c.signedArea < 0) == outerSign { groups.append(Group(outer: i, holes: [])) } else { holes.append(i) }
        }
        // Each hole belongs to the smallest outer contour whose box holds it.
        for h in holes {
            let hc = contours[h]
            let owner = groups.indices.filter {
                let o = contours[groups[$0].outer]
                return o.minX <= hc.minX && o.minY <= hc.minY && o.maxX >= hc.maxX && o.maxY >= hc.maxY
            }.min { abs(contours[groups[$0].outer].signedArea) < abs(contours[groups[$1].outer].signedArea) }
            if let owner { groups[owner].holes.append(h) }
        }
        self.groups = groups
    }

    // FT_LOAD_NO_SCALE, a macro Swift does not import.
    static let loadNoScale: Int32 = 1 << 0
}
