// #Preview and @Entry as Apple's documentation writes them (the package's Macros trait).
#if Macros
import Flipbook

extension EnvironmentValues {
    @Entry var badgeTint: Color = .orange
    @Entry var greeting: String? 
}

struct TintedDot: View {
    @Environment(\.badgeTint) private var tint
    var body: some View { Circle().fill(tint).frame(width: 20, height: 20) }
}

#Preview {
    Badge(count: 7)
}

#Preview("Tinted dot", traits: .sizeThatFitsLayout) {
    TintedDot()
        .padding(4)
        .environment(\.badgeTint, .green)
}

#Preview("Landscape header", traits: .landscapeLeft) {
    Text("Wide")
}

struct SampleBadges: PreviewModifier {
    func body(content: Content, context: Void) -> some View {
        content.padding(8).background(Color.yellow)
    }
}

#Preview("Modified", traits: .fixedLayout(width: 80, height: 50), .modifier(SampleBadges())) {
    Badge(count: 1)
}
// A preview with state, as Apple's sample code gives one: a local view type, returned.
// (Expanded into a generic `() -> Content` initialiser, this crashed swift-frontend 6.3.1.)
#Preview("Local state", traits: .sizeThatFitsLayout) {
    struct Counter: View {
        @State private var count = 3
        var body: some View {
            Rectangle().fill(count == 3 ? Color.blue : Color.red).frame(width: 30, height: 10)
        }
    }
    return Counter()
}
// State for a preview as Apple's documentation gives it since iOS 18: @Previewable.
#Preview("Previewable state", traits: .sizeThatFitsLayout) {
    @Previewable @State var count = 2
    Rectangle().fill(count == 2 ? Color.green : Color.red).frame(width: 20, height: 10)
        .onAppear { count = 2 }
}
#endif
