/// A validated dash pattern and the splitting of stroke pieces into dashes by arc length.
struct DashPattern {
    let intervals: [Double]
    let total: Double
    let startIndex: Int
    let startRemaining: Double

    /// Nil (solid stroke) for an empty, negative, non-finite or all-zero pattern.
    init?(_ dash: [Double], phase: Double) {
        guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        let iv = dash.count % 2 == 1 ? dash + dash : dash
        let total = iv.reduce(0, +)
        guard total > 0, total.isFinite else { return nil }
        intervals = iv
        self.total = total
        // Phase: how far into the pattern the first subpath begins (negative phases wrap).
        var offset = phase.isFinite ? phase.truncatingRemainder(dividingBy: total) : 0
        if offset < 0 { offset += total }
        var i = 0
        while offset > 0 && offset >= iv[i] {
            offset -= iv[i]
            i = (i + 1) % iv.count
        }
        // Land inside interval i with `remaining` left of it.
        startIndex = i
        startRemaining = iv[i] - offset
    }

    /// The "on" parts of `piece`, each restarting the pattern per subpath as CoreGraphics does.
    /// On a closed piece, a dash running through the start point is kept whole (the last dash
    /// continues into the first), so it gets a proper join instead of two caps.
    ///
    /// `visible`: segments wholly outside it advance the pattern by their length without making
    /// dashes (a dash cut there ends and starts where its cap cannot be seen). WHY: a 0.05-point
    /// dash around a 1,000,000-point frame is 80 million dashes, nearly all off the canvas.
    func split(_ piece: StrokePiece, visible: Rect? = nil) -> [StrokePiece] {
        var pts = piece.points, smooth = piece.smooth
        if piece.isClosed, let first = pts.first {
            pts.append(first); smooth.append(smooth[0])
        }
        guard pts.count > 1 else { return [piece] }
        var dashes: [StrokePiece] = []
        var index = startIndex
        var remaining = startRemaining
        var on = index % 2 == 0
        var current: StrokePiece? = on ? StrokePiece(points: [pts[0]], smooth: [false], isClosed: false) : nil
        let startsOn = on
        for s in 0..<(pts.count - 1) {
            let a = pts[s], b = pts[s + 1]
            let d = b - a
            let len = d.length
            let dir = unit(d)
            if let v = visible, a.x < v.minX && b.x < v.minX || a.x > v.maxX && b.x > v.maxX
                || a.y < v.minY && b.y < v.minY || a.y > v.maxY && b.y > v.maxY {
                var left = len
                if left > remaining {
                    if on { finish(&current, &dashes, dir) }
                    left -= remaining
                    on.toggle(); index = (index + 1) % intervals.count; remaining = intervals[index]
                    // Whole patterns (an even number of intervals) leave the state as it was.
                    left = left.truncatingRemainder(dividingBy: total)
                    while left > remaining {
                        left -= remaining
                        on.toggle(); index = (index + 1) % intervals.count; remaining = intervals[index]
                    }
                    remaining -= left
                    if on { current = StrokePiece(points: [b], smooth: [false], isClosed: false, dotDirection: dir) }
                } else {
                    remaining -= left
                    if on { current!.points.append(b); current!.smooth.append(false) }
                }
                continue
            }
            var pos = 0.0
            while len - pos > remaining {
                pos += remaining
                let p = a + d * (pos / len)
                if on {
                    current!.points.append(p); current!.smooth.append(false)
                    finish(&current, &dashes, dir)
                } else {
                    current = StrokePiece(points: [p], smooth: [false], isClosed: false, dotDirection: dir)
                }
                on.toggle()
                index = (index + 1) % intervals.count
                remaining = intervals[index]
            }
            remaining -= len - pos
            if on {
                current!.points.append(b)
                current!.smooth.append(s + 1 < smooth.count ? smooth[s + 1] : false)
                current!.dotDirection = dir
            }
        }
        if on, var last = current {
            last.smooth[last.smooth.count - 1] = false
            if piece.isClosed && startsOn && !dashes.isEmpty && dashes[0].points.first == pts[0] {
                // Join the dash that runs through the start point.
                var first = dashes.removeFirst()
                first.smooth[0] = smooth[0]
                last.points.removeLast(); last.smooth.removeLast()
                last.points += first.points; last.smooth += first.smooth
                dashes.append(Self.deduplicated(last))
            } else if piece.isClosed && startsOn && dashes.isEmpty {
                // The pattern never switched off: the whole closed piece is one dash.
                return [piece]
            } else {
                dashes.append(Self.deduplicated(last))
            }
        }
        return dashes
    }

    private func finish(_ current: inout StrokePiece?, _ dashes: inout [StrokePiece], _ dir: Point) {
        guard var c = current else { return }
        c.dotDirection = dir
        dashes.append(Self.deduplicated(c))
        current = nil
    }

    /// Removes coincident points created at cut positions (a dash ending on a vertex).
    static func deduplicated(_ p: StrokePiece) -> StrokePiece {
        var out = StrokePiece(points: [], smooth: [], isClosed: false, dotDirection: p.dotDirection)
        for (i, q) in p.points.enumerated() {
            if let l = out.points.last, Stroker.isSame(l, q) { continue }
            out.points.append(q); out.smooth.append(p.smooth[i])
        }
        if !out.smooth.isEmpty { out.smooth[0] = false; out.smooth[out.smooth.count - 1] = false }
        return out
    }
}
