/// An immediate-mode drawing surface over a premultiplied RGBA8 ``PixelBuffer``: fills and
/// strokes paths, glyph masks and images, with a clip stack and nested offscreen layers
/// (opacity, blend mode, mask, colour matrix, blur, shadow, projective transform).
///
/// The display list of the view layer is replayed onto a canvas. Coordinates are device
/// pixels; each draw call takes the transform from its user space. Layers are sized to what
/// they may hold (canvas ∩ clip ∩ bounds hint, grown by blur and shadow reach), not to the
/// canvas, so a small blurred view costs a small buffer.
public struct Canvas: Sendable {
    struct Layer: Sendable {
        /// The layer's pixels; pixel (0, 0) sits at device ``bounds``' origin in the layer's space.
        var pixels: PixelBuffer
        var bounds: PixelRect
        var clips: [Clip]
        var options: LayerOptions
        /// The content, set aside while mask content is drawn into ``pixels``.
        var content: PixelBuffer?
    }

    var stack: [Layer]  // internal: CanvasBackdrop reads the layers beneath
    /// Clips made by ``pushClip(_:transform:fillRule:)``, most recent last.
    private var clipCache: [ClipCacheEntry] = []
    /// The last ``Clip/id`` given out.
    private var clipSerial = 0
    /// Mip pyramids of images drawn minified, kept for their next draw in this render.
    private var pyramids = WarpPyramidCache()

    /// The canvas size in pixels.
    public let width: Int
    public let height: Int

    /// A transparent canvas, or one filled with `background`.
    public init(width: Int, height: Int, background: RGBA = .clear) {
        self.width = width
        self.height = height
        let bounds = PixelRect(x: 0, y: 0, width: width, height: height)
        stack = [Layer(pixels: PixelBuffer(width: width, height: height, color: background), bounds: bounds,
                       clips: [Clip(rect: bounds, id: 0)], options: LayerOptions())]
    }

    /// How many layers are open above the base.
    public var layerDepth: Int { stack.count - 1 }

    /// The device-space rectangle drawing can currently touch (in the current layer's space).
    public var clipBounds: PixelRect { stack[stack.count - 1].clips.last!.rect }

    private var top: Int { stack.count - 1 }
    private var currentClip: Clip { stack[top].clips.last! }

    // MARK: Drawing

    /// Fills a path mapped by `transform` with `paint` (whose geometry shares the path's user space).
    public mutating func fill(_ path: BezierPath, with paint: Paint, transform: Transform2D = .identity,
                              fillRule: FillRule = .nonZero, mode: CompositeMode = .normal, opacity: Float = 1) {
        let clip = currentClip
        guard !clip.rect.isEmpty, opacity > 0 else { return }
        let mask = Rasterizer.coverage(of: path, transform: transform, fillRule: fillRule, clip: clip.rect)
        guard let m = clip.apply(to: mask) else { return }
        blit(m, paint: paint, paintTransform: transform, mode: mode, opacity: opacity)
    }

    /// Strokes a path (outlined in user space, so non-uniform transforms scale the line as they should).
    public mutating func stroke(_ path: BezierPath, _ stroke: Stroke, with paint: Paint, transform: Transform2D = .identity,
                                mode: CompositeMode = .normal, opacity: Float = 1) {
        guard stroke.lineWidth > 0 else { return }
        let tolerance = Self.strokeTolerance(deviceScale: abs(transform.determinant).squareRoot())
        let c = currentClip.rect
        guard !c.isEmpty else { return }
        // The clip in the path's space: what lies beyond it is not built (huge arcs, dashes).
        let visible = transform.inverted.map { $0.apply(Rect(x: Double(c.x), y: Double(c.y), width: Double(c.width), height: Double(c.height))) }
        fill(path.stroked(stroke, tolerance: tolerance, visible: visible), with: paint, transform: transform, fillRule: .nonZero, mode: mode, opacity: opacity)
    }

    /// How closely stroke outlines follow curves, in user units, at a device scale: within
    /// ``strokeDeviceTolerance`` device pixels.
    static func strokeTolerance(deviceScale: Double) -> Double {
        deviceScale > 0 ? min(0.25, max(1e-4, strokeDeviceTolerance / deviceScale)) : BezierPath.defaultStrokeTolerance
    }

    /// Stroke flattening tolerance in device pixels. The stroker flattens the centre line with
    /// area correction (chords moved out by ⅔ of their sagitta, as fills), so what is left is
    /// a ripple of about ±⅓ of this along both edges; 0.2 px left rings up to 46/255 off an
    /// exact-area reference (both edges 0.06 px inside), 0.04 px brings them to the fills'
    /// precision. The extra segments cost about what the blitter's faster skipping of empty
    /// coverage saved (`flipbook-bench raster stroke`).
    static let strokeDeviceTolerance = 0.04

