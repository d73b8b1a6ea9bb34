/// The platform's gauge look, as SwiftUI's `DefaultGaugeStyle`: `.linearCapacity` on iOS.
public struct DefaultGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    /// The look for one gauge.
    public func makeBody(configuration: Configuration) -> some View { LinearCapacityGaugeLook(configuration: configuration, accessory: false) }
}

/// A bar filled to the value, labels around it, as SwiftUI's `LinearCapacityGaugeStyle`.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    /// The look for one gauge.
    public func makeBody(configuration: Configuration) -> some View { LinearCapacityGaugeLook(configuration: configuration, accessory: false) }
}

/// The small lock-screen bar, as SwiftUI's `AccessoryLinearCapacityGaugeStyle`.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    /// The look for one gauge.
    public func makeBody(configuration: Configuration) -> some View { LinearCapacityGaugeLook(configuration: configuration, accessory: true) }
}

/// A closed ring filled to the value around the current-value label, as SwiftUI's
/// `AccessoryCircularCapacityGaugeStyle`.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    /// The look for one gauge.
    public func makeBody(configuration: Configuration) -> some View { CircularCapacityGaugeLook(configuration: configuration) }
}

/// An open ring with a marker at the value, as SwiftUI's `AccessoryCircularGaugeStyle`.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    /// The look for one gauge.
    public func makeBody(configuration: Configuration) -> some View { CircularGaugeLook(configuration: configuration) }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's default (`.linearCapacity` on iOS).
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A capacity bar.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A small capacity bar.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A capacity ring.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with a marker.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

/// Gauge metrics; Apple publishes none, all chosen by eye from iOS 17 screenshots:
/// linearCapacity: a 6 pt capsule (systemFill track, tint fill), the label above (body) with
/// the current value trailing (secondary), bounds labels below in caption secondary, 4 pt gaps.
/// accessoryLinearCapacity: a 4 pt bar, caption text, the bounds labels at the bar's ends.
/// accessoryCircularCapacity: 58 pt, a 6 pt ring (tint at 25% behind the tint), the current
/// value centred in a 15 pt medium font (the label instead when there is none).
/// accessoryCircular: 58 pt, a 6 pt ring open 90° at the bottom in the tint, a 6 pt marker
/// ring at the value in the background colour, the current value centred, the bounds labels
/// in the gap at 10 pt.
enum GaugeMetrics {
    static let linearBar: CGFloat = 6
    static let accessoryBar: CGFloat = 4
    static let spacing: CGFloat = 4
    static let circular: CGFloat = 58
    static let ring: CGFloat = 6
    static let trackOpacity = 0.25
    static let centreFont: CGFloat = 15
    static let boundsFont: CGFloat = 10
    /// The open ring covers 270°, from 135° (bottom left) clockwise to 45° (bottom right).
    static let openFraction: CGFloat = 0.75
}

struct LinearCapacityGaugeLook: View {
    let configuration: GaugeStyleConfiguration
    let accessory: Bool
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        VStack(alignment: .leading, spacing: GaugeMetrics.spacing) {
            HStack {
                configuration.label
                Spacer(minLength: 0)
                if let c = configuration.currentValueLabel { c.foregroundStyle(ControlPalette.secondaryLabel) }
            }
            .font(accessory ? .caption : nil)
            if accessory {
                HStack(spacing: 4) {
                    if let m = configuration.minimumValueLabel { m }
                    ProgressBar(fraction: configuration.value, height: GaugeMetrics.accessoryBar)
                    if let m = configuration.maximumValueLabel { m }
                }
                .font(.caption2)
            } else {
                ProgressBar(fraction: configuration.value, height: GaugeMetrics.linearBar)
                if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                    HStack {
                        if let m = configuration.minimumValueLabel { m }
                        Spacer(minLength: 0)
                        if let m = configuration.maximumValueLabel { m }
                    }
                    .font(.caption)
                    .foregroundStyle(ControlPalette.secondaryLabel)
                }
            }
        }
        .compositingGroup()
        .opacity(isEnabled ? 1 : ControlPalette.disabledOpacity)
    }
}

struct CircularCapacityGaugeLook: View {
    let configuration: GaugeStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        ZStack {
            Circle().stroke(.tint, lineWidth: GaugeMetrics.ring).opacity(GaugeMetrics.trackOpacity)
            Circle().trim(from: 0, to: configuration.value)
                .stroke(.tint, style: StrokeStyle(lineWidth: GaugeMetrics.ring, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Group {
                if let c = configuration.currentValueLabel { c } else { configuration.label }
            }
            .font(.system(size: GaugeMetrics.centreFont, weight: .medium))
            .lineLimit(1)
            .minimumScaleFactor(0.5)
            .padding(GaugeMetrics.ring + 2)
        }
        .padding(GaugeMetrics.ring / 2)
        .frame(width: GaugeMetrics.circular, height: GaugeMetrics.circular)
        .compositingGroup()
        .opacity(isEnabled ? 1 : ControlPalette.disabledOpacity)
    }
}

struct CircularGaugeLook: View {
    let configuration: GaugeStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let open = GaugeMetrics.openFraction
        let d = GaugeMetrics.circular - GaugeMetrics.ring
        // Angle of the value, from 3 o'clock clockwise (the trim's zero after the rotation).
        let angle = Angle.degrees(135 + 270 * configuration.value)
        ZStack {
            Circle().trim(from: 0, to: open)
                .stroke(.tint, style: StrokeStyle(lineWidth: GaugeMetrics.ring, lineCap: .round))
                .rotationEffect(.degrees(135))
            Circle().strokeBorder(ControlPalette.background, lineWidth: 2)
                .frame(width: GaugeMetrics.ring + 2, height: GaugeMetrics.ring + 2)
                .offset(x: d / 2 * CGFloat(cos(angle.radians)), y: d / 2 * CGFloat(sin(angle.radians)))
            Group {
                if let c = configuration.currentValueLabel { c } else { configuration.label }
            }
            .font(.system(size: GaugeMetrics.centreFont, weight: .medium))
            .lineLimit(1)
            .minimumScaleFactor(0.5)
            .padding(GaugeMetrics.ring + 4)
            VStack {
                Spacer()
                HStack {
                    if let m = configuration.minimumValueLabel { m }
                    Spacer(minLength: 4)
                    if let m = configuration.maximumValueLabel { m }
                }
                .font(.system(size: GaugeMetrics.boundsFont, weight: .medium))
                // In the gap below the ring's ends (18 pt either side of the centre).
                .padding(.horizontal, 12)
            }
        }
        .padding(GaugeMetrics.ring / 2)
        .frame(width: GaugeMetrics.circular, height: GaugeMetrics.circular)
        .compositingGroup()
        .opacity(isEnabled ? 1 : ControlPalette.disabledOpacity)
    }
}
