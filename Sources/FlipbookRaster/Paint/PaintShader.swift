import CFlipbookKernels

/// A ``Paint`` prepared for one draw: the device → paint-space mapping inverted once, the
/// gradient's colour table built once, so that ``shadeRow(x:y:count:into:)`` only does
/// per-pixel arithmetic. The paint kind is switched on once per row, never per pixel.
///
/// Pixel centres: device pixel (x, y) is sampled at (x + 0.5, y + 0.5), mapped back through
/// the inverse of the paint transform. Gradients are dithered (see ``OrderedDither``).
struct PaintShader {
    enum Kind {
        /// Nothing to draw (no stops, a singular transform): every pixel transparent.
        case transparent
        case solid(SIMD4<UInt8>)
        /// t = tx·X + ty·Y + t0 over device pixel centres (X, Y).
        case linear(tx: Double, ty: Double, t0: Double)
        /// u = (ux·X + uy·Y + u0) is the point relative to the centre in user space;
        /// t = |u|·scale + bias, or a hard step at `radius` when the radii coincide.
        case radial(ux: SIMD2<Double>, uy: SIMD2<Double>, u0: SIMD2<Double>, scale: Float, bias: Float, stepAt: Float?)
        case angular(ux: SIMD2<Double>, uy: SIMD2<Double>, u0: SIMD2<Double>, sweep: AngularSweep)
        /// p = px·X + py·Y + p0 is the point in image pixel space.
        case image(px: SIMD2<Double>, py: SIMD2<Double>, p0: SIMD2<Double>, filter: SamplingFilter)
    }

    let kind: Kind
    /// The gradient's colour table in 8.8 fixed point (empty for other kinds).
    let table: [UInt64]
    /// The image a pattern samples (empty for other kinds).
    let image: PixelBuffer

    init(_ paint: Paint, transform: Transform2D) {
        var table: [UInt64] = []
        var image = PixelBuffer(width: 0, height: 0)
        let kind: Kind
        // Device → user space, as affine coefficients of the device position.
        let inv = transform.inverted
        func coefficients(_ m: Transform2D, origin: Point) -> (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>) {
            (SIMD2(m.a, m.b), SIMD2(m.c, m.d), SIMD2(m.tx - origin.x, m.ty - origin.y))
        }
        switch paint {
        case .solid(let c):
            kind = .solid(c.premultiplied8)
        case .linearGradient(let g):
            guard let inv else { kind = .transparent; break }
            table = GradientTableCache.shared.table(for: g.gradient)
            let d = g.end - g.start
            let len2 = d.dot(d)
            if !(len2 > 0) || !len2.isFinite {
                // Degenerate axis: pad with the last colour, as Skia does for clamped gradients.
                kind = .linear(tx: 0, ty: 0, t0: 1)
            } else {
                let (ux, uy, u0) = coefficients(inv, origin: g.start)
                kind = .linear(tx: (ux.x * d.x + ux.y * d.y) / len2,
                               ty: (uy.x * d.x + uy.y * d.y) / len2,
                               t0: (u0.x * d.x + u0.y * d.y) / len2)
            }
        case .radialGradient(let g):
            guard let inv else { kind = .transparent; break }
            table = GradientTableCache.shared.table(for: g.gradient)
            let (ux, uy, u0) = coefficients(inv, origin: g.center)
            // Negative radii mean nothing geometric; treat them as 0.
            let r0 = max(g.startRadius, 0), r1 = max(g.endRadius, 0)
            if r1 != r0, r0.isFinite, r1.isFinite {
                // t = (r − r0) / (r1 − r0): also right when r0 > r1 (colours run inward).
                kind = .radial(ux: ux, uy: uy, u0: u0, scale: Float(1 / (r1 - r0)), bias: Float(-r0 / (r1 - r0)), stepAt: nil)
            } else {
                // Equal radii: the ring has no width. Like Skia, the first colour inside the
                // circle and the last colour on and outside it (both radii 0: all last).
                kind = .radial(ux: ux, uy: uy, u0: u0, scale: 0, bias: 0, stepAt: r0.isFinite ? Float(r0) : .infinity)
            }
        case .angularGradient(let g):
            guard let inv else { kind = .transparent; break }
            table = GradientTableCache.shared.table(for: g.gradient)
            let (ux, uy, u0) = coefficients(inv, origin: g.center)
            kind = .angular(ux: ux, uy: uy, u0: u0, sweep: AngularSweep(start: g.startAngle, end: g.endAngle))
        case .image(let p):
            // Device → image pixel space: invert (image → user → device).
            guard p.image.width > 0, p.image.height > 0,
                  let m = p.transform.concatenating(transform).inverted else { kind = .transparent; break }
            image = p.image
            kind = .image(px: SIMD2(m.a, m.b), py: SIMD2(m.c, m.d), p0: SIMD2(m.tx, m.ty), filter: p.filter)
        }
        self.kind = kind
        self.table = table
        self.image = image
    }

