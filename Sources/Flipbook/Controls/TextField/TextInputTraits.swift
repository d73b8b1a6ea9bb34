import Foundation

// The text-input modifiers iOS code sets on fields: the keyboard, capitalisation, autocorrection,
// content type and return key. A still never shows the keyboard, so none of them has pixels:
// each is accepted and kept in the environment (tests read it back), and the field draws as
// without it. UIKit's `UIKeyboardType`, `UITextAutocapitalizationType` and `UITextContentType`
// are declared here, with UIKit's names and raw values, so code written for iOS compiles.

/// The keyboard a field asks for, as UIKit's `UIKeyboardType` (same cases and raw values).
/// Accepted, no pixels: a still shows no keyboard.
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// UIKit's deprecated alias of `.asciiCapable`.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// How a field capitalises typing, as UIKit's `UITextAutocapitalizationType`. Accepted, no pixels.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    case none = 0, words, sentences, allCharacters
}

/// What a field's text is (a name, an e-mail address, a one-time code…), as UIKit's
/// `UITextContentType`; it lets iOS offer AutoFill. Accepted, no pixels.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name"), namePrefix = UITextContentType("honorific-prefix")
    public static let givenName = UITextContentType("given-name"), middleName = UITextContentType("additional-name")
    public static let familyName = UITextContentType("family-name"), nameSuffix = UITextContentType("honorific-suffix")
    public static let nickname = UITextContentType("nickname"), jobTitle = UITextContentType("organization-title")
    public static let organizationName = UITextContentType("organization"), location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let streetAddressLine1 = UITextContentType("address-line1")
    public static let streetAddressLine2 = UITextContentType("address-line2")
    public static let addressCity = UITextContentType("address-level2"), addressState = UITextContentType("address-level1")
    public static let addressCityAndState = UITextContentType("address-level1+2")
    public static let sublocality = UITextContentType("address-level3"), countryName = UITextContentType("country-name")
    public static let postalCode = UITextContentType("postal-code"), telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email"), URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number"), username = UITextContentType("username")
    public static let password = UITextContentType("password"), newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code"), shipmentTrackingNumber = UITextContentType("shipment-tracking-number")
    public static let flightNumber = UITextContentType("flight-number"), dateTime = UITextContentType("date-time")
    public static let birthdate = UITextContentType("bday"), birthdateDay = UITextContentType("bday-day")
    public static let birthdateMonth = UITextContentType("bday-month"), birthdateYear = UITextContentType("bday-year")
    public static let creditCardSecurityCode = UITextContentType("cc-csc"), creditCardName = UITextContentType("cc-name")
    public static let creditCardGivenName = UITextContentType("cc-given-name"), creditCardFamilyName = UITextContentType("cc-family-name")
    public static let creditCardExpiration = UITextContentType("cc-exp"), creditCardExpirationMonth = UITextContentType("cc-exp-month")
    public static let creditCardExpirationYear = UITextContentType("cc-exp-year"), creditCardType = UITextContentType("cc-type")
}

/// How a field capitalises typing, as SwiftUI's `TextInputAutocapitalization`. Accepted, no pixels.
public struct TextInputAutocapitalization: Hashable, Sendable {
    let kind: UITextAutocapitalizationType
    /// No capitalisation.
    public static let never = TextInputAutocapitalization(kind: .none)
    /// The first letter of every word.
    public static let words = TextInputAutocapitalization(kind: .words)
    /// The first letter of every sentence (iOS's default).
    public static let sentences = TextInputAutocapitalization(kind: .sentences)
    /// Every letter.
    public static let characters = TextInputAutocapitalization(kind: .allCharacters)
    /// The SwiftUI value of a UIKit type (`nil` for an unknown raw value).
    public init?(_ type: UITextAutocapitalizationType) { kind = type }
    init(kind: UITextAutocapitalizationType) { self.kind = kind }
}

/// The label of the keyboard's return key, as SwiftUI's `SubmitLabel`. Accepted, no pixels.
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done"), go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send"), join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route"), search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return"), next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// What submits a view's content, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The return key of a text field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Submitting a search field.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The text-input settings a field reads; none has pixels (TextInputTraits.swift).
public struct TextInputTraits: Hashable, Sendable {
    public var keyboardType: UIKeyboardType = .default
    public var autocapitalization: TextInputAutocapitalization? = nil
    public var contentType: UITextContentType? = nil
    public var submitLabel: SubmitLabel = .return
    public var submitScopeIsBlocking = false
    public init() {}
}

private struct TextInputTraitsKey: EnvironmentKey { static var defaultValue: TextInputTraits { TextInputTraits() } }
private struct AutocorrectionDisabledKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// The text-input settings set by `keyboardType(_:)`, `textContentType(_:)`,
    /// `textInputAutocapitalization(_:)`, `submitLabel(_:)` and `submitScope(_:)`
    /// (Flipbook's: they have no pixels, tests read them here).
    public var textInputTraits: TextInputTraits {
        get { self[TextInputTraitsKey.self] }
        set { self[TextInputTraitsKey.self] = newValue }
    }
    /// Whether fields inside turn autocorrection off, as SwiftUI's `autocorrectionDisabled`.
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }
    /// SwiftUI's older name of ``autocorrectionDisabled``.
    public var disableAutocorrection: Bool? {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue ?? false }
    }
}

extension View {
    /// The keyboard fields inside ask for, as SwiftUI's `keyboardType(_:)`. Accepted, no pixels.
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        transformEnvironment(\.textInputTraits) { $0.keyboardType = type }
    }
    /// How fields inside capitalise typing, as SwiftUI's `textInputAutocapitalization(_:)`
    /// (`nil`: the default, sentences). Accepted, no pixels.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        transformEnvironment(\.textInputTraits) { $0.autocapitalization = autocapitalization }
    }
    /// UIKit's capitalisation for fields inside, as SwiftUI's deprecated `autocapitalization(_:)`.
    /// Accepted, no pixels.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        transformEnvironment(\.textInputTraits) { $0.autocapitalization = TextInputAutocapitalization(kind: style) }
    }
    /// What the text of fields inside is, for AutoFill, as SwiftUI's `textContentType(_:)`.
    /// Accepted, no pixels.
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        transformEnvironment(\.textInputTraits) { $0.contentType = textContentType }
    }
    /// The return key's label for fields inside, as SwiftUI's `submitLabel(_:)`. Accepted, no pixels.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        transformEnvironment(\.textInputTraits) { $0.submitLabel = submitLabel }
    }
    /// Stops submit actions of fields inside from reaching `onSubmit` handlers outside, as
    /// SwiftUI's `submitScope(_:)`. Accepted, no pixels.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        transformEnvironment(\.textInputTraits) { $0.submitScopeIsBlocking = isBlocking }
    }
    /// Turns autocorrection off for fields inside, as SwiftUI's `autocorrectionDisabled(_:)`.
    /// Accepted, no pixels.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environment(\.autocorrectionDisabled, disable)
    }
    /// SwiftUI's older name of ``autocorrectionDisabled(_:)``. Accepted, no pixels.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        environment(\.autocorrectionDisabled, disable ?? false)
    }
    /// An action run when a field inside is submitted (its return key), as SwiftUI's
    /// `onSubmit(of:_:)`. A still never submits; accepted, no pixels.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        self
    }
}
