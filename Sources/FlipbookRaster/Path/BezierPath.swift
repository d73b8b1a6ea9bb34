import CFlipbookKernels

/// A resolution-independent outline made of straight and curved segments, like SwiftUI's
/// `Path` or CoreGraphics' `CGPath`.
///
/// Coordinates are y-down (screen convention). A subpath starts with ``Element/move(_:)``;
/// drawing elements on an empty path, or after ``close()``, start a new subpath at the
/// current point, as CoreGraphics does.
public struct BezierPath: Sendable, Equatable {
    /// One element of a path.
    public enum Element: Sendable, Equatable {
        /// Starts a new subpath at the point.
        case move(Point)
        /// A straight segment to the point.
        case line(Point)
        /// A quadratic Bézier segment: control point, end point.
        case quad(Point, Point)
        /// A cubic Bézier segment: first control, second control, end point.
        case cubic(Point, Point, Point)
        /// Closes the current subpath with a straight segment back to its start.
        case close
    }

    /// The elements, in drawing order.
    public private(set) var elements: [Element]

    /// Where the current subpath started, and the current point (nil before the first move).
    private var subpathStart: Point?
    private var current: Point?
    /// Whether the last element is ``Element/close``, kept so that appending need not read
    /// `elements.last` (a generic call per element at -Onone, where snapshot tests run).
    private var endsWithClose = false

    /// An empty path.
    public init() { elements = [] }

    /// The outline StrokeEmit.c built (its verbs and points), with the state appending goes on
    /// from: one array filled through a raw pointer instead of an append per element (at
    /// -Onone each append is a generic call).
    init(_ o: FlipbookStrokeOutline) {
        let n = o.verbCount
        guard n > 0, o.failed == 0, let verbs = o.verbs, let xy = o.points else { elements = []; return }
        elements = [Element](unsafeUninitializedCapacity: n) { buf, count in
            let e = buf.baseAddress!
            var i = 0, k = 0
            while i < n {
                let q = xy + 2 * k
                switch verbs[i] {
                case 0: (e + i).initialize(to: .move(Point(q[0], q[1]))); k += 1
                case 1: (e + i).initialize(to: .line(Point(q[0], q[1]))); k += 1
                case 3: (e + i).initialize(to: .cubic(Point(q[0], q[1]), Point(q[2], q[3]), Point(q[4], q[5]))); k += 3
                default: (e + i).initialize(to: .close)
                }
                i += 1
            }
            count = n
        }
        if o.hasCurrent != 0 {
            current = Point(o.currentX, o.currentY)
            subpathStart = Point(o.startX, o.startY)
        }
        endsWithClose = o.endsWithClose != 0
    }

    /// Equality compares the drawn elements only.
    public static func == (l: BezierPath, r: BezierPath) -> Bool { l.elements == r.elements }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next segment starts from, if any.
    public var currentPoint: Point? { current }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: Point) {
        elements.append(.move(p))
        subpathStart = p
        current = p
        endsWithClose = false
    }

    /// Ensures a subpath is open before a drawing element: after `close()` the new subpath
    /// starts where the closed one started; on an empty path it starts at `fallback`.
    private mutating func beginIfNeeded(_ fallback: Point) {
        if current == nil {
            move(to: fallback)
        } else if endsWithClose {
            move(to: current!)
        }
    }

    /// A straight segment from the current point to `p`.
    public mutating func line(to p: Point) {
        beginIfNeeded(p)
        elements.append(.line(p))
        current = p
    }

    /// A quadratic Bézier segment from the current point to `p`.
    public mutating func quadCurve(to p: Point, control: Point) {
        beginIfNeeded(p)
        elements.append(.quad(control, p))
        current = p
    }

    /// A cubic Bézier segment from the current point to `p`.
    public mutating func curve(to p: Point, control1: Point, control2: Point) {
        beginIfNeeded(p)
        elements.append(.cubic(control1, control2, p))
        current = p
    }

    /// Closes the current subpath (a no-op when none is open).
    public mutating func close() {
        guard current != nil else { return }
        if endsWithClose { return }
        elements.append(.close)
        current = subpathStart
        endsWithClose = true
    }

    /// Moves the end point of the last move or line element (used by the stroker to trim an
    /// offset line where it crosses the next one).
    mutating func replaceLastPoint(_ p: Point) {
        guard let last = elements.last else { return }
        switch last {
        case .move:
            elements[elements.count - 1] = .move(p)
            subpathStart = p
        case .line:
            elements[elements.count - 1] = .line(p)
        default:
            line(to: p)
            return
        }
        current = p
    }

    /// Appends every element of `p`, mapped by `transform`.
    public mutating func addPath(_ p: BezierPath, transform: Transform2D = .identity) {
        for e in p.elements {
            switch e {
            case .move(let a): move(to: transform.apply(a))
            case .line(let a): line(to: transform.apply(a))
            case .quad(let c, let a): quadCurve(to: transform.apply(a), control: transform.apply(c))
            case .cubic(let c1, let c2, let a):
                curve(to: transform.apply(a), control1: transform.apply(c1), control2: transform.apply(c2))
            case .close: close()
            }
        }
    }

    /// The path with every point mapped by `t` (exact for Béziers: affine maps commute with them).
    ///
    /// Element by element, which is what replaying them through ``addPath(_:transform:)`` gives:
    /// a path's elements already start every subpath with a move. Written with a raw pointer
    /// because every transformed fill and stroke passes here and -Onone makes each generic
    /// `Array` call a runtime call.
    public func applying(_ t: Transform2D) -> BezierPath {
        var out = BezierPath()
        let n = elements.count
        guard n > 0 else { return out }
        out.elements = elements.withUnsafeBufferPointer { src in
            let s = src.baseAddress!
            return [Element](unsafeUninitializedCapacity: n) { dst, count in
                let d = dst.baseAddress!
                var i = 0
                while i < n {
                    switch s[i] {
                    case .move(let a): d[i] = .move(t.apply(a))
                    case .line(let a): d[i] = .line(t.apply(a))
                    case .quad(let c, let a): d[i] = .quad(t.apply(c), t.apply(a))
                    case .cubic(let c1, let c2, let a): d[i] = .cubic(t.apply(c1), t.apply(c2), t.apply(a))
                    case .close: d[i] = .close
                    }
                    i += 1
                }
                count = n
            }
        }
        out.subpathStart = subpathStart.map { t.apply($0) }
        out.current = current.map { t.apply($0) }
        out.endsWithClose = endsWithClose
        return out
    }
}
