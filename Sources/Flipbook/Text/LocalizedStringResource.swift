import Foundation

// Foundation's localisation API that iOS code calls and Linux's Foundation lacks:
// `String(localized:)`, `String.LocalizationValue`, `LocalizedStringResource` and
// `AttributedString(localized:)`. There are no string catalogues in a render, so each returns
// its default value — the key as written, interpolations filled in — as an app shows it in its
// development language. Interpolated numbers read as `LocalizedStringKey`'s do (a `Double`
// as `%lf`: "3.500000"; integers as written).

extension String {
    /// A localisable string with its interpolated arguments, as Foundation's
    /// `String.LocalizationValue`; here it carries the text it shows.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
        /// The text shown (the key with its arguments filled in).
        let text: String

        public init(_ value: String) { text = value }
        public init(stringLiteral value: String) { text = value }
        public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.output }

        public var description: String { text }

        /// Builds the text of an interpolated value.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var output = ""
            public init(literalCapacity: Int, interpolationCount: Int) {}
            public mutating func appendLiteral(_ literal: String) { output += literal }
            public mutating func appendInterpolation(_ string: String) { output += string }
            public mutating func appendInterpolation<T>(_ value: T) { output += String(describing: value) }
            public mutating func appendInterpolation(_ value: Int) { output += String(value) }
            public mutating func appendInterpolation(_ value: Double) { output += String(format: "%lf", value) }
            public mutating func appendInterpolation(_ value: Float) { output += String(format: "%f", Double(value)) }
            public mutating func appendInterpolation(_ value: AttributedString) { output += String(value.characters) }
            /// A value through a format style, in en_US (the render's default locale).
            public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
                output += FormatEnvironment.adjust(format, to: EnvironmentValues()).format(value)
            }
            /// A value with a printf-style specifier.
            public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
                output += String(format: specifier, value)
            }
            /// A placeholder argument shows as nothing.
            public mutating func appendInterpolation(placeholder: LocalizedStringResource.PlaceholderType) {}
        }
    }

    /// The string for a localisable key, as Foundation's `String(localized:table:bundle:locale:comment:)`:
    /// no string catalogue is read, so the key itself with its arguments.
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.text
    }

    /// The default value of a key, as Foundation's `String(localized:defaultValue:table:bundle:locale:comment:)`.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.text
    }

    /// The string of a resource, as Foundation's `String(localized:)`.
    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue.text
    }

    /// The string of a key with options, as Foundation's `String(localized:options:table:bundle:locale:comment:)`.
    public init(localized keyAndValue: String.LocalizationValue, options: String.LocalizationOptions, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.text
    }

    /// Options for looking up a localised string, as Foundation's `String.LocalizationOptions`.
    public struct LocalizationOptions: Sendable {
        /// The count a string's plural form is chosen by.
        public var replacements: [any CVarArg & Sendable]?
        public init() {}
    }
}

/// A reference to a localisable string resolved later, as Foundation's `LocalizedStringResource`
/// (App Intents, `Text(_:)`, `String(localized:)`). Without string catalogues it resolves to its
/// default value: the key with its arguments.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// Where the strings table lives, as Foundation's `LocalizedStringResource.BundleDescription`.
    public enum BundleDescription: Hashable, Sendable {
        case main
        case atURL(URL)
        case forClass(ObjectIdentifier)

        /// The bundle of a class.
        public static func forClass(_ c: AnyClass) -> BundleDescription { .forClass(ObjectIdentifier(c)) }
    }

    /// The type of an interpolated placeholder, as Foundation's `LocalizedStringResource.PlaceholderType`.
    public enum PlaceholderType: Hashable, Sendable {
        case int, double, float, object
    }

    /// The key in the strings table.
    public var key: String
    /// The string shown when no table has the key.
    public var defaultValue: String.LocalizationValue
    /// The table the key is looked up in (`nil`: Localizable).
    public var table: String?
    /// The locale it resolves for.
    public var locale: Locale
    /// The bundle of the table.
    public var bundle: BundleDescription
    /// The comment for translators.
    public var comment: String?

    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        key = keyAndValue.text
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
        self.comment = comment.map { "\($0)" }
    }

    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
        self.comment = comment.map { "\($0)" }
    }

    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    public var description: String { defaultValue.text }
}

extension AttributedString {
    /// The attributed string of a localisable key, as Foundation's `AttributedString(localized:)`:
    /// its default value, with inline Markdown (bold, italic, code, strikethrough, links) parsed
    /// as Apple's localised attributed strings are.
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = InlineMarkdown.attributedString(keyAndValue.text)
    }

    /// The attributed string of a key's default value, as Foundation's `AttributedString(localized:defaultValue:…)`.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = InlineMarkdown.attributedString(defaultValue.text)
    }

    /// The attributed string of a resource, as Foundation's `AttributedString(localized:)`.
    public init(localized resource: LocalizedStringResource) {
        self = InlineMarkdown.attributedString(resource.defaultValue.text)
    }
}

extension Text {
    /// A text showing a localised string resource, as SwiftUI's `Text(_:)` for
    /// `LocalizedStringResource` (its default value; Markdown in it is drawn).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(LocalizedStringKey(resource.defaultValue.text))
    }
}
