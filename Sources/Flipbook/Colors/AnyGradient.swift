import FlipbookRaster

/// A colour's standard gradient, as SwiftUI's `AnyGradient` (`Color.blue.gradient`): used as
/// a style it runs top to bottom through the frame; `.linearGradient(color.gradient, …)` and
/// the other gradient statics take it in place of a `Gradient`.
public struct AnyGradient: Hashable, Sendable, ShapeStyle {
    let gradient: FlipbookCore.Gradient
    /// Wraps `gradient`.
    public init(_ gradient: FlipbookCore.Gradient) { self.gradient = gradient }
    /// The gradient mixed in `space`.
    public func colorSpace(_ space: FlipbookCore.Gradient.ColorSpace) -> AnyGradient { AnyGradient(gradient.colorSpace(space)) }
}

extension AnyGradient: ResolvableShapeStyle {
    package func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom).resolvePaint(in: environment, bounds: bounds)
    }
}

extension Color {
    /// The colour's standard gradient: from the colour lightened (mixed 16 % towards white, in
    /// OKLab) at the top to the colour itself at the bottom. *Unconfirmed*: Apple documents only
    /// "a standard gradient for the colour"; iOS 17 screenshots show this light-to-base ramp.
    public var gradient: AnyGradient {
        AnyGradient(FlipbookCore.Gradient(colors: [mix(with: .white, by: 0.16), self]))
    }
}

extension FlipbookCore.Gradient {
    /// Lets an ``AnyGradient`` stand where a gradient is taken.
    init(_ any: AnyGradient) { self = any.gradient }
}
