/// The picker's look for its style and place (a list row or not).
struct PickerLook: View {
    let model: PickerModel
    let style: any PickerStyle
    let row: ListRowContext?

    var body: some View {
        switch style {
        case is SegmentedPickerStyle, is PalettePickerStyle: SegmentedPickerLook(model: model)
        case is WheelPickerStyle: WheelPickerLook(model: model)
        case is InlinePickerStyle:
            if row != nil { InlineRowsPickerLook(model: model) } else { WheelPickerLook(model: model) }
        case is NavigationLinkPickerStyle: NavigationRowPickerLook(model: model)
        default:
            if row != nil { MenuRowPickerLook(model: model) } else { MenuButtonPickerLook(model: model) }
        }
    }
}

extension PickerModel {
    /// The selected option, or nothing when no tag matches (iOS then shows an empty value).
    var selectedOption: AnyView { selectedIndex.map(option) ?? AnyView(EmptyView()) }
}

/// UISegmentedControl (iOS 13 and later): 32 pt tall, tertiarySystemFill behind, 9 pt
/// continuous outer corners; the selected segment a white (dark: #636366) rounded rectangle
/// inset 2 pt with 7 pt corners and a soft shadow; 6 pt side padding, 13 pt titles, semibold when selected
/// (chosen by eye from UIKit's look); 1 pt separators 16 pt tall between unselected neighbours.
enum SegmentedLook {
    static let height: CGFloat = 32
    static let outerRadius: CGFloat = 9
    static let innerRadius: CGFloat = 7
    static let inset: CGFloat = 2
    static let fontSize: CGFloat = 13
    static let separatorHeight: CGFloat = 16
    static let segmentPadding: CGFloat = 6

    /// iOS 13–18: rounded rectangles, the selection's shadow 3 pt down.
    static var ios18: SegmentedControlLook<RoundedRectangle, RoundedRectangle> {
        SegmentedControlLook(track: RoundedRectangle(cornerRadius: outerRadius, style: .continuous),
                             selection: RoundedRectangle(cornerRadius: innerRadius, style: .continuous),
                             contactShadow: SegmentShadow(opacity: 0.04, radius: 0.5, y: 3),
                             softShadow: SegmentShadow(opacity: 0.12, radius: 4, y: 3),
                             titlePadding: segmentPadding)
    }
}

/// One drop shadow of the selected segment (black, straight down).
struct SegmentShadow {
    let opacity: Double
    let radius: CGFloat
    let y: CGFloat
}

/// What a design changes in the segmented control: the track's and the selection's shapes,
/// the selection's two shadows and the titles' side padding. Height, inset, fonts, colours
/// and separators are shared (``SegmentedLook``).
struct SegmentedControlLook<Track: Shape, Selection: Shape> {
    let track: Track
    let selection: Selection
    let contactShadow: SegmentShadow
    let softShadow: SegmentShadow
    let titlePadding: CGFloat
}

struct SegmentedPickerLook: View {
    let model: PickerModel
    @Environment(\.designRequiresCompatibility) private var designRequiresCompatibility

    var body: some View {
        if designRequiresCompatibility {
            SegmentedControl(model: model, look: SegmentedLook.ios18)
        } else {
            SegmentedControl(model: model, look: SegmentedLook.ios26)
        }
    }
}

/// The segmented control in either design: segments side by side, the selected one on a
/// shape with a shadow, 1 pt separators only between two unselected neighbours.
struct SegmentedControl<Track: Shape, Selection: Shape>: View {
    let model: PickerModel
    let look: SegmentedControlLook<Track, Selection>
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<model.count, id: \.self) { i in
                let selected = i == model.selectedIndex
                ControlTapTarget(action: { model.select(i) }) {
                    model.option(i)
                        .font(.system(size: SegmentedLook.fontSize, weight: selected ? .semibold : .regular))
                        .lineLimit(1)
                        .padding(.horizontal, look.titlePadding)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .background {
                            if selected {
                                look.selection
                                    .fill(ControlPalette.selectedSegment)
                                    .shadow(color: .black.opacity(look.contactShadow.opacity), radius: look.contactShadow.radius, x: 0, y: look.contactShadow.y)
                                    .shadow(color: .black.opacity(look.softShadow.opacity), radius: look.softShadow.radius, x: 0, y: look.softShadow.y)
                                    .padding(SegmentedLook.inset)
                            }
                        }
                        .contentShape(Rectangle())
                }
                .overlay(alignment: .leading) {
                    // A separator only between two unselected segments.
                    if i > 0, i != model.selectedIndex, i - 1 != model.selectedIndex {
                        Rectangle().fill(ControlPalette.separator).frame(width: 1, height: SegmentedLook.separatorHeight)
                            .offset(x: -0.5)
                    }
                }
            }
        }
        .frame(height: SegmentedLook.height)
        .background(look.track.fill(ControlPalette.tertiaryFill))
        .compositingGroup()
        .opacity(isEnabled ? 1 : ControlPalette.disabledOpacity)
    }
}

