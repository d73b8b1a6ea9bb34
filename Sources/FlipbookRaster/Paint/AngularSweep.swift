/// Maps a direction about an angular gradient's centre to a gradient location.
///
/// Angles run from +x, increasing clockwise on a y-down screen (SwiftUI's `AngularGradient`
/// and Skia's sweep gradient agree). Between `start` and `end` the location rises 0 → 1.
/// Outside that range the colours are clamped as SwiftUI documents: the missing part of the
/// circle is split halfway, the half after `end` holding location 1 and the half before
/// `start` location 0. A sweep longer than a full turn shows only its last turn (the turn
/// ending at `end`). `end < start` sweeps counter-clockwise.
struct AngularSweep {
    /// Start, in turns within 0..<1, after mirroring for counter-clockwise sweeps.
    let start: Float
    /// Sweep length in turns (≥ 0, or NaN for non-finite input).
    let span: Float
    /// −1 when the sweep runs counter-clockwise (angles are mirrored), else +1.
    let direction: Float
    /// Where the last complete turn begins, in turns after `start` (used when span ≥ 1).
    let lastTurnStart: Float

    init(start: Double, end: Double) {
        let turn = 2 * Double.pi
        var s = start / turn, e = end / turn
        if e < s { s = -s; e = -e; direction = -1 } else { direction = 1 }
        span = Float(e - s)
        let f = s - s.rounded(.down)
        self.start = f.isFinite ? Float(f) : 0
        let over = (e - s) - (e - s).rounded(.down)
        lastTurnStart = over.isFinite ? Float(over) : 0
    }

    /// Gradient location (0…1) of a direction given in turns from +x (0..<1).
    @inline(__always) func location(ofTurn turn: Float) -> Float {
        // Both terms lie in 0..<1, so one conditional add wraps into 0..<1 (no floor call).
        var a = (direction < 0 ? 1 - turn : turn) - start
        if a < 0 { a += 1 }
        if span >= 1 {
            // Last complete turn: it begins one turn before `end`.
            var fromEnd = a - lastTurnStart
            if fromEnd < 0 { fromEnd += 1 }
            return (span - 1 + fromEnd) / span
        }
        if a <= span && span > 0 { return a / span }
        if !(span >= 0) { return 0 }
        return a - span < (1 - span) / 2 ? 1 : 0
    }

    /// atan2(y, x) in turns, 0..<1, clockwise on a y-down screen; 0 at the centre itself.
    /// Skia's 7th-degree minimax polynomial (error ≈ 1e-5 turns), branch-free in spirit and
    /// much cheaper than `atan2`.
    @inline(__always) static func unitAngle(x: Float, y: Float) -> Float {
        let ax = abs(x), ay = abs(y)
        let slope = min(ax, ay) / max(ax, ay)
        let s = slope * slope
        var phi = slope * (0.15912117063999176025390625 + s * (-5.185396969318389892578125e-2
            + s * (2.476101927459239959716796875e-2 + s * (-7.0547382347285747528076171875e-3))))
        if ax < ay { phi = 0.25 - phi }
        if x < 0 { phi = 0.5 - phi }
        if y < 0 { phi = 1 - phi }
        return phi.isNaN ? 0 : phi
    }
}
