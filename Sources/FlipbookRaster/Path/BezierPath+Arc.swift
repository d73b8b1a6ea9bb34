#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension BezierPath {
    /// Adds a circular arc, as SwiftUI's `Path.addArc(center:radius:startAngle:endAngle:clockwise:)`.
    ///
    /// Angles are in radians, measured from the +x axis towards +y, so on a y-down screen a
    /// growing angle turns clockwise. `clockwise` follows CoreGraphics and SwiftUI, whose sense
    /// is defined in a y-up frame: `clockwise: false` sweeps with *increasing* angle (clockwise
    /// as seen on the y-down screen), `clockwise: true` with decreasing angle. A sweep of 2π or
    /// more draws a full circle. When a subpath is open a straight line joins the current point
    /// to the arc's start; otherwise the arc starts a new subpath.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite, radius >= 0 else { return }
        var sweep = endAngle - startAngle
        let full = 2 * Double.pi
        if !clockwise {
            if sweep >= full { sweep = full } else { while sweep < 0 { sweep += full } }
        } else {
            if sweep <= -full { sweep = -full } else { while sweep > 0 { sweep -= full } }
        }
        let start = Point(center.x + radius * cos(startAngle), center.y + radius * sin(startAngle))
        if currentPoint == nil || isClosedAtEnd { move(to: start) } else { line(to: start) }
        appendArcCurves(center: center, radius: radius, startAngle: startAngle, sweep: sweep)
    }

    private var isClosedAtEnd: Bool {
        if case .close? = elements.last { return true }
        return false
    }

    /// Appends cubic segments approximating the arc from the current point (which must be the
    /// arc's start), at most a quarter turn per cubic (radial error < 2.7e-4 · radius).
    mutating func appendArcCurves(center: Point, radius: Double, startAngle: Double, sweep: Double) {
        guard sweep != 0, radius > 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        // Control distance for a circular arc of angle `step`: 4/3 · tan(step / 4).
        let k = 4.0 / 3.0 * tan(step / 4)
        var a0 = startAngle
        for i in 0..<pieces {
            let a1 = i == pieces - 1 ? startAngle + sweep : a0 + step
            let c0 = cos(a0), s0 = sin(a0), c1 = cos(a1), s1 = sin(a1)
            let p0 = Point(center.x + radius * c0, center.y + radius * s0)
            let p1 = Point(center.x + radius * c1, center.y + radius * s1)
            curve(to: p1,
                  control1: Point(p0.x - k * radius * s0, p0.y + k * radius * c0),
                  control2: Point(p1.x + k * radius * s1, p1.y - k * radius * c1))
            a0 = a1
        }
    }
}
