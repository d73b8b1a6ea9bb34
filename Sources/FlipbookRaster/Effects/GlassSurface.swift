import CFlipbookKernels
import Foundation

/// One Liquid Glass surface, drawn from the (already blurred and colour-filtered) backdrop
/// under it: one or more rounded boxes melted together, whose signed distance field gives the
/// coverage, the lensing near the rim, an inner shadow and a specular rim highlight.
///
/// The lens: within ``rimWidth`` of the edge, a pixel at depth `t` (points inside the edge)
/// shows the backdrop from `refraction · rimWidth · (1 − t/rimWidth)²` points further in, along
/// the inward normal (the distance field's gradient): the content under the rim is pulled
/// outward and magnified toward the edge, as a thick convex lens bends it. With
/// `refraction < ½` the mapping stays monotonic (no fold), magnifying `1/(1 − 2·refraction)`
/// times at the edge. The interior (deeper than `rimWidth`) is the backdrop unmoved.
///
/// Several boxes melt with the quadratic smooth minimum of their distances, blend radius
/// ``blendRadius``: two shapes whose gap is below half that radius are joined by a bridge.
/// A box may carry a path (an ellipse, a custom shape): its distance then comes from the
/// path's coverage mask (``CoverageDistanceField``), so any shape lenses and melts.
///
/// The drop shadow: outside the surface, black at `shadowOpacity · Φ(−d′/shadowRadius)`, where
/// `d′` is the distance at the point moved up by ``shadowOffset`` and Φ the normal
/// distribution — a Gaussian blur of σ `shadowRadius` across each edge of the shape, cast
/// down. It lies under the glass only where the glass does not cover (the glass samples the
/// content, not its own shadow), and follows bridges since it reads the same field.
///
/// Deterministic, and bounded by the region drawn: a few distance evaluations per pixel per box.
public struct GlassSurface: Equatable, Sendable {
    /// A rectangle with a radius per corner, in root points (y down).
    public struct Box: Equatable, Sendable {
        public var rect: Rect
        /// Top-left, top-right, bottom-right, bottom-left radii (clamped to half the shorter side).
        public var radii: (Double, Double, Double, Double)
        public init(rect: Rect, radii: (Double, Double, Double, Double)) {
            self.rect = rect
            let m = max(0, min(rect.width, rect.height) / 2)
            self.radii = (min(max(0, radii.0), m), min(max(0, radii.1), m), min(max(0, radii.2), m), min(max(0, radii.3), m))
        }
        public init(rect: Rect, cornerRadius r: Double) { self.init(rect: rect, radii: (r, r, r, r)) }
        /// A shape with no closed-form distance: `path` (root points), whose bounds are `rect`.
        /// Drawn through the distance field of its coverage mask at device resolution.
        public init(path: BezierPath) {
            self.rect = path.bounds
            self.radii = (0, 0, 0, 0)
            self.path = path
        }
        /// The shape's outline when it is not a rounded box (root points); `nil` for a box.
        public private(set) var path: BezierPath?
        public static func == (l: Box, r: Box) -> Bool {
            l.rect == r.rect && l.radii.0 == r.radii.0 && l.radii.1 == r.radii.1 && l.radii.2 == r.radii.2 && l.radii.3 == r.radii.3
                && l.path == r.path
        }

        /// The exact signed distance from `p` (root points) to the box's edge: negative inside.
        /// (For a path box, the distance to its bounding rectangle; ``GlassSurface/render(over:region:rootToDevice:)``
        /// uses the path's own field.)
        public func distance(_ px: Double, _ py: Double) -> Double {
            let hx = rect.width / 2, hy = rect.height / 2
            let x = px - rect.midX, y = py - rect.midY
            let r = x > 0 ? (y > 0 ? radii.2 : radii.1) : (y > 0 ? radii.3 : radii.0)
            let qx = abs(x) - hx + r, qy = abs(y) - hy + r
            let ox = max(qx, 0), oy = max(qy, 0)
            return min(max(qx, qy), 0) + (ox * ox + oy * oy).squareRoot() - r
        }
    }

