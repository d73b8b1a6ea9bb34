/// SwiftUI's `TextAlignment`: how lines of a multiline text sit within its width.
public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
    case leading, center, trailing

    /// Fraction of the free space to put before a line.
    var factor: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}
