import FlipbookRaster

/// A rectangle filling its frame, as SwiftUI's `Rectangle`.
public struct Rectangle: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Rectangle { var c = self; c.insetAmount += amount; return c }
}

/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle` (continuous corners by
/// default, as in the iOS 17 SDK).
public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// The corner size animates.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(cornerSize.width, cornerSize.height) }
        set { cornerSize = CGSize(width: newValue.first, height: newValue.second) }
    }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius); self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize; self.style = style
    }
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let cs = CGSize(width: max(0, cornerSize.width - insetAmount), height: max(0, cornerSize.height - insetAmount))
        return Path(roundedRect: r, cornerSize: cs, style: style)
    }
    public func inset(by amount: CGFloat) -> RoundedRectangle { var c = self; c.insetAmount += amount; return c }
}

/// A capsule (rounded ends of radius half the shorter side), as SwiftUI's `Capsule`.
public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        Path(.capsule(in: Rect(rect.insetBy(dx: insetAmount, dy: insetAmount)), style: style.raster))
    }
    public func inset(by amount: CGFloat) -> Capsule { var c = self; c.insetAmount += amount; return c }
}

/// A circle of the frame's smaller side, centred, as SwiftUI's `Circle`. Since iOS 17 it also
/// sizes itself as a square.
public struct Circle: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height) - 2 * insetAmount
        guard d > 0 else { return Path() }
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let s = proposal.replacingUnspecifiedDimensions()
        let side = min(s.width, s.height)
        return CGSize(width: side, height: side)
    }
    public func inset(by amount: CGFloat) -> Circle { var c = self; c.insetAmount += amount; return c }
}

/// An ellipse filling its frame, as SwiftUI's `Ellipse`.
public struct Ellipse: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Ellipse { var c = self; c.insetAmount += amount; return c }
}
