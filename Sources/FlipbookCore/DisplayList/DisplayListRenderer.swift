import FlipbookRaster
import FlipbookText

/// Draws a ``DisplayList`` onto a raster `Canvas` at a scale (pixels per point).
///
/// SwiftUI applies `opacity`, `shadow`, `blendMode` and `clipShape` on a container to each
/// drawn leaf separately; `compositingGroup` (and the effects that need a flattened image:
/// blur, colour matrices, masks, 3D projections) first flattens the subtree into a layer
/// and treats that layer as the leaf. The renderer keeps the pending per-leaf effects in
/// order and replays them around every leaf.
public struct DisplayListRenderer {
    /// A per-leaf effect, captured with the device transform in force where it was declared.
    enum Wrapper {
        case opacity(Float)
        case blend(CompositeMode)
        case shadow(ShadowOptions)
        case clip(BezierPath, FillRule, Transform2D)
    }

    struct State {
        var transform: Transform2D
        var wrappers: [Wrapper] = []
    }

    let scale: CGFloat
    /// Blur layers of more pixels than this with σ ≥ ``ReducedBlur/minimumSigma`` are blurred
    /// at reduced resolution (``ReducedBlur``); tests lower it to compare with the exact blur.
    package var reducedBlurMinimumArea = ReducedBlur.minimumArea
    /// Whether a compositing group whose only content is another group shares its layer
    /// (``GroupChain``); tests turn it off to compare with a layer per group.
    package var collapsesGroups = true

    public init(scale: CGFloat) { self.scale = scale }

    /// Draws `list` onto `canvas`.
    public func render(_ list: DisplayList, into canvas: inout FlipbookRaster.Canvas) {
        let state = State(transform: .scale(Double(scale), Double(scale)))
        render(list.items, state, &canvas)
    }

    private func render(_ items: [DisplayItem], _ state: State, _ canvas: inout FlipbookRaster.Canvas) {
        for item in items { render(item, state, &canvas) }
    }

