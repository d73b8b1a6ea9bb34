extension BezierPath {
    /// A rectangle, drawn clockwise on screen from its top-left corner.
    public static func rect(_ r: Rect) -> BezierPath {
        var p = BezierPath()
        guard !r.isEmpty else { return p }
        p.move(to: Point(r.minX, r.minY))
        p.line(to: Point(r.maxX, r.minY))
        p.line(to: Point(r.maxX, r.maxY))
        p.line(to: Point(r.minX, r.maxY))
        p.close()
        return p
    }

    /// An ellipse inscribed in `r`: four cubics, clockwise on screen from the right-most point.
    public static func ellipse(in r: Rect) -> BezierPath {
        var p = BezierPath()
        guard !r.isEmpty else { return p }
        // 4/3·(√2 − 1): the standard quarter-circle control distance (radial error < 2.7e-4·r).
        let k = 0.5522847498307936
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        p.move(to: Point(cx + rx, cy))
        p.curve(to: Point(cx, cy + ry), control1: Point(cx + rx, cy + k * ry), control2: Point(cx + k * rx, cy + ry))
        p.curve(to: Point(cx - rx, cy), control1: Point(cx - k * rx, cy + ry), control2: Point(cx - rx, cy + k * ry))
        p.curve(to: Point(cx, cy - ry), control1: Point(cx - rx, cy - k * ry), control2: Point(cx - k * rx, cy - ry))
        p.curve(to: Point(cx + rx, cy), control1: Point(cx + k * rx, cy - ry), control2: Point(cx + rx, cy - k * ry))
        p.close()
        return p
    }

    /// A circle of `radius` around `center`.
    public static func circle(center: Point, radius: Double) -> BezierPath {
        ellipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// A rounded rectangle, as SwiftUI's `RoundedRectangle(cornerRadius:style:)`.
    ///
    /// The radius is clamped to half the shorter side, so a large radius gives a capsule.
    /// See ``CornerGeometry`` for the continuous corner and its large-radius fallback.
    public static func roundedRect(_ r: Rect, cornerRadius: Double, style: CornerStyle = .continuous) -> BezierPath {
        let rad = max(0, min(cornerRadius.isFinite ? cornerRadius : 0, min(r.width, r.height) / 2))
        return roundedRect(r, cornerSize: Size(rad, rad), style: style)
    }

    /// A rounded rectangle with elliptical corners, as SwiftUI's
    /// `RoundedRectangle(cornerSize:style:)`: `cornerSize.width` is clamped to half the width,
    /// `cornerSize.height` to half the height.
    public static func roundedRect(_ r: Rect, cornerSize: Size, style: CornerStyle = .continuous) -> BezierPath {
        guard !r.isEmpty else { return BezierPath() }
        let rx = max(0, min(cornerSize.width.isFinite ? cornerSize.width : 0, r.width / 2))
        let ry = max(0, min(cornerSize.height.isFinite ? cornerSize.height : 0, r.height / 2))
        guard rx > 0, ry > 0 else { return rect(r) }
        let corner = CornerGeometry(style: style, rx: rx, ry: ry, halfWidth: r.width / 2, halfHeight: r.height / 2)
        var p = BezierPath()
        // Clockwise on screen, starting where the top side meets the top-left corner.
        let tl = Point(r.minX, r.minY), tr = Point(r.maxX, r.minY)
        let br = Point(r.maxX, r.maxY), bl = Point(r.minX, r.maxY)
        p.move(to: Point(r.minX + corner.extentX, r.minY))
        corner.append(to: &p, vertex: tr, incoming: Point(1, 0), outgoing: Point(0, 1))
        corner.append(to: &p, vertex: br, incoming: Point(0, 1), outgoing: Point(-1, 0))
        corner.append(to: &p, vertex: bl, incoming: Point(-1, 0), outgoing: Point(0, -1))
        corner.append(to: &p, vertex: tl, incoming: Point(0, -1), outgoing: Point(1, 0))
        p.close()
        return p
    }

    /// A capsule: a rounded rectangle whose corner radius is half the shorter side, as
    /// SwiftUI's `Capsule(style:)`.
    public static func capsule(in r: Rect, style: CornerStyle = .continuous) -> BezierPath {
        roundedRect(r, cornerRadius: min(r.width, r.height) / 2, style: style)
    }
}
