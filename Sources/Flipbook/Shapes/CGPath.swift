import FlipbookCore

/// An immutable path, as Core Graphics' `CGPath`: what `Path(_:)` takes and `Path.cgPath`
/// gives, and what UIKit's `UIBezierPath.cgPath` hands to SwiftUI in the common
/// `Path(UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:).cgPath)` idiom.
///
/// Angles are in radians and `clockwise` has Core Graphics' meaning, as in SwiftUI's
/// `Path.addArc` (true draws counter-clockwise on a y-down screen). Rounded rectangles made
/// here have circular corners, as Core Graphics draws them.
public class CGPath: @unchecked Sendable, Equatable {
    /// The outline, in Flipbook's `Path` form. A class, as Core Graphics' is; only
    /// ``CGMutablePath`` changes it, and like Core Graphics' paths it is not meant to be
    /// changed from two threads at once.
    var path: Path

    init(path: Path) { self.path = path }

    /// A rectangle, transformed by `transform` when one is given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(rect).applying(transform?.pointee ?? .identity))
    }

    /// The ellipse inscribed in `rect`, transformed by `transform` when one is given.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(ellipseIn: rect).applying(transform?.pointee ?? .identity))
    }

    /// A rectangle with circular corners of `cornerWidth` by `cornerHeight`.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let corner = CGSize(width: max(0, cornerWidth), height: max(0, cornerHeight))
        self.init(path: Path(roundedRect: rect, cornerSize: corner, style: .circular)
            .applying(transform?.pointee ?? .identity))
    }

    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        path.forEach { element in
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var box = CGRect(origin: first, size: .zero)
        for p in points.dropFirst() { box = box.union(CGRect(origin: p, size: .zero)) }
        return box
    }

    /// The smallest rectangle holding the path's curves (control points left out).
    public var boundingBoxOfPath: CGRect { path.isEmpty ? .null : path.boundingRect }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// The end of the last segment, or `.zero` for an empty path (as Core Graphics).
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(path: path) }

    /// An immutable copy transformed by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path: path.applying(transform?.pointee ?? .identity))
    }

    /// A copy that can be changed.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }

    /// Whether `point` is inside the path under the even-odd or non-zero rule.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        path.applying(transform).contains(point, eoFill: rule == .evenOdd)
    }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }
}

/// How a path's inside is decided, as Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}

/// A path that can be built up, as Core Graphics' `CGMutablePath`. Each method takes the
/// optional `transform` Core Graphics takes, applied to what it adds.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(path: Path()) }

    override init(path: Path) { super.init(path: path) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        path.addLines(points.map { $0.applying(transform) })
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform), control1: control1.applying(transform),
                      control2: control2.applying(transform))
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addRect(rect, transform: transform)
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        path.addRects(rects, transform: transform)
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addEllipse(in: rect, transform: transform)
    }

    /// A rectangle with circular corners, as Core Graphics draws it.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let corner = CGSize(width: max(0, cornerWidth), height: max(0, cornerHeight))
        path.addPath(Path(roundedRect: rect, cornerSize: corner, style: .circular), transform: transform)
    }

    /// An arc; angles in radians, `clockwise` in Core Graphics' (and SwiftUI `Path`'s) sense.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        path.addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle),
                    clockwise: clockwise, transform: transform)
    }

    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
    }

    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.addPath(other.path, transform: transform)
    }

    public func closeSubpath() { path.closeSubpath() }
}
