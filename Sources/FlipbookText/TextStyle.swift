/// SwiftUI's dynamic-type text styles at the default (Large) content size, iOS's values.
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// Point size at the Large content size.
    public var pointSize: Double {
        switch self {
        case .largeTitle: 34
        case .title: 28
        case .title2: 22
        case .title3: 20
        case .headline: 17
        case .subheadline: 15
        case .body: 17
        case .callout: 16
        case .footnote: 13
        case .caption: 12
        case .caption2: 11
        }
    }

    /// The style's own weight: semibold for `headline`, regular for the rest.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }
}
