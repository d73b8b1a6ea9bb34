import Foundation

// Line-level text settings: spacing between lines, truncation, tightening, selection and the
// per-container run styles (baseline offset, underline, strikethrough, text scale) that
// `View` modifiers set for every `Text` inside.

extension Text {
    /// Where a line that does not fit is cut, as SwiftUI's `Text.TruncationMode`.
    public enum TruncationMode: Hashable, Sendable {
        /// "…" replaces the start of the line.
        case head
        /// "…" replaces the end of the line (the default).
        case tail
        /// "…" replaces the middle of the line.
        case middle
    }
}

private struct LineSpacingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
private struct TruncationModeKey: EnvironmentKey { static var defaultValue: Text.TruncationMode { .tail } }
private struct AllowsTighteningKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct TextBaselineOffsetKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
private struct TextUnderlineKey: EnvironmentKey { static var defaultValue: Text.LineStyle? { nil } }
private struct TextStrikethroughKey: EnvironmentKey { static var defaultValue: Text.LineStyle? { nil } }
private struct TextScaleFactorKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
private struct TextSelectionEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct TextSelectionAffinityKey: EnvironmentKey { static var defaultValue: TextSelectionAffinity { .automatic } }

extension EnvironmentValues {
    /// Extra points between the lines of text inside (default 0), as SwiftUI's `lineSpacing`.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
    /// Where text inside is cut when it does not fit (default `.tail`), as SwiftUI's `truncationMode`.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
    /// Whether text may tighten its letter spacing before truncating, as SwiftUI's
    /// `allowsTightening`. Accepted: Flipbook truncates without tightening first.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
    /// Whether text inside can be selected (`textSelection(.enabled)`); no pixels in a still.
    public var isTextSelectionEnabled: Bool {
        get { self[TextSelectionEnabledKey.self] }
        set { self[TextSelectionEnabledKey.self] = newValue }
    }
    /// Which side of a line break a selection's caret sits on, as SwiftUI's `textSelectionAffinity`.
    public var textSelectionAffinity: TextSelectionAffinity {
        get { self[TextSelectionAffinityKey.self] }
        set { self[TextSelectionAffinityKey.self] = newValue }
    }
    var textBaselineOffset: CGFloat {
        get { self[TextBaselineOffsetKey.self] }
        set { self[TextBaselineOffsetKey.self] = newValue }
    }
    var textUnderline: Text.LineStyle? {
        get { self[TextUnderlineKey.self] }
        set { self[TextUnderlineKey.self] = newValue }
    }
    var textStrikethrough: Text.LineStyle? {
        get { self[TextStrikethroughKey.self] }
        set { self[TextStrikethroughKey.self] = newValue }
    }
    var textScaleFactor: CGFloat {
        get { self[TextScaleFactorKey.self] }
        set { self[TextScaleFactorKey.self] = newValue }
    }
}

extension View {
    /// Extra points between the lines of text inside, as SwiftUI's `lineSpacing(_:)` (added
    /// below every line but the last).
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        modifier(TextEnvironmentModifier { $0.lineSpacing = lineSpacing.finiteOrZero })
    }
    /// Where text inside is cut when it does not fit, as SwiftUI's `truncationMode(_:)`.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifier(TextEnvironmentModifier { $0.truncationMode = mode })
    }
    /// Lets text inside tighten before truncating, as SwiftUI's `allowsTightening(_:)`.
    /// Accepted, no pixels: Flipbook truncates without tightening first.
    public func allowsTightening(_ flag: Bool) -> some View {
        modifier(TextEnvironmentModifier { $0.allowsTightening = flag })
    }
    /// Whether people can select text inside, as SwiftUI's `textSelection(_:)`. Accepted, no
    /// pixels: selection needs a long press, and a still shows text unselected.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        modifier(TextEnvironmentModifier { $0.isTextSelectionEnabled = S.allowsSelection })
    }
    /// Which side of a line break a selection's caret sits on, as SwiftUI's
    /// `textSelectionAffinity(_:)`. Accepted, no pixels: a still shows no caret in text.
    public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View {
        modifier(TextEnvironmentModifier { $0.textSelectionAffinity = affinity })
    }
}

/// Whether text can be selected, as SwiftUI's `TextSelectability`.
public protocol TextSelectability {
    /// Whether text with this selectability can be selected.
    static var allowsSelection: Bool { get }
}

/// Selectable text, as SwiftUI's `EnabledTextSelectability`.
public struct EnabledTextSelectability: TextSelectability, Sendable {
    public static var allowsSelection: Bool { true }
}

/// Text that cannot be selected (the default), as SwiftUI's `DisabledTextSelectability`.
public struct DisabledTextSelectability: TextSelectability, Sendable {
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Selectable text.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text that cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// Which side of a line break a caret sits on, as SwiftUI's `TextSelectionAffinity`.
public enum TextSelectionAffinity: Hashable, Sendable {
    case automatic, upstream, downstream
}
