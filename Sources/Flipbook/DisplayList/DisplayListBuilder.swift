/// Collects display items while the laid-out node tree is walked.
struct DisplayListBuilder {
    var items: [DisplayItem] = []

    mutating func append(_ item: DisplayItem) { items.append(item) }
}

/// One thing to draw, in root coordinates (points).
public enum DisplayItem: Equatable {
    /// A rectangle filled with a colour.
    case rect(CGRect, Color.Resolved)
}
