import FlipbookRaster

// Points and rectangles between the view layer (CoreGraphics types, points) and the raster
// layer (its own Point, Rect, Transform2D).
extension Point { package init(_ p: CGPoint) { self.init(Double(p.x), Double(p.y)) } }
extension Rect { package init(_ r: CGRect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) } }
extension CGRect { package init(_ r: Rect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) } }
extension Transform2D {
    package init(_ t: CGAffineTransform) { self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty) }
}
