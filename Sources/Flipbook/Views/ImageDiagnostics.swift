import FlipbookCore

/// A call on an ``Image`` that is not drawn as iOS draws it.
struct ImageCallNotDrawn: Equatable, Sendable {
    var call: String
    var message: String
}

extension Image {
    /// The image as its initialiser reads, for diagnostics: `Image("tile")`,
    /// `Image(systemName: "star")`, `Image(…)` for pixels.
    var diagnosticName: String {
        switch source {
        case .symbol(let name): return "Image(systemName: \"\(name)\")"
        case .asset(_, let name): return "Image(\"\(name)\")"
        case .bitmap: return "Image(…)"
        }
    }
}
