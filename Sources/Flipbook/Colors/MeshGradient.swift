import FlipbookRaster

/// A two-dimensional gradient over a grid of points, as SwiftUI's `MeshGradient` (iOS 18):
/// `width` × `height` points in unit coordinates of the frame, each with a colour; each cell
/// of the grid is a bicubic patch.
///
/// How the patches are drawn (SwiftUI's documented model, the unstated details chosen as
/// stated here and checked against an independent evaluation in the tests): a cell is a
/// Ferguson (Hermite) bicubic patch between its four corners, with zero twist; the tangents at
/// a point are its neighbours' central differences (one-sided on the grid's edges) — or, with
/// ``Locations/bezierPoints(_:)``, three times the offsets of the given control points. Colours
/// are interpolated with the same bicubic (central-difference tangents) when `smoothsColors`,
/// else bilinearly, in sRGB (`.device`) or OKLab (`.perceptual`). Where no patch covers the
/// frame, `background` shows.
///
/// Drawn as an image of the frame at the display's scale (at least 2, at most 3 pixels per
/// point, capped at 4 million pixels), sampled bilinearly: patches are evaluated forward on a
/// grid about a pixel apart, every pixel getting a sample.
public struct MeshGradient: ShapeStyle, Equatable, Sendable {
    /// A point of a Bézier mesh: its position and its four control points.
    public struct BezierPoint: Equatable, Sendable {
        public var position: SIMD2<Float>
        public var leadingControlPoint: SIMD2<Float>
        public var topControlPoint: SIMD2<Float>
        public var trailingControlPoint: SIMD2<Float>
        public var bottomControlPoint: SIMD2<Float>
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// The mesh's points.
    public enum Locations: Equatable, Sendable {
        case points([SIMD2<Float>])
        case bezierPoints([BezierPoint])
    }

    /// The mesh's colours.
    public enum Colors: Equatable, Sendable {
        case colors([Color])
        case resolvedColors([Color.Resolved])
    }

    public var width: Int
    public var height: Int
    public var locations: Locations
    public var colors: Colors
    public var background: Color
    public var smoothsColors: Bool
    public var colorSpace: FlipbookCore.Gradient.ColorSpace

    public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: FlipbookCore.Gradient.ColorSpace = .device) {
        self.width = width; self.height = height; self.locations = locations; self.colors = colors
        self.background = background; self.smoothsColors = smoothsColors; self.colorSpace = colorSpace
    }

    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: FlipbookCore.Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
                  smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: FlipbookCore.Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: FlipbookCore.Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: FlipbookCore.Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }
}

extension MeshGradient: View, PrimitiveView {
    public typealias Body = Never
    package func makeNode(_ context: ResolveContext) -> ViewNode {
        ViewNode(identity: context.identity, behavior: StyleFillBehavior(style: self, name: "MeshGradient"), environment: context.environment)
    }
}

extension MeshGradient: ResolvableShapeStyle {
    package func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        // The display's scale (at least 2, so a 1× render still samples the patches finely), at most 4 M pixels.
        let k = min(max(2, min(3, Double(environment.displayScale))), (4_000_000 / max(1, Double(bounds.width * bounds.height))).squareRoot())
        let w = max(1, Int((Double(bounds.width) * k).rounded(.up))), h = max(1, Int((Double(bounds.height) * k).rounded(.up)))
        let scheme = environment.colorScheme
        let resolved: [Color.Resolved]
        switch colors {
        case .colors(let cs): resolved = cs.map { $0.resolve(in: scheme) }
        case .resolvedColors(let rs): resolved = rs
        }
        guard w * h <= 4_200_000, let mesh = MeshPatches(self, colors: resolved),
              bounds.width.isFinite, bounds.height.isFinite else {
            return .solid(background.resolve(in: scheme).rgba)
        }
        let image = mesh.rasterize(width: w, height: h, background: background.resolve(in: scheme))
        let t = Transform2D.scale(Double(bounds.width) / Double(w), Double(bounds.height) / Double(h))
            .concatenating(.translation(Double(bounds.minX), Double(bounds.minY)))
        return .image(FlipbookRaster.ImagePaint(image: image, transform: t, filter: .bilinear))
    }
}

/// The mesh's patches, ready to evaluate: positions with their tangents, colours with theirs.
struct MeshPatches {
    let width: Int, height: Int
    var position: [SIMD2<Double>] = [], tu: [SIMD2<Double>] = [], tv: [SIMD2<Double>] = []
    var color: [SIMD4<Double>] = [], cu: [SIMD4<Double>] = [], cv: [SIMD4<Double>] = []
    let smooth: Bool
    let perceptual: Bool

