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
    /// A radius larger than half the shorter side shrinks to it, so a large radius gives a capsule.
    /// See ``CornerGeometry`` for the continuous corner and its large-radius fallback.
    public static func roundedRect(_ r: Rect, cornerRadius: Double, style: CornerStyle = .continuous) -> BezierPath {
        roundedRect(r, cornerSize: Size(cornerRadius, cornerRadius), style: style)
    }

    /// A rounded rectangle with elliptical corners, as SwiftUI's
    /// `RoundedRectangle(cornerSize:style:)`.
    ///
    /// Corners that do not fit (`width > r.width / 2` or `height > r.height / 2`) shrink
    /// *uniformly*, keeping their aspect ratio, until both fit — as SwiftUI draws them and as
    /// Skia's `SkRRect::setRectXY` does. Clamping each axis on its own would turn
    /// `RoundedRectangle(cornerRadius: 16)` in an 18-pt-tall frame into elliptical corners
    /// 16 × 9 instead of the capsule iOS draws.
    public static func roundedRect(_ r: Rect, cornerSize: Size, style: CornerStyle = .continuous) -> BezierPath {
        guard !r.isEmpty else { return BezierPath() }
        let (rx, ry) = fittedCornerRadii(cornerSize, in: r)
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

    /// The corner radii that fit `r`: negative or non-finite ones become 0, and radii that
    /// overflow half a side are scaled down together by the one factor that makes them fit.
    static func fittedCornerRadii(_ size: Size, in r: Rect) -> (Double, Double) {
        let rx = max(0, size.width.isFinite ? size.width : 0)
        let ry = max(0, size.height.isFinite ? size.height : 0)
        guard rx > 0, ry > 0 else { return (rx, ry) }
        let hw = r.width / 2, hh = r.height / 2
        // The binding axis lands exactly on its half side (no straight sliver left by rounding
        // in the scale: a capsule stays a capsule); equal radii stay equal.
        if rx == ry { let c = min(rx, hw, hh); return (c, c) }
        let sx = hw / rx, sy = hh / ry
        if sx >= 1 && sy >= 1 { return (rx, ry) }
        return sx <= sy ? (hw, ry * sx) : (rx * sy, hh)
    }

    /// A capsule: a rounded rectangle whose corner radius is half the shorter side, as
    /// SwiftUI's `Capsule(style:)`.
    public static func capsule(in r: Rect, style: CornerStyle = .continuous) -> BezierPath {
        roundedRect(r, cornerRadius: min(r.width, r.height) / 2, style: style)
    }
}