    private func render(_ item: DisplayItem, _ state: State, _ canvas: inout FlipbookRaster.Canvas) {
        switch item {
        case .shape(let s):
            leaf(state, &canvas, content: item) { canvas, opacity, mode in
                if let stroke = s.stroke {
                    canvas.stroke(s.path, stroke, with: s.paint, transform: state.transform, mode: mode, opacity: opacity)
                } else {
                    canvas.fill(s.path, with: s.paint, transform: state.transform, fillRule: s.fillRule, mode: mode, opacity: opacity)
                }
            }
        case .image(let i):
            let t = Transform2D(i.transform).concatenating(state.transform)
            leaf(state, &canvas, content: item) { canvas, opacity, mode in
                canvas.draw(image: i.image, transform: Homography(t), filter: i.filter, mode: mode, opacity: opacity)
            }
        case .mask(let m):
            // Masks are rasterised at the display scale in root space. Under a transform effect
            // (scaleEffect, rotationEffect…) the mask is drawn in a layer warped from mask
            // pixels to the device: exact for the identity, resampled otherwise.
            let s = Double(m.scale)
            let toDevice = Transform2D.scale(1 / s, 1 / s).concatenating(state.transform)
            let exact = toDevice.isTranslationOnly && toDevice.tx == 0 && toDevice.ty == 0
            if let outline = m.outline, !Self.mapsPixelsToPixels(Homography(toDevice)) || Self.movesByAFraction(toDevice) {
                // A symbol rotated, scaled or skewed, or moved by a fraction of a pixel: its
                // outlines filled at the device transform (a resampled mask is a blurred copy).
                let t = state.transform
                leaf(state, &canvas, content: item) { canvas, opacity, mode in
                    let path = outline.path(tolerance: Self.flatness / max(deviceScale(t), 1e-6))
                    canvas.fill(path, with: m.paint, transform: t, fillRule: .nonZero, mode: mode, opacity: opacity)
                }
                return
            }
            leaf(state, &canvas, content: item) { canvas, opacity, mode in
                if exact {
                    canvas.fill(mask: m.mask, with: m.paint, paintTransform: .scale(s, s), mode: mode, opacity: opacity)
                } else {
                    canvas.beginLayer(LayerOptions(opacity: opacity, mode: mode, transform: Homography(toDevice), bounds: m.mask.bounds))
                    canvas.fill(mask: m.mask, with: m.paint, paintTransform: .scale(s, s))
                    canvas.endLayer()
                }
            }
        case .glyphRun(let g):
            // On the pixel grid (the display scale plus a translation: all unrotated, unscaled
            // text) FreeType's masks, placed as text always was; through any other transform the
            // outlines themselves, filled at the device transform (no bitmap is resampled).
            let s = Double(g.scale), t = state.transform
            leaf(state, &canvas, content: item) { canvas, opacity, mode in
                if t.a == s && t.d == s && t.b == 0 && t.c == 0 {
                    let mask = g.run.coverageMask(scale: s, offset: Point(t.tx, t.ty))
                    guard !mask.bounds.isEmpty else { return }
                    canvas.fill(mask: mask, with: g.paint, paintTransform: t, mode: mode, opacity: opacity)
                } else {
                    canvas.fill(g.run.path(), with: g.paint, transform: t, fillRule: .nonZero, mode: mode, opacity: opacity)
                }
            }
        case .effect(let effect, let children):
            var inner = state
            switch effect {
            case .opacity(let o):
                inner.wrappers.append(.opacity(Float(max(0, min(1, o)))))
                render(children, inner, &canvas)
            case .blendMode(let m):
                inner.wrappers.append(.blend(m))
                render(children, inner, &canvas)
            case .shadow(let color, let radius, let x, let y):
                let d = state.transform.applyToVector(Point(Double(x), Double(y)))
                let sigma = Double(radius) * deviceScale(state.transform)
                inner.wrappers.append(.shadow(ShadowOptions(color: color, sigma: sigma, dx: d.x, dy: d.y)))
                render(children, inner, &canvas)
            case .clip(let path, let rule):
                // A clip makes one layer, and a shadow declared outside it shadows that layer
                // once: `.cornerRadius(5).shadow(…)` on a filled label casts the button's
                // outline, not a second copy of its text over the button (SwiftUI; the
                // SkeletonUI-style buttons of issue 24). A single leaf needs no layer.
                if state.wrappers.contains(where: { if case .shadow = $0 { true } else { false } }),
                   Self.leafCount(children, atLeast: 2) {
                    group([.effect(.clip(path, rule), children)], state,
                          LayerOptions(bounds: DisplayListBounds.leafBounds(of: [item], transform: state.transform)), &canvas, item)
                    return
                }
                inner.wrappers.append(.clip(path, rule, state.transform))
                render(children, inner, &canvas)
            case .transform(let t):
                inner.transform = Transform2D(t).concatenating(state.transform)
                render(children, inner, &canvas)
            case .compositingGroup:
                let options = LayerOptions(bounds: DisplayListBounds.leafBounds(of: children, transform: state.transform))
                if collapsesGroups, let chain = GroupChain(children, transform: state.transform) {
                    // Groups whose only content is another group: one layer, the links'
                    // opacities applied to it innermost first (GroupChain: the same pixels).
                    leaf(state, &canvas, content: item) { canvas, opacity, mode in
                        var o = options
                        o.opacity *= opacity
                        o.mode = mode
                        canvas.beginLayer(o)
                        render(chain.children, State(transform: chain.transform), &canvas)
                        for fade in chain.fades.reversed() { canvas.fadeLayer(fade) }
                        canvas.endLayer()
                    }
                    return
                }
                group(children, state, options, &canvas, item)
            case .blur(let radius):
                let sigma = Double(radius) * deviceScale(state.transform)
                var options = LayerOptions(blurSigma: sigma)
                // A layer spans the clip grown by the blur's reach (3σ each side): blur(1000) at
                // scale 3 would allocate 18,000² pixels for a 20-point canvas. A far-reaching
                // blur's layer is narrowed to its content (small blurs keep their pixels exactly).
                let reach = GaussianBlur.extent(sigma: sigma)
                let content = DisplayListBounds.deviceBounds(of: children, transform: state.transform)
                let layer = content.intersection(canvas.clipBounds.insetBy(-reach))
                let factor = ReducedBlur.factor(sigma: sigma, layer: layer, minimumArea: reducedBlurMinimumArea)
                if factor > 1 {
                    // Huge σ over huge content (scaleEffect(10000) then blur(1000): a 12,200²
                    // layer): drawn and blurred at 1/factor, then scaled up (ReducedBlur).
                    let f = Double(factor)
                    let small = Rect(x: Double(layer.x) / f, y: Double(layer.y) / f,
                                     width: Double(layer.width) / f, height: Double(layer.height) / f).roundedOut
                    let options = LayerOptions(blurSigma: min(sigma, GaussianBlur.maximumSigma) / f, transform: Homography(Transform2D.scale(f, f)), bounds: small)
                    leaf(state, &canvas, content: item) { canvas, opacity, mode in
                        var o = options
                        o.opacity *= opacity
                        o.mode = mode
                        canvas.beginLayer(o)
                        render(children, State(transform: state.transform.concatenating(.scale(1 / f, 1 / f))), &canvas)
                        canvas.endLayer()
                    }
                    return
                }
                if reach > Self.farReach {
                    options.bounds = content
                } else if GaussianBlur.shouldBound(canvas.clipBounds.insetBy(-reach), to: content.insetBy(-reach)) {
                    // A small view blurred on a huge canvas (16000² px: a 1 GB layer for a
                    // 100-pixel view) gets a layer of its own size too, its origin kept on the
                    // blur's grid and the dither's 8 px period from the whole layer's origin,
                    // so the pixels are those the whole layer would give. Only layers beyond
                    // 4 Mpx and 4× the content are narrowed: no golden's pixels move.
                    options.bounds = content
                    options.boundsGrid = max(8, GaussianBlur.grid(sigma: sigma))
                }
                group(children, state, options, &canvas, item)
            case .colorMatrix(let m):
                group(children, state, LayerOptions(colorMatrix: m), &canvas, item)
            case .mask(let maskItems):
                leaf(state, &canvas, content: item) { canvas, opacity, mode in
                    canvas.beginLayer(LayerOptions(opacity: opacity, mode: mode,
                                                   bounds: DisplayListBounds.leafBounds(of: [item], transform: state.transform)))
                    render(children, State(transform: state.transform), &canvas)
                    canvas.beginMask()
                    render(maskItems, State(transform: state.transform), &canvas)
                    canvas.endLayer()
                }
            case .backdrop(let filter):
                backdrop(filter, children, state, &canvas, item)
            case .projection(let p):
                // Text alone under a projection (`Text(…).rotation3DEffect(…)`): its outlines are
                // projected and filled at the device, not drawn flat and resampled.
                if children.count == 1, case .glyphRun(let g) = children[0], case .solid = g.paint,
                   let path = Self.projectedOutlines(g.run, p.homography.concatenating(Homography(state.transform))) {
                    leaf(state, &canvas, content: item) { canvas, opacity, mode in
                        canvas.fill(path, with: g.paint, transform: .identity, fillRule: .nonZero, mode: mode, opacity: opacity)
                    }
                    return
                }
                // A projection that only moves or mirrors (a flip at exactly 180°): drawn flat and
                // warped as always, the masks' pixels moved as they are.
                let d = Homography(state.transform)
                guard let dInv = d.inverted else { return }
                let h = dInv.concatenating(p.homography).concatenating(d)
                let bounds = DisplayListBounds.deviceBounds(of: children, transform: state.transform)
                if Self.mapsPixelsToPixels(h) {
                    group(children, state, LayerOptions(transform: h, bounds: bounds), &canvas, item)
                    return
                }
                // Likewise a symbol alone.
                if children.count == 1, case .mask(let m) = children[0], case .solid = m.paint, let outline = m.outline,
                   let path = Self.projectedPath(box: outline.bounds(), p.homography.concatenating(Homography(state.transform)),
                                                 { outline.path(tolerance: $0) }) {
                    leaf(state, &canvas, content: item) { canvas, opacity, mode in
                        canvas.fill(path, with: m.paint, transform: .identity, fillRule: .nonZero, mode: mode, opacity: opacity)
                    }
                    return
                }
                // Several items (a card's symbol and label): each one's geometry projected and
                // filled at the device, when nothing between them needs a layer and no effect
                // outside would treat the projected content as one group.
                if Self.leafEffectsAllowDirect(state.wrappers, children) {
                    var leaves: [ProjectedLeaf] = []
                    if Self.projectedLeaves(children, p.homography.concatenating(Homography(state.transform)), 1, into: &leaves) {
                        for l in leaves {
                            leaf(state, &canvas, content: item) { canvas, opacity, mode in
                                l.draw(&canvas, opacity: opacity, mode: mode)
                            }
                        }
                        return
                    }
                }
                // The content is drawn in device space, then warped by the projection expressed
                // in device space: D⁻¹ · P · D, D being the device transform here.
                group(children, state, LayerOptions(transform: h, bounds: bounds), &canvas, item)
            }
        }
    }

