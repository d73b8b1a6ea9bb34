import Foundation

// `.dataDetection(_:options:)`, as SwiftUI's: links, email addresses and phone numbers in the
// view's text are detected and styled as links — drawn in the tint, as `Text` draws Markdown
// links. iOS detects asynchronously; a Flipbook render shows the settled result. The match
// types are the DataDetection framework's (`DataDetector.MatchType`), declared here because
// Linux has no such framework; the types Flipbook recognises are web links (`https://…`,
// `www.…`), email addresses and phone numbers (seven or more digits), the others are accepted
// and find nothing.

/// The DataDetection framework's namespace, as `DataDetector`, for ``View/dataDetection(_:options:)``.
public enum DataDetector: Sendable {
    /// A set of kinds of data to find, as `DataDetector.MatchType`.
    public struct MatchType: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Links (web addresses).
        public static let link = MatchType(rawValue: 1 << 0)
        /// Phone numbers.
        public static let phoneNumber = MatchType(rawValue: 1 << 1)
        /// Email addresses.
        public static let emailAddress = MatchType(rawValue: 1 << 2)
        /// Postal addresses (not recognised by Flipbook).
        public static let postalAddress = MatchType(rawValue: 1 << 3)
        /// Dates, times and ranges of them (not recognised by Flipbook).
        public static let calendarEvent = MatchType(rawValue: 1 << 4)
        /// Flight numbers (not recognised by Flipbook).
        public static let flightNumber = MatchType(rawValue: 1 << 5)
        /// Shipment tracking numbers (not recognised by Flipbook).
        public static let shipmentTrackingNumber = MatchType(rawValue: 1 << 6)
        /// Amounts of money (not recognised by Flipbook).
        public static let moneyAmount = MatchType(rawValue: 1 << 7)
        /// Every type.
        public static let all = MatchType(rawValue: 0xFF)
    }

    /// Options of a detection, as `DataDetector.Options`.
    public struct Options: Hashable, Sendable {
        /// The default options.
        public init() {}
    }
}

private struct DataDetectionKey: EnvironmentKey {
    static var defaultValue: DataDetector.MatchType { [] }
}

extension EnvironmentValues {
    /// The kinds of data ``View/dataDetection(_:options:)`` styles in text.
    var dataDetectionTypes: DataDetector.MatchType {
        get { self[DataDetectionKey.self] }
        set { self[DataDetectionKey.self] = newValue }
    }
}

extension View {
    /// Detects data in this view's text and styles it as clickable, as SwiftUI's
    /// `dataDetection(_:options:)`: web links, email addresses and phone numbers are drawn as
    /// links, in the tint.
    public func dataDetection(_ types: DataDetector.MatchType = .all,
                              options: DataDetector.Options = .init()) -> some View {
        transformEnvironment(\.dataDetectionTypes) { $0.formUnion(types) }
    }
}

extension Text {
    /// This text with the data `types` finds in its plain runs made links.
    func detectingData(_ types: DataDetector.MatchType) -> Text {
        guard !types.intersection([.link, .emailAddress, .phoneNumber]).isEmpty else { return self }
        var out: [Run] = []
        for run in runs {
            guard run.source == nil, run.image == nil, run.style.link == nil else { out.append(run); continue }
            let matches = DataDetection.matches(in: run.string, types: types)
            guard !matches.isEmpty else { out.append(run); continue }
            var rest = Substring(run.string)
            for match in matches {
                let before = rest[rest.startIndex..<match.range.lowerBound]
                if !before.isEmpty { var r = run; r.string = String(before); out.append(r) }
                var linked = run
                linked.string = String(run.string[match.range])
                linked.style.link = match.url
                out.append(linked)
                rest = rest[match.range.upperBound...]
            }
            if !rest.isEmpty { var r = run; r.string = String(rest); out.append(r) }
        }
        return Text(runs: out)
    }
}

/// Finding links, email addresses and phone numbers in a string.
enum DataDetection {
    struct Match {
        let range: Range<String.Index>
        let url: URL
    }

    /// The matches of `types` in `string`, in order, not overlapping (links first, then
    /// email addresses, then phone numbers).
    static func matches(in string: String, types: DataDetector.MatchType) -> [Match] {
        var found: [Match] = []
        func add(_ regex: Regex<Substring>, _ url: (Substring) -> URL?) {
            for m in string.matches(of: regex) {
                var range = m.range
                // Sentence punctuation after a match is not part of it.
                while range.upperBound > range.lowerBound,
                      let last = string[range].last, ".,;:!?)\"'".contains(last) {
                    range = range.lowerBound..<string.index(before: range.upperBound)
                }
                guard !range.isEmpty, !found.contains(where: { $0.range.overlaps(range) }),
                      let u = url(string[range]) else { continue }
                found.append(Match(range: range, url: u))
            }
        }
        if types.contains(.emailAddress) {
            add(#/[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}/#) { URL(string: "mailto:\($0)") }
        }
        if types.contains(.link) {
            add(#/(?:https?://|www\.)[^\s<>]+/#) { s in URL(string: s.hasPrefix("www.") ? "https://\(s)" : String(s)) }
        }
        if types.contains(.phoneNumber) {
            add(#/\+?\(?\d[\d \-().]{5,}\d/#) { s in
                let digits = s.filter { $0.isNumber || $0 == "+" }
                return digits.filter(\.isNumber).count >= 7 ? URL(string: "tel:\(digits)") : nil
            }
        }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
}