    /// True when no pixel can be drawn.
    var isTransparent: Bool {
        switch kind {
        case .transparent: return true
        case .solid(let c): return c.w == 0
        default: return false
        }
    }

    /// Writes `count` premultiplied RGBA8 pixels of device row `y`, from column `x`, to `out`.
    func shadeRow(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        let X = Double(x) + 0.5, Y = Double(y) + 0.5
        switch kind {
        case .transparent:
            out.initialize(repeating: 0, count: count * 4)
        case .solid(let c):
            for i in 0..<count {
                out[4 * i] = c.x; out[4 * i + 1] = c.y; out[4 * i + 2] = c.z; out[4 * i + 3] = c.w
            }
        case .linear, .radial:
            var g = cGradientRow(x: x, y: y)!
            table.withUnsafeBufferPointer { lut in
                OrderedDither.fixedThresholds.withUnsafeBufferPointer { d in
                    flipbook_gradient_row(lut.baseAddress!, Float(GradientTable.size - 1), &g, d.baseAddress!, x, y, count, out)
                }
            }
        case .angular(let ux, let uy, let u0, let sweep):
            let base = ux * X + uy * Y + u0
            let at = AngularLocation(x: Float(base.x), y: Float(base.y), dx: Float(ux.x), dy: Float(ux.y), sweep: sweep)
            gradientRow(at, x: x, y: y, count: count, into: out)
        case .image(let px, let py, let p0, let filter):
            let base = px * X + py * Y + p0
            ImageSampler.sampleRow(image, filter: filter, start: base, step: px, count: count, into: out)
        }
    }

    /// The geometry of row `y` from column `x` for the C row (GradientRow.c), which both
    /// builds run for linear and radial gradients; nil for other kinds.
    func cGradientRow(x: Int, y: Int) -> FlipbookGradientRow? {
        let X = Double(x) + 0.5, Y = Double(y) + 0.5
        switch kind {
        case .linear(let tx, let ty, let t0):
            return FlipbookGradientRow(radial: 0, isStep: 0, x: Float(tx * X + ty * Y + t0), y: 0, dx: Float(tx), dy: 0,
                                       scale: 0, bias: 0, stepAt: 0)
        case .radial(let ux, let uy, let u0, let scale, let bias, let stepAt):
            let base = ux * X + uy * Y + u0
            return FlipbookGradientRow(radial: 1, isStep: stepAt != nil ? 1 : 0, x: Float(base.x), y: Float(base.y),
                                       dx: Float(ux.x), dy: Float(ux.y), scale: scale, bias: bias, stepAt: stepAt ?? 0)
        default:
            return nil
        }
    }

