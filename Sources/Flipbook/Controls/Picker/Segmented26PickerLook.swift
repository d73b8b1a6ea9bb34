/// The iOS 26 segmented control (drawn when ``EnvironmentValues/designRequiresCompatibility``
/// is `false`): a capsule track with the selected segment a capsule inside it, in place of
/// iOS 18's 9 pt and 7 pt rounded rectangles. From Apple's iOS 26 pictures (the HIG's
/// Segmented controls page): both shapes are capsules (measured: the ends are half-circles);
/// the selected capsule is inset 2 pt (estimate, as iOS 18), 32 pt tall (estimate: iOS 18's
/// height); colours, title font and separators as iOS 18's; the selected capsule's shadow the
/// iOS 26 switch knob's.
struct Segmented26PickerLook: View {
    let model: PickerModel
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<model.count, id: \.self) { i in
                let selected = i == model.selectedIndex
                ControlTapTarget(action: { model.select(i) }) {
                    model.option(i)
                        .font(.system(size: SegmentedLook.fontSize, weight: selected ? .semibold : .regular))
                        .lineLimit(1)
                        .padding(.horizontal, SegmentedLook.segmentPadding + SegmentedLook.inset)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .background {
                            if selected {
                                Capsule(style: .continuous)
                                    .fill(ControlPalette.selectedSegment)
                                    .shadow(color: .black.opacity(0.04), radius: 0.5, x: 0, y: 1)
                                    .shadow(color: .black.opacity(0.10), radius: 3, x: 0, y: 2)
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
        .background(Capsule(style: .continuous).fill(ControlPalette.tertiaryFill))
        .compositingGroup()
        .opacity(isEnabled ? 1 : ControlPalette.disabledOpacity)
    }
}
