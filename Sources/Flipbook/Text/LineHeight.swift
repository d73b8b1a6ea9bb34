import FlipbookText

extension AttributedString {
    /// A paragraph's line height (baseline to baseline), as iOS 26's
    /// `AttributedString.LineHeight`; set for views with ``View/lineHeight(_:)``.
    ///
    /// `tight`, `normal` and `loose` are multiples of the point size that Apple does not
    /// publish; Flipbook uses 1.15, 1.3 and 1.5 (estimates: SF Pro's own body line is 1.29×).
    public struct LineHeight: Hashable, Sendable, Codable {
        enum Kind: Hashable, Sendable, Codable {
            case variable
            case multiple(Double), leading(Double), exact(Double)
        }
        let kind: Kind

        /// The fonts' own line height (as without a setting).
        public static var variable: AttributedString.LineHeight { LineHeight(kind: .variable) }
        /// A multiple of the point size perceived as normal (1.3, estimated).
        public static var normal: AttributedString.LineHeight { multiple(factor: 1.3) }
        /// A multiple of the point size perceived as tight (1.15, estimated).
        public static var tight: AttributedString.LineHeight { multiple(factor: 1.15) }
        /// A multiple of the point size perceived as loose (1.5, estimated).
        public static var loose: AttributedString.LineHeight { multiple(factor: 1.5) }
        /// The largest point size on the line times `factor`, whatever the fonts' ascent and descent.
        public static func multiple(factor: CGFloat) -> AttributedString.LineHeight { LineHeight(kind: .multiple(Double(factor))) }
        /// The largest point size on the line plus `increase` points.
        public static func leading(increase: CGFloat) -> AttributedString.LineHeight { LineHeight(kind: .leading(Double(increase))) }
        /// Exactly `points` from baseline to baseline.
        public static func exact(points: CGFloat) -> AttributedString.LineHeight { LineHeight(kind: .exact(Double(points))) }

        var rule: LineHeightRule? {
            switch kind {
            case .variable: return nil
            case .multiple(let k): return .multiple(k)
            case .leading(let d): return .leading(d)
            case .exact(let h): return .exact(h)
            }
        }
    }
}

private struct LineHeightKey: EnvironmentKey { static let defaultValue: AttributedString.LineHeight? = nil }

extension EnvironmentValues {
    /// The line height of text inside (`nil`: each font's own, as by default).
    public var lineHeight: AttributedString.LineHeight? {
        get { self[LineHeightKey.self] }
        set { self[LineHeightKey.self] = newValue }
    }
}

extension View {
    /// Sets the line height (baseline to baseline) of text inside, as iOS 26's
    /// `lineHeight(_:)`: `.multiple(factor: 1.5)`, `.leading(increase: 4)`,
    /// `.exact(points: 30)`; `nil` keeps each font's own. Added space goes above each line's
    /// ascent, so the first baseline moves down too.
    public func lineHeight(_ lineHeight: AttributedString.LineHeight?) -> some View {
        environment(\.lineHeight, lineHeight)
    }
}
