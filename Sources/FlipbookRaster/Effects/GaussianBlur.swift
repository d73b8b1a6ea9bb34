#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Gaussian blur of images and coverage masks, at a cost per pixel independent of σ.
///
/// The kernel is the *sampled* Gaussian `exp(−n² / 2σ²)`, normalised, applied separably
/// (horizontal then vertical) with transparent pixels assumed beyond the edges. Below σ = 4.5 it
/// is a direct convolution in 16-bit fixed point (`DirectBlur`), except for images with σ ≥ 3
/// on both axes, which are halved, blurred and doubled back (`HalvedBlur`); from 4.5 on a
/// pyramid (`BlurPyramid`), and when only one axis reaches 4.5 Deriche's recursive filter
/// (`RecursiveGaussian`) in Float; each rounds once at the end and stays within 0.6/255 of the
/// exact convolution in the tests (0.5 of that is the rounding; σ = 0.2 … 50).
/// Premultiplied channels are blurred together, which is what makes a blurred edge fade to
/// transparent instead of to black.
///
/// σ is in device pixels. SwiftUI's `blur(radius:)` and `shadow(radius:)` pass σ = radius ×
/// scale. Values that are not finite or ≤ 0 blur nothing; σ above
/// ``maximumSigma`` is treated as ``maximumSigma``.
public enum GaussianBlur {
    /// The largest σ honoured; a larger one would only spread content over thousands of
    /// transparent pixels.
    public static let maximumSigma = 2000.0

    /// σ made safe: 0 for non-finite or negative input, at most ``maximumSigma``.
    @inlinable static func sanitized(_ sigma: Double) -> Double {
        sigma.isFinite && sigma > 0 ? min(sigma, maximumSigma) : 0
    }

    /// How many pixels the blur spreads content on each side: ⌈3σ⌉.
    ///
    /// Beyond 3σ even an infinite opaque edge contributes < 0.14% (0.35/255), which rounds to 0.
    public static func extent(sigma: Double) -> Int {
        let s = sanitized(sigma)
        return s > 0 ? Int((3 * s).rounded(.up)) : 0
    }

    /// Blurs a premultiplied image in place (edges treated as transparent); σ in pixels,
    /// 0 = no-op. Content spread past the image's edges is cut off: use ``blurred(_:sigma:)``
    /// to keep it.
    public static func blur(_ image: inout PixelBuffer, sigma: Double) {
        blur(&image, sigmaX: sigma, sigmaY: sigma)
    }

    /// Blurs with a separate σ along each axis.
    public static func blur(_ image: inout PixelBuffer, sigmaX: Double, sigmaY: Double) {
        let sx = sanitized(sigmaX), sy = sanitized(sigmaY)
        guard sx > 0 || sy > 0 else { return }
        let w = image.width, h = image.height
        image.withUnsafeMutableBytes { SeparableBlur.blurRGBA($0, width: w, height: h, sigmaX: sx, sigmaY: sy) }
    }

    /// Blurs an A8 coverage mask in place (outside its bounds counts as 0).
    public static func blur(_ mask: inout CoverageMask, sigma: Double) {
        blur(&mask, sigmaX: sigma, sigmaY: sigma)
    }

    /// Blurs a mask with a separate σ along each axis.
    public static func blur(_ mask: inout CoverageMask, sigmaX: Double, sigmaY: Double) {
        let sx = sanitized(sigmaX), sy = sanitized(sigmaY)
        guard sx > 0 || sy > 0 else { return }
        let w = mask.bounds.width, h = mask.bounds.height
        mask.coverage.withUnsafeMutableBufferPointer { SeparableBlur.blurA8($0, width: w, height: h, sigmaX: sx, sigmaY: sy) }
    }

