/// The area drawing may touch: a pixel rectangle, optionally refined by an anti-aliased mask.
///
/// Kept as a rectangle whenever it is one (the common case: the canvas, frames, pixel-aligned
/// `clipped()`), so most draws never touch a clip mask at all.
struct Clip: Sendable {
    /// Nothing outside this rectangle is drawn.
    var rect: PixelRect
    /// Coverage within ``rect``; `nil` means fully inside everywhere in ``rect``.
    var mask: CoverageMask?
    /// Names this clip within its canvas, so a clip made over it can be found again
    /// (``Canvas/pushClip(_:transform:fillRule:)``'s cache); 0 until the canvas gives one.
    var id = 0

    init(rect: PixelRect, mask: CoverageMask? = nil, id: Int = 0) {
        self.rect = rect
        self.mask = mask
        self.id = id
    }

    /// This clip narrowed by a coverage mask (another clip shape).
    func intersecting(_ m: CoverageMask) -> Clip {
        let r = rect.intersection(m.bounds)
        guard !r.isEmpty else { return Clip(rect: .empty) }
        if let mask { return Clip(rect: r, mask: Clip.multiply(mask, m, over: r)) }
        return Clip(rect: r, mask: Clip.crop(m, to: r))
    }

    func intersecting(_ r: PixelRect) -> Clip {
        let nr = rect.intersection(r)
        guard !nr.isEmpty else { return Clip(rect: .empty) }
        return Clip(rect: nr, mask: mask.map { Clip.crop($0, to: nr) })
    }

    /// Coverage `m` limited to this clip: the product with the clip mask, cropped to ``rect``.
    /// Returns `nil` when nothing of `m` survives.
    func apply(to m: CoverageMask) -> CoverageMask? {
        let r = rect.intersection(m.bounds)
        guard !r.isEmpty else { return nil }
        if let mask { return Clip.multiply(m, mask, over: r) }
        return r == m.bounds ? m : Clip.crop(m, to: r)
    }

    static func crop(_ m: CoverageMask, to r: PixelRect) -> CoverageMask {
        if m.bounds == r { return m }
        var out = CoverageMask(bounds: r)
        let sw = m.bounds.width
        m.coverage.withUnsafeBufferPointer { src in
            out.coverage.withUnsafeMutableBufferPointer { dst in
                for y in 0..<r.height {
                    let s = (r.y + y - m.bounds.y) * sw + (r.x - m.bounds.x)
                    let d = y * r.width
                    for x in 0..<r.width { dst[d + x] = src[s + x] }
                }
            }
        }
        return out
    }

    /// The product of two masks over `r` (which must lie inside both), rounded to nearest.
    static func multiply(_ a: CoverageMask, _ b: CoverageMask, over r: PixelRect) -> CoverageMask {
        var out = CoverageMask(bounds: r)
        let aw = a.bounds.width, bw = b.bounds.width
        a.coverage.withUnsafeBufferPointer { pa in
            b.coverage.withUnsafeBufferPointer { pb in
                out.coverage.withUnsafeMutableBufferPointer { dst in
                    for y in 0..<r.height {
                        let ia = (r.y + y - a.bounds.y) * aw + (r.x - a.bounds.x)
                        let ib = (r.y + y - b.bounds.y) * bw + (r.x - b.bounds.x)
                        let d = y * r.width
                        for x in 0..<r.width {
                            let p = UInt32(pa[ia + x]) * UInt32(pb[ib + x]) + 128
                            dst[d + x] = UInt8((p + (p >> 8)) >> 8)
                        }
                    }
                }
            }
        }
        return out
    }
}