    /// Paints through a ready-made coverage mask in device pixels (glyphs, symbols).
    public mutating func fill(mask: CoverageMask, with paint: Paint, paintTransform: Transform2D = .identity,
                              mode: CompositeMode = .normal, opacity: Float = 1) {
        guard opacity > 0, let m = currentClip.apply(to: mask) else { return }
        blit(m, paint: paint, paintTransform: paintTransform, mode: mode, opacity: opacity)
    }

    /// Draws an image through a transform (image pixel space → device), perspective-correct
    /// when the transform is projective.
    public mutating func draw(image: PixelBuffer, transform: Homography, filter: SamplingFilter = .bilinear,
                              mode: CompositeMode = .normal, opacity: Float = 1) {
        let clip = currentClip
        guard !clip.rect.isEmpty, opacity > 0, image.width > 0, image.height > 0 else { return }
        if transform.isAffine, transform.affine.isTranslationOnly,
           transform.m31 == transform.m31.rounded(), transform.m32 == transform.m32.rounded() {
            // Whole-pixel placement: no resampling, the image lands byte for byte.
            composite(PlacedImage(image: image, x: Int(transform.m31), y: Int(transform.m32)), mode: mode, opacity: opacity)
            return
        }
        guard let warped = PerspectiveWarp.warp(image, transform: transform, clip: clip.rect, filter: filter,
                                                pyramids: &pyramids) else { return }
        composite(warped, mode: mode, opacity: opacity)
    }

    // MARK: Clipping

    /// Narrows drawing to the inside of `path` (anti-aliased), until the matching ``popClip()``.
    ///
    /// A display list pushes a container's clip again around every leaf inside it (SwiftUI
    /// clips each leaf), so the clip made from the same path, transform and rule over the
    /// same enclosing clip is kept and reused: a list of 16 rows inside a scroll view clip
    /// and a section's rounded clip rasterises each clip once, not once per text and symbol.
    /// A pixel-aligned rectangle needs no mask at all.
    public mutating func pushClip(_ path: BezierPath, transform: Transform2D = .identity, fillRule: FillRule = .nonZero) {
        let clip = currentClip
        if let hit = clipCache.first(where: { $0.parent == clip.id && $0.fillRule == fillRule && $0.transform == transform && $0.path == path }) {
            stack[top].clips.append(hit.clip)
            return
        }
        var next: Clip
        if clip.rect.isEmpty {
            next = Clip(rect: .empty)
        } else if let r = Canvas.pixelAlignedRect(path, transform: transform) {
            next = clip.intersecting(r)  // exactly what rasterising it would give: coverage 255 inside, 0 outside
        } else {
            let mask = Rasterizer.coverage(of: path, transform: transform, fillRule: fillRule, clip: clip.rect)
            if mask.bounds.isEmpty {
                next = Clip(rect: .empty)
            } else if mask.coverage.withUnsafeBufferPointer({ ByteRuns.all($0, equalTo: 255) }) {
                next = clip.intersecting(mask.bounds)  // a pixel-aligned rectangle: keep the fast path
            } else {
                next = clip.intersecting(mask)
            }
        }
        clipSerial += 1
        next.id = clipSerial
        if clipCache.count == Canvas.clipCacheLimit { clipCache.removeFirst() }
        clipCache.append(ClipCacheEntry(parent: clip.id, path: path, transform: transform, fillRule: fillRule, clip: next))
        stack[top].clips.append(next)
    }

    /// A clip made by ``pushClip(_:transform:fillRule:)``, kept for the next leaf that pushes it.
    struct ClipCacheEntry: Sendable {
        /// The ``Clip/id`` of the clip it narrowed (ids are never reused within a canvas).
        let parent: Int
        let path: BezierPath
        let transform: Transform2D
        let fillRule: FillRule
        let clip: Clip
    }

    /// Enough for the nested clips of a list inside a scroll view inside a navigation stack,
    /// and small enough that the masks kept stay a few screens' worth of bytes.
    static let clipCacheLimit = 8

