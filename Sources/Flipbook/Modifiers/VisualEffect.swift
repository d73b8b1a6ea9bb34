/// Effects that change how a view draws, not its layout, as SwiftUI's `VisualEffect`: what
/// `scrollTransition` and `visualEffect` closures return, built from ``EmptyVisualEffect``
/// with `offset`, `scaleEffect`, `rotationEffect`, `opacity`, `blur` and the colour effects.
public protocol VisualEffect: Sendable {
    /// The display effects, applied outermost first, for a view's frame (root coordinates).
    func _displayEffects(in frame: CGRect) -> [DisplayEffect]
}

/// The identity visual effect, as SwiftUI's `EmptyVisualEffect`: the start of a chain.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
    public func _displayEffects(in frame: CGRect) -> [DisplayEffect] { [] }
}

/// A visual effect followed by one more (what each `VisualEffect` method returns).
public struct _ChainedVisualEffect<Base: VisualEffect>: VisualEffect {
    let base: Base
    let next: @Sendable (CGRect) -> DisplayEffect?
    public func _displayEffects(in frame: CGRect) -> [DisplayEffect] {
        // A later modifier wraps the earlier ones, as view modifiers do: it comes first.
        (next(frame).map { [$0] } ?? []) + base._displayEffects(in: frame)
    }
}

extension VisualEffect {
    private func then(_ next: @escaping @Sendable (CGRect) -> DisplayEffect?) -> _ChainedVisualEffect<Self> {
        _ChainedVisualEffect(base: self, next: next)
    }

    private func transform(_ t: CGAffineTransform, anchor: UnitPoint) -> _ChainedVisualEffect<Self> {
        then { frame in
            let a = CGPoint(x: anchor.x * frame.width, y: anchor.y * frame.height)
            let m = CGAffineTransform(translationX: -a.x, y: -a.y).concatenating(t).concatenating(CGAffineTransform(translationX: a.x, y: a.y))
            return m == .identity ? nil : .transform(m.inRoot(of: frame))
        }
    }

    /// Moves the drawing by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect {
        transform(CGAffineTransform(translationX: offset.width, y: offset.height), anchor: .topLeading)
    }
    /// Moves the drawing by `x`, `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { offset(CGSize(width: x, height: y)) }
    /// Scales the drawing about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        transform(CGAffineTransform(scaleX: scale.width, y: scale.height), anchor: anchor)
    }
    /// Scales the drawing about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }
    /// Scales the drawing about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
    /// Rotates the drawing about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        transform(CGAffineTransform(rotationAngle: angle.radians), anchor: anchor)
    }
    /// Fades the drawing.
    public func opacity(_ opacity: Double) -> some VisualEffect { then { _ in opacity >= 1 ? nil : .opacity(max(0, opacity)) } }
    /// Blurs the drawing (σ = radius).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { then { _ in radius > 0 ? .blur(radius: radius) : nil } }
    /// Brightens the drawing.
    public func brightness(_ amount: Double) -> some VisualEffect { then { _ in .colorMatrix(.brightness(amount)) } }
    /// Changes the drawing's contrast.
    public func contrast(_ amount: Double) -> some VisualEffect { then { _ in .colorMatrix(.contrast(amount)) } }
    /// Changes the drawing's saturation.
    public func saturation(_ amount: Double) -> some VisualEffect { then { _ in .colorMatrix(.saturation(amount)) } }
    /// Greys the drawing.
    public func grayscale(_ amount: Double) -> some VisualEffect { then { _ in .colorMatrix(.grayscale(amount)) } }
    /// Rotates the drawing's hues.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { then { _ in .colorMatrix(.hueRotation(radians: angle.radians)) } }
}
