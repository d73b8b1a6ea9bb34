import FlipbookRaster

/// The outline of a 2D shape, as SwiftUI's `Path`.
public struct Path: Equatable, Sendable {
    var storage: BezierPath

    public init() { storage = BezierPath() }
    init(_ storage: BezierPath) { self.storage = storage }
    public init(_ rect: CGRect) { storage = .rect(Rect(rect)) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        storage = .roundedRect(Rect(rect), cornerRadius: cornerRadius, style: style.raster)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        storage = .roundedRect(Rect(rect), cornerSize: Size(cornerSize.width, cornerSize.height), style: style.raster)
    }
    public init(ellipseIn rect: CGRect) { storage = .ellipse(in: Rect(rect)) }
    /// A path built by a closure, as `Path { p in p.move(to: …) }`.
    public init(_ build: (inout Path) -> Void) {
        self.init()
        build(&self)
    }

    public var isEmpty: Bool { storage.isEmpty }
    /// The tight bounds of the path's curves.
    public var boundingRect: CGRect { CGRect(storage.bounds) }

    public mutating func move(to p: CGPoint) { storage.move(to: Point(p)) }
    public mutating func addLine(to p: CGPoint) { storage.line(to: Point(p)) }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { storage.quadCurve(to: Point(p), control: Point(control)) }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        storage.curve(to: Point(p), control1: Point(control1), control2: Point(control2))
    }
    /// An arc; `clockwise` is in SwiftUI's flipped sense (true draws counter-clockwise on a
    /// y-down screen), exactly as SwiftUI's `Path.addArc`.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        var arc = BezierPath()
        arc.addArc(center: Point(center), radius: radius, startAngle: startAngle.radians, endAngle: endAngle.radians,
                   clockwise: clockwise)
        appendContinuing(arc, transform: transform)
    }
    public mutating func closeSubpath() { storage.close() }
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        storage.addPath(.rect(Rect(rect)), transform: Transform2D(transform))
    }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        storage.addPath(.roundedRect(Rect(rect), cornerSize: Size(cornerSize.width, cornerSize.height), style: style.raster))
    }
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        storage.addPath(.ellipse(in: Rect(rect)), transform: Transform2D(transform))
    }
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        storage.addPath(path.storage, transform: Transform2D(transform))
    }

    public func applying(_ t: CGAffineTransform) -> Path { Path(storage.applying(Transform2D(t))) }
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }
}

extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}

/// Corner shapes of rounded rectangles, as SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Sendable, Hashable {
    /// Quarter circles.
    case circular
    /// Apple's continuous-curvature "squircle" corners (SwiftUI's default since iOS 17).
    case continuous

    var raster: CornerStyle { self == .circular ? .circular : .continuous }
}

