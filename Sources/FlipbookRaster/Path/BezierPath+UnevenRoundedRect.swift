extension BezierPath {
    /// A rectangle whose corners each have their own radius, as SwiftUI's
    /// `UnevenRoundedRectangle`: `radii` are top-leading, top-trailing, bottom-trailing,
    /// bottom-leading. Radii that together overflow a side are scaled down by one common
    /// factor (as `roundedRect` does for one radius), so the corners stay in proportion.
    public static func unevenRoundedRect(_ r: Rect, radii: (Double, Double, Double, Double), style: CornerStyle = .continuous) -> BezierPath {
        guard !r.isEmpty else { return BezierPath() }
        func clean(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }
        var (tl, tr, br, bl) = (clean(radii.0), clean(radii.1), clean(radii.2), clean(radii.3))
        // Each side holds its two corners.
        let fit = [r.width / max(tl + tr, 1e-12), r.width / max(bl + br, 1e-12),
                   r.height / max(tl + bl, 1e-12), r.height / max(tr + br, 1e-12)].min()!
        if fit < 1 { tl *= fit; tr *= fit; br *= fit; bl *= fit }
        func corner(_ radius: Double) -> CornerGeometry? {
            // Each corner is built as if it were the radius of a rounded rectangle of this size,
            // so continuous corners blend towards circular ones as they grow, as SwiftUI's do.
            radius > 0 ? CornerGeometry(style: style, rx: radius, ry: radius, halfWidth: r.width / 2, halfHeight: r.height / 2) : nil
        }
        let tlp = Point(r.minX, r.minY), trp = Point(r.maxX, r.minY)
        let brp = Point(r.maxX, r.maxY), blp = Point(r.minX, r.maxY)
        var p = BezierPath()
        p.move(to: Point(r.minX + (corner(tl)?.extentX ?? 0), r.minY))
        for (radius, vertex, incoming, outgoing) in [(tr, trp, Point(1, 0), Point(0, 1)), (br, brp, Point(0, 1), Point(-1, 0)),
                                                     (bl, blp, Point(-1, 0), Point(0, -1)), (tl, tlp, Point(0, -1), Point(1, 0))] {
            if let c = corner(radius) {
                c.append(to: &p, vertex: vertex, incoming: incoming, outgoing: outgoing)
            } else {
                p.line(to: vertex)
            }
        }
        p.close()
        return p
    }
}
