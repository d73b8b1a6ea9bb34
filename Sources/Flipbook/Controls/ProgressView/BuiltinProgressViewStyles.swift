/// The platform's progress look, as SwiftUI's `DefaultProgressViewStyle`: linear when the
/// amount done is known, circular (the spinner) when not.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The style.
    public init() {}
    /// The look for one progress view.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil { CircularProgressLook(configuration: configuration) }
        else { LinearProgressLook(configuration: configuration) }
    }
}

/// A horizontal bar, as SwiftUI's `LinearProgressViewStyle` (an indeterminate one shows an
/// empty track, as iOS).
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The style.
    public init() {}
    /// The look for one progress view.
    public func makeBody(configuration: Configuration) -> some View { LinearProgressLook(configuration: configuration) }
}

/// The spinner, as SwiftUI's `CircularProgressViewStyle`. On iOS it spins even when the
/// amount done is known (iOS draws no ring for a value; use a `Gauge` for one).
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The style.
    public init() {}
    /// The look for one progress view.
    public func makeBody(configuration: Configuration) -> some View { CircularProgressLook(configuration: configuration) }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's default.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// UIProgressView (iOS 17) as SwiftUI draws it: a 4 pt capsule track of systemFill, the done
/// part in the tint from the leading edge; the label above in body, the current-value label
/// below in secondary footnote; 4 pt between them (label gaps chosen by eye).
enum LinearProgressMetrics {
    static let barHeight: CGFloat = 4
    static let spacing: CGFloat = 4
}

struct LinearProgressLook: View {
    let configuration: ProgressViewStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        VStack(alignment: .leading, spacing: LinearProgressMetrics.spacing) {
            if let label = configuration.label { label }
            ProgressBar(fraction: configuration.fractionCompleted ?? 0)
            if let current = configuration.currentValueLabel {
                current.font(.footnote).foregroundStyle(ControlPalette.secondaryLabel)
            }
        }
        .compositingGroup()
        .opacity(isEnabled ? 1 : ControlPalette.disabledOpacity)
    }
}

/// The bar: the track fills the offered width; the fill is `fraction` of it.
struct ProgressBar: View {
    let fraction: Double
    var height: CGFloat = LinearProgressMetrics.barHeight

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(ControlPalette.systemFill)
                Capsule().fill(.tint).frame(width: proxy.size.width * fraction)
            }
        }
        .frame(height: height)
    }
}

/// UIActivityIndicatorView (iOS 13 and later): 20 pt (`.medium`) or 37 pt (`.large`, for
/// `controlSize(.large)`) with 8 spokes. Chosen by eye: spokes run from 24% to 48% of the size
/// from the centre, 12.5% of the size wide with round ends, secondaryLabel grey (or the tint
/// when one is set); the leading spoke is opaque and the ones behind it fade to 25%. One turn
/// a second, in 8 steps (iOS steps, it does not rotate smoothly). Label below, 8 pt apart, in
/// secondaryLabel.
enum SpinnerLook {
    static let spokes = 8
    static let period: Double = 1
    static let innerRadius: CGFloat = 0.24
    static let outerRadius: CGFloat = 0.48
    static let spokeWidth: CGFloat = 0.125
    static let minimumOpacity = 0.25
    static let labelSpacing: CGFloat = 8

    static func diameter(_ size: ControlSize) -> CGFloat {
        switch size {
        case .mini: return 14
        case .small: return 16
        case .regular: return 20
        case .large, .extraLarge: return 37
        }
    }

    /// The leading spoke at `seconds` on the virtual clock (0 at t = 0, clockwise from 12 o'clock).
    static func leadingSpoke(at seconds: Double) -> Int {
        let steps = Int((seconds / period * Double(spokes)).rounded(.down))
        return ((steps % spokes) + spokes) % spokes
    }

    /// The opacity of spoke `k` when `lead` leads: those behind it (anticlockwise) fade.
    static func opacity(spoke k: Int, lead: Int) -> Double {
        let behind = ((lead - k) % spokes + spokes) % spokes
        return 1 - (1 - minimumOpacity) * Double(behind) / Double(spokes - 1)
    }
}

struct CircularProgressLook: View {
    let configuration: ProgressViewStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        VStack(spacing: SpinnerLook.labelSpacing) {
            Spinner()
            if let label = configuration.label { label.foregroundStyle(ControlPalette.secondaryLabel) }
        }
        .compositingGroup()
        .opacity(isEnabled ? 1 : ControlPalette.disabledOpacity)
    }
}

/// The spinner at the virtual clock's phase.
struct Spinner: View {
    @Environment(\.controlSize) private var controlSize
    @Environment(\.tint) private var tint

    var body: some View {
        let d = SpinnerLook.diameter(controlSize)
        let colour = tint ?? AnyShapeStyle(ControlPalette.spinner)
        TimelineView(.animation) { context in
            let lead = SpinnerLook.leadingSpoke(at: context.date.timeIntervalSince(TimelineView<AnimationTimelineSchedule, EmptyView>.startDate))
            ZStack {
                ForEach(0..<SpinnerLook.spokes, id: \.self) { k in
                    Capsule().fill(colour)
                        .frame(width: d * SpinnerLook.spokeWidth, height: d * (SpinnerLook.outerRadius - SpinnerLook.innerRadius))
                        .offset(y: -d * (SpinnerLook.outerRadius + SpinnerLook.innerRadius) / 2)
                        .rotationEffect(.degrees(Double(k) * 360 / Double(SpinnerLook.spokes)))
                        .opacity(SpinnerLook.opacity(spoke: k, lead: lead))
                }
            }
            .frame(width: d, height: d)
        }
    }
}
