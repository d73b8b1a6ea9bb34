/// A thin bar with a marker at the value, as SwiftUI's `AccessoryLinearGaugeStyle` (lock
/// screen widgets). Chosen by eye from iOS 17 widgets: a 4 pt capsule of the tint at 25 %,
/// an 8 pt marker of the tint ringed 2 pt in the background colour at the value, the label
/// and current value above in caption, the bounds labels at the bar's ends in caption2.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { AccessoryLinearGaugeLook(configuration: configuration) }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A thin bar with a marker at the value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

struct AccessoryLinearGaugeLook: View {
    let configuration: GaugeStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        VStack(alignment: .leading, spacing: GaugeMetrics.spacing) {
            HStack {
                configuration.label
                Spacer(minLength: 0)
                if let c = configuration.currentValueLabel { c.foregroundStyle(ControlPalette.secondaryLabel) }
            }
            .font(.caption)
            HStack(spacing: 4) {
                if let m = configuration.minimumValueLabel { m }
                GeometryReader { proxy in
                    let x = proxy.size.width * min(max(configuration.value, 0), 1)
                    ZStack(alignment: .leading) {
                        Capsule().fill(.tint).opacity(GaugeMetrics.trackOpacity).frame(height: GaugeMetrics.accessoryBar)
                        Circle().fill(.tint).frame(width: 8, height: 8)
                            .background(Circle().fill(Color(light: .white, dark: .black)).frame(width: 12, height: 12))
                            .offset(x: x - 4)
                    }
                    .frame(maxHeight: .infinity)
                }
                .frame(height: 12)
                if let m = configuration.maximumValueLabel { m }
            }
            .font(.caption2)
        }
        .compositingGroup()
        .opacity(isEnabled ? 1 : ControlPalette.disabledOpacity)
    }
}
