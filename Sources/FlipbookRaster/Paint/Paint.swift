/// What fills covered pixels: a solid colour, a gradient, or an image.
///
/// Geometry in a paint (gradient points, radii, image placement) is in the same user space
/// as the path it fills; the draw call's transform maps both to device pixels.
public enum Paint: Sendable, Equatable {
    case solid(RGBA)
    case linearGradient(LinearGradientPaint)
    case radialGradient(RadialGradientPaint)
    case angularGradient(AngularGradientPaint)
    case image(ImagePaint)

    /// True when every pixel this paint produces is opaque (lets blitters take fast paths).
    public var isOpaque: Bool {
        switch self {
        case .solid(let c): return c.alpha >= 1
        case .linearGradient(let g): return g.gradient.isOpaque
        case .radialGradient(let g): return g.gradient.isOpaque
        case .angularGradient(let g): return g.gradient.isOpaque
        case .image: return false
        }
    }
}

/// A colour at a location 0…1 along a gradient.
public struct GradientStop: Sendable, Hashable {
    public var color: RGBA
    public var location: Float
    public init(color: RGBA, location: Float) { self.color = color; self.location = location }
}

/// The colour space gradient stops are mixed in (SwiftUI's `Gradient.colorSpace(_:)`).
public enum GradientInterpolation: String, Sendable, Hashable {
    /// Mix gamma-encoded sRGB components (Core Graphics, browsers, iOS before 18).
    case device
    /// Mix in OKLab, a perceptual space (iOS 18 and later goldens match this).
    case perceptual
}

/// Stops plus interpolation: the part every gradient kind shares.
public struct Gradient: Sendable, Hashable {
    /// Stops sorted by location (ties keep their order, giving hard edges).
    public var stops: [GradientStop]
    public var interpolation: GradientInterpolation

    public init(stops: [GradientStop], interpolation: GradientInterpolation = .device) {
        self.stops = stops
        self.interpolation = interpolation
    }
    /// Evenly spaced colours, as SwiftUI's `Gradient(colors:)`.
    public init(colors: [RGBA], interpolation: GradientInterpolation = .device) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in
            GradientStop(color: c, location: n > 1 ? Float(i) / Float(n - 1) : 0)
        }
        self.interpolation = interpolation
    }

    public var isOpaque: Bool { stops.allSatisfy { $0.color.alpha >= 1 } }
}

/// A gradient along the line from `start` to `end`, padded (clamped) beyond them.
public struct LinearGradientPaint: Sendable, Hashable {
    public var gradient: Gradient
    public var start: Point
    public var end: Point
    public init(gradient: Gradient, start: Point, end: Point) {
        self.gradient = gradient; self.start = start; self.end = end
    }
}

/// A gradient on circles about `center`: location 0 at `startRadius`, 1 at `endRadius`.
public struct RadialGradientPaint: Sendable, Hashable {
    public var gradient: Gradient
    public var center: Point
    public var startRadius: Double
    public var endRadius: Double
    public init(gradient: Gradient, center: Point, startRadius: Double, endRadius: Double) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
    }
}

/// A sweep about `center`: location 0 at `startAngle`, 1 at `endAngle` (radians, 0 = +x,
/// increasing clockwise on a y-down screen), clamped outside that range.
public struct AngularGradientPaint: Sendable, Hashable {
    public var gradient: Gradient
    public var center: Point
    public var startAngle: Double
    public var endAngle: Double
    public init(gradient: Gradient, center: Point, startAngle: Double, endAngle: Double) {
        self.gradient = gradient; self.center = center; self.startAngle = startAngle; self.endAngle = endAngle
    }
}

/// How an image is sampled between pixel centres.
public enum SamplingFilter: String, Sendable, Hashable {
    case nearest
    case bilinear
}

/// An image drawn through `transform` (image pixel space → user space), transparent outside.
public struct ImagePaint: Sendable, Equatable {
    public var image: PixelBuffer
    public var transform: Transform2D
    public var filter: SamplingFilter
    public init(image: PixelBuffer, transform: Transform2D = .identity, filter: SamplingFilter = .bilinear) {
        self.image = image; self.transform = transform; self.filter = filter
    }
}
