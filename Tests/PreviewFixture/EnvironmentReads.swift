// Environment values read as Apple's documentation shows them; compiles in Swift 6 mode.
import Flipbook

public struct AdaptiveRow: View {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.sizeCategory) private var sizeCategory
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale
    @Environment(\.displayScale) private var displayScale
    @Environment(\.pixelLength) private var pixelLength
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor
    @Environment(\.accessibilityInvertColors) private var invertColors
    @Environment(\.legibilityWeight) private var legibilityWeight
    @Environment(\.presentationMode) private var presentationMode
    @Environment(\.isPresented) private var isPresented
    @Environment(\.openURL) private var openURL
    @Environment(\.redactionReasons) private var redactionReasons
    @ScaledMetric private var iconSize: CGFloat = 24
    @ScaledMetric(relativeTo: .caption) private var spacing = 4.0

    public init() {}

    public var body: some View {
        let layout = dynamicTypeSize.isAccessibilitySize ? AnyView(VStack(alignment: .leading, spacing: spacing) { content })
                                                         : AnyView(HStack(spacing: spacing) { content })
        layout
            .opacity(reduceTransparency ? 1 : 0.98)
            .border(contrast == .increased ? Color.primary : Color.clear, width: pixelLength)
    }

    @ViewBuilder private var content: some View {
        Image(systemName: "calendar").frame(width: iconSize, height: iconSize)
        Text(redactionReasons.contains(.placeholder) ? "Loading" : "\(calendar.component(.year, from: Date(timeIntervalSince1970: 0)))")
            .fontWeight(legibilityWeight == .bold ? .bold : .regular)
        if horizontalSizeClass == .regular { Spacer() }
        Text(timeZone.identifier + " " + locale.identifier)
            .font(.caption)
            .dynamicTypeSize(...DynamicTypeSize.accessibility1)
    }
}

struct AdaptiveRow_Previews: PreviewProvider {
    static var previews: some View {
        AdaptiveRow()
            .environment(\.sizeCategory, .accessibilityLarge)
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Adaptive row AX2")
        AdaptiveRow()
            .redacted(reason: .placeholder)
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Adaptive row redacted")
    }
}