    init?(_ g: MeshGradient, colors: [Color.Resolved]) {
        width = g.width; height = g.height; smooth = g.smoothsColors; perceptual = g.colorSpace == .perceptual
        let n = width * height
        guard width >= 2, height >= 2, n <= 1_000_000, colors.count >= n else { return nil }
        switch g.locations {
        case .points(let ps):
            guard ps.count >= n else { return nil }
            position = ps.prefix(n).map { SIMD2(Double($0.x), Double($0.y)) }
            (tu, tv) = Self.differences(position, width, height)
        case .bezierPoints(let bs):
            guard bs.count >= n else { return nil }
            position = bs.prefix(n).map { SIMD2(Double($0.position.x), Double($0.position.y)) }
            // A cubic Bézier's end tangent is three times the offset of its control point.
            tu = bs.prefix(n).map { 3 * SIMD2(Double($0.trailingControlPoint.x - $0.position.x), Double($0.trailingControlPoint.y - $0.position.y)) }
            tv = bs.prefix(n).map { 3 * SIMD2(Double($0.bottomControlPoint.x - $0.position.x), Double($0.bottomControlPoint.y - $0.position.y)) }
        }
        guard position.allSatisfy({ $0.x.isFinite && $0.y.isFinite }), (tu + tv).allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        color = colors.prefix(n).map { c in
            if perceptual {
                let lab = OKLab.fromSRGB(SIMD3(c.red, c.green, c.blue))
                return SIMD4(Double(lab.x), Double(lab.y), Double(lab.z), Double(c.opacity))
            }
            return SIMD4(Double(c.red), Double(c.green), Double(c.blue), Double(c.opacity))
        }
        (cu, cv) = Self.differences(color, width, height)
    }

    /// Central differences along each axis (one-sided at the grid's edges).
    static func differences<V: SIMD>(_ p: [V], _ w: Int, _ h: Int) -> ([V], [V]) where V.Scalar == Double {
        var u = p, v = p
        for j in 0..<h {
            for i in 0..<w {
                let a = p[j * w + max(i - 1, 0)], b = p[j * w + min(i + 1, w - 1)]
                u[j * w + i] = (b - a) / Double(min(i + 1, w - 1) - max(i - 1, 0))
                let c = p[max(j - 1, 0) * w + i], d = p[min(j + 1, h - 1) * w + i]
                v[j * w + i] = (d - c) / Double(min(j + 1, h - 1) - max(j - 1, 0))
            }
        }
        return (u, v)
    }

    /// Hermite basis at s: h0, h1 (ends), h2, h3 (tangents).
    @inline(__always) static func basis(_ s: Double) -> SIMD4<Double> {
        let s2 = s * s, s3 = s2 * s
        return SIMD4(2 * s3 - 3 * s2 + 1, -2 * s3 + 3 * s2, s3 - 2 * s2 + s, s3 - s2)
    }

    /// One component of one cell in Hermite form: blended with the basis at s and at t it
    /// gives the Ferguson patch (zero twist) at (s, t).
    struct Cell {
        /// Rows: corner (s = 0), corner (s = 1), u-tangent (s = 0), u-tangent (s = 1); each over
        /// the t basis (corner at t = 0, at t = 1, v-tangent at t = 0, at t = 1).
        var r0: SIMD4<Double>, r1: SIMD4<Double>, r2: SIMD4<Double>, r3: SIMD4<Double>
        @inline(__always) func value(_ hs: SIMD4<Double>, _ ht: SIMD4<Double>) -> Double {
            hs[0] * (r0 * ht).sum() + hs[1] * (r1 * ht).sum() + hs[2] * (r2 * ht).sum() + hs[3] * (r3 * ht).sum()
        }
    }

    /// Component `c` of the cell whose top-leading point is `k00` (grid values `p`, tangents `tu`, `tv`).
    static func cell(_ p: [SIMD4<Double>], _ tu: [SIMD4<Double>], _ tv: [SIMD4<Double>], _ k00: Int, _ w: Int, _ c: Int) -> Cell {
        let k10 = k00 + 1, k01 = k00 + w, k11 = k01 + 1
        return Cell(r0: SIMD4(p[k00][c], p[k01][c], tv[k00][c], tv[k01][c]),
                    r1: SIMD4(p[k10][c], p[k11][c], tv[k10][c], tv[k11][c]),
                    r2: SIMD4(tu[k00][c], tu[k01][c], 0, 0),
                    r3: SIMD4(tu[k10][c], tu[k11][c], 0, 0))
    }

