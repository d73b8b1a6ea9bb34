import FlipbookRaster

/// When a blur is drawn at reduced resolution: content drawn at 1/f of the device scale,
/// blurred with σ/f and scaled back up by f (bilinear).
///
/// WHY: `scaleEffect(10000)` then `blur(1000)` on a 100-point canvas has real content over the
/// whole layer (the canvas grown by 3σ each side, 12,200² pixels at 2×): 2.2 GB of layer and
/// blur buffers for a picture whose finest detail is σ wide. A Gaussian of σ ≥ 16 pixels
/// carries no detail that 1/f sampling with σ/f ≥ 16 loses: the drawn coverage is a box
/// average (variance f²/12, under 1/3000 of σ²), and bilinear interpolation of a Gaussian
/// sampled every σ/16 errs by under 1/1000 of its range. Tested against the exact blur within
/// 2/255 per channel (ReducedBlurTests). Only layers beyond ``minimumArea`` take the path, so
/// ordinary blurs, and every golden, keep their exact pixels.
package enum ReducedBlur {
    /// Layers of at most this many pixels are blurred exactly (4096²).
    package static let minimumArea = 1 << 24
    /// The smallest σ (device pixels) blurred at reduced resolution: 2 × ``reducedSigma``.
    package static let minimumSigma = 32.0
    /// The σ at which the reduced blur works: σ/f lies in [16, 32).
    package static let reducedSigma = 16.0

    /// The power-of-two reduction for a blur of `sigma` over `layer` (its content within the
    /// blur's reach of the canvas), or 1 for the exact blur.
    package static func factor(sigma: Double, layer: PixelRect, minimumArea: Int = ReducedBlur.minimumArea) -> Int {
        guard sigma.isFinite, sigma >= minimumSigma, !layer.isEmpty,
              Double(layer.width) * Double(layer.height) > Double(minimumArea) else { return 1 }
        var f = 1
        while Double(f * 2) * reducedSigma <= min(sigma, GaussianBlur.maximumSigma) { f *= 2 }
        return f
    }
}