    /// A new image grown by ``extent(sigma:)`` on every side, then blurred, positioned so the
    /// content stays where it was.
    public static func blurred(_ image: PlacedImage, sigma: Double) -> PlacedImage {
        let e = extent(sigma: sigma)
        guard e > 0 else { return image }
        var grown = image.grown(by: e)
        blur(&grown.image, sigma: sigma)
        return grown
    }
}

extension GaussianBlur {
    /// Above this many pixels, a blurred image computes only what reaches `keep`.
    static let boundedArea = 1 << 22

    /// Whether a blur (or shadow) spreading over `full` should compute only `keep`: when
    /// `full` is far larger than `keep`, as for blur(1000) on a small canvas. Smaller blurs
    /// keep the whole computation, so their pixels never change with the canvas around them.
    package static func shouldBound(_ full: PixelRect, to keep: PixelRect) -> Bool {
        Double(full.width) * Double(full.height) > max(Double(boundedArea), 4 * Double(keep.width) * Double(keep.height))
    }

    /// The pixel grid the blur of σ works on from an image's origin: 2^levels for the pyramid,
    /// 2 for the halved blur, 1 for the direct one. An image moved by a multiple of it (with
    /// only transparency added around) blurs to the very same pixels.
    package static func grid(sigma: Double) -> Int {
        let s = sanitized(sigma)
        let levels = BlurPyramid.plan(sigmaX: s, sigmaY: s).levels
        if levels > 0 { return 1 << levels }
        return s >= HalvedBlur.minimumSigma ? 2 : 1
    }

    /// ``blurred(_:sigma:)`` where only the pixels inside `keep` are wanted (the canvas, or
    /// what a shadow can cast onto it): beyond ``boundedArea`` pixels, only `keep` and the
    /// content within the blur's reach of it are held and blurred. WHY: blur(1000) at scale 3
    /// spreads a 20-point canvas's content over 18,000 pixels each way, 4.4 GB of buffers for
    /// 3,600 pixels that reach the canvas.
    public static func blurred(_ image: PlacedImage, sigma: Double, keeping keep: PixelRect) -> PlacedImage {
        let e = extent(sigma: sigma)
        guard e > 0 else { return image }
        let full = image.bounds.insetBy(-e)
        guard shouldBound(full, to: keep) else { return blurred(image, sigma: sigma) }
        let target = full.intersection(keep)
        // Only content within the blur's reach of the target changes it.
        let input = image.bounds.intersection(target.insetBy(-e))
        guard !target.isEmpty, !input.isEmpty else {
            return PlacedImage(image: PixelBuffer(width: 0, height: 0), x: keep.x, y: keep.y)
        }
        let region = input.union(target)
        var work = PixelBuffer(width: region.width, height: region.height)
        let cropped = Canvas.crop(image, to: input)
        work.withUnsafeMutableBytes { dst in
            cropped.image.withUnsafeBytes { src in
                let rowBytes = input.width * 4
                for y in 0..<input.height {
                    let d = dst.baseAddress! + ((input.y - region.y + y) * region.width + (input.x - region.x)) * 4
                    d.update(from: src.baseAddress! + y * rowBytes, count: rowBytes)
                }
            }
        }
        blur(&work, sigma: sigma)
        return Canvas.crop(PlacedImage(image: work, x: region.x, y: region.y), to: target)
    }
}

extension PlacedImage {
    /// The same pixels inside a transparent border `margin` pixels wide.
    func grown(by margin: Int) -> PlacedImage {
        let src = image
        let w = src.width + 2 * margin, h = src.height + 2 * margin
        var out = PixelBuffer(width: w, height: h)
        out.withUnsafeMutableBytes { dst in
            src.withUnsafeBytes { s in
                let rowBytes = src.width * 4
                guard rowBytes > 0 else { return }
                for y in 0..<src.height {
                    let d = dst.baseAddress! + ((y + margin) * w + margin) * 4
                    d.update(from: s.baseAddress! + y * rowBytes, count: rowBytes)
                }
            }
        }
        return PlacedImage(image: out, x: x - margin, y: y - margin)
    }
}
