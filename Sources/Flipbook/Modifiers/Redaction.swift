import FlipbookRaster
import FlipbookText

/// Why content is hidden, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Content still loading: text and images draw as placeholder shapes.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private content: views marked ``View/privacySensitive(_:)`` draw as placeholders.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Stale content awaiting an update (nothing changes in a still).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }
private struct PrivacySensitiveKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Why the content here is redacted (empty: it is not).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
    /// Set by ``View/privacySensitive(_:)``.
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }
    /// Whether text and images here draw as placeholders.
    var drawsPlaceholders: Bool {
        redactionReasons.contains(.placeholder) || (redactionReasons.contains(.privacy) && isPrivacySensitive)
    }
}

extension View {
    /// Redacts this view and everything inside it for `reason`, as SwiftUI's
    /// `redacted(reason:)`: with `.placeholder`, each line of text draws as a rounded bar in
    /// the text's colour at reduced opacity and each image as a rounded rectangle, keeping
    /// the layout; shapes and colours draw as they are.
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }
    /// Shows this view as it is inside a redacted one.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }
    /// Marks this view as private: it draws as a placeholder when redacted for `.privacy`.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environment(\.isPrivacySensitive, sensitive)
    }
}

/// How redacted text and images draw.
enum RedactionPlaceholder {
    /// The share of the content's colour a placeholder keeps: black text gives a light grey bar.
    static let opacity = 0.16

    /// A rounded rectangle in `paint` at ``opacity``.
    static func shape(_ rect: Rect, cornerRadius: Double, paint: Paint) -> DisplayItem {
        .effect(.opacity(opacity), [.shape(ShapeItem(path: .roundedRect(rect, cornerRadius: cornerRadius),
                                                     paint: paint, fillRule: .nonZero, stroke: nil))])
    }

    /// One bar per line of `layout`, as wide as the line's glyphs and as tall as the font's
    /// cap height plus a fifth of its size above and below, with a radius of a fifth of the size.
    static func textBars(_ layout: TextLayout, origin: Point, paint: Paint) -> [DisplayItem] {
        let size = layout.font.size
        let capHeight = layout.font.capHeight
        let pad = size * 0.2
        return layout.lines.compactMap { line in
            guard line.width > 0 else { return nil }
            let top = origin.y + line.baseline - capHeight - pad
            let rect = Rect(x: origin.x + line.x, y: top, width: line.width, height: capHeight + 2 * pad)
            return shape(rect, cornerRadius: size * 0.2, paint: paint)
        }
    }
}
