import FlipbookRaster

/// An image set's vector drawing (SVG or PDF), drawn as paths mapped onto the image's frame: sharp at
/// every size and scale, as Xcode's "Preserve Vector Data" keeps it. A template image keeps
/// only the drawing's coverage, painted with the foreground style.
struct VectorImageBehavior: NodeBehavior {
    let image: VectorImage
    let isResizable: Bool
    let isTemplate: Bool

    var debugName: String { "Image(vector \(image.size.width)×\(image.size.height) pt)" }

    var naturalSize: CGSize { CGSize(width: image.size.width, height: image.size.height) }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }

    func placeChildren(in frame: CGRect, node: ViewNode) {}

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        let frame = node.frame
        guard image.size.width > 0, image.size.height > 0, frame.width > 0, frame.height > 0 else { return }
        let size = isResizable ? frame.size : naturalSize
        let x = frame.midX - size.width / 2, y = frame.midY - size.height / 2
        let rect = Rect(x: Double(x), y: Double(y), width: Double(size.width), height: Double(size.height))
        if node.environment.drawsPlaceholders {
            let paint = resolvePaint(ForegroundStyle(), in: node.environment, bounds: frame)
            list.append(RedactionPlaceholder.shape(rect, cornerRadius: Double(min(size.width, size.height)) * 0.1, paint: paint))
            return
        }
        let sx = Double(size.width) / image.size.width, sy = Double(size.height) / image.size.height
        let t = Transform2D(a: sx, b: 0, c: 0, d: sy, tx: rect.minX, ty: rect.minY)
        let widthScale = (sx * sy).squareRoot()
        var items: [DisplayItem] = []
        // Elements under the same clips (a PDF's `W`) share one clip layer per clip.
        var clipped: [DisplayItem] = []
        var clips: [VectorImage.Clip] = []
        func flushClipped() {
            var group = clipped
            for clip in clips.reversed() {
                group = [.effect(.clip(clip.path.applying(t), clip.rule), group)]
            }
            items += group
            clipped = []
        }
        for e in image.elements where e.opacity > 0 {
            if e.clips != clips {
                flushClipped()
                clips = e.clips
            }
            let path = e.path.applying(t)
            var parts: [DisplayItem] = []
            if let fill = e.fill, fill.alpha > 0 {
                parts.append(.shape(ShapeItem(path: path, paint: .solid(fill), fillRule: e.fillRule)))
            }
            if let (style, color) = e.stroke, color.alpha > 0 {
                var s = style
                s.lineWidth *= widthScale
                parts.append(.shape(ShapeItem(path: path, paint: .solid(color), fillRule: .nonZero, stroke: s)))
            }
            if e.opacity >= 1 || parts.isEmpty {
                clipped += parts
            } else if parts.count == 1 {
                clipped.append(.effect(.opacity(e.opacity), parts))
            } else {
                // Fill and stroke fade together, as one layer (SVG's opacity).
                clipped.append(.effect(.opacity(e.opacity), [.effect(.compositingGroup, parts)]))
            }
        }
        flushClipped()
        guard isTemplate else {
            for item in items { list.append(item) }
            return
        }
        // Template: the foreground style where the drawing has coverage (its alpha).
        let paint = resolvePaint(ForegroundStyle(), in: node.environment, bounds: CGRect(x: x, y: y, width: size.width, height: size.height))
        list.append(.effect(.mask(items), [.shape(ShapeItem(path: .rect(rect), paint: paint, fillRule: .nonZero))]))
    }
}
