import Flipbook
import Foundation

/// A path built with UIKit's `UIBezierPath` API, for the SwiftUI shapes that make their
/// outline with it — above all the ubiquitous
///
///     Path(UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight],
///                       cornerRadii: CGSize(width: 16, height: 16)).cgPath)
///
/// Coordinates are UIKit's (y down), so `clockwise: true` draws clockwise on screen, as on
/// iOS. Rounded rectangles have the continuous corners iOS draws. The stroke and fill
/// settings (`lineWidth`, `usesEvenOddFillRule`, …) are kept for code that sets them; the path
/// is drawn by SwiftUI (`Path(bezier.cgPath)`), not by `fill()`/`stroke()` into a UIKit context.
open class UIBezierPath: @unchecked Sendable {
    /// The outline as a Core Graphics path (a copy; setting it replaces the outline).
    open var cgPath: CGPath {
        get { path.cgPath }
        set { path = Path(newValue) }
    }

    /// The outline.
    var path: Path

    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var flatness: CGFloat = 0.6
    open var usesEvenOddFillRule = false

    /// An empty path.
    public init() { path = Path() }

    /// The outline of a Core Graphics path.
    public init(cgPath: CGPath) { path = Path(cgPath) }

    /// A rectangle.
    public init(rect: CGRect) { path = Path(rect) }

    /// The ellipse inscribed in `rect`.
    public init(ovalIn rect: CGRect) { path = Path(ellipseIn: rect) }

    /// A rectangle with continuous corners of `cornerRadius` (at most half the shorter side).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let r = UIBezierPath.clampedRadius(cornerRadius, in: rect)
        path = Path(roundedRect: rect, cornerRadius: r, style: .continuous)
    }

    /// A rectangle with continuous corners of `cornerRadii.width` on the corners named in
    /// `corners` and square ones elsewhere (iOS uses the width of `cornerRadii` for both
    /// directions, at most half the shorter side).
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = UIBezierPath.clampedRadius(cornerRadii.width, in: rect)
        let shape = UnevenRoundedRectangle(topLeadingRadius: corners.contains(.topLeft) ? r : 0,
                                           bottomLeadingRadius: corners.contains(.bottomLeft) ? r : 0,
                                           bottomTrailingRadius: corners.contains(.bottomRight) ? r : 0,
                                           topTrailingRadius: corners.contains(.topRight) ? r : 0,
                                           style: .continuous)
        path = shape.path(in: rect.standardized)
    }

    /// An arc of a circle; angles in radians from the positive x axis, `clockwise` as seen on
    /// screen.
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path = Path()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    static func clampedRadius(_ radius: CGFloat, in rect: CGRect) -> CGFloat {
        let r = rect.standardized
        return max(0, min(radius, min(r.width, r.height) / 2))
    }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// An arc, joined to the current point by a line as UIKit does; `clockwise` as seen on
    /// screen (SwiftUI's `Path` counts it the other way in y-down coordinates).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle),
                    clockwise: !clockwise)
    }

    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = Path() }
    open func append(_ other: UIBezierPath) { path.addPath(other.path) }
    open func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }

    /// The rectangle holding the path's points, control points included (as UIKit).
    open var bounds: CGRect { path.isEmpty ? .zero : cgPath.boundingBox }
    open var currentPoint: CGPoint { path.currentPoint ?? .zero }
    open var isEmpty: Bool { path.isEmpty }
    open func contains(_ point: CGPoint) -> Bool { path.contains(point, eoFill: usesEvenOddFillRule) }

    /// A copy.
    open func copy() -> Any {
        let c = UIBezierPath(cgPath: cgPath)
        c.lineWidth = lineWidth; c.lineCapStyle = lineCapStyle; c.lineJoinStyle = lineJoinStyle
        c.miterLimit = miterLimit; c.flatness = flatness; c.usesEvenOddFillRule = usesEvenOddFillRule
        return c
    }
}

/// The corners of a rectangle, as UIKit's `UIRectCorner` (left and right, not leading and
/// trailing).
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