/// The ⌃⌄ glyph menus draw after their value: footnote-sized, semibold (chosen by eye).
struct MenuChevrons: View {
    var body: some View {
        Image(systemName: "chevron.up.chevron.down").font(.footnote.weight(.semibold)).imageScale(.small)
    }
}

/// A closed `.menu` picker outside lists (iOS 17): the selected value and ⌃⌄ in the tint,
/// no background, the label not shown.
struct MenuButtonPickerLook: View {
    let model: PickerModel
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        HStack(spacing: 4) {
            model.selectedOption
            MenuChevrons()
        }
        .foregroundStyle(isEnabled ? AnyShapeStyle(.tint) : AnyShapeStyle(ControlPalette.tertiaryLabel))
        .lineLimit(1)
    }
}

/// A `.menu` picker as a list row (iOS 17 Form): label leading; the value and ⌃⌄ trailing in
/// secondaryLabel.
struct MenuRowPickerLook: View {
    let model: PickerModel
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.labelsVisibility) private var labelsVisibility

    var body: some View {
        HStack {
            if labelsVisibility != .hidden {
                model.label
                Spacer(minLength: 8)
            }
            HStack(spacing: 4) {
                model.selectedOption
                MenuChevrons()
            }
            .foregroundStyle(ControlPalette.secondaryLabel)
            .lineLimit(1)
        }
        .compositingGroup()
        .opacity(isEnabled ? 1 : ControlPalette.disabledOpacity)
    }
}

/// A `.navigationLink` picker: the row a List draws with it: label leading, value in
/// secondaryLabel, then a tertiary chevron (footnote semibold, as NavigationLink rows).
struct NavigationRowPickerLook: View {
    let model: PickerModel
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.labelsVisibility) private var labelsVisibility

    var body: some View {
        HStack {
            if labelsVisibility != .hidden {
                model.label
                Spacer(minLength: 8)
            }
            model.selectedOption.foregroundStyle(ControlPalette.secondaryLabel).lineLimit(1)
            Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(ControlPalette.tertiaryLabel)
        }
        .compositingGroup()
        .opacity(isEnabled ? 1 : ControlPalette.disabledOpacity)
    }
}

/// An `.inline` picker in a list: one row per option, the selected one with a tint
/// checkmark (body, semibold), rows at least 44 pt with separators inset to the text.
struct InlineRowsPickerLook: View {
    let model: PickerModel
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<model.count, id: \.self) { i in
                if i > 0 { Rectangle().fill(ControlPalette.separator).frame(height: 0.5) }
                ControlTapTarget(action: { model.select(i) }) {
                    HStack {
                        model.option(i)
                        Spacer(minLength: 8)
                        if i == model.selectedIndex {
                            Image(systemName: "checkmark").font(.body.weight(.semibold)).foregroundStyle(.tint)
                        }
                    }
                    .frame(minHeight: 44)
                    .contentShape(Rectangle())
                }
            }
        }
        .compositingGroup()
        .opacity(isEnabled ? 1 : ControlPalette.disabledOpacity)
    }
}

/// UIPickerView (iOS 14 and later): 216 pt tall; 32 pt rows; the selected row centred on a
/// tertiarySystemFill band with 8 pt corners, inset 8 pt from the sides; rows above and
/// below turn away on a cylinder (radius 100 pt: each drawn at R·sin θ with its height
/// squeezed by cos θ) and fade (65%, 40%, 20%). Radius, fades and the 21 pt font are chosen by eye.
enum WheelLook {
    static let height: CGFloat = 216
    static let rowHeight: CGFloat = 32
    static let bandRadius: CGFloat = 8
    static let bandInset: CGFloat = 8
    static let radius: CGFloat = 100
    static let fontSize: CGFloat = 21
    static let fades: [Double] = [1, 0.65, 0.4, 0.2]

    /// Row `d` rows from the selection: its vertical offset and squeeze.
    static func placement(_ d: Int) -> (offset: CGFloat, squeeze: CGFloat) {
        let theta = Double(d) * Double(rowHeight) / Double(radius)
        return (CGFloat(Double(radius) * sin(theta)), CGFloat(cos(theta)))
    }
}

struct WheelPickerLook: View {
    let model: PickerModel
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let centre = model.selectedIndex ?? 0
        ZStack {
            RoundedRectangle(cornerRadius: WheelLook.bandRadius, style: .continuous)
                .fill(ControlPalette.tertiaryFill)
                .frame(height: WheelLook.rowHeight)
                .padding(.horizontal, WheelLook.bandInset)
            ForEach(max(0, centre - 3)..<min(model.count, centre + 4), id: \.self) { i in
                let d = i - centre
                let p = WheelLook.placement(d)
                model.option(i)
                    .font(.system(size: WheelLook.fontSize))
                    .lineLimit(1)
                    .frame(height: WheelLook.rowHeight)
                    .scaleEffect(x: 1, y: p.squeeze)
                    .opacity(WheelLook.fades[min(abs(d), 3)])
                    .offset(y: p.offset)
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: WheelLook.height)
        .clipped()
        .compositingGroup()
        .opacity(isEnabled ? 1 : ControlPalette.disabledOpacity)
    }
}
