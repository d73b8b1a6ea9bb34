/// Procedural 1170×2532 (iPhone 13/14 at 3×) frames for the PNG benchmark, premultiplied
/// RGBA8, opaque like a rendered app screen.
enum PNGBenchmarkFrames {
    static let width = 1170
    static let height = 2532

    /// Flat UI: white background, a navigation bar, cards, buttons and grey "text" bars,
    /// all solid colours with rounded corners. Most real UI frames look like this.
    static func flatUI() -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        func block(_ x0: Int, _ y0: Int, _ w: Int, _ h: Int, radius: Int, _ rgb: (UInt8, UInt8, UInt8)) {
            for y in max(0, y0)..<min(height, y0 + h) {
                for x in max(0, x0)..<min(width, x0 + w) {
                    // Outside a rounded corner? (hard-edged circle test)
                    let cx = x < x0 + radius ? x0 + radius : (x >= x0 + w - radius ? x0 + w - radius - 1 : x)
                    let cy = y < y0 + radius ? y0 + radius : (y >= y0 + h - radius ? y0 + h - radius - 1 : y)
                    if (x - cx) * (x - cx) + (y - cy) * (y - cy) > radius * radius { continue }
                    let i = (y * width + x) * 4
                    pixels[i] = rgb.0; pixels[i + 1] = rgb.1; pixels[i + 2] = rgb.2
                }
            }
        }
        block(0, 0, width, 300, radius: 0, (247, 247, 247))              // navigation bar
        block(48, 180, 500, 80, radius: 12, (20, 20, 20))               // large title
        for card in 0..<5 {
            let y = 360 + card * 400
            block(48, y, width - 96, 360, radius: 39, (242, 242, 247))   // card
            block(84, y + 36, 120, 120, radius: 27, (0, 122, 255))       // icon
            for line in 0..<4 {                                          // text lines
                block(240, y + 40 + line * 56, 700 - line * 90, 30, radius: 8, (60, 60, 67))
            }
            block(84, y + 260, 300, 72, radius: 36, (52, 199, 89))       // button
        }
        block(0, height - 250, width, 250, radius: 0, (249, 249, 249))   // tab bar
        for tab in 0..<4 { block(100 + tab * 270, height - 210, 90, 90, radius: 20, (142, 142, 147)) }
        return pixels
    }

    /// Gradient-heavy: a diagonal gradient under three soft radial glows, every pixel a
    /// little different from its neighbours: the hard case for filters and DEFLATE.
    static func gradients() -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        let glows: [(x: Double, y: Double, r: Double, rgb: (Double, Double, Double))] = [
            (300, 600, 700, (255, 120, 60)), (900, 1500, 900, (80, 60, 255)), (500, 2200, 600, (40, 220, 160)),
        ]
        pixels.withUnsafeMutableBufferPointer { p in
            for y in 0..<height {
                for x in 0..<width {
                    let t = (Double(x) / Double(width) + Double(y) / Double(height)) / 2
                    var r = 30 + 200 * t, g = 40 + 120 * (1 - t), b = 90 + 150 * t
                    for glow in glows {
                        let dx = Double(x) - glow.x, dy = Double(y) - glow.y
                        let k = max(0, 1 - (dx * dx + dy * dy).squareRoot() / glow.r)
                        let w = k * k * 0.7
                        r += (glow.rgb.0 - r) * w; g += (glow.rgb.1 - g) * w; b += (glow.rgb.2 - b) * w
                    }
                    let i = (y * width + x) * 4
                    p[i] = UInt8(min(255, max(0, r.rounded())))
                    p[i + 1] = UInt8(min(255, max(0, g.rounded())))
                    p[i + 2] = UInt8(min(255, max(0, b.rounded())))
                }
            }
        }
        return pixels
    }
}
