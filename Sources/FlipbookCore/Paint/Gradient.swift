import FlipbookRaster

/// Colour stops, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }

    /// The space stops are mixed in, as SwiftUI's `Gradient.ColorSpace`.
    public struct ColorSpace: Hashable, Sendable {
        let interpolation: GradientInterpolation
        /// Gamma-encoded sRGB, as Core Graphics and iOS before 18 mix.
        public static let device = ColorSpace(interpolation: .device)
        /// A perceptual space (OKLab), as iOS 18 and later mix.
        public static let perceptual = ColorSpace(interpolation: .perceptual)
    }

    public var stops: [Stop]
    /// The space set with ``colorSpace(_:)``; `nil` (not said) mixes in the environment's
    /// ``EnvironmentValues/defaultGradientColorSpace``, `.perceptual` unless changed — what
    /// iOS 18 and later draw (goldens recorded there match OKLab: a blue → yellow midpoint of
    /// #99B0B2 where an sRGB mix gives #84A47A).
    var colorSpace: ColorSpace?

    public init(stops: [Stop]) { self.stops = stops }
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { Stop(color: $1, location: n > 1 ? CGFloat($0) / CGFloat(n - 1) : 0) }
    }

    /// The same stops mixed in another colour space.
    public func colorSpace(_ space: ColorSpace) -> Gradient {
        var copy = self
        copy.colorSpace = space
        return copy
    }

    package func resolved(in environment: EnvironmentValues) -> FlipbookRaster.Gradient {
        FlipbookRaster.Gradient(
            stops: stops.map { GradientStop(color: $0.color.resolve(in: environment).rgba, location: Float($0.location)) },
            interpolation: (colorSpace ?? environment.defaultGradientColorSpace).interpolation)
    }
}

/// A gradient along a line between two unit points of the shape's bounds, as SwiftUI's
/// `LinearGradient`; as a view it fills the space it is offered.
public struct LinearGradient: ShapeStyle, ResolvableShapeStyle, Sendable {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    package func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        let s = startPoint.point(in: bounds), e = endPoint.point(in: bounds)
        return .linearGradient(LinearGradientPaint(gradient: gradient.resolved(in: environment),
                                                   start: Point(s.x, s.y), end: Point(e.x, e.y)))
    }
}

/// A gradient on circles about a unit point, as SwiftUI's `RadialGradient`.
public struct RadialGradient: ShapeStyle, ResolvableShapeStyle, Sendable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: CGFloat
    public var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    package func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        let c = center.point(in: bounds)
        return .radialGradient(RadialGradientPaint(gradient: gradient.resolved(in: environment), center: Point(c.x, c.y),
                                                   startRadius: startRadius, endRadius: endRadius))
    }
}

/// A sweep about a unit point from one angle to another, as SwiftUI's `AngularGradient`.
public struct AngularGradient: ShapeStyle, ResolvableShapeStyle, Sendable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startAngle: Angle
    public var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient; self.center = center; self.startAngle = startAngle
        // SwiftUI treats equal angles as a full turn.
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full-turn (conic) gradient starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    package func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        let c = center.point(in: bounds)
        return .angularGradient(AngularGradientPaint(gradient: gradient.resolved(in: environment), center: Point(c.x, c.y),
                                                     startAngle: startAngle.radians, endAngle: endAngle.radians))
    }
}
