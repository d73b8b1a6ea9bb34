import CFlipbookKernels

/// Puts paint on pixels: fills coverage masks and rectangles with a ``Paint`` and composites
/// layers (``PlacedImage``s), with any ``CompositeMode`` and an opacity.
///
/// Everything works on premultiplied RGBA8 in gamma-encoded sRGB. Coverage and opacity act as
/// alpha on the source: coverage `m` and opacity `o` draw the source scaled by `m/255 · o`
/// (the combined factor is rounded to 8 bits per pixel). Pixels with zero coverage are never
/// written, so they stay byte-identical. Results are within ±1 of the real-number result;
/// an opaque source at full coverage and opacity 1 in `.normal` mode is stored exactly.
public enum Blitter {
    /// Paints `paint` through `mask` into `target`: each covered device pixel gets the paint's
    /// colour (evaluated at the pixel centre, mapped back through `paintTransform`: user space
    /// → device), scaled by coverage/255 and `opacity`, combined with `mode`.
    public static func fill(_ target: inout PixelBuffer, mask: CoverageMask, paint: Paint,
                            paintTransform: Transform2D = .identity, mode: CompositeMode = .normal, opacity: Float = 1) {
        let area = mask.bounds.intersection(target.bounds)
        guard !area.isEmpty, let opacity = usable(opacity) else { return }
        let shader = PaintShader(paint, transform: paintTransform)
        guard !shader.isTransparent else { return }
        let width = target.width, mb = mask.bounds
        mask.coverage.withUnsafeBufferPointer { cov in
            target.withUnsafeMutableBytes { dst in
                let c0 = cov.baseAddress! + (area.y - mb.y) * mb.width + (area.x - mb.x)
                drawRows(dst.baseAddress!, width: width, area: area, mode: mode, opacity: opacity,
                         coverage: c0, coverageStride: mb.width, shader: shader, image: nil)
            }
        }
    }

    /// Fills a whole pixel rectangle (no mask) — the fast path for backgrounds and rect clips.
    public static func fill(_ target: inout PixelBuffer, rect: PixelRect, paint: Paint,
                            paintTransform: Transform2D = .identity, mode: CompositeMode = .normal, opacity: Float = 1) {
        let area = rect.intersection(target.bounds)
        guard !area.isEmpty, let opacity = usable(opacity) else { return }
        let shader = PaintShader(paint, transform: paintTransform)
        guard !shader.isTransparent else { return }
        let width = target.width
        target.withUnsafeMutableBytes { dst in
            drawRows(dst.baseAddress!, width: width, area: area, mode: mode, opacity: opacity,
                     coverage: nil, coverageStride: 0, shader: shader, image: nil)
        }
    }

    /// Composites a premultiplied image (a layer) at its device position with `mode` and
    /// `opacity`, optionally through a coverage mask (clip) in device pixels.
    public static func composite(_ target: inout PixelBuffer, source: PlacedImage, mode: CompositeMode = .normal,
                                 opacity: Float = 1, mask: CoverageMask? = nil) {
        var area = source.bounds.intersection(target.bounds)
        if let mask { area = area.intersection(mask.bounds) }
        guard !area.isEmpty, let opacity = usable(opacity) else { return }
        let width = target.width
        let placed = (source.image, source.x, source.y)
        let draw = { (dst: UnsafeMutablePointer<UInt8>, cov: UnsafePointer<UInt8>?, stride: Int) in
            drawRows(dst, width: width, area: area, mode: mode, opacity: opacity,
                     coverage: cov, coverageStride: stride, shader: nil, image: placed)
        }
        target.withUnsafeMutableBytes { dst in
            if let mask {
                let mb = mask.bounds
                mask.coverage.withUnsafeBufferPointer { cov in
                    draw(dst.baseAddress!, cov.baseAddress! + (area.y - mb.y) * mb.width + (area.x - mb.x), mb.width)
                }
            } else {
                draw(dst.baseAddress!, nil, 0)
            }
        }
    }

