/// A gradient seen through a projection, shaded exactly: each device pixel's colour is the
/// gradient evaluated at the pixel centre's pre-image under the projective map, not a flat
/// picture of the gradient resampled.
///
/// `PaintShader` maps device pixels back to paint space with affine coefficients (one step per
/// pixel along a row); under a perspective the pre-image of a row is no longer evenly spaced, so
/// each pixel here divides by its own homogeneous weight. The colour table, interpolation
/// space and ordered dither are the ones every gradient fill uses, so an item keeps its colours
/// when a `rotation3DEffect` starts turning it.
public enum ProjectedPaint {
    /// The premultiplied pixels of `paint` (a linear, radial or angular gradient in user space)
    /// seen through `transform` (user space → device pixels), over the device rectangle
    /// `rect`; `nil` for other paints, an empty rectangle or a singular transform.
    ///
    /// Fill a path with it through an ``ImagePaint`` placed at `rect`'s origin with nearest
    /// sampling: the path's coverage comes from its projected outline, the colour from here.
    public static func shade(_ paint: Paint, through transform: Homography, in rect: PixelRect) -> PixelBuffer? {
        guard rect.width > 0, rect.height > 0, let inv = transform.inverted else { return nil }
        let gradient: Gradient
        let location: (Double, Double) -> Float
        switch paint {
        case .linearGradient(let g):
            gradient = g.gradient
            let d = g.end - g.start
            let len2 = d.dot(d)
            if !(len2 > 0) || !len2.isFinite {
                location = { _, _ in 1 }   // a degenerate axis pads with the last colour, as PaintShader
            } else {
                let sx = g.start.x, sy = g.start.y
                location = { x, y in Float(((x - sx) * d.x + (y - sy) * d.y) / len2) }
            }
        case .radialGradient(let g):
            gradient = g.gradient
            let cx = g.center.x, cy = g.center.y
            let r0 = max(g.startRadius, 0), r1 = max(g.endRadius, 0)
            if r1 != r0, r0.isFinite, r1.isFinite {
                location = { x, y in Float((((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot() - r0) / (r1 - r0)) }
            } else {
                // Equal radii: first colour inside, last on and outside (PaintShader's rule).
                let step = r0.isFinite ? r0 : .infinity
                location = { x, y in ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot() < step ? 0 : 1 }
            }
        case .angularGradient(let g):
            gradient = g.gradient
            let cx = g.center.x, cy = g.center.y
            let sweep = AngularSweep(start: g.startAngle, end: g.endAngle)
            location = { x, y in sweep.location(ofTurn: AngularSweep.unitAngle(x: Float(x - cx), y: Float(y - cy))) }
        default:
            return nil
        }
        guard !gradient.stops.isEmpty else { return nil }
        let table = GradientTableCache.shared.table(for: gradient)
        var out = PixelBuffer(width: rect.width, height: rect.height)
        let dither = OrderedDither.fixedThresholds
        table.withUnsafeBufferPointer { lut in
            dither.withUnsafeBufferPointer { d in
                out.bytes.withUnsafeMutableBufferPointer { buf in
                    guard let lut = lut.baseAddress, let d = d.baseAddress, let px = buf.baseAddress else { return }
                    for row in 0..<rect.height {
                        let y = rect.y + row
                        let Y = Double(y) + 0.5
                        for col in 0..<rect.width {
                            let x = rect.x + col
                            let h = inv.applyHomogeneous(Point(Double(x) + 0.5, Y))
                            let o = px + 4 * (row * rect.width + col)
                            guard h.w != 0, h.w.isFinite else { o.initialize(repeating: 0, count: 4); continue }
                            let e = lut[PaintShader.index(location(h.x / h.w, h.y / h.w))]
                            let t = UInt64(d[(y & 7) * 8 + (x & 7)])
                            o[0] = UInt8(truncatingIfNeeded: ((e & 0xFFFF) + t) >> 8)
                            o[1] = UInt8(truncatingIfNeeded: (((e >> 16) & 0xFFFF) + t) >> 8)
                            o[2] = UInt8(truncatingIfNeeded: (((e >> 32) & 0xFFFF) + t) >> 8)
                            o[3] = UInt8(truncatingIfNeeded: (((e >> 48) & 0xFFFF) + t) >> 8)
                        }
                    }
                }
            }
        }
        return out
    }

    /// Whether ``shade(_:through:in:)`` draws `paint`: the gradients.
    public static func canShade(_ paint: Paint) -> Bool {
        switch paint {
        case .linearGradient, .radialGradient, .angularGradient: true
        default: false
        }
    }
}