    /// A glyph run's outlines through the root → device homography `h`, flattened finely
    /// enough in the run's space that the projected chords stay within about 1/50 pixel; `nil`
    /// when part of the run lies behind the eye (the layer warp clips it) or it has no ink.
    static func projectedOutlines(_ run: GlyphRun, _ h: Homography) -> BezierPath? {
        projectedLines(box: run.outlineBounds(), h) { run.path().flattened(tolerance: $0) }
    }

    /// Device pixels a curve's chords may stray from it (outlines drawn through a transform).
    static let flatness = 0.02

    /// A path whose control points lie in `box` (root points), through the root → device
    /// homography `h`: `path(tolerance)` gives it flattened within `tolerance` root points,
    /// chosen so the projected chords stay within about 1/50 pixel; `nil` when part of it
    /// lies behind the eye or it is blank.
    static func projectedPath(box: Rect, _ h: Homography, _ path: (Double) -> BezierPath) -> BezierPath? {
        projectedLines(box: box, h) { path($0).flattened(tolerance: $0) }
    }

    private static func projectedLines(box: Rect, _ h: Homography, _ lines: (Double) -> [Polyline]) -> BezierPath? {
        guard !box.isEmpty else { return nil }
        let corners = [Point(box.minX, box.minY), Point(box.maxX, box.minY), Point(box.minX, box.maxY), Point(box.maxX, box.maxY)]
        var stretch = 0.0
        for c in corners {
            // The map's largest local stretch at the corner, from unit steps along x and y.
            guard let p = h.apply(c), let px = h.apply(Point(c.x + 1, c.y)), let py = h.apply(Point(c.x, c.y + 1)) else { return nil }
            stretch = max(stretch, ((px.x - p.x) * (px.x - p.x) + (px.y - p.y) * (px.y - p.y)).squareRoot(),
                          ((py.x - p.x) * (py.x - p.x) + (py.y - p.y) * (py.y - p.y)).squareRoot())
        }
        guard stretch > 0, stretch.isFinite else { return nil }
        var out = BezierPath()
        for line in lines(min(0.25, flatness / stretch)) {
            var first = true
            for v in line.points {
                guard let d = h.apply(v) else { return nil }
                if first { out.move(to: d); first = false } else { out.line(to: d) }
            }
            out.close()
        }
        return out
    }