    /// The mesh drawn into a `w`×`h` image of the unit square, over `background`: each cell is
    /// evaluated on a grid about a pixel apart, and each grid square fills the pixels whose
    /// centres its corners' bounding box covers (at least the one it lies in) with the colour
    /// at its middle, so no pixel is missed.
    func rasterize(width w: Int, height h: Int, background: Color.Resolved) -> PixelBuffer {
        var out = PixelBuffer(width: w, height: h, color: background.rgba)
        let sx = Double(w), sy = Double(h)
        let pos4 = position.map { SIMD4($0.x, $0.y, 0, 0) }, tu4 = tu.map { SIMD4($0.x, $0.y, 0, 0) }, tv4 = tv.map { SIMD4($0.x, $0.y, 0, 0) }
        func pixels(_ d: SIMD2<Double>) -> Double { (d.x * sx * d.x * sx + d.y * sy * d.y * sy).squareRoot() }
        out.withUnsafeMutableBytes { px in
            for j in 0..<(height - 1) {
                for i in 0..<(width - 1) {
                    let k = j * width + i
                    let cx = Self.cell(pos4, tu4, tv4, k, width, 0), cy = Self.cell(pos4, tu4, tv4, k, width, 1)
                    let cc = [0, 1, 2, 3].map { Self.cell(color, cu, cv, k, width, $0) }
                    // About one grid step per pixel along the cell's longest edge or tangent.
                    let ks = [k, k + 1, k + width, k + width + 1]
                    var reach = 0.0
                    for a in ks {
                        for b in ks { reach = max(reach, pixels(position[a] - position[b])) }
                        reach = max(reach, pixels(tu[a]), pixels(tv[a]))
                    }
                    let n = min(4096, Int(reach) + 2)
                    let hs = (0...n).map { Self.basis(Double($0) / Double(n)) }
                    let hm = (0..<n).map { Self.basis((Double($0) + 0.5) / Double(n)) }
                    var prevX = [Double](repeating: 0, count: n + 1), prevY = prevX, rowX = prevX, rowY = prevX
                    for b in 0...n {
                        let ht = Self.basis(Double(b) / Double(n))
                        for a in 0...n {
                            rowX[a] = cx.value(hs[a], ht) * sx
                            rowY[a] = cy.value(hs[a], ht) * sy
                        }
                        if b > 0 {
                            let htm = Self.basis((Double(b) - 0.5) / Double(n))
                            for a in 0..<n {
                                let minX = min(prevX[a], prevX[a + 1], rowX[a], rowX[a + 1]), maxX = max(prevX[a], prevX[a + 1], rowX[a], rowX[a + 1])
                                let minY = min(prevY[a], prevY[a + 1], rowY[a], rowY[a + 1]), maxY = max(prevY[a], prevY[a + 1], rowY[a], rowY[a + 1])
                                var x0 = Int((minX - 0.5).rounded(.up)), x1 = Int((maxX - 0.5).rounded(.down))
                                var y0 = Int((minY - 0.5).rounded(.up)), y1 = Int((maxY - 0.5).rounded(.down))
                                if x1 < x0 { x0 = Int(((minX + maxX) / 2).rounded(.down)); x1 = x0 }
                                if y1 < y0 { y0 = Int(((minY + maxY) / 2).rounded(.down)); y1 = y0 }
                                x0 = max(x0, 0); y0 = max(y0, 0); x1 = min(x1, w - 1); y1 = min(y1, h - 1)
                                guard x0 <= x1, y0 <= y1 else { continue }
                                var c: SIMD4<Double>
                                if smooth {
                                    c = SIMD4(cc[0].value(hm[a], htm), cc[1].value(hm[a], htm), cc[2].value(hm[a], htm), cc[3].value(hm[a], htm))
                                } else {
                                    let s = (Double(a) + 0.5) / Double(n), t = (Double(b) - 0.5) / Double(n)
                                    let top = color[k] * (1 - s) + color[k + 1] * s
                                    let bottom = color[k + width] * (1 - s) + color[k + width + 1] * s
                                    c = top * (1 - t) + bottom * t
                                }
                                if perceptual {
                                    let rgb = OKLab.toSRGB(SIMD3(Float(c.x), Float(c.y), Float(c.z)))
                                    c = SIMD4(Double(rgb.x), Double(rgb.y), Double(rgb.z), c.w)
                                }
                                let alpha = min(max(c.w, 0), 1)
                                let r = UInt8((min(max(c.x, 0), 1) * alpha * 255).rounded())
                                let g = UInt8((min(max(c.y, 0), 1) * alpha * 255).rounded())
                                let bl = UInt8((min(max(c.z, 0), 1) * alpha * 255).rounded())
                                let al = UInt8((alpha * 255).rounded())
                                for y in y0...y1 {
                                    for x in x0...x1 {
                                        let o = (y * w + x) * 4
                                        px[o] = r; px[o + 1] = g; px[o + 2] = bl; px[o + 3] = al
                                    }
                                }
                            }
                        }
                        swap(&prevX, &rowX); swap(&prevY, &rowY)
                    }
                }
            }
        }
        return out
    }
}