    /// Opacity clamped to 0…1; `nil` when nothing would be drawn (0, negative or NaN).
    private static func usable(_ opacity: Float) -> Float? {
        opacity > 0 ? min(opacity, 1) : nil
    }

    /// The row loop shared by every entry point. `coverage` points at the mask byte of the
    /// area's top-left pixel (`nil`: fully covered). The source is either a shader or a placed
    /// image (its top-left device position given).
    private static func drawRows(_ dst: UnsafeMutablePointer<UInt8>, width: Int, area: PixelRect, mode: CompositeMode,
                                 opacity: Float, coverage: UnsafePointer<UInt8>?, coverageStride: Int,
                                 shader: PaintShader?, image: (PixelBuffer, Int, Int)?) {
        let n = area.width
        if mode == .normal {
            // The common case, source-over of a colour or a layer, row loop and all in C:
            // as fast in a debug build as a release one needs (the Swift row loop with its
            // optionals and closures costs microseconds a row at -Onone).
            let first = dst + 4 * (area.y * width + area.x)
            if let image {
                image.0.withUnsafeBytes { src in
                    let s0 = src.baseAddress! + 4 * ((area.y - image.2) * image.0.width + (area.x - image.1))
                    flipbook_srcover_image_rect(first, 4 * width, s0, 4 * image.0.width, coverage, coverageStride, n, area.height, opacity)
                }
                return
            }
            if let shader, case .solid(let c) = shader.kind {
                let color = UInt32(c.x) | UInt32(c.y) << 8 | UInt32(c.z) << 16 | UInt32(c.w) << 24
                flipbook_srcover_solid_rect(first, 4 * width, color, coverage, coverageStride, n, area.height, opacity)
                return
            }
        }
        // Opacity folds into coverage: one rounded 8-bit factor per pixel.
        let scaledCoverage: UnsafeMutablePointer<UInt8>? = opacity < 1 ? .allocate(capacity: n) : nil
        defer { scaledCoverage?.deallocate() }
        if let scaledCoverage, coverage == nil {
            scaledCoverage.initialize(repeating: UInt8(255 * opacity + 0.5), count: n)
        }
        var solid: SIMD4<UInt8>? = nil
        if let shader, case .solid(let c) = shader.kind { solid = c }
        let needsSourceRow = image == nil && !(solid != nil && mode == .normal)
        let sourceRow: UnsafeMutablePointer<UInt8>? = needsSourceRow ? .allocate(capacity: 4 * n) : nil
        defer { sourceRow?.deallocate() }
        if let sourceRow, let shader, solid != nil {
            shader.shadeRow(x: area.x, y: area.y, count: n, into: sourceRow)  // the same for every row
        }

        func rows(_ imageBytes: UnsafePointer<UInt8>?, _ imageWidth: Int) {
            for y in area.y..<area.maxY {
                let row = dst + 4 * (y * width + area.x)
                var cov = coverage.map { $0 + (y - area.y) * coverageStride }
                if let scaledCoverage {
                    if let c = cov {
                        for i in 0..<n { scaledCoverage[i] = UInt8(Float(c[i]) * opacity + 0.5) }
                    }
                    cov = UnsafePointer(scaledCoverage)
                }
                if let solid, mode == .normal {
                    SourceOverKernel.solidRow(dst: row, color: solid, cov: cov, count: n)
                    continue
                }
                let src: UnsafePointer<UInt8>
                if let imageBytes, let image {
                    src = imageBytes + 4 * ((y - image.2) * imageWidth + (area.x - image.1))
                } else {
                    if solid == nil { shader!.shadeRow(x: area.x, y: y, count: n, into: sourceRow!) }
                    src = UnsafePointer(sourceRow!)
                }
                BlendRow.run(mode, dst: row, src: src, cov: cov, count: n)
            }
        }
        if let image {
            image.0.withUnsafeBytes { rows($0.baseAddress!, image.0.width) }
        } else {
            rows(nil, 0)
        }
    }
}
