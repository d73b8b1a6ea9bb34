import FlipbookRaster
import FlipbookText

/// `contentTransition(.numericText())` on the virtual clock: when a text's string changes
/// inside an animation, the characters that changed roll — the old ones slide up out of the
/// line, fading and blurring, while the new ones slide up into place from below (down, and
/// from above, when counting down). Characters are matched from the end of the string, as
/// digits of a number are. At rest, and in a still, the text is drawn exactly as without the
/// transition.
///
/// How far and how blurred the characters travel is an estimate from iOS screen recordings
/// (Apple documents neither): one line height, with a blur up to 15 % of the point size.
enum NumericTextTransition {
    /// What the transition remembers of a text between passes.
    final class State {
        var shown: String?
        var previous: String?
        var generation = 0
        var countsDown = false
        var lastValue: Double?
    }

    /// A node drawing `text` mid-roll, or `nil` when nothing rolls now.
    @MainActor static func node(_ text: Text, resolved: ResolvedText, countsDown: Bool?, value: Double?,
                                _ context: ResolveContext) -> ViewNode? {
        guard let graph = context.graph else { return nil }
        let state = graph.location(for: context.identity, name: "numericTextTransition", initial: State()).value
        let string = resolved.string
        if let shown = state.shown, shown != string {
            state.previous = shown
            state.generation += 1
            if let countsDown {
                state.countsDown = countsDown
            } else if let value, let last = state.lastValue {
                state.countsDown = value < last
            }
        }
        state.shown = string
        if let value { state.lastValue = value }
        let target = Double(state.generation)
        let shown = context.animated(target, key: "numericTextTransition")
        let progress = min(max(1 - (target - shown), 0), 1)
        guard progress < 1, let previous = state.previous, previous != string, text.runs.count == 1 else { return nil }
        var old = text
        old.runs[0].string = previous
        old.runs[0].source = nil
        let time = context.graph?.time ?? 0
        let oldResolved = ResolvedText(old, context.environment, now: TextSource.clockStart.addingTimeInterval(time))
        return ViewNode(identity: context.identity,
                        behavior: NumericTextBehavior(new: resolved, old: oldResolved, progress: progress, countsDown: state.countsDown),
                        environment: context.environment)
    }

    /// Character offsets of `a` and `b` that differ when the two strings are lined up at
    /// their ends (the digits of a number keep their place value).
    static func changed(_ a: String, _ b: String) -> (a: Set<Int>, b: Set<Int>) {
        let x = Array(a), y = Array(b)
        var ca = Set<Int>(), cb = Set<Int>()
        for k in 0..<max(x.count, y.count) {
            let i = x.count - 1 - k, j = y.count - 1 - k
            let xi = i >= 0 ? x[i] : nil, yj = j >= 0 ? y[j] : nil
            if xi != yj {
                if i >= 0 { ca.insert(i) }
                if j >= 0 { cb.insert(j) }
            }
        }
        return (ca, cb)
    }
}

/// A text mid-roll: the unchanged characters in place, the old changed ones leaving and the
/// new ones arriving. Sized as the new text.
struct NumericTextBehavior: NodeBehavior {
    let new: ResolvedText
    let old: ResolvedText
    let progress: Double
    let countsDown: Bool

    var debugName: String { "Text(\"\(new.string)\", rolling from \"\(old.string)\")" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize { new.size(proposal) }

    func placeChildren(in frame: CGRect, node: ViewNode) {}

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        let frame = node.frame
        guard let layout = new.layout(forFrame: frame.size) else { return }
        let oldLayout = old.layout(ProposedViewSize(width: frame.width, height: nil))
        let scale = Double(node.environment.displayScale)
        let paint = resolvePaint(new.runs.first?.style ?? AnyShapeStyle(ForegroundStyle()), in: node.environment, bounds: frame)
        let (oldChanged, newChanged) = NumericTextTransition.changed(old.string, new.string)
        let travel = layout.lines.first.map { $0.ascent + $0.descent } ?? Double(frame.height)
        let direction = countsDown ? -1.0 : 1.0
        let maxBlur = (new.font?.size ?? 17) * 0.15

        func draw(_ l: TextLayout, _ text: ResolvedText, characters: (Int) -> Bool, dy: Double, opacity: Double, blur: Double) {
            guard opacity > 0 else { return }
            let o = text.origin(of: l, in: frame.size)
            // Right-aligned against the new text, so matching digits line up.
            let dx = text === new ? 0 : (layout.size.width - l.size.width) + Double(new.origin(of: layout, in: frame.size).x - o.x)
            let origin = Point(Double(frame.minX + o.x) + dx, Double(frame.minY + o.y) + dy)
            let masks = l.glyphMasks(origin: origin, scale: scale).filter { characters(l.glyphs[$0.glyphIndex].characterIndex) }.map(\.mask)
            let mask = CoverageMask.union(masks)
            guard !mask.bounds.isEmpty else { return }
            let item = DisplayItem.mask(MaskItem(mask: mask, scale: CGFloat(scale), paint: opacity < 1 ? paint.withOpacity(Float(opacity)) : paint))
            if blur > 0.01 {
                list.withEffect(.blur(radius: CGFloat(blur))) { $0.append(item) }
            } else {
                list.append(item)
            }
        }
        let p = progress
        draw(layout, new, characters: { !newChanged.contains($0) }, dy: 0, opacity: 1, blur: 0)
        // Leaving: up (down when counting down), fading and blurring.
        if let oldLayout {
            draw(oldLayout, old, characters: { oldChanged.contains($0) }, dy: -direction * travel * p, opacity: 1 - p, blur: maxBlur * p)
        }
        // Arriving: from below (above when counting down).
        draw(layout, new, characters: { newChanged.contains($0) }, dy: direction * travel * (1 - p), opacity: p, blur: maxBlur * (1 - p))
    }
}
