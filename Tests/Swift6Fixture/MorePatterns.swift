// More of what component code does with SwiftUI, in Swift 6 mode: its own environment key,
// layout, alignment guide, modifier with state, primitive button style, geometry reader,
// animations in actions and a task started from onAppear.
import Flipbook

private struct CornerRadiusKey: EnvironmentKey {
    static let defaultValue: CGFloat = 6
}

extension EnvironmentValues {
    public var cardCornerRadius: CGFloat {
        get { self[CornerRadiusKey.self] }
        set { self[CornerRadiusKey.self] = newValue }
    }
}

/// Places its subviews in a row, each `gap` after the last.
public struct SpreadLayout: Layout {
    public var gap: CGFloat
    public init(gap: CGFloat) { self.gap = gap }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.reduce(0) { $0 + $1.width } + gap * CGFloat(max(0, sizes.count - 1))
        return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for s in subviews {
            let size = s.sizeThatFits(.unspecified)
            s.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
            x += size.width + gap
        }
    }
}

extension VerticalAlignment {
    private enum IconCentre: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
    }
    public static let iconCentre = VerticalAlignment(IconCentre.self)
}

/// A modifier with its own state that counts appearances.
public struct AppearanceCounter: ViewModifier {
    @State private var count = 0
    public init() {}
    public func body(content: Content) -> some View {
        content
            .overlay(alignment: .topTrailing) { Text("\(count)").font(.caption2) }
            .onAppear {
                count += 1
                Task { @MainActor in await Task.yield() }
            }
    }
}

/// Fires on press, not on release.
public struct ImmediateButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .onTapGesture { configuration.trigger() }
    }
}

/// A card reading its size and an environment value, animating its state change.
public struct MeasuredCard: View {
    @Environment(\.cardCornerRadius) private var radius
    @State private var expanded = false
    public init() {}

    public var body: some View {
        GeometryReader { proxy in
            RoundedRectangle(cornerRadius: radius)
                .fill(expanded ? Color.orange : Color.gray)
                .frame(width: proxy.size.width / 2)
                .onTapGesture { withAnimation(.spring()) { expanded.toggle() } }
        }
        .modifier(AppearanceCounter())
    }
}

public struct SpreadRow: View {
    public init() {}
    public var body: some View {
        SpreadLayout(gap: 4) {
            Color.red.frame(width: 10, height: 10)
            Color.green.frame(width: 10, height: 10)
        }
        .alignmentGuide(.iconCentre) { d in d[VerticalAlignment.center] }
    }
}