    /// The boxes melted into this surface (at least one).
    public var boxes: [Box]
    /// The smooth minimum's radius in points (0: a plain union).
    public var blendRadius: Double
    /// The width of the lensing band inside the edge, points.
    public var rimWidth: Double
    /// How far the rim pulls the backdrop, as a fraction of ``rimWidth`` (0 … 0.5).
    public var refraction: Double
    /// Colours painted over the lensed backdrop, in order (straight alpha).
    public var tints: [RGBA]
    /// The darkening just inside the edge (alpha at the edge) and its width in points.
    public var innerShadow: Double
    public var innerShadowWidth: Double
    /// The specular rim: white at this alpha where the light (from the top-leading corner)
    /// meets the edge, `highlight × 0.55` on the opposite side; `highlightWidth` points wide.
    public var highlight: Double
    public var highlightWidth: Double
    /// The drop shadow's opacity (black; 0: none), its Gaussian σ in points and how far down
    /// (points, y down) it is cast.
    public var shadowOpacity: Double
    public var shadowRadius: Double
    public var shadowOffset: Double

    public init(boxes: [Box], blendRadius: Double = 0, rimWidth: Double, refraction: Double, tints: [RGBA],
                innerShadow: Double, innerShadowWidth: Double, highlight: Double, highlightWidth: Double,
                shadowOpacity: Double = 0, shadowRadius: Double = 0, shadowOffset: Double = 0) {
        self.boxes = boxes; self.blendRadius = max(0, blendRadius); self.rimWidth = max(0, rimWidth)
        self.refraction = min(max(0, refraction), 0.5); self.tints = tints
        self.innerShadow = innerShadow; self.innerShadowWidth = max(0, innerShadowWidth)
        self.highlight = highlight; self.highlightWidth = max(0, highlightWidth)
        self.shadowOpacity = min(max(0, shadowOpacity.isFinite ? shadowOpacity : 0), 1)
        self.shadowRadius = max(0, shadowRadius.isFinite ? shadowRadius : 0)
        self.shadowOffset = shadowOffset.isFinite ? shadowOffset : 0
    }

    /// How far beyond ``bounds`` the drawing reaches, points: the anti-aliased edge, and the
    /// shadow to 3 σ below its offset.
    public var extent: Double {
        guard shadowOpacity > 0, shadowRadius > 0 else { return 1 }
        return max(1, 3 * shadowRadius + abs(shadowOffset))
    }