    /// Whether `h` (device → device) only moves and mirrors: no rotation, scale or perspective
    /// beyond rounding (a flip at exactly 180° has sin π ≈ 1e-16). Masks keep drawing through
    /// such maps as they always have (a mirror about a pixel edge is those pixels, mirrored);
    /// only a real rotation, scale, skew or perspective fills outlines instead.
    static func mapsPixelsToPixels(_ h: Homography) -> Bool {
        let e = 1e-9
        guard abs(h.m33) > e else { return false }
        let a = h.m11 / h.m33, b = h.m12 / h.m33, c = h.m21 / h.m33, d = h.m22 / h.m33
        return abs(h.m13 / h.m33) < 1e-12 && abs(h.m23 / h.m33) < 1e-12 && abs(b) < e && abs(c) < e
            && abs(abs(a) - 1) < e && abs(abs(d) - 1) < e
    }

    /// Whether `t` (mask pixels → device) moves without mirroring by a part of a pixel: a
    /// symbol there is filled from its outline at the offset rather than its mask resampled.
    /// Whole-pixel moves and mirrors keep the mask's own pixels.
    static func movesByAFraction(_ t: Transform2D) -> Bool {
        t.a == 1 && t.d == 1 && t.b == 0 && t.c == 0 && (abs(t.tx - t.tx.rounded()) > 1e-6 || abs(t.ty - t.ty.rounded()) > 1e-6)
    }

