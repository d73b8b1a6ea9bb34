/// The Bézier construction of one rounded-rectangle corner, shared by all four corners.
///
/// A corner is described in its own frame: `a` is the distance back along the incoming side
/// from the corner's vertex, `b` the distance along the outgoing side, both in units of the
/// corner radius. Each corner is a straight line to `(a₀, 0)` then three cubics ending at `(0, b₀)`.
struct CornerGeometry {
    /// Apple's continuous corner (`RoundedRectangle(style: .continuous)`): the points of the
    /// top-right corner as (a, b) pairs — start, then (control 1, control 2, end) × 3.
    static let continuous: [(Double, Double)] = [
        (1.528665, 0),
        (1.08849296, 0), (0.86840694, 0), (0.63149379, 0.07491139),
        (0.37282383, 0.16905956), (0.16905956, 0.37282383), (0.07491139, 0.63149379),
        (0, 0.86840694), (0, 1.08849296), (0, 1.52866498),
    ]
    /// A circular quarter in the same three-cubic layout: the first and last cubics are
    /// collapsed to points, the middle one is the quarter circle (control distance
    /// 0.5522847498 = 4/3·(√2 − 1)). Having the same layout lets the fallback below blend the two.
    static let circular: [(Double, Double)] = [
        (1, 0),
        (1, 0), (1, 0), (1, 0),
        (1 - 0.5522847498307936, 0), (0, 1 - 0.5522847498307936), (0, 1),
        (0, 1), (0, 1), (0, 1),
    ]
    /// How far the continuous corner reaches along each side, in radii.
    static let continuousExtent = 1.528665

    /// The corner points, in radii, and the radius along each axis.
    let table: [(Double, Double)]
    let rx: Double, ry: Double

    /// How far the corner reaches along the horizontal and vertical sides.
    var extentX: Double { table[0].0 * rx }

    init(style: CornerStyle, rx: Double, ry: Double, halfWidth: Double, halfHeight: Double) {
        switch style {
        case .circular:
            table = Self.circular
            self.rx = rx; self.ry = ry
        case .continuous:
            // LARGE-RADIUS FALLBACK (the one place it lives). The continuous corner reaches
            // 1.528665·r along each side, so it fits while r ≤ (half side)/1.528665, i.e.
            // r ≤ min(W, H)/3.0573299. UIKit then blends toward a capsule; its exact curve is
            // unpublished, so we choose: keep the corner's reach pinned at the half side and
            // blend the control points, normalised to unit reach, from the continuous table
            // (t = 0, at the threshold) to the circular one (t = 1, at r = half side, where
            // the shape becomes the circular capsule). t is chosen so the reach is exactly the
            // half side: reach/r = lerp(1.528665, 1, t) = half/r. The shape is therefore
            // continuous in r: identical at the threshold, a circular capsule at the limit.
            // Per axis the blend factor is computed and the larger one is used for both, so
            // neither axis overflows its half side.
            let k = Self.continuousExtent
            func blend(_ r: Double, _ half: Double) -> Double {
                guard r > 0, r * k > half else { return 0 }
                return min(1, max(0, (k - half / r) / (k - 1)))
            }
            let t = max(blend(rx, halfWidth), blend(ry, halfHeight))
            if t == 0 {
                table = Self.continuous
            } else if t >= 1 {
                table = Self.circular
            } else {
                // Normalise both tables to unit reach, blend, and express in radii again so
                // that table[0].0 · r is the reach.
                let reach = k + (1 - k) * t
                table = zip(Self.continuous, Self.circular).map { c, q in
                    let a = (c.0 / k) + ((q.0 / 1) - c.0 / k) * t
                    let b = (c.1 / k) + ((q.1 / 1) - c.1 / k) * t
                    return (a * reach, b * reach)
                }
            }
            self.rx = rx; self.ry = ry
        }
    }

    /// Appends a line to the corner's start and the three cubics. `incoming` and `outgoing` are
    /// the unit directions of travel along the sides meeting at `vertex`.
    func append(to p: inout BezierPath, vertex: Point, incoming: Point, outgoing: Point) {
        // Radius along each direction: horizontal directions use rx, vertical ones ry.
        let rIn = incoming.x != 0 ? rx : ry
        let rOut = outgoing.x != 0 ? rx : ry
        func pt(_ ab: (Double, Double)) -> Point {
            vertex - incoming * (ab.0 * rIn) + outgoing * (ab.1 * rOut)
        }
        p.line(to: pt(table[0]))
        var last = table[0]
        for i in stride(from: 1, to: 10, by: 3) {
            // The circular table's outer cubics are single points: leave them out.
            if table[i] == last && table[i + 1] == last && table[i + 2] == last { continue }
            p.curve(to: pt(table[i + 2]), control1: pt(table[i]), control2: pt(table[i + 1]))
            last = table[i + 2]
        }
    }
}