    /// The device pixels the glass itself covers (its bounds and a point for the anti-aliased
    /// edge, without the shadow): where the backdrop must be sampled.
    public func glassPixels(rootToDevice t: Transform2D) -> PixelRect {
        let b = bounds
        let corners = [t.apply(Point(b.minX - 1, b.minY - 1)), t.apply(Point(b.maxX + 1, b.minY - 1)),
                       t.apply(Point(b.minX - 1, b.maxY + 1)), t.apply(Point(b.maxX + 1, b.maxY + 1))]
        let x0 = corners.map(\.x).min()!, x1 = corners.map(\.x).max()!
        let y0 = corners.map(\.y).min()!, y1 = corners.map(\.y).max()!
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, abs(x0) < 1e9, abs(y0) < 1e9, abs(x1) < 1e9, abs(y1) < 1e9
        else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).roundedOut
    }

    /// The rectangle (root points) holding every box.
    public var bounds: Rect {
        guard var r = boxes.first?.rect else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        for b in boxes.dropFirst() {
            let x0 = min(r.minX, b.rect.minX), y0 = min(r.minY, b.rect.minY)
            let x1 = max(r.maxX, b.rect.maxX), y1 = max(r.maxY, b.rect.maxY)
            r = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
        return r
    }

    /// The quadratic smooth minimum of `a` and `b` with radius `k` (the plain minimum for k = 0).
    public static func smoothMin(_ a: Double, _ b: Double, _ k: Double) -> Double {
        guard k > 0 else { return min(a, b) }
        let h = max(k - abs(a - b), 0) / k
        return min(a, b) - h * h * k / 4
    }

    /// The surface's signed distance at `(x, y)` (root points).
    public func distance(_ x: Double, _ y: Double) -> Double {
        boxes.withUnsafeBufferPointer { Self.distance($0, blendRadius, x, y) }
    }

    static func distance(_ boxes: UnsafeBufferPointer<Box>, _ k: Double, _ x: Double, _ y: Double) -> Double {
        var d = boxes[0].distance(x, y)
        var i = 1
        while i < boxes.count { d = smoothMin(d, boxes[i].distance(x, y), k); i += 1 }
        return d
    }

    /// The glass over `source` (the filtered backdrop, device pixels) for the device pixels of
    /// `region`, premultiplied and already multiplied by the surface's coverage, its drop
    /// shadow (if any) beneath the uncovered part. `rootToDevice` maps root points to device
    /// pixels.
    public func render(over source: PlacedImage, region: PixelRect, rootToDevice: Transform2D) -> PlacedImage {
        render(over: source, region: region, rootToDevice: rootToDevice, reference: false)
    }

    /// `reference`: the pixel loop in Swift (the tests compare its bytes with the C kernel's,
    /// GlassSurface.c, which runs otherwise: the Swift costs ~3.5 µs a pixel at -Onone).
    package func render(over source: PlacedImage, region: PixelRect, rootToDevice: Transform2D, reference: Bool) -> PlacedImage {
        var out = PixelBuffer(width: max(0, region.width), height: max(0, region.height))
        guard !region.isEmpty, !boxes.isEmpty, let inverse = rootToDevice.inverted else { return PlacedImage(image: out, x: region.x, y: region.y) }
        let scale = abs(rootToDevice.determinant).squareRoot()
        guard scale > 0, scale.isFinite else { return PlacedImage(image: out, x: region.x, y: region.y) }
        let k = blendRadius, w = rimWidth, pull = refraction * rimWidth
        let band = max(w, innerShadowWidth, highlightWidth)
        let step = 0.5 / scale                          // half a device pixel, in points
        // Premultiplied tints, composed once: over(tint₂, over(tint₁, c)) = T + c·(1 − A).
        var tintColor = SIMD4<Double>(repeating: 0)
        for t in tints {
            let a = Double(t.alpha)
            let c = SIMD4<Double>(Double(t.red) * a, Double(t.green) * a, Double(t.blue) * a, a)
            tintColor = c + tintColor * (1 - a)
        }
        let keep = 1 - tintColor.w
        // The light comes from the top-leading corner (y down).
        let lx = -1 / 2.0.squareRoot(), ly = -1 / 2.0.squareRoot()
        let sw = source.image.width, sh = source.image.height
        guard sw > 0, sh > 0 else { return PlacedImage(image: out, x: region.x, y: region.y) }
        // Shapes without a closed form: their distance fields over the region (device pixels).
        let fields: [CoverageDistanceField?] = boxes.map { b in
            b.path.map { CoverageDistanceField(path: $0, transform: rootToDevice, over: region) }
        }
        let hasFields = fields.contains { $0 != nil }
        // Root steps of half a device pixel (the gradient), and the shadow's offset, in device pixels.
        let ex = rootToDevice.applyToVector(Point(step, 0)), ey = rootToDevice.applyToVector(Point(0, step))
        let shadow = shadowOpacity > 0 && shadowRadius > 0
        let so = rootToDevice.applyToVector(Point(0, shadowOffset))
        let sqrtHalf = 0.5.squareRoot()
        guard reference else {
            // The fields side by side in one array, so the C kernel gets a pointer to each.
            var store: [Double] = []
            var offsets: [Int] = []
            for f in fields { offsets.append(f == nil ? -1 : store.count); if let f { store += f.values } }
            let inverseT = inverse
            source.image.withUnsafeBytes { src in
                out.withUnsafeMutableBytes { dst in
                    store.withUnsafeBufferPointer { store in
                        var shapes: [flipbook_glass_shape] = []
                        for (i, b) in boxes.enumerated() {
                            let field: UnsafePointer<Double>? = offsets[i] >= 0 ? store.baseAddress.map { $0 + offsets[i] } : nil
                            shapes.append(flipbook_glass_shape(midX: b.rect.midX, midY: b.rect.midY, hx: b.rect.width / 2, hy: b.rect.height / 2,
                                                               r0: b.radii.0, r1: b.radii.1, r2: b.radii.2, r3: b.radii.3, field: field))
                        }
                        var p = flipbook_glass_params()
                        p.regionX = region.x; p.regionY = region.y; p.regionWidth = region.width; p.regionHeight = region.height
                        p.source = src.baseAddress
                        p.sourceX = source.x; p.sourceY = source.y; p.sourceWidth = sw; p.sourceHeight = sh
                        p.ta = rootToDevice.a; p.tb = rootToDevice.b; p.tc = rootToDevice.c; p.td = rootToDevice.d
                        p.ia = inverseT.a; p.ib = inverseT.b; p.ic = inverseT.c; p.id = inverseT.d; p.itx = inverseT.tx; p.ity = inverseT.ty
                        p.scale = scale; p.k = k; p.w = w; p.pull = pull; p.band = band; p.step = step
                        p.innerShadow = innerShadow; p.innerShadowWidth = innerShadowWidth
                        p.highlight = highlight; p.highlightWidth = highlightWidth
                        p.tint = (tintColor.x, tintColor.y, tintColor.z, tintColor.w); p.keep = keep; p.lx = lx; p.ly = ly
                        p.shadow = shadow ? 1 : 0; p.shadowOpacity = shadowOpacity; p.shadowRadius = shadowRadius
                        p.shadowOffset = shadowOffset; p.sqrtHalf = sqrtHalf
                        p.exX = ex.x; p.exY = ex.y; p.eyX = ey.x; p.eyY = ey.y; p.soX = so.x; p.soY = so.y
                        flipbook_glass_render(&p, shapes, shapes.count, dst.baseAddress!)
                    }
                }
            }
            return PlacedImage(image: out, x: region.x, y: region.y)
        }
        source.image.withUnsafeBytes { src in
            out.withUnsafeMutableBytes { dst in
                boxes.withUnsafeBufferPointer { boxes in
                    /// The surface's distance at root point (px, py), which is device point (qx, qy).
                    func distance(_ px: Double, _ py: Double, _ qx: Double, _ qy: Double) -> Double {
                        guard hasFields else { return Self.distance(boxes, k, px, py) }
                        var d = 0.0
                        for i in 0..<boxes.count {
                            let di = fields[i].map { $0.sample(qx, qy) / scale } ?? boxes[i].distance(px, py)
                            d = i == 0 ? di : Self.smoothMin(d, di, k)
                        }
                        return d
                    }
                    /// The source at device point (sx, sy) (pixel centres at +½), bilinear, edges clamped.
                    func sample(_ sx: Double, _ sy: Double) -> SIMD4<Double> {
                        let u = min(max(sx - 0.5 - Double(source.x), 0), Double(sw - 1))
                        let v = min(max(sy - 0.5 - Double(source.y), 0), Double(sh - 1))
                        let x0 = Int(u), y0 = Int(v)
                        let x1 = min(x0 + 1, sw - 1), y1 = min(y0 + 1, sh - 1)
                        let fx = u - Double(x0), fy = v - Double(y0)
                        func px(_ x: Int, _ y: Int) -> SIMD4<Double> {
                            let o = (y * sw + x) * 4
                            return SIMD4(Double(src[o]), Double(src[o + 1]), Double(src[o + 2]), Double(src[o + 3]))
                        }
                        let top = px(x0, y0) * (1 - fx) + px(x1, y0) * fx
                        let bottom = px(x0, y1) * (1 - fx) + px(x1, y1) * fx
                        return top * (1 - fy) + bottom * fy
                    }
                    /// The source's device pixel (x, y), edges clamped.
                    func pixel(_ x: Int, _ y: Int) -> SIMD4<Double> {
                        let o = (min(max(y - source.y, 0), sh - 1) * sw + min(max(x - source.x, 0), sw - 1)) * 4
                        return SIMD4(Double(src[o]), Double(src[o + 1]), Double(src[o + 2]), Double(src[o + 3]))
                    }
                    for y in 0..<region.height {
                        for x in 0..<region.width {
                            let dx = Double(region.x + x) + 0.5, dy = Double(region.y + y) + 0.5
                            let p = inverse.apply(Point(dx, dy))
                            let d = distance(p.x, p.y, dx, dy)
                            let coverage = min(max(0.5 - d * scale, 0), 1)
                            // The shadow's alpha where the glass leaves the pixel uncovered.
                            var cast = 0.0
                            if shadow, coverage < 1 {
                                let ds = distance(p.x, p.y - shadowOffset, dx - so.x, dy - so.y)
                                // Φ(−ds/σ) = ½·erfc(ds/(σ√2)).
                                cast = shadowOpacity * 0.5 * erfc(ds / shadowRadius * sqrtHalf) * (1 - coverage)
                            }
                            let o = (y * region.width + x) * 4
                            guard coverage > 0 else {
                                if cast > 0 { dst[o + 3] = UInt8(min(max((cast * 255).rounded(), 0), 255)) }
                                continue
                            }
                            let t = max(0, -d)
                            var c: SIMD4<Double>
                            var shade = 0.0, light = 0.0
                            if t < band {
                                // The outward normal, from the field's central differences.
                                let gx = distance(p.x + step, p.y, dx + ex.x, dy + ex.y) - distance(p.x - step, p.y, dx - ex.x, dy - ex.y)
                                let gy = distance(p.x, p.y + step, dx + ey.x, dy + ey.y) - distance(p.x, p.y - step, dx - ey.x, dy - ey.y)
                                let len = (gx * gx + gy * gy).squareRoot()
                                let nx = len > 0 ? gx / len : 0, ny = len > 0 ? gy / len : 0
                                if t < w, len > 0 {
                                    let f = 1 - t / w
                                    let off = pull * f * f
                                    // Inward (−n) by `off` points, through the device transform's linear part.
                                    let v = rootToDevice.applyToVector(Point(-nx * off, -ny * off))
                                    c = sample(dx + v.x, dy + v.y)
                                } else {
                                    c = pixel(region.x + x, region.y + y)
                                }
                                if t < innerShadowWidth { let f = 1 - t / innerShadowWidth; shade = innerShadow * f * f }
                                if t < highlightWidth {
                                    let facing = nx * lx + ny * ly
                                    let lit = facing > 0 ? facing * facing : 0.55 * facing * facing
                                    light = highlight * (0.3 + 0.7 * lit) * (1 - t / highlightWidth)
                                }
                            } else {
                                c = pixel(region.x + x, region.y + y)
                            }
                            c = tintColor * 255 + c * keep
                            if shade > 0 { c = SIMD4(c.x * (1 - shade), c.y * (1 - shade), c.z * (1 - shade), c.w + (255 - c.w) * shade) }
                            if light > 0 { c = SIMD4<Double>(repeating: 255 * light) + c * (1 - light) }
                            c *= coverage
                            c.w += cast * 255           // premultiplied black beneath
                            dst[o] = UInt8(min(max(c.x.rounded(), 0), 255)); dst[o + 1] = UInt8(min(max(c.y.rounded(), 0), 255))
                            dst[o + 2] = UInt8(min(max(c.z.rounded(), 0), 255)); dst[o + 3] = UInt8(min(max(c.w.rounded(), 0), 255))
                        }
                    }
                }
            }
        }
        return PlacedImage(image: out, x: region.x, y: region.y)
    }
}
