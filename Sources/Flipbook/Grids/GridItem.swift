/// One column of a ``LazyVGrid`` (or row of a ``LazyHGrid``), as SwiftUI's `GridItem`.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { … }
/// LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.flexible())]) { … }
/// ```
public struct GridItem: Sendable {
    /// How the item is sized.
    public enum Size: Sendable {
        /// Exactly this long.
        case fixed(CGFloat)
        /// A share of the space the fixed items leave, kept between the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks as fit in its share, each at least `minimum` long.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    /// The size.
    public var size: Size
    /// Space after this item (`nil`: 8 pt).
    public var spacing: CGFloat?
    /// Where cells sit in this item's tracks (`nil`: the grid's alignment).
    public var alignment: Alignment?

    /// An item.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing.flatMap { $0.isFinite ? max(0, $0) : nil }
        self.alignment = alignment
    }
}

/// A resolved track of a lazy grid: a column of a `LazyVGrid`, a row of a `LazyHGrid`.
struct GridTrack: Equatable {
    var length: CGFloat
    /// Space after it (unused after the last track).
    var spacing: CGFloat
    var alignment: Alignment?
}

extension GridItem {
    static let defaultSpacing: CGFloat = 8

    /// The tracks `items` make in `available` points: fixed items take their size; the
    /// others share the rest equally, each kept within its bounds (an item clamped gives its
    /// surplus or debt back to the others); an adaptive item then fills its share with as
    /// many tracks of at least its minimum as fit, spaced by its spacing, the same length
    /// each (at most its maximum).
    static func tracks(_ items: [GridItem], available: CGFloat) -> [GridTrack] {
        guard !items.isEmpty else { return [] }
        func clean(_ v: CGFloat, _ fallback: CGFloat) -> CGFloat { v.isNaN ? fallback : max(0, v) }
        let spacings = items.map { $0.spacing ?? defaultSpacing }
        var remaining = clean(available, 0) - spacings.dropLast().reduce(0, +)
        var lengths = [CGFloat?](repeating: nil, count: items.count)
        for (i, item) in items.enumerated() {
            if case .fixed(let l) = item.size { lengths[i] = clean(l, 0).isFinite ? clean(l, 0) : 0; remaining -= lengths[i]! }
        }
        func bounds(_ item: GridItem) -> (CGFloat, CGFloat) {
            switch item.size {
            case .fixed(let l): return (l, l)
            case .flexible(let lo, let hi), .adaptive(let lo, let hi):
                let low = clean(lo, 10).isFinite ? clean(lo, 10) : 10
                return (low, max(low, clean(hi, .infinity)))
            }
        }
        var open = items.indices.filter { lengths[$0] == nil }
        while !open.isEmpty {
            let share = max(0, remaining) / CGFloat(open.count)
            let clamped = open.filter { let (lo, hi) = bounds(items[$0]); return share < lo || share > hi }
            if clamped.isEmpty {
                for i in open { lengths[i] = share }
                break
            }
            for i in clamped {
                let (lo, hi) = bounds(items[i])
                lengths[i] = min(max(share, lo), hi)
                remaining -= lengths[i]!
            }
            open.removeAll { clamped.contains($0) }
        }
        var tracks: [GridTrack] = []
        for (i, item) in items.enumerated() {
            let length = lengths[i] ?? 0
            if case .adaptive(let lo, let hi) = item.size {
                let minimum = max(1, clean(lo, 10).isFinite ? clean(lo, 10) : 10)
                let s = spacings[i]
                let count = max(1, Int(((length + s) / (minimum + s)).rounded(.down)))
                let each = min(max(0, (length - CGFloat(count - 1) * s) / CGFloat(count)), max(minimum, clean(hi, .infinity)))
                for k in 0..<count { tracks.append(GridTrack(length: each, spacing: k == count - 1 ? s : s, alignment: item.alignment)) }
            } else {
                tracks.append(GridTrack(length: length, spacing: spacings[i], alignment: item.alignment))
            }
        }
        return tracks
    }

    /// The length the items want when nothing is offered: fixed sizes and minimums.
    static func idealLength(_ items: [GridItem]) -> CGFloat {
        items.enumerated().reduce(0) { sum, e in
            let l: CGFloat
            switch e.element.size {
            case .fixed(let v): l = v.isFinite ? max(0, v) : 0
            case .flexible(let lo, _), .adaptive(let lo, _): l = lo.isFinite ? max(0, lo) : 10
            }
            return sum + l + (e.offset < items.count - 1 ? (e.element.spacing ?? defaultSpacing) : 0)
        }
    }
}
