import Foundation
import FlipbookRaster

/// SVG path data (`d`): M L H V C S Q T A Z, absolute and relative, with the grammar's
/// shorthands (implicit repeats, `1.5.5`, `-1-2`, arc flags without separators). Elliptical
/// arcs become cubic Béziers (at most 90° each). A malformed command ends the path there, as
/// SVG renderers do ("render up to the error"), and is not an error.
enum SVGPathData {
    static func parse(_ d: String) throws(VectorImageError) -> BezierPath {
        var s = Scanner(Array(d.utf8))
        var path = BezierPath()
        var current = Point(0, 0), start = Point(0, 0)
        var lastControl: Point?   // for S/s and T/t reflections
        var lastWasCubic = false, lastWasQuad = false
        var command: UInt8 = 0
        var count = 0
        while true {
            s.skipSeparators()
            guard !s.atEnd else { break }
            if let c = s.command() {
                command = c
            } else if command == 0 || command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                break  // numbers with no command: the error point
            } else if command == UInt8(ascii: "M") {
                command = UInt8(ascii: "L")  // coordinates after a moveto are linetos
            } else if command == UInt8(ascii: "m") {
                command = UInt8(ascii: "l")
            }
            count += 1
            guard count <= VectorImage.maxPoints else { throw VectorImageError("path data with more than \(VectorImage.maxPoints) commands") }
            let relative = command >= UInt8(ascii: "a")
            let base = relative ? current : Point(0, 0)
            func point() throws(VectorImageError) -> Point? {
                guard let x = try s.number(), let y = try s.number() else { return nil }
                return Point(base.x + x, base.y + y)
            }
            var cubic = false, quad = false
            switch command | 0x20 {  // lower case
            case UInt8(ascii: "m"):
                guard let p = try point() else { return path }
                path.move(to: p); current = p; start = p
            case UInt8(ascii: "l"):
                guard let p = try point() else { return path }
                path.line(to: p); current = p
            case UInt8(ascii: "h"):
                guard let x = try s.number() else { return path }
                current = Point(relative ? current.x + x : x, current.y); path.line(to: current)
            case UInt8(ascii: "v"):
                guard let y = try s.number() else { return path }
                current = Point(current.x, relative ? current.y + y : y); path.line(to: current)
            case UInt8(ascii: "c"):
                guard let c1 = try point(), let c2 = try point(), let p = try point() else { return path }
                path.curve(to: p, control1: c1, control2: c2)
                lastControl = c2; current = p; cubic = true
            case UInt8(ascii: "s"):
                guard let c2 = try point(), let p = try point() else { return path }
                let c1 = lastWasCubic ? reflect(lastControl!, about: current) : current
                path.curve(to: p, control1: c1, control2: c2)
                lastControl = c2; current = p; cubic = true
            case UInt8(ascii: "q"):
                guard let c = try point(), let p = try point() else { return path }
                path.quadCurve(to: p, control: c)
                lastControl = c; current = p; quad = true
            case UInt8(ascii: "t"):
                guard let p = try point() else { return path }
                let c = lastWasQuad ? reflect(lastControl!, about: current) : current
                path.quadCurve(to: p, control: c)
                lastControl = c; current = p; quad = true
            case UInt8(ascii: "a"):
                guard let rx = try s.number(), let ry = try s.number(), let angle = try s.number(),
                      let large = s.flag(), let sweep = s.flag(), let p = try point() else { return path }
                arc(&path, from: current, to: p, rx: rx, ry: ry, degrees: angle, large: large, sweep: sweep)
                current = p
            case UInt8(ascii: "z"):
                path.close(); current = start
            default:
                return path
            }
            lastWasCubic = cubic
            lastWasQuad = quad
        }
        return path
    }

    static func reflect(_ p: Point, about c: Point) -> Point { Point(2 * c.x - p.x, 2 * c.y - p.y) }

    /// SVG's endpoint arc (implementation notes F.6.5–F.6.6) as cubic Béziers.
    static func arc(_ path: inout BezierPath, from p0: Point, to p1: Point, rx rxIn: Double, ry ryIn: Double,
                    degrees: Double, large: Bool, sweep: Bool) {
        var rx = abs(rxIn), ry = abs(ryIn)
        guard p0 != p1 else { return }
        guard rx > 0, ry > 0, rx.isFinite, ry.isFinite, degrees.isFinite else { path.line(to: p1); return }
        let phi = degrees * .pi / 180
        let cosP = cos(phi), sinP = sin(phi)
        let dx = (p0.x - p1.x) / 2, dy = (p0.y - p1.y) / 2
        let x1 = cosP * dx + sinP * dy, y1 = -sinP * dx + cosP * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var k = den > 0 ? (max(0, num) / den).squareRoot() : 0
        if large == sweep { k = -k }
        let cx1 = k * rx * y1 / ry, cy1 = -k * ry * x1 / rx
        let cx = cosP * cx1 - sinP * cy1 + (p0.x + p1.x) / 2
        let cy = sinP * cx1 + cosP * cy1 + (p0.y + p1.y) / 2
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        let segments = max(1, Int((abs(delta) / (.pi / 2)).rounded(.up)))
        let step = delta / Double(segments)
        let alpha = 4.0 / 3.0 * tan(step / 4)
        func onEllipse(_ t: Double) -> (Point, Point) {  // point and derivative
            let ct = cos(t), st = sin(t)
            let p = Point(cx + rx * cosP * ct - ry * sinP * st, cy + rx * sinP * ct + ry * cosP * st)
            let d = Point(-rx * cosP * st - ry * sinP * ct, -rx * sinP * st + ry * cosP * ct)
            return (p, d)
        }
        var t = theta1
        var (a, da) = onEllipse(t)
        for i in 0..<segments {
            t += step
            var (b, db) = onEllipse(t)
            if i == segments - 1 { b = p1 }
            path.curve(to: b, control1: Point(a.x + alpha * da.x, a.y + alpha * da.y),
                       control2: Point(b.x - alpha * db.x, b.y - alpha * db.y))
            a = b; da = db
        }
    }

    /// Numbers, flags and commands of path data and number lists.
    struct Scanner {
        let bytes: [UInt8]
        var i = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { i >= bytes.count }

        mutating func skipSeparators() {
            while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ",")].contains(bytes[i]) { i += 1 }
        }

        /// A command letter, if one is next.
        mutating func command() -> UInt8? {
            guard i < bytes.count else { return nil }
            let b = bytes[i] | 0x20
            guard "mlhvcsqtaz".utf8.contains(b) else { return nil }
            defer { i += 1 }
            return bytes[i]
        }

        /// An arc flag: a single 0 or 1, separators optional.
        mutating func flag() -> Bool? {
            skipSeparators()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "0") || bytes[i] == UInt8(ascii: "1") else { return nil }
            defer { i += 1 }
            return bytes[i] == UInt8(ascii: "1")
        }

        /// The next number, or `nil` if none is next (a command letter, the end, garbage).
        mutating func number() throws(VectorImageError) -> Double? {
            skipSeparators()
            let start = i
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            var digits = 0, dot = false
            while i < bytes.count {
                let b = bytes[i]
                if b >= 0x30 && b <= 0x39 { digits += 1 } else if b == UInt8(ascii: "."), !dot { dot = true } else { break }
                i += 1
            }
            guard digits > 0 else { i = start; return nil }
            if i < bytes.count, bytes[i] | 0x20 == UInt8(ascii: "e") {
                var j = i + 1
                if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
                var expDigits = 0
                while j < bytes.count, bytes[j] >= 0x30 && bytes[j] <= 0x39 { j += 1; expDigits += 1 }
                if expDigits > 0 { i = j }
            }
            guard i - start <= 64, let v = Double(String(decoding: bytes[start..<i], as: UTF8.self)), v.isFinite,
                  abs(v) <= 1e9 else {
                throw VectorImageError("the number \"\(String(decoding: bytes[start..<min(i, start + 20)], as: UTF8.self))\" is not a finite coordinate within ±1e9")
            }
            return v
        }
    }
}
