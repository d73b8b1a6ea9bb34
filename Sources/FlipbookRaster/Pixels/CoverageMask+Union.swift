extension CoverageMask {
    /// Masks combined as if each were drawn source-over in one colour: c = a + b − a·b,
    /// rounded (glyph masks of one text run, whose neighbours may overlap by a pixel).
    public static func union(_ masks: [CoverageMask]) -> CoverageMask {
        var bounds = PixelRect.empty
        for m in masks { bounds = bounds.union(m.bounds) }
        var result = CoverageMask(bounds: bounds)
        guard !bounds.isEmpty else { return result }
        let stride = bounds.width
        result.coverage.withUnsafeMutableBufferPointer { dst in
            for m in masks where !m.bounds.isEmpty {
                let b = m.bounds
                m.coverage.withUnsafeBufferPointer { src in
                    for row in 0..<b.height {
                        let d0 = (b.y - bounds.y + row) * stride + (b.x - bounds.x)
                        let s0 = row * b.width
                        for col in 0..<b.width {
                            let s = UInt32(src[s0 + col])
                            if s == 0 { continue }
                            let d = UInt32(dst[d0 + col])
                            let t = s * (255 - d) + 128
                            dst[d0 + col] = UInt8(d + ((t + (t >> 8)) >> 8))
                        }
                    }
                }
            }
        }
        return result
    }
}
