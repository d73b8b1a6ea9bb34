/// Collects display items while the laid-out node tree is walked.
package struct DisplayListBuilder {
    package init() {}
    package var items: [DisplayItem] = []

    mutating package func append(_ item: DisplayItem) { items.append(item) }

    /// Wraps whatever `body` appends in an effect.
    ///
    /// A transform with a NaN or infinite entry (a scale of `.nan`, a `GeometryEffect` that
    /// divides by a zero size) maps the content nowhere: the content is left out here, once
    /// per effect, so no non-finite coordinate reaches the rasteriser.
    mutating package func withEffect(_ effect: DisplayEffect, _ body: (inout DisplayListBuilder) -> Void) {
        switch effect {
        case .transform(let t) where !t.isFinite: return
        case .projection(let p) where !p.isFinite: return
        // A shadow with a NaN or infinite radius or offset is no shadow; the content draws.
        case .shadow(_, let r, let x, let y) where !(r.isFinite && x.isFinite && y.isFinite): return body(&self)
        default: break
        }
        var inner = DisplayListBuilder()
        body(&inner)
        guard !inner.items.isEmpty else { return }
        items.append(.effect(effect, inner.items))
    }
}
