/// Reading back what has been drawn so far: the backdrop that materials and Liquid Glass
/// blur (iOS's `CABackdropLayer` samples the layers beneath it the same way).
extension Canvas {
    /// The pixels drawn so far under `rect` (device pixels, the current layer's space): the
    /// open layers composited source-over from the last transformed one (whose space differs)
    /// up to the current one. Pixels outside the canvas repeat its nearest edge pixel, so a
    /// blur of the result does not darken towards the screen's edges (iOS clamps likewise:
    /// a bar at the top of the screen is not dimmed at its top edge).
    public func backdrop(in rect: PixelRect) -> PlacedImage {
        var out = PixelBuffer(width: max(0, rect.width), height: max(0, rect.height))
        guard !rect.isEmpty else { return PlacedImage(image: out, x: rect.x, y: rect.y) }
        var first = 0
        for i in stride(from: stack.count - 1, through: 1, by: -1) where stack[i].options.transform != nil { first = i; break }
        for i in first..<stack.count {
            let layer = stack[i]
            // A layer drawing its mask keeps its content aside: the content is what lies behind.
            let pixels = layer.content ?? layer.pixels
            let b = layer.bounds
            guard b.width > 0, b.height > 0 else { continue }
            // The base layer is the whole canvas: clamp into it; upper layers add only their own pixels.
            let clamps = i == first
            var src = PixelBuffer(width: rect.width, height: rect.height)
            pixels.withUnsafeBytes { p in
                src.withUnsafeMutableBytes { d in
                    for y in 0..<rect.height {
                        var sy = rect.y + y - b.y
                        if clamps { sy = min(max(sy, 0), b.height - 1) } else if sy < 0 || sy >= b.height { continue }
                        for x in 0..<rect.width {
                            var sx = rect.x + x - b.x
                            if clamps { sx = min(max(sx, 0), b.width - 1) } else if sx < 0 || sx >= b.width { continue }
                            let s = (sy * b.width + sx) * 4, o = (y * rect.width + x) * 4
                            d[o] = p[s]; d[o + 1] = p[s + 1]; d[o + 2] = p[s + 2]; d[o + 3] = p[s + 3]
                        }
                    }
                }
            }
            if i == first { out = src } else { Blitter.composite(&out, source: PlacedImage(image: src, x: 0, y: 0)) }
        }
        return PlacedImage(image: out, x: rect.x, y: rect.y)
    }
}