    /// One item under a projection, already in device pixels: a path filled with a solid colour
    /// or with a gradient shaded through the projection (``ProjectedPaint``), or an image warped
    /// by its whole image → device homography; inside the projected clips above it.
    struct ProjectedLeaf {
        enum Content {
            /// `transform`: the paint's user space → device (gradients are shaded through it).
            case fill(BezierPath, Paint, FillRule, transform: Homography)
            case image(PixelBuffer, Homography, SamplingFilter)
        }
        var content: Content
        /// Opacity from effects inside the projection (solid colours carry theirs already).
        var opacity: Float = 1
        /// Clips inside the projection, projected to device paths, outermost first.
        var clips: [(BezierPath, FillRule)] = []

        func draw(_ canvas: inout FlipbookRaster.Canvas, opacity outer: Float, mode: CompositeMode) {
            for c in clips { canvas.pushClip(c.0, transform: .identity, fillRule: c.1) }
            defer { for _ in clips { canvas.popClip() } }
            let opacity = outer * self.opacity
            switch content {
            case .fill(let path, let paint, let rule, let h):
                if case .solid = paint {
                    canvas.fill(path, with: paint, transform: .identity, fillRule: rule, mode: mode, opacity: opacity)
                    return
                }
                let c = canvas.clipBounds
                guard let box = path.bounds.intersection(Rect(x: Double(c.x), y: Double(c.y), width: Double(c.width), height: Double(c.height)))
                else { return }
                let r = box.roundedOut.intersection(c)
                guard r.width > 0, r.height > 0, let shaded = ProjectedPaint.shade(paint, through: h, in: r) else { return }
                let p = Paint.image(ImagePaint(image: shaded, transform: .translation(Double(r.x), Double(r.y)), filter: .nearest))
                canvas.fill(path, with: p, transform: .identity, fillRule: rule, mode: mode, opacity: opacity)
            case .image(let image, let h, let filter):
                canvas.draw(image: image, transform: h, filter: filter, mode: mode, opacity: opacity)
            }
        }
    }

    /// Whether the effects declared outside a projection let its items draw one by one: clips
    /// always; an opacity, blend mode or shadow only over a single item (over several, the
    /// projected content is one picture to them).
    static func leafEffectsAllowDirect(_ wrappers: [Wrapper], _ children: [DisplayItem]) -> Bool {
        let grouping = wrappers.contains { w in
            switch w {
            case .clip: false
            case .opacity(let o): o < 1
            case .blend(let m): m != .normal
            case .shadow: true
            }
        }
        return !grouping || !leafCount(children, atLeast: 2)
    }

