import Foundation

/// A selection of attributed text, as SwiftUI's `AttributedTextSelection` (iOS 26), bound with
/// `TextEditor(text:selection:)`: an insertion point or character ranges.
///
/// A selection shows only while the editor is being edited; an unfocused editor draws as
/// without one, which is what a still shows (as ``TextSelection``).
public struct AttributedTextSelection: Equatable, Sendable {
    /// The indices of a selection, as SwiftUI's `AttributedTextSelection.Indices`.
    public enum Indices: Equatable, Sendable {
        /// The index of a single insertion point (`endIndex`: after the last character).
        case insertionPoint(AttributedString.Index)
        /// The selected ranges.
        case ranges(RangeSet<AttributedString.Index>)
    }

    enum Storage: Equatable, Sendable {
        /// The default: an insertion point at the end of whatever text.
        case end
        case insertion(AttributedString.Index, typingAttributes: AttributeContainer?)
        case ranges(RangeSet<AttributedString.Index>)
    }

    var storage: Storage

    /// The default selection of a new editor: an insertion point at the end of the text.
    public init() { storage = .end }

    /// An insertion point at `insertionPoint`; `typingAttributes` are the attributes of the
    /// next character typed (`nil`: those of the text before the insertion point).
    public init(insertionPoint: AttributedString.Index, typingAttributes: AttributeContainer? = nil) {
        storage = .insertion(insertionPoint, typingAttributes: typingAttributes)
    }

    /// A selection of one character range.
    public init(range: Range<AttributedString.Index>) { storage = .ranges(RangeSet(range)) }

    /// A selection of character ranges.
    public init(ranges: RangeSet<AttributedString.Index>) { storage = .ranges(ranges) }

    /// The selection's indices in `text`: the selection clamped to the text, or an insertion
    /// point at its end when the selection does not fit it.
    public func indices(in text: AttributedString) -> AttributedTextSelection.Indices {
        let bounds = text.startIndex...text.endIndex
        switch storage {
        case .end:
            return .insertionPoint(text.endIndex)
        case .insertion(let i, _):
            return .insertionPoint(bounds.contains(i) ? i : text.endIndex)
        case .ranges(let set):
            var clamped = RangeSet<AttributedString.Index>()
            for r in set.ranges {
                let lower = max(r.lowerBound, text.startIndex), upper = min(r.upperBound, text.endIndex)
                if lower < upper { clamped.insert(contentsOf: lower..<upper) }
            }
            return clamped.isEmpty ? .insertionPoint(text.endIndex) : .ranges(clamped)
        }
    }

    /// The selection's affinity in `text`: downstream (the caret belongs to the character
    /// after it), as UIKit's text views default.
    public func affinity(in text: AttributedString) -> TextSelectionAffinity { .downstream }

    /// The attributes the next character typed gets: the given typing attributes, or those
    /// of the character before the insertion point (the first selected character for a
    /// range; none in empty text).
    public func typingAttributes(in text: AttributedString) -> AttributeContainer {
        if case .insertion(_, let typing?) = storage { return typing }
        switch indices(in: text) {
        case .insertionPoint(let i):
            guard !text.characters.isEmpty else { return AttributeContainer() }
            let at = i > text.startIndex ? text.characters.index(before: i) : text.startIndex
            return text.runs[at].attributes
        case .ranges(let set):
            guard let first = set.ranges.first else { return AttributeContainer() }
            return text.runs[first.lowerBound].attributes
        }
    }

    /// The attribute values the selection has in `text`: those of every run it covers, or
    /// the typing attributes for an insertion point.
    public func attributes(in text: AttributedString) -> AttributedTextSelection.Attributes<AttributedString> {
        switch indices(in: text) {
        case .insertionPoint:
            return Attributes(containers: [typingAttributes(in: text)])
        case .ranges(let set):
            var containers: [AttributeContainer] = []
            for r in set.ranges {
                for run in text[r].runs { containers.append(run.attributes) }
            }
            return Attributes(containers: containers)
        }
    }

    /// All attribute values a selection has in a text, as SwiftUI's
    /// `AttributedTextSelection.Attributes`: one container per run
    /// (`selection.attributes(in: text)[\.foregroundColor].contains(.red)`).
    public struct Attributes<Text>: Sequence {
        let containers: [AttributeContainer]

        public func makeIterator() -> IndexingIterator<[AttributeContainer]> { containers.makeIterator() }

        /// The values of one attribute, one per run (`nil` where a run has none).
        public subscript<K: AttributedStringKey>(_ keyPath: KeyPath<AttributeDynamicLookup, K>) -> [K.Value?]
        where K.Value: Sendable {
            containers.map { $0[K.self] }
        }
    }
}

extension TextEditor {
    /// A styled text editor, as SwiftUI's `TextEditor(text:selection:)` (iOS 26): the
    /// attributed string is drawn with its attributes (font, colours, underline, links in the
    /// tint…), constrained by the environment's
    /// ``View/attributedTextFormattingDefinition(_:)``; runs without a font or colour take
    /// the environment's, as `Text(AttributedString)`. The selection draws nothing in a still
    /// (see ``AttributedTextSelection``).
    public init(text: Binding<AttributedString>, selection: Binding<AttributedTextSelection>? = nil) {
        self.init(content: { Text(text.wrappedValue) })
    }
}
