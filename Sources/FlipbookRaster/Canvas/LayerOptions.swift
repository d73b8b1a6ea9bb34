/// How a layer's pixels are finished and put back into the layer beneath it when
/// ``Canvas/endLayer()`` is called. Effects apply in this order: mask, colour matrix, blur,
/// projective transform, then the shadow is drawn beneath and the result composited with
/// ``opacity`` and ``mode``.
public struct LayerOptions: Sendable {
    /// Multiplies the layer's alpha when composited.
    public var opacity: Float = 1
    /// How the finished layer combines with what is beneath it.
    public var mode: CompositeMode = .normal
    /// A colour matrix applied to the layer's pixels (SwiftUI's colour effects).
    public var colorMatrix: ColorMatrix? = nil
    /// Gaussian blur σ in device pixels; 0 for none.
    public var blurSigma: Double = 0
    /// A drop shadow drawn beneath the finished layer.
    public var shadow: ShadowOptions? = nil
    /// Maps the layer's device space into the parent's (rotation3DEffect, projectionEffect).
    /// With a transform, content is drawn untransformed and the finished layer is warped.
    public var transform: Homography? = nil
    /// The region, in the layer's own device space, that content may occupy. Required for a
    /// transformed layer (its content may lie outside the canvas before warping); for others,
    /// it only narrows the layer (the canvas and the clip already bound it), which saves
    /// clearing, scanning and compositing a layer the size of the clip for one small view.
    /// A narrowed layer with a shadow keeps its origin on the shadow blur's grid, so the
    /// result is the same as without the hint whenever the content lies inside it.
    public var bounds: PixelRect? = nil
    /// How content drawn after ``Canvas/beginMask()`` masks the layer.
    public var maskMode: MaskMode = .alpha
    /// A narrowed layer (``bounds``) keeps its origin a multiple of this from where the whole
    /// layer's would be: the display list renderer sets it to the largest grid of the shadows
    /// nested in the layer, whose layers take their origins from this one.
    package var boundsGrid: Int = 1

    public init(opacity: Float = 1, mode: CompositeMode = .normal, colorMatrix: ColorMatrix? = nil,
                blurSigma: Double = 0, shadow: ShadowOptions? = nil, transform: Homography? = nil,
                bounds: PixelRect? = nil, maskMode: MaskMode = .alpha) {
        self.opacity = opacity; self.mode = mode; self.colorMatrix = colorMatrix; self.blurSigma = blurSigma
        self.shadow = shadow; self.transform = transform; self.bounds = bounds; self.maskMode = maskMode
    }
}

/// A drop shadow: the layer's alpha, blurred, tinted and offset, drawn beneath it.
public struct ShadowOptions: Sendable, Equatable {
    /// Straight colour; its alpha scales the shadow.
    public var color: RGBA
    /// Gaussian σ in device pixels (SwiftUI's `radius` × scale).
    public var sigma: Double
    /// Offset in device pixels.
    public var dx: Double
    public var dy: Double

    public init(color: RGBA, sigma: Double, dx: Double = 0, dy: Double = 0) {
        self.color = color; self.sigma = sigma; self.dx = dx; self.dy = dy
    }
}

/// Which channel of the mask content masks a layer.
public enum MaskMode: Sendable, Equatable {
    /// The mask content's alpha (SwiftUI's `mask(_:)`).
    case alpha
    /// The mask content's luminance times its alpha (SwiftUI's `luminanceToAlpha()` masks).
    case luminance
}