    /// Collects `items` as device-space leaves through the root → device homography `h`, paths
    /// flattened so their projected chords stay within about 1/50 pixel: filled or stroked shapes,
    /// glyph runs and symbols in solid or gradient paints, images (warped once, from their own
    /// pixels), under transforms, projections, opacity and clips (the clip path projected).
    /// `false` when anything else is there (blurs, masks, groups, image paints…) or a point
    /// lies behind the eye: then the whole projection is drawn in a layer and warped.
    static func projectedLeaves(_ items: [DisplayItem], _ h: Homography, _ opacity: Float, into out: inout [ProjectedLeaf]) -> Bool {
        var clips: [(BezierPath, FillRule)] = []
        return projectedLeaves(items, h, opacity, &clips, into: &out)
    }

    private static func projectedLeaves(_ items: [DisplayItem], _ h: Homography, _ opacity: Float, _ clips: inout [(BezierPath, FillRule)],
                                        into out: inout [ProjectedLeaf]) -> Bool {
        func add(_ path: BezierPath?, _ paint: Paint, _ rule: FillRule) -> Bool {
            guard let path else { return false }
            if case .solid(let c) = paint {
                out.append(ProjectedLeaf(content: .fill(path, opacity < 1 ? .solid(c.withOpacity(opacity)) : paint, rule, transform: h),
                                         clips: clips))
                return true
            }
            guard projectable(paint) else { return false }
            out.append(ProjectedLeaf(content: .fill(path, paint, rule, transform: h), opacity: opacity, clips: clips))
            return true
        }
        for item in items {
            switch item {
            case .shape(let s):
                guard projectable(s.paint) else { return false }
                let box = s.path.bounds
                if s.stroke == nil ? box.isEmpty : (box.width == 0 && box.height == 0) { continue }
                if let stroke = s.stroke {
                    let grow = stroke.lineWidth / 2 * max(stroke.miterLimit, 1.5)
                    let outer = Rect(x: box.minX - grow, y: box.minY - grow, width: box.width + 2 * grow, height: box.height + 2 * grow)
                    guard add(projectedLines(box: outer, h, { s.path.stroked(stroke, tolerance: $0).flattened(tolerance: $0) }), s.paint, .nonZero)
                    else { return false }
                } else {
                    guard add(projectedLines(box: box, h, { s.path.flattened(tolerance: $0) }), s.paint, s.fillRule) else { return false }
                }
            case .glyphRun(let g):
                if g.run.outlineBounds().isEmpty { continue }
                guard add(projectedOutlines(g.run, h), g.paint, .nonZero) else { return false }
            case .mask(let m):
                guard let outline = m.outline else { return false }
                let box = outline.bounds()
                if box.isEmpty { continue }
                guard add(projectedPath(box: box, h, { outline.path(tolerance: $0) }), m.paint, .nonZero) else { return false }
            case .image(let i):
                // Warped straight from its own pixels (with the warp's mip levels when it shrinks),
                // not drawn flat first and resampled a second time.
                let w = Double(i.image.width), hgt = Double(i.image.height)
                if w == 0 || hgt == 0 { continue }
                let m = Homography(Transform2D(i.transform)).concatenating(h)
                for c in [Point(0, 0), Point(w, 0), Point(0, hgt), Point(w, hgt)] where m.apply(c) == nil { return false }
                out.append(ProjectedLeaf(content: .image(i.image, m, i.filter), opacity: opacity, clips: clips))
            case .effect(.transform(let t), let children):
                guard projectedLeaves(children, Homography(Transform2D(t)).concatenating(h), opacity, &clips, into: &out) else { return false }
            case .effect(.projection(let p), let children):
                guard projectedLeaves(children, p.homography.concatenating(h), opacity, &clips, into: &out) else { return false }
            case .effect(.opacity(let o), let children):
                guard projectedLeaves(children, h, opacity * Float(max(0, min(1, o))), &clips, into: &out) else { return false }
            case .effect(.clip(let path, let rule), let children):
                // Clipped content, then projected = projected content inside the projected clip.
                let box = path.bounds
                if box.isEmpty { continue }
                guard let projected = projectedLines(box: box, h, { path.flattened(tolerance: $0) }) else { return false }
                clips.append((projected, rule))
                defer { clips.removeLast() }
                guard projectedLeaves(children, h, opacity, &clips, into: &out) else { return false }
            default:
                return false
            }
        }
        return true
    }

