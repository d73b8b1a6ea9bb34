import FlipbookRaster

/// Conservative device-space bounds of display items: how large a layer must be to hold
/// them (shadows and blur included).
enum DisplayListBounds {
    static func deviceBounds(of items: [DisplayItem], transform: Transform2D) -> PixelRect {
        var r = Rect.zero
        var first = true
        func add(_ b: Rect) {
            if b.isEmpty { return }
            r = first ? b : r.union(b)
            first = false
        }
        for item in items { add(bounds(of: item, transform)) }
        return first ? .empty : r.roundedOut.insetBy(-1)
    }

    static func bounds(of item: DisplayItem, _ t: Transform2D) -> Rect {
        switch item {
        case .shape(let s):
            var b = t.apply(s.path.bounds)
            if let stroke = s.stroke {
                let grow = stroke.lineWidth / 2 * max(stroke.miterLimit, 1.5) * abs(t.determinant).squareRoot()
                b = b.insetBy(dx: -grow, dy: -grow)
            }
            return b
        case .image(let i):
            return t.apply(Transform2D(i.transform).apply(Rect(x: 0, y: 0, width: Double(i.image.width), height: Double(i.image.height))))
        case .mask(let m):
            let s = 1 / Double(m.scale)
            let b = t.apply(m.mask.bounds.rect.applyingScale(s))
            // Off the pixel grid a symbol's outlines are drawn unsnapped: their box is added.
            guard let outline = m.outline, !(t.a == Double(m.scale) && t.d == t.a && t.b == 0 && t.c == 0) else { return b }
            let o = outline.bounds()
            return o.isEmpty ? b : b.union(t.apply(o))
        case .glyphRun(let g):
            // The masks at the display scale, mapped as a mask item's were; off the pixel grid
            // the outlines are drawn unsnapped, so their box is added.
            let s = Double(g.scale)
            let b = t.apply(g.run.maskBounds(scale: s).rect.applyingScale(1 / s))
            if t.a == s && t.d == s && t.b == 0 && t.c == 0 && t.tx == 0 && t.ty == 0 { return b }
            let o = g.run.outlineBounds()
            return o.isEmpty ? b : b.union(t.apply(o))
        case .effect(let e, let children):
            switch e {
            case .transform(let a):
                let inner = Transform2D(a).concatenating(t)
                return union(children.map { bounds(of: $0, inner) })
            case .shadow(_, let radius, let x, let y):
                let b = union(children.map { bounds(of: $0, t) })
                let k = abs(t.determinant).squareRoot()
                let reach = Double(radius) * 3 * k
                let d = t.applyToVector(Point(Double(x), Double(y)))
                return b.union(b.offsetBy(dx: d.x, dy: d.y).insetBy(dx: -reach, dy: -reach))
            case .blur(let radius):
                let reach = Double(radius) * 3 * abs(t.determinant).squareRoot()
                return union(children.map { bounds(of: $0, t) }).insetBy(dx: -reach, dy: -reach)
            case .projection(let p):
                let b = union(children.map { bounds(of: $0, t) })
                guard let inv = Homography(t).inverted else { return b }
                let h = inv.concatenating(p.homography).concatenating(Homography(t))
                let corners = [Point(b.minX, b.minY), Point(b.maxX, b.minY), Point(b.minX, b.maxY), Point(b.maxX, b.maxY)]
                let mapped = corners.compactMap { h.apply($0) }
                // Corners behind the eye: keep the unwarped bounds; the warp clips to the canvas.
                guard mapped.count == 4 else { return b }
                let xs = mapped.map(\.x), ys = mapped.map(\.y)
                return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            default:
                return union(children.map { bounds(of: $0, t) })
            }
        }
    }

    static func union(_ rs: [Rect]) -> Rect { rs.reduce(Rect.zero) { $0.union($1) } }

    /// The device pixels a leaf can draw, to size the layer a shadow, group or mask opens for
    /// it, or `nil` when a layer must keep its full size: content with a blur, shadow, colour
    /// matrix or projection of its own (their layers take their size, and their blur's grid,
    /// from the layer around them; a colour matrix can make transparent pixels opaque), and
    /// gradient or image paints (they are evaluated, and dithered, from the layer's origin, so
    /// moving it would move their rounding).
    static func leafBounds(of items: [DisplayItem], transform: Transform2D) -> PixelRect? {
        var r = Rect.zero
        for item in items {
            guard let b = leafRect(item, transform) else { return nil }
            r = r.union(b)
        }
        // One pixel more than the rounded rectangle: flattening moves curve vertices by
        // hundredths of a pixel, and bilinear images reach half a pixel out.
        return r.isEmpty ? .empty : r.roundedOut.insetBy(-1)
    }

    private static func leafRect(_ item: DisplayItem, _ t: Transform2D) -> Rect? {
        switch item {
        case .shape(let s):
            guard case .solid = s.paint else { return nil }
            guard let stroke = s.stroke else { return t.apply(s.path.bounds) }
            // The outline is made in user space, so grow there: right under any affine map.
            let grow = stroke.lineWidth / 2 * max(stroke.miterLimit, 1.5)
            let b = s.path.bounds
            return t.apply(Rect(x: b.minX - grow, y: b.minY - grow, width: b.width + 2 * grow, height: b.height + 2 * grow))
        case .mask(let m):
            guard case .solid = m.paint else { return nil }
            return bounds(of: item, t)
        case .glyphRun(let g):
            guard case .solid = g.paint else { return nil }
            return bounds(of: item, t)
        case .image:
            // Drawn through its device transform, not from the layer's origin.
            return bounds(of: item, t)
        case .effect(let e, let children):
            var inner = t
            switch e {
            case .opacity, .blendMode, .clip, .compositingGroup, .backdrop: break
            case .transform(let a): inner = Transform2D(a).concatenating(t)
            case .mask(let maskItems):
                // Masked content is transparent wherever the content is; the mask must not
                // open layers of its own either.
                guard maskItems.allSatisfy({ leafRect($0, t) != nil }) else { return nil }
            case .shadow, .blur, .colorMatrix, .projection: return nil
            }
            var r = Rect.zero
            for child in children {
                guard let b = leafRect(child, inner) else { return nil }
                r = r.union(b)
            }
            return r
        }
    }
}

extension Rect {
    func applyingScale(_ s: Double) -> Rect { Rect(x: minX * s, y: minY * s, width: width * s, height: height * s) }
}
