import FlipbookRaster

/// A radial gradient stretched to the shape's bounds, as SwiftUI's `EllipticalGradient`: the
/// colour at a point depends on its distance from `center` measured in units of the frame's
/// width and height, so its rings are ellipses with the frame's aspect ratio. Location 0 is at
/// `startRadiusFraction`, 1 at `endRadiusFraction` (0.5: the ellipse touching the frame's
/// edges); inside and outside, the end colours.
///
/// Drawn as an image of the frame at the display scale (2 to 3 pixels per point, at most 4 million) sampled
/// bilinearly; stops mix in the gradient's colour space (sRGB for `.device`, OKLab for
/// `.perceptual`, the default).
public struct EllipticalGradient: ShapeStyle, Sendable {
    public var gradient: FlipbookCore.Gradient
    public var center: UnitPoint
    public var startRadiusFraction: CGFloat
    public var endRadiusFraction: CGFloat

    public init(gradient: FlipbookCore.Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient; self.center = center
        self.startRadiusFraction = startRadiusFraction; self.endRadiusFraction = endRadiusFraction
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: FlipbookCore.Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public init(stops: [FlipbookCore.Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: FlipbookCore.Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension EllipticalGradient: View, PrimitiveView {
    public typealias Body = Never
    package func makeNode(_ context: ResolveContext) -> ViewNode {
        ViewNode(identity: context.identity, behavior: StyleFillBehavior(style: self, name: "EllipticalGradient"), environment: context.environment)
    }
}

extension EllipticalGradient: ResolvableShapeStyle {
    package func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        let resolved = gradient.resolved(in: environment)
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite, !resolved.stops.isEmpty else {
            return .solid(resolved.stops.last?.color ?? .clear)
        }
        let k = min(max(2, min(3, Double(environment.displayScale))), (4_000_000 / Double(bounds.width * bounds.height)).squareRoot())
        let w = max(1, Int((Double(bounds.width) * k).rounded(.up))), h = max(1, Int((Double(bounds.height) * k).rounded(.up)))
        let perceptual = resolved.interpolation == .perceptual
        let stops = resolved.stops.sorted { $0.location < $1.location }
        let lab = stops.map { s -> SIMD4<Float> in
            let c = perceptual ? OKLab.fromSRGB(SIMD3(s.color.red, s.color.green, s.color.blue)) : SIMD3(s.color.red, s.color.green, s.color.blue)
            return SIMD4(c.x, c.y, c.z, s.color.alpha)
        }
        let r0 = Double(startRadiusFraction), r1 = Double(endRadiusFraction)
        var image = PixelBuffer(width: w, height: h)
        image.withUnsafeMutableBytes { px in
            for y in 0..<h {
                let v = (Double(y) + 0.5) / Double(h) - Double(center.y)
                for x in 0..<w {
                    let u = (Double(x) + 0.5) / Double(w) - Double(center.x)
                    let d = (u * u + v * v).squareRoot()
                    let t = Float(r1 == r0 ? (d >= r1 ? 1 : 0) : (d - r0) / (r1 - r0))
                    var c = lab[lab.count - 1]
                    if t <= stops[0].location { c = lab[0] } else {
                        for i in 1..<stops.count where t <= stops[i].location {
                            let a = stops[i - 1].location, b = stops[i].location
                            let f = b > a ? (t - a) / (b - a) : 1
                            c = lab[i - 1] + (lab[i] - lab[i - 1]) * f
                            break
                        }
                    }
                    var rgb = SIMD3(c.x, c.y, c.z)
                    if perceptual { rgb = OKLab.toSRGB(rgb) }
                    let alpha = min(max(c.w, 0), 1)
                    let o = (y * w + x) * 4
                    px[o] = UInt8((min(max(rgb.x, 0), 1) * alpha * 255).rounded())
                    px[o + 1] = UInt8((min(max(rgb.y, 0), 1) * alpha * 255).rounded())
                    px[o + 2] = UInt8((min(max(rgb.z, 0), 1) * alpha * 255).rounded())
                    px[o + 3] = UInt8((alpha * 255).rounded())
                }
            }
        }
        let t = Transform2D.scale(Double(bounds.width) / Double(w), Double(bounds.height) / Double(h))
            .concatenating(.translation(Double(bounds.minX), Double(bounds.minY)))
        return .image(FlipbookRaster.ImagePaint(image: image, transform: t, filter: .bilinear))
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: FlipbookCore.Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(stops: [FlipbookCore.Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: FlipbookCore.Gradient(gradient), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}
