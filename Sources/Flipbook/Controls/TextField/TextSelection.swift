import Foundation

/// The selected text of a field or editor, as SwiftUI's `TextSelection` (iOS 18), bound with
/// `TextField(_:text:selection:)` and `TextEditor(text:selection:)`.
///
/// A selection shows only while the field is being edited; an unfocused field draws as
/// without one, which is what a still shows. Under `flipbookFocused()` the caret is drawn at
/// the end of the text, not the selection's highlight (not drawn yet).
public struct TextSelection: Hashable, Sendable {
    /// The selected ranges, as SwiftUI's `TextSelection.Indices`.
    public enum Indices: Hashable, Sendable {
        /// One range (empty: an insertion point).
        case selection(Range<String.Index>)
        /// Several ranges.
        case multiSelection(RangeSet<String.Index>)
    }

    /// What is selected.
    public var indices: Indices
    /// Which side of a line break the insertion point sits on.
    public var affinity: TextSelectionAffinity = .automatic

    /// A selection of one range.
    public init(range: Range<String.Index>) { indices = .selection(range) }
    /// A selection of several ranges.
    public init(ranges: RangeSet<String.Index>) { indices = .multiSelection(ranges) }
    /// An insertion point (an empty selection) at `insertionPoint`.
    public init(insertionPoint: String.Index) { indices = .selection(insertionPoint..<insertionPoint) }

    /// Whether the selection is an insertion point.
    public var isInsertion: Bool {
        if case .selection(let r) = indices { return r.isEmpty }
        return false
    }
}

extension TextField where Label == Text {
    /// A field with a bound selection, as SwiftUI's `TextField(_:text:selection:prompt:axis:)`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>,
                prompt: Text? = nil, axis: Axis? = nil) {
        self.init(text: text, prompt: prompt, axis: axis ?? .horizontal) { Text(titleKey) }
    }

    /// A field with a bound selection, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, selection: Binding<TextSelection?>,
                                   prompt: Text? = nil, axis: Axis? = nil) {
        self.init(text: text, prompt: prompt, axis: axis ?? .horizontal) { Text(title) }
    }
}

extension TextEditor {
    /// An editor with a bound selection, as SwiftUI's `TextEditor(text:selection:)`.
    public init(text: Binding<String>, selection: Binding<TextSelection?>) {
        self.init(text: text)
    }
}
