/// Collects display items while the laid-out node tree is walked.
struct DisplayListBuilder {
    var items: [DisplayItem] = []

    mutating func append(_ item: DisplayItem) { items.append(item) }

    /// Wraps whatever `body` appends in an effect.
    mutating func withEffect(_ effect: DisplayEffect, _ body: (inout DisplayListBuilder) -> Void) {
        var inner = DisplayListBuilder()
        body(&inner)
        guard !inner.items.isEmpty else { return }
        items.append(.effect(effect, inner.items))
    }
}
