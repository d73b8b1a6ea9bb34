import FlipbookRaster

/// The shape glass draws through a distance field (lensing and melting need one): rectangles,
/// rounded and uneven rounded rectangles, capsules, circles and the default glass shape through
/// their exact distance (continuous corners are taken as circular ones of the same radius —
/// they differ by under 2 % of the radius); any other shape (ellipses, `ConcentricRectangle`,
/// `AnyShape`, custom shapes) through its path, whose field comes from its coverage mask.
/// `nil` only for an empty or non-finite shape.
func glassBox<S: Shape>(of shape: S, in frame: CGRect) -> GlassSurface.Box? {
    func box(_ r: CGRect, _ radii: (CGFloat, CGFloat, CGFloat, CGFloat)) -> GlassSurface.Box? {
        guard r.width > 0, r.height > 0, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return nil }
        return GlassSurface.Box(rect: Rect(x: r.minX, y: r.minY, width: r.width, height: r.height),
                                radii: (radii.0, radii.1, radii.2, radii.3))
    }
    func capsule(_ inset: CGFloat) -> GlassSurface.Box? {
        let r = frame.insetBy(dx: inset, dy: inset)
        let radius = min(r.width, r.height) / 2
        return box(r, (radius, radius, radius, radius))
    }
    switch shape {
    case let s as Rectangle:
        return box(frame.insetBy(dx: s.insetAmount, dy: s.insetAmount), (0, 0, 0, 0))
    case let s as RoundedRectangle:
        let r = max(0, min(s.cornerSize.width, s.cornerSize.height) - s.insetAmount)
        return box(frame.insetBy(dx: s.insetAmount, dy: s.insetAmount), (r, r, r, r))
    case let s as UnevenRoundedRectangle:
        let c = s.cornerRadii, i = s.insetAmount
        return box(frame.insetBy(dx: i, dy: i), (max(0, c.topLeading - i), max(0, c.topTrailing - i),
                                                 max(0, c.bottomTrailing - i), max(0, c.bottomLeading - i)))
    case let s as Capsule:
        return capsule(s.insetAmount)
    case let s as DefaultGlassEffectShape:
        return capsule(s.insetAmount)
    case let s as Circle:
        let d = min(frame.width, frame.height) - 2 * s.insetAmount
        let r = CGRect(x: frame.midX - d / 2, y: frame.midY - d / 2, width: d, height: d)
        return box(r, (d / 2, d / 2, d / 2, d / 2))
    default:
        let path = shape.rootPath(in: frame).storage
        let b = path.bounds
        guard b.width > 0, b.height > 0, b.minX.isFinite, b.minY.isFinite, b.width.isFinite, b.height.isFinite else { return nil }
        return GlassSurface.Box(path: path)
    }
}