    /// Paints a projected leaf can take: solid colours and gradients.
    static func projectable(_ paint: Paint) -> Bool {
        if case .solid = paint { return true }
        return ProjectedPaint.canShade(paint)
    }

    /// Whether `items` draw at least `n` leaves (a flattened effect counts as one).
    static func leafCount(_ items: [DisplayItem], atLeast n: Int) -> Bool {
        var count = 0
        func visit(_ items: [DisplayItem]) -> Bool {
            for item in items {
                switch item {
                case .effect(let e, let children):
                    switch e {
                    case .opacity, .blendMode, .shadow, .clip, .transform:
                        if visit(children) { return true }
                    default:
                        count += 1
                    }
                default:
                    count += 1
                }
                if count >= n { return true }
            }
            return false
        }
        return visit(items)
    }

    /// Draws the pixels behind `children`'s region, filtered, masked by the children.
    private func backdrop(_ filter: BackdropFilter, _ children: [DisplayItem], _ state: State, _ canvas: inout FlipbookRaster.Canvas,
                          _ item: DisplayItem) {
        leaf(state, &canvas, content: item) { canvas, opacity, mode in
            let region = DisplayListBounds.deviceBounds(of: children, transform: state.transform).intersection(canvas.clipBounds)
            guard !region.isEmpty else { return }
            let sigma = min(Double(filter.blurRadius) * deviceScale(state.transform), GaussianBlur.maximumSigma)
            let reach = sigma > 0 ? GaussianBlur.extent(sigma: sigma) : 0
            var behind = canvas.backdrop(in: region.insetBy(-reach))
            if sigma > 0 { behind = GaussianBlur.blurred(behind, sigma: sigma, keeping: region) }
            if let m = filter.colorMatrix { m.apply(to: &behind.image) }
            if let glass = filter.glass {
                // The glass draws its own coverage, lens, tints and rim from its distance field.
                let drawn = glass.render(over: behind, region: region, rootToDevice: state.transform)
                canvas.draw(image: drawn.image, transform: Homography(Transform2D.translation(Double(drawn.x), Double(drawn.y))),
                            filter: .nearest, mode: mode, opacity: opacity)
                return
            }
            canvas.beginLayer(LayerOptions(opacity: opacity, mode: mode, bounds: region))
            canvas.draw(image: behind.image, transform: Homography(Transform2D.translation(Double(behind.x), Double(behind.y))),
                        filter: .nearest)
            canvas.beginMask()
            render(children, State(transform: state.transform), &canvas)
            canvas.endLayer()
        }
    }

    /// A blur or shadow reaching farther than this many pixels gets a layer narrowed to its
    /// content's bounds.
    static let farReach = 256

    /// How many device pixels one unit of user space spans (for radii).
    private func deviceScale(_ t: Transform2D) -> Double {
        abs(t.determinant).squareRoot()
    }

    /// Flattens `children` into one layer with `options` and treats it as a leaf.
    private func group(_ children: [DisplayItem], _ state: State, _ options: LayerOptions, _ canvas: inout FlipbookRaster.Canvas,
                       _ item: DisplayItem) {
        leaf(state, &canvas, content: item) { canvas, opacity, mode in
            var o = options
            o.opacity *= opacity
            o.mode = mode
            canvas.beginLayer(o)
            render(children, State(transform: state.transform), &canvas)
            canvas.endLayer()
        }
    }

