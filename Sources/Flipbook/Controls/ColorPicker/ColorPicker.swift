/// A control for choosing a colour, as SwiftUI's `ColorPicker`: on iOS the label leading and
/// the colour well trailing (a hue ring around the chosen colour). A still shows it closed.
///
/// ```swift
/// ColorPicker("Accent", selection: $accent)
/// ```
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label

    /// A colour picker with a custom label.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    @Environment(\.labelsVisibility) private var labelsVisibility

    public var body: some View {
        if labelsVisibility == .hidden {
            ColorWell(color: selection.wrappedValue)
        } else {
            HStack {
                label
                Spacer(minLength: 8)
                ColorWell(color: selection.wrappedValue)
            }
        }
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker with a literal title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
    /// A colour picker with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// UIColorWell (iOS 14 and later), chosen by eye: 28 pt across; a 3 pt ring of the hue wheel
/// (red at the top, clockwise), a 2 pt gap, then the colour in a 18 pt disc.
enum ColorWellLook {
    static let diameter: CGFloat = 28
    static let ring: CGFloat = 3
    static let gap: CGFloat = 2
    static let hues: [Color] = [.init(red: 1, green: 0, blue: 0), .init(red: 1, green: 1, blue: 0), .init(red: 0, green: 1, blue: 0),
                                .init(red: 0, green: 1, blue: 1), .init(red: 0, green: 0, blue: 1), .init(red: 1, green: 0, blue: 1),
                                .init(red: 1, green: 0, blue: 0)]
}

struct ColorWell: View {
    let color: Color
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        ZStack {
            Circle().strokeBorder(AngularGradient(colors: ColorWellLook.hues, center: .center, startAngle: .degrees(-90),
                                                  endAngle: .degrees(270)),
                                  lineWidth: ColorWellLook.ring)
            Circle().fill(color).padding(ColorWellLook.ring + ColorWellLook.gap)
        }
        .frame(width: ColorWellLook.diameter, height: ColorWellLook.diameter)
        .compositingGroup()
        .opacity(isEnabled ? 1 : ControlPalette.disabledOpacity)
    }
}
