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
/// Drawn as an image of the frame at 3 pixels per point (capped at 4 million pixels),
/// sampled bilinearly: patches are evaluated forward, densely enough that every pixel gets a
/// sample.
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
        let k = min(3.0, (4_000_000 / max(1, Double(bounds.width * bounds.height))).squareRoot())
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
        return .image(ImagePaint(image: image, transform: t, filter: .bilinear))
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

    /// A Ferguson patch (zero twist) at (s, t) between corners k00, k10 (along u), k01, k11.
    @inline(__always) static func patch<V: SIMD>(_ p: [V], _ tu: [V], _ tv: [V], _ k00: Int, _ k10: Int, _ k01: Int, _ k11: Int,
                                                  _ hs: SIMD4<Double>, _ ht: SIMD4<Double>) -> V where V.Scalar == Double {
        // Along t first (corners and their v-tangents), then along s (u-tangents: zero twist).
        var row0 = p[k00] * ht[0]
        row0 += p[k01] * ht[1]
        row0 += tv[k00] * ht[2]
        row0 += tv[k01] * ht[3]
        var row1 = p[k10] * ht[0]
        row1 += p[k11] * ht[1]
        row1 += tv[k10] * ht[2]
        row1 += tv[k11] * ht[3]
        var row2 = tu[k00] * ht[0]
        row2 += tu[k01] * ht[1]
        var row3 = tu[k10] * ht[0]
        row3 += tu[k11] * ht[1]
        var out = row0 * hs[0]
        out += row1 * hs[1]
        out += row2 * hs[2]
        out += row3 * hs[3]
        return out
    }

    /// The position (unit coordinates) and colour at (s, t) of the cell whose top-leading
    /// point is (i, j).
    func evaluate(i: Int, j: Int, s: Double, t: Double) -> (SIMD2<Double>, SIMD4<Double>) {
        let k00 = j * width + i, k10 = k00 + 1, k01 = k00 + width, k11 = k01 + 1
        let hs = Self.basis(s), ht = Self.basis(t)
        let p = Self.patch(position, tu, tv, k00, k10, k01, k11, hs, ht)
        let c: SIMD4<Double>
        if smooth {
            c = Self.patch(color, cu, cv, k00, k10, k01, k11, hs, ht)
        } else {
            let top = color[k00] * (1 - s) + color[k10] * s, bottom = color[k01] * (1 - s) + color[k11] * s
            c = top * (1 - t) + bottom * t
        }
        return (p, c)
    }

    /// The mesh drawn into a `w`×`h` image of the unit square, over `background`.
    func rasterize(width w: Int, height h: Int, background: Color.Resolved) -> PixelBuffer {
        var out = PixelBuffer(width: w, height: h, color: background.rgba)
        let size = SIMD2(Double(w), Double(h))
        out.withUnsafeMutableBytes { px in
            for j in 0..<(height - 1) {
                for i in 0..<(width - 1) {
                    // Samples: twice the longest edge of the cell's control polygon in pixels.
                    let k = j * width + i
                    let corners = [position[k], position[k + 1], position[k + width], position[k + width + 1]]
                    var reach = 0.0
                    for a in corners { for b in corners { reach = max(reach, ((a - b) * size).lengthSquared().squareRoot()) } }
                    let tangents = [tu[k], tu[k + 1], tu[k + width], tu[k + width + 1], tv[k], tv[k + 1], tv[k + width], tv[k + width + 1]]
                    for d in tangents { reach = max(reach, (d * size).lengthSquared().squareRoot()) }
                    let n = min(8192, Int(2 * reach) + 2)
                    for b in 0...n {
                        let t = Double(b) / Double(n)
                        for a in 0...n {
                            let (p, c0) = evaluate(i: i, j: j, s: Double(a) / Double(n), t: t)
                            let x = Int((p.x * size.x).rounded(.down)), y = Int((p.y * size.y).rounded(.down))
                            guard x >= 0, y >= 0, x < w, y < h else { continue }
                            var c = c0
                            if perceptual {
                                let rgb = OKLab.toSRGB(SIMD3(Float(c.x), Float(c.y), Float(c.z)))
                                c = SIMD4(Double(rgb.x), Double(rgb.y), Double(rgb.z), c.w)
                            }
                            let alpha = min(max(c.w, 0), 1)
                            let o = (y * w + x) * 4
                            px[o] = UInt8((min(max(c.x, 0), 1) * alpha * 255).rounded())
                            px[o + 1] = UInt8((min(max(c.y, 0), 1) * alpha * 255).rounded())
                            px[o + 2] = UInt8((min(max(c.z, 0), 1) * alpha * 255).rounded())
                            px[o + 3] = UInt8((alpha * 255).rounded())
                        }
                    }
                }
            }
        }
        return out
    }
}

extension SIMD2 where Scalar == Double {
    func lengthSquared() -> Double { x * x + y * y }
}