    /// Draws one leaf inside the pending per-leaf effects, outermost first. Opacity and blend
    /// mode pass to the innermost draw; a shadow opens a layer that takes the opacity and
    /// mode accumulated outside it, sized to the leaf rather than to the clip (a toggle's
    /// knob shadows in a list cleared and scanned two layers the size of the list).
    /// `content`: the item drawn, whose bounds narrow the shadows' layers.
    private func leaf(_ state: State, _ canvas: inout FlipbookRaster.Canvas, content: DisplayItem,
                      _ draw: (inout FlipbookRaster.Canvas, Float, CompositeMode) -> Void) {
        var opacity: Float = 1
        var mode = CompositeMode.normal
        var layers = 0
        var clips = 0
        let hints = shadowLayerBounds(state, content)
        var shadowIndex = 0
        for w in state.wrappers {
            switch w {
            case .opacity(let o): opacity *= o
            case .blend(let m): mode = m
            case .clip(let path, let rule, let t):
                canvas.pushClip(path, transform: t, fillRule: rule)
                clips += 1
            case .shadow(let s):
                var options = LayerOptions(opacity: opacity, mode: mode, shadow: s)
                // As for blur: a shadow's layer spans the clip grown by its reach.
                if GaussianBlur.extent(sigma: s.sigma) > Self.farReach {
                    options.bounds = DisplayListBounds.deviceBounds(of: [content], transform: state.transform)
                } else if let hints {
                    // The same pixels as the whole layer (its origin kept on the blurs' grid).
                    options.bounds = hints.bounds[shadowIndex]
                    options.boundsGrid = hints.grid
                }
                shadowIndex += 1
                canvas.beginLayer(options)
                layers += 1
                opacity = 1
                mode = .normal
            }
        }
        if opacity > 0 { draw(&canvas, opacity, mode) }
        // Clips pushed inside a layer end with it; the rest are popped here.
        for _ in 0..<layers { canvas.endLayer() }
        if layers == 0 { for _ in 0..<clips { canvas.popClip() } } else { popOuterClips(state, &canvas) }
    }

    /// The bounds of each shadow layer a leaf opens (the leaf, grown by the shadows inside that
    /// layer), and the grid their origins keep, or `nil` to leave them the size of the clip:
    /// when a clip comes after the first shadow (a layer's size would then depend on it) or
    /// the leaf opens layers of its own (``DisplayListBounds/leafBounds(of:transform:)``).
    private func shadowLayerBounds(_ state: State, _ content: DisplayItem) -> (bounds: [PixelRect], grid: Int)? {
        var shadows: [ShadowOptions] = []
        for w in state.wrappers {
            switch w {
            case .shadow(let s): shadows.append(s)
            case .clip: if !shadows.isEmpty { return nil }
            default: break
            }
        }
        guard !shadows.isEmpty,
              shadows.allSatisfy({ abs($0.dx) < 1e8 && abs($0.dy) < 1e8 && GaussianBlur.extent(sigma: $0.sigma) <= Self.farReach }),
              let leaf = DisplayListBounds.leafBounds(of: [content], transform: state.transform) else { return nil }
        var bounds = [PixelRect](repeating: leaf, count: shadows.count)
        var r = leaf
        // Innermost first: each layer holds the leaf and the shadows of the layers inside it.
        for k in stride(from: shadows.count - 1, to: 0, by: -1) {
            let s = shadows[k]
            if !r.isEmpty {
                // The shadow reaches its blur's extent (⌈3σ⌉) beyond the offset content, a pixel
                // more for a fractional offset, and its grid more (its content is cropped on it).
                let reach = GaussianBlur.extent(sigma: s.sigma) + 1 + DropShadow.grid(sigma: s.sigma, dx: s.dx, dy: s.dy)
                let dx = Int(s.dx.rounded(.down)), dy = Int(s.dy.rounded(.down))
                r = r.union(PixelRect(x: r.x + dx - reach, y: r.y + dy - reach, width: r.width + 2 * reach + 1, height: r.height + 2 * reach + 1))
            }
            bounds[k - 1] = r
        }
        let grid = shadows.map { DropShadow.grid(sigma: $0.sigma, dx: $0.dx, dy: $0.dy) }.max() ?? 1
        return (bounds, grid)
    }

    /// Pops the clips pushed before the first shadow layer (those inside it ended with it).
    private func popOuterClips(_ state: State, _ canvas: inout FlipbookRaster.Canvas) {
        for w in state.wrappers {
            if case .shadow = w { return }
            if case .clip = w { canvas.popClip() }
        }
    }
}