    /// The Swift row the C row follows, for the tests: linear and radial gradients only.
    func referenceGradientRow(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        let X = Double(x) + 0.5, Y = Double(y) + 0.5
        switch kind {
        case .linear(let tx, let ty, let t0):
            gradientRow(LinearLocation(start: Float(tx * X + ty * Y + t0), step: Float(tx)), x: x, y: y, count: count, into: out)
        case .radial(let ux, let uy, let u0, let scale, let bias, let stepAt):
            let base = ux * X + uy * Y + u0
            let at = RadialLocation(x: Float(base.x), y: Float(base.y), dx: Float(ux.x), dy: Float(ux.y),
                                    scale: scale, bias: bias, stepAt: stepAt ?? 0, isStep: stepAt != nil)
            gradientRow(at, x: x, y: y, count: count, into: out)
        default:
            preconditionFailure("only linear and radial gradients have a reference row")
        }
    }

    /// Shades a gradient row four pixels at a time: locations → table indices, a gather of
    /// four 8.8 fixed-point entries, plus the Bayer thresholds, shifted down to 8 bits
    /// (⌊c + threshold⌋). Entries lie in 0…255 and thresholds in (0, 1), so results stay in
    /// 0…255 and channels ≤ alpha before dithering stay ≤ alpha after.
    @inline(__always)
    private func gradientRow<L: GradientLocation>(_ at: L, x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        table.withUnsafeBufferPointer { lutBuffer in
            let lut = lutBuffer.baseAddress!
            // Groups start at x, x + 4, x + 8…: two dither phases alternate.
            let phase = (OrderedDither.group(x: x, y: y), OrderedDither.group(x: x + 4, y: y))
            var i = 0
            while i + 4 <= count {
                let e = SIMD4<UInt64>(lut[Self.index(at.location(i))], lut[Self.index(at.location(i + 1))],
                                      lut[Self.index(at.location(i + 2))], lut[Self.index(at.location(i + 3))])
                let d = (i & 4) == 0 ? phase.0 : phase.1
                let q = (unsafeBitCast(e, to: SIMD16<UInt16>.self) &+ d) &>> 8
                UnsafeMutableRawPointer(out + 4 * i).storeBytes(of: PixelPacking.narrow(q), as: SIMD16<UInt8>.self)
                i += 4
            }
            while i < count {
                let e = lut[Self.index(at.location(i))]
                let d = UInt64(OrderedDither.fixedThresholds[(y & 7) * 8 + ((x + i) & 7)])
                for c in 0..<4 {
                    out[4 * i + c] = UInt8(truncatingIfNeeded: (((e >> (16 * UInt64(c))) & 0xFFFF) + d) >> 8)
                }
                i += 1
            }
        }
    }

    /// The table index of location `t`, padded to 0…1 (NaN as 0).
    @inline(__always) static func index(_ t: Float) -> Int {
        var t = t
        if !(t > 0) { t = 0 }
        if t > 1 { t = 1 }
        return PixelPacking.roundedIndex(t * Float(GradientTable.size - 1))
    }
}

/// The gradient location of the i-th pixel of a row: one geometry per gradient kind, so the
/// shading loop is specialised for each (no per-pixel dispatch).
protocol GradientLocation {
    func location(_ i: Int) -> Float
}

struct LinearLocation: GradientLocation {
    let start: Float, step: Float
    @inline(__always) func location(_ i: Int) -> Float { start + step * Float(i) }
}

struct RadialLocation: GradientLocation {
    /// The row's first pixel centre relative to the centre, and the per-pixel step.
    let x: Float, y: Float, dx: Float, dy: Float
    let scale: Float, bias: Float
    /// Equal radii: a hard step at this radius instead of the ramp.
    let stepAt: Float, isStep: Bool
    @inline(__always) func location(_ i: Int) -> Float {
        let px = x + dx * Float(i), py = y + dy * Float(i)
        let r = (px * px + py * py).squareRoot()
        if isStep { return r < stepAt ? 0 : 1 }
        return r * scale + bias
    }
}

struct AngularLocation: GradientLocation {
    let x: Float, y: Float, dx: Float, dy: Float
    let sweep: AngularSweep
    @inline(__always) func location(_ i: Int) -> Float {
        sweep.location(ofTurn: AngularSweep.unitAngle(x: x + dx * Float(i), y: y + dy * Float(i)))
    }
}
