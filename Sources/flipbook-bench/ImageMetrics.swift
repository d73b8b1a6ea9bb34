import Foundation
/// Image comparison for the fidelity benchmark: both images composited over white (what a
/// snapshot viewer shows), then the mean absolute error over R, G, B in 8-bit levels and SSIM
/// on grey levels (Wang, Bovik, Sheikh & Simoncelli 2004: 11 × 11 Gaussian window, σ 1.5,
/// K₁ 0.01, K₂ 0.03, L 255, mean of the SSIM map over the positions where the window fits).
enum ImageMetrics {
    /// Premultiplied RGBA over white, as straight RGB in 0…255 (three Floats a pixel).
    static func overWhite(_ rgba: [UInt8]) -> [Float] {
        var out = [Float](repeating: 0, count: rgba.count / 4 * 3)
        for i in 0..<(rgba.count / 4) {
            let a = Float(rgba[4 * i + 3])
            for c in 0..<3 { out[3 * i + c] = Float(rgba[4 * i + c]) + 255 - a }
        }
        return out
    }

    static func meanAbsoluteError(_ a: [Float], _ b: [Float]) -> Double {
        var sum = 0.0
        for i in a.indices { sum += Double(abs(a[i] - b[i])) }
        return sum / Double(max(1, a.count))
    }

    /// Rec. 601 luma of an RGB image (the grey level SSIM is usually reported on).
    static func grey(_ rgb: [Float]) -> [Float] {
        (0..<(rgb.count / 3)).map { 0.299 * rgb[3 * $0] + 0.587 * rgb[3 * $0 + 1] + 0.114 * rgb[3 * $0 + 2] }
    }

    static func ssim(_ x: [Float], _ y: [Float], width w: Int, height h: Int) -> Double {
        let radius = 5, sigma = 1.5
        guard w > 2 * radius, h > 2 * radius else { return x == y ? 1 : 0 }
        var kernel = (-radius...radius).map { Float(exp(-Double($0 * $0) / (2 * sigma * sigma))) }
        let ks = kernel.reduce(0, +)
        kernel = kernel.map { $0 / ks }
        // Valid-region separable filtering of x, y, x², y², xy.
        func filter(_ img: [Float]) -> [Float] {
            let ow = w - 2 * radius, oh = h - 2 * radius
            var rows = [Float](repeating: 0, count: ow * h)
            for r in 0..<h { for c in 0..<ow {
                var s: Float = 0
                for k in 0..<kernel.count { s += kernel[k] * img[r * w + c + k] }
                rows[r * ow + c] = s
            } }
            var out = [Float](repeating: 0, count: ow * oh)
            for r in 0..<oh { for c in 0..<ow {
                var s: Float = 0
                for k in 0..<kernel.count { s += kernel[k] * rows[(r + k) * ow + c] }
                out[r * ow + c] = s
            } }
            return out
        }
        let mx = filter(x), my = filter(y)
        let sxx = filter(zip(x, x).map(*)), syy = filter(zip(y, y).map(*)), sxy = filter(zip(x, y).map(*))
        let c1 = Float(0.01 * 255) * Float(0.01 * 255), c2 = Float(0.03 * 255) * Float(0.03 * 255)
        var total = 0.0
        for i in mx.indices {
            let vx = sxx[i] - mx[i] * mx[i], vy = syy[i] - my[i] * my[i], cxy = sxy[i] - mx[i] * my[i]
            let num = (2 * mx[i] * my[i] + c1) * (2 * cxy + c2)
            let den = (mx[i] * mx[i] + my[i] * my[i] + c1) * (vx + vy + c2)
            total += Double(num / den)
        }
        return total / Double(mx.count)
    }
}