    /// The device rectangle `path` covers when it is an axis-aligned rectangle with whole-pixel
    /// corners under `transform` (a clip that needs no mask); otherwise `nil`.
    static func pixelAlignedRect(_ path: BezierPath, transform t: Transform2D) -> PixelRect? {
        guard t.b == 0, t.c == 0 else { return nil }
        let e = path.elements
        guard e.count >= 4, e.count <= 6, case .move(let p0) = e[0] else { return nil }
        var corners = [Point(t.a * p0.x + t.tx, t.d * p0.y + t.ty)]
        for k in 1..<e.count {
            switch e[k] {
            case .line(let p): corners.append(Point(t.a * p.x + t.tx, t.d * p.y + t.ty))
            case .close: guard k == e.count - 1 else { return nil }
            default: return nil
            }
        }
        if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
        guard corners.count == 4 else { return nil }
        // Edges alternate horizontal and vertical, starting with either.
        let horizontalFirst = corners[0].y == corners[1].y
        for k in 0..<4 {
            let a = corners[k], b = corners[(k + 1) % 4]
            let horizontal = (k % 2 == 0) == horizontalFirst
            guard horizontal ? (a.y == b.y && a.x != b.x) : (a.x == b.x && a.y != b.y) else { return nil }
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, x1 = xs.max()!, y0 = ys.min()!, y1 = ys.max()!
        // Whole pixels well inside Int's range (beyond, rasterising clips it anyway).
        let limit = 1e9
        guard x0 == x0.rounded(), x1 == x1.rounded(), y0 == y0.rounded(), y1 == y1.rounded(),
              abs(x0) < limit, abs(x1) < limit, abs(y0) < limit, abs(y1) < limit else { return nil }
        return PixelRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
    }

    /// Narrows drawing to a pixel rectangle, until the matching ``popClip()``.
    public mutating func pushClip(_ rect: PixelRect) {
        var next = currentClip.intersecting(rect)
        clipSerial += 1
        next.id = clipSerial
        stack[top].clips.append(next)
    }

    /// Undoes the last ``pushClip(_:transform:fillRule:)`` of the current layer.
    public mutating func popClip() {
        if stack[top].clips.count > 1 { stack[top].clips.removeLast() }
    }

    // MARK: Layers

    /// Starts an offscreen layer: drawing goes into it until ``endLayer()`` finishes it with
    /// `options` and composites it into the layer beneath.
    public mutating func beginLayer(_ options: LayerOptions = LayerOptions()) {
        let clip = currentClip
        var bounds: PixelRect
        if options.transform != nil {
            // Content is drawn before warping, so the parent's clip says nothing about it.
            bounds = options.bounds ?? stack[top].bounds
        } else {
            // Blur and shadows pull in content from beyond the visible area: grow by their reach.
            var reach = 0
            if options.blurSigma > 0 { reach += GaussianBlur.extent(sigma: options.blurSigma) }
            reach += Self.shadowReach(options.shadow)
            let whole = clip.rect.insetBy(-reach).intersection(stack[top].bounds.insetBy(-reach))
            bounds = whole
            if let hint = options.bounds {
                bounds = hint.intersection(whole)
                let own = options.shadow.map { DropShadow.grid(sigma: $0.sigma, dx: $0.dx, dy: $0.dy) } ?? 1
                let grid = max(own, options.boundsGrid)  // both powers of two
                if grid > 1, !bounds.isEmpty {
                    // A shadow's blur works on a grid from the layer's origin: keep the narrowed
                    // layer's origin on the grid of the whole one, so the shadow is the same.
                    let x = bounds.x - (bounds.x - whole.x) % grid, y = bounds.y - (bounds.y - whole.y) % grid
                    bounds = PixelRect(x: x, y: y, width: bounds.maxX - x, height: bounds.maxY - y)
                }
            }
        }
        if bounds.isEmpty { bounds = PixelRect(x: bounds.x, y: bounds.y, width: 0, height: 0) }
        clipSerial += 1
        stack.append(Layer(pixels: PixelBuffer(width: bounds.width, height: bounds.height), bounds: bounds,
                           clips: [Clip(rect: bounds, id: clipSerial)], options: options))
    }

    /// Switches the current layer to drawing its mask: what is drawn from here to ``endLayer()``
    /// masks the content drawn before (by ``LayerOptions/maskMode``).
    public mutating func beginMask() {
        guard top > 0, stack[top].content == nil else { return }
        let l = stack[top]
        stack[top].content = l.pixels
        stack[top].pixels = PixelBuffer(width: l.bounds.width, height: l.bounds.height)
        clipSerial += 1
        stack[top].clips = [Clip(rect: l.bounds, id: clipSerial)]
    }

    /// Finishes the current layer (mask, colour matrix, blur, transform, shadow) and composites
    /// it into the layer beneath. Does nothing on the base layer.
    public mutating func endLayer() {
        guard top > 0 else { return }
        let layer = stack.removeLast()
        let o = layer.options
        var image = layer.pixels
        if let content = layer.content {
            image = content
            Canvas.applyMask(layer.pixels, mode: o.maskMode, to: &image)
        }
        if let m = o.colorMatrix { m.apply(to: &image) }
        var placed = PlacedImage(image: image, x: layer.bounds.x, y: layer.bounds.y)
        if o.blurSigma > 0 {
            // Only what can reach the canvas (the clip beneath, or the shadow cast onto it) is
            // kept; a warp may bring in anything, so a transformed layer keeps all.
            placed = o.transform == nil
                ? GaussianBlur.blurred(placed, sigma: o.blurSigma, keeping: currentClip.rect.insetBy(-Self.shadowReach(o.shadow)))
                : GaussianBlur.blurred(placed, sigma: o.blurSigma)
        }
        if let t = o.transform {
            let h = Homography(Transform2D.translation(Double(placed.x), Double(placed.y))).concatenating(t)
            guard let warped = PerspectiveWarp.warp(placed.image, transform: h, clip: currentClip.rect) else { return }
            placed = warped
        }
        if let s = o.shadow, s.color.alpha > 0 {
            let shadow = DropShadow.make(from: placed, color: s.color, sigma: s.sigma, dx: s.dx, dy: s.dy, keeping: currentClip.rect)
            composite(shadow, mode: o.mode, opacity: o.opacity)
        }
        composite(placed, mode: o.mode, opacity: o.opacity)
    }

    /// How far a shadow reaches beyond its layer's content: its blur and its offset (an
    /// offset beyond any canvas, from a huge scale, counts as a billion pixels, not a trap).
    static func shadowReach(_ s: ShadowOptions?) -> Int {
        guard let s else { return 0 }
        let offset = max(abs(s.dx), abs(s.dy))
        return GaussianBlur.extent(sigma: s.sigma) + (offset.isFinite ? Int(min(offset, 1e9).rounded(.up)) : 1_000_000_000)
    }

    /// The finished image. Open layers are closed first, as if ``endLayer()`` had been called.
    public mutating func makeImage() -> PixelBuffer {
        while top > 0 { endLayer() }
        return stack[0].pixels
    }

    // MARK: Internals

    /// Paints `mask` (in the current layer's device space, already clipped) into the layer's buffer.
    private mutating func blit(_ mask: CoverageMask, paint: Paint, paintTransform: Transform2D, mode: CompositeMode, opacity: Float) {
        let b = stack[top].bounds
        var local = mask
        local.bounds.x -= b.x
        local.bounds.y -= b.y
        let pt = b.x == 0 && b.y == 0 ? paintTransform : paintTransform.concatenating(.translation(Double(-b.x), Double(-b.y)))
        Blitter.fill(&stack[top].pixels, mask: local, paint: paint, paintTransform: pt, mode: mode, opacity: opacity)
    }

    /// Composites a placed image (in the current layer's device space) through the current clip.
    private mutating func composite(_ image: PlacedImage, mode: CompositeMode, opacity: Float) {
        let clip = currentClip
        let r = clip.rect.intersection(image.bounds)
        guard !r.isEmpty, opacity > 0 else { return }
        var src = r == image.bounds ? image : Canvas.crop(image, to: r)
        let b = stack[top].bounds
        src.x -= b.x
        src.y -= b.y
        var mask = clip.mask.map { Clip.crop($0, to: r) }
        mask?.bounds.x -= b.x
        mask?.bounds.y -= b.y
        Blitter.composite(&stack[top].pixels, source: src, mode: mode, opacity: opacity, mask: mask)
    }

    static func crop(_ image: PlacedImage, to r: PixelRect) -> PlacedImage {
        var out = PixelBuffer(width: r.width, height: r.height)
        let sw = image.image.width
        image.image.withUnsafeBytes { src in
            out.withUnsafeMutableBytes { dst in
                let rowBytes = r.width * 4
                for y in 0..<r.height {
                    let s = ((r.y - image.y + y) * sw + (r.x - image.x)) * 4
                    let d = y * rowBytes
                    dst.baseAddress!.advanced(by: d).update(from: src.baseAddress!.advanced(by: s), count: rowBytes)
                }
            }
        }
        return PlacedImage(image: out, x: r.x, y: r.y)
    }

    /// Multiplies `image` by the mask's alpha or luminance (both buffers share bounds).
    static func applyMask(_ mask: PixelBuffer, mode: MaskMode, to image: inout PixelBuffer) {
        mask.withUnsafeBytes { m in
            image.withUnsafeMutableBytes { p in
                var i = 0
                while i < p.count {
                    let k: UInt32
                    switch mode {
                    case .alpha:
                        k = UInt32(m[i + 3])
                    case .luminance:
                        // Rec. 709 luma of the premultiplied colour = luminance × alpha.
                        k = (UInt32(m[i]) * 54 + UInt32(m[i + 1]) * 183 + UInt32(m[i + 2]) * 19 + 128) >> 8
                    }
                    for c in 0..<4 {
                        let v = UInt32(p[i + c]) * k + 128
                        p[i + c] = UInt8((v + (v >> 8)) >> 8)
                    }
                    i += 4
                }
            }
        }
    }
}
