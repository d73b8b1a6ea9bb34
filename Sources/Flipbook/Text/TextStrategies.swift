extension Text {
    /// How text picks its writing direction when none is given, as iOS 26's
    /// `Text.WritingDirectionStrategy`.
    public struct WritingDirectionStrategy: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case layoutBased, contentBased }
        let kind: Kind
        /// The direction of the layout (``EnvironmentValues/layoutDirection``).
        public static let layoutBased = WritingDirectionStrategy(kind: .layoutBased)
        /// The direction of the string's language.
        public static let contentBased = WritingDirectionStrategy(kind: .contentBased)
        /// ``contentBased``.
        public static let `default` = contentBased
    }

    /// How multiline text's `.leading`/`.trailing` alignment is read, as iOS 26's
    /// `Text.AlignmentStrategy`.
    public struct AlignmentStrategy: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case layoutBased, writingDirectionBased }
        let kind: Kind
        /// Leading is the layout's leading edge.
        public static let layoutBased = AlignmentStrategy(kind: .layoutBased)
        /// Leading is where the text's writing direction starts.
        public static let writingDirectionBased = AlignmentStrategy(kind: .writingDirectionBased)
        /// ``layoutBased``.
        public static let `default` = layoutBased
    }
}

private struct WritingDirectionStrategyKey: EnvironmentKey { static let defaultValue = Text.WritingDirectionStrategy.default }
private struct AlignmentStrategyKey: EnvironmentKey { static let defaultValue = Text.AlignmentStrategy.default }

extension EnvironmentValues {
    /// How text inside picks its writing direction (``Text/WritingDirectionStrategy``).
    public var writingDirectionStrategy: Text.WritingDirectionStrategy {
        get { self[WritingDirectionStrategyKey.self] }
        set { self[WritingDirectionStrategyKey.self] = newValue }
    }
    /// How multiline text inside reads its alignment (``Text/AlignmentStrategy``).
    public var multilineTextAlignmentStrategy: Text.AlignmentStrategy {
        get { self[AlignmentStrategyKey.self] }
        set { self[AlignmentStrategyKey.self] = newValue }
    }
}

extension View {
    /// Sets how text inside picks its writing direction, as iOS 26's
    /// `writingDirection(strategy:)`. Flipbook lays text out left to right in a
    /// left-to-right layout, where every strategy gives the same direction: no pixels of its
    /// own (right-to-left scripts are not laid out right to left yet).
    public func writingDirection(strategy: Text.WritingDirectionStrategy) -> some View {
        environment(\.writingDirectionStrategy, strategy)
    }

    /// Sets how multiline text inside reads `.leading` and `.trailing`, as iOS 26's
    /// `multilineTextAlignment(strategy:)`. In Flipbook's left-to-right layout of
    /// left-to-right text both strategies align the same: no pixels of its own.
    public func multilineTextAlignment(strategy: Text.AlignmentStrategy) -> some View {
        environment(\.multilineTextAlignmentStrategy, strategy)
    }
}

/// How a text chooses among size variants of its content, as SwiftUI's
/// `TextVariantPreference` (iOS 18), set with ``Text/textVariant(_:)``.
public protocol TextVariantPreference {}

/// Always the largest variant (the default), as SwiftUI's `FixedTextVariant`.
public struct FixedTextVariant: TextVariantPreference, Sendable {}

/// The largest variant that fits the space offered, as SwiftUI's `SizeDependentTextVariant`.
public struct SizeDependentTextVariant: TextVariantPreference, Sendable {}

extension TextVariantPreference where Self == FixedTextVariant {
    /// Always the largest variant.
    public static var fixed: FixedTextVariant { FixedTextVariant() }
}

extension TextVariantPreference where Self == SizeDependentTextVariant {
    /// The largest variant that fits without truncation.
    public static var sizeDependent: SizeDependentTextVariant { SizeDependentTextVariant() }
}

extension Text {
    /// Chooses how size variants of the text are picked, as SwiftUI's `textVariant(_:)`.
    /// Only some formatted texts on iOS (certain date formats) offer several variants;
    /// Flipbook's formatted texts offer one, which both preferences choose: no pixels of its
    /// own.
    public func textVariant<V: TextVariantPreference>(_ preference: V) -> some View { self }
}
