import FlipbookRaster

extension GraphicsContext {
    /// What a fill or stroke paints with, as SwiftUI's `GraphicsContext.Shading`.
    /// Gradient points here are in the context's user space (points, not unit points).
    public struct Shading {
        let style: AnyShapeStyle
        /// Unit points of `style` are relative to this rect; `nil`: the drawn path's bounds.
        let unitSpace: CGRect?

        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(style: AnyShapeStyle(color), unitSpace: nil) }
        /// Any shape style; unit points of gradients are relative to the drawn path's bounds.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: AnyShapeStyle(style), unitSpace: nil) }
        /// The environment's foreground style.
        public static var foreground: Shading { style(ForegroundStyle()) }
        /// A linear gradient between two points of user space.
        public static func linearGradient(_ gradient: FlipbookCore.Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(style: AnyShapeStyle(LinearGradient(gradient: gradient, startPoint: UnitPoint(x: startPoint.x, y: startPoint.y),
                                                        endPoint: UnitPoint(x: endPoint.x, y: endPoint.y))),
                    unitSpace: CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        /// A radial gradient about a point of user space.
        public static func radialGradient(_ gradient: FlipbookCore.Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(style: AnyShapeStyle(RadialGradient(gradient: gradient, center: UnitPoint(x: center.x, y: center.y),
                                                        startRadius: startRadius, endRadius: endRadius)),
                    unitSpace: CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        /// An angular (conic) gradient about a point of user space, starting at `angle`.
        public static func conicGradient(_ gradient: FlipbookCore.Gradient, center: CGPoint, angle: Angle = .zero,
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(style: AnyShapeStyle(AngularGradient(gradient: gradient, center: UnitPoint(x: center.x, y: center.y), angle: angle)),
                    unitSpace: CGRect(x: 0, y: 0, width: 1, height: 1))
        }

        func paint(in environment: EnvironmentValues, pathBounds: CGRect) -> Paint {
            resolvePaint(style, in: environment, bounds: unitSpace ?? pathBounds)
        }
    }

    /// Gradient options, as SwiftUI's `GraphicsContext.GradientOptions` (accepted; Flipbook
    /// pads gradients, SwiftUI's default).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }
        public static var mirror: GradientOptions { GradientOptions(rawValue: 2) }
        public static var linearColor: GradientOptions { GradientOptions(rawValue: 4) }
    }
}
