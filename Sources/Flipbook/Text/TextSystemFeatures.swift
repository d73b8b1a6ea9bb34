import Foundation

// Text-related settings for system features a still has nothing of: Writing Tools, dictation,
// type-select, formatting controls. Each is accepted, kept in the environment where SwiftUI
// has a value for it, and draws nothing (tests render with and without and compare bytes).

/// How Writing Tools offer to rewrite text, as SwiftUI's `WritingToolsBehavior`. Accepted, no pixels.
public struct WritingToolsBehavior: Hashable, Sendable {
    let name: String
    /// The system's choice for the view.
    public static let automatic = WritingToolsBehavior(name: "automatic")
    /// The full, inline experience.
    public static let complete = WritingToolsBehavior(name: "complete")
    /// A panel, no inline rewriting.
    public static let limited = WritingToolsBehavior(name: "limited")
    /// No Writing Tools.
    public static let disabled = WritingToolsBehavior(name: "disabled")
}

/// How dictation starts in a search field, as SwiftUI's `TextInputDictationActivation`.
public struct TextInputDictationActivation: Hashable, Sendable {
    let name: String
    /// When the person looks at the field (visionOS).
    public static let onLook = TextInputDictationActivation(name: "onLook")
    /// When the person selects the field.
    public static let onSelect = TextInputDictationActivation(name: "onSelect")
}

/// How a search field offers dictation, as SwiftUI's `TextInputDictationBehavior`. Accepted, no pixels.
public struct TextInputDictationBehavior: Hashable, Sendable {
    let activation: TextInputDictationActivation?
    /// The system's choice.
    public static let automatic = TextInputDictationBehavior(activation: nil)
    /// Dictation inside the field, started by `activation`.
    public static func inline(activation: TextInputDictationActivation) -> TextInputDictationBehavior {
        TextInputDictationBehavior(activation: activation)
    }
}

/// Where text-formatting controls can appear, as SwiftUI's `TextInputFormattingControlPlacement`.
public struct TextInputFormattingControlPlacement: Hashable, Sendable {
    let name: String
    /// Above the keyboard.
    public static let inputAssistant = TextInputFormattingControlPlacement(name: "inputAssistant")
    /// In the edit menu.
    public static let contextMenu = TextInputFormattingControlPlacement(name: "contextMenu")

    /// A set of placements, as SwiftUI's `TextInputFormattingControlPlacement.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let inputAssistant = Set(rawValue: 1)
        public static let contextMenu = Set(rawValue: 2)
        public static let all: Set = [.inputAssistant, .contextMenu]
    }
}

private struct WritingToolsBehaviorKey: EnvironmentKey { static var defaultValue: WritingToolsBehavior? { nil } }

extension EnvironmentValues {
    /// The Writing Tools behaviour set by `writingToolsBehavior(_:)` (`nil`: automatic). No pixels.
    public var writingToolsBehavior: WritingToolsBehavior? {
        get { self[WritingToolsBehaviorKey.self] }
        set { self[WritingToolsBehaviorKey.self] = newValue }
    }
}

extension View {
    /// How Writing Tools treat text inside, as SwiftUI's `writingToolsBehavior(_:)`. Accepted, no pixels.
    public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View {
        environment(\.writingToolsBehavior, behavior)
    }
    /// Whether the Writing Tools button shows on text inside, as SwiftUI's
    /// `writingToolsAffordanceVisibility(_:)`. Accepted, no pixels: it appears only while editing.
    public func writingToolsAffordanceVisibility(_ visibility: Visibility) -> some View { self }
    /// How search fields inside offer dictation, as SwiftUI's `searchDictationBehavior(_:)`.
    /// Accepted, no pixels: the microphone shows only while editing.
    public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior) -> some View { self }
    /// Where formatting controls for text inside can appear, as SwiftUI's
    /// `textInputFormattingControlVisibility(_:for:)`. Accepted, no pixels: they appear only while editing.
    public func textInputFormattingControlVisibility(_ visibility: Visibility,
                                                     for placement: TextInputFormattingControlPlacement.Set) -> some View { self }
    /// The text type-select matches this view by, as SwiftUI's `typeSelectEquivalent(_:)`.
    /// Accepted, no pixels: type-select needs a hardware keyboard.
    public func typeSelectEquivalent(_ text: Text?) -> some View { self }
    /// The text type-select matches this view by. Accepted, no pixels.
    public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View { self }
    /// The text type-select matches this view by. Accepted, no pixels.
    @_disfavoredOverload
    public func typeSelectEquivalent<S: StringProtocol>(_ string: S) -> some View { self }
    /// Mirrors this view horizontally when the layout direction is right to left, as SwiftUI's
    /// `flipsForRightToLeftLayoutDirection(_:)` (an arrow that points "forward"); left to right
    /// it draws as it is.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(FlipsForRightToLeft(enabled: enabled))
    }
}

/// Mirrors its content in a right-to-left environment.
struct FlipsForRightToLeft: ViewModifier {
    let enabled: Bool
    @Environment(\.layoutDirection) private var direction

    @ViewBuilder func body(content: Content) -> some View {
        if enabled && direction == .rightToLeft {
            content.scaleEffect(x: -1, y: 1)
        } else {
            content
        }
    }
}
