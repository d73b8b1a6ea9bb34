/// Anti-aliasing detection, after pixelmatch (Mapbox, ISC licence), itself after
/// Vysniauskas, "Anti-aliased Pixel and Intensity Slope Detector" (2009).
///
/// A pixel is anti-aliasing when it is not in a flat area (at most two of its eight
/// neighbours equal it) and, among neighbours, the darkest or the brightest sits in a flat
/// area (three or more equal neighbours) in both images: an edge's blend pixel, not content.
enum Antialiasing {
    /// Whether the pixel at `(x, y)` of `image` is anti-aliasing, with `other` the image it is
    /// compared with. Pixels are premultiplied RGBA8 seen as `UInt32`.
    static func isAntialiased(_ image: UnsafeBufferPointer<UInt32>, _ other: UnsafeBufferPointer<UInt32>,
                              x x1: Int, y y1: Int, width: Int, height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let centre = brightness(image[y1 * width + x1])
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = centre - brightness(image[y * width + x])
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        // No darker or no brighter neighbour: not between two colours, so not a blend.
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(image, x: minX, y: minY, width: width, height: height)
                && hasManySiblings(other, x: minX, y: minY, width: width, height: height))
            || (hasManySiblings(image, x: maxX, y: maxY, width: width, height: height)
                && hasManySiblings(other, x: maxX, y: maxY, width: width, height: height))
    }

    /// Whether three or more neighbours equal the pixel exactly (an image edge counts as one).
    static func hasManySiblings(_ image: UnsafeBufferPointer<UInt32>, x x1: Int, y y1: Int, width: Int, height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = image[y1 * width + x1]
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) && image[y * width + x] == value {
                zeroes += 1
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    /// Luma (YIQ's Y) of the pixel over white, as pixelmatch blends.
    static func brightness(_ p: UInt32) -> Double {
        let r = Double(p & 0xFF), g = Double((p >> 8) & 0xFF), b = Double((p >> 16) & 0xFF), a = Double(p >> 24)
        let w = 255 - a
        return (r + w) * 0.29889531 + (g + w) * 0.58662247 + (b + w) * 0.11448223
    }
}
