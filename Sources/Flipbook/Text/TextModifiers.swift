/// Sets text-related environment values for the content (`font`, `fontWeight`, `bold`,
/// `italic`, `multilineTextAlignment`, `lineLimit`, `tracking`, `kerning`, `imageScale`).
struct TextEnvironmentModifier: ViewModifier, EnvironmentModifier {
    typealias Body = Never
    let apply: @Sendable (inout EnvironmentValues) -> Void
    func update(_ environment: inout EnvironmentValues) { apply(&environment) }
}

extension View {
    /// The font of text and symbols inside (`nil` restores the default, `.body`).
    public func font(_ font: Font?) -> some View {
        modifier(TextEnvironmentModifier { $0.font = font })
    }
    /// The weight of text inside, overriding the font's own (`nil` keeps the font's).
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(TextEnvironmentModifier { $0.textWeight = weight })
    }
    /// Bold text inside (`fontWeight(.bold)`); `false` leaves the weight as it is.
    public func bold(_ isActive: Bool = true) -> some View {
        modifier(TextEnvironmentModifier { if isActive { $0.textWeight = .bold } })
    }
    /// Digits of equal width in text inside (the fonts' tabular figures).
    public func monospacedDigit() -> some View {
        modifier(TextEnvironmentModifier { $0.textMonospacedDigit = true })
    }
    /// The width of text inside (see ``Font/width(_:)``; `nil` keeps the font's).
    public func fontWidth(_ width: Font.Width?) -> some View {
        modifier(TextEnvironmentModifier { $0.textWidth = width })
    }
    /// The design of text inside whose font names none (`nil` restores the default).
    public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(TextEnvironmentModifier { $0.textDesign = design })
    }
    /// Italic text inside; `false` leaves it as it is.
    public func italic(_ isActive: Bool = true) -> some View {
        modifier(TextEnvironmentModifier { if isActive { $0.textItalic = true } })
    }
    /// How the lines of multiline text inside align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(TextEnvironmentModifier { $0.multilineTextAlignment = alignment })
    }
    /// At most `number` lines for text inside (`nil`: no limit); the last is truncated with "…".
    public func lineLimit(_ number: Int?) -> some View {
        modifier(TextEnvironmentModifier { $0.lineLimit = number })
    }
    /// Extra points after every character of text inside.
    public func tracking(_ tracking: CGFloat) -> some View {
        modifier(TextEnvironmentModifier { $0.tracking = tracking.finiteOrZero })
    }
    /// Extra points between the characters of text inside (drawn as tracking).
    public func kerning(_ kerning: CGFloat) -> some View {
        modifier(TextEnvironmentModifier { $0.kerning = kerning.finiteOrZero })
    }
    /// Upper- or lower-cases text inside (`nil`: as written).
    public func textCase(_ textCase: Text.Case?) -> some View {
        modifier(TextEnvironmentModifier { $0.textCase = textCase })
    }
    /// Lets text inside shrink down to `factor` of its size when it does not fit otherwise
    /// (within its line limit and proposed height).
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        modifier(TextEnvironmentModifier { $0.minimumScaleFactor = max(0.01, min(1, factor)) })
    }
}
