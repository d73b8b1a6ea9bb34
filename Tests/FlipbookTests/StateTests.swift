import Testing
@testable import Flipbook
@testable import FlipbookCore

@Suite @MainActor struct StateTests {
    final class Probe { var binding: Binding<Int>?; var scheme: ColorScheme? }

    struct Counter: View {
        @State var count = 0
        @Environment(\.colorScheme) var scheme
        let probe: Probe
        var body: some View {
            let _ = probe.binding = $count
            let _ = probe.scheme = scheme
            Color.red.frame(width: CGFloat(10 + count), height: 10)
        }
    }

    struct Holder: View {
        let show: Bool
        let probe: Probe
        var body: some View {
            VStack { if show { Counter(probe: probe) } }
        }
    }

    /// A graph is freed when its renderer lets it go, even after passes whose nodes keep
    /// their resolve context (a GeometryReader inside the linear ProgressView and the Gauge)
    /// and with the graph keeping those nodes for transitions: the context's reference to
    /// the graph is weak. (It was strong: LeakSanitizer found every timeline of the progress
    /// example leaking its whole tree, ≈ 0.8 MB a render.)
    @Test func aGraphIsFreedAfterTimedPassesOverGeometryReaders() {
        weak var freed: ViewGraph?
        do {
            let graph = ViewGraph()
            let view = VStack {
                ProgressView(value: 0.4)
                Gauge(value: 0.6) { Text("Storage") }
                GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2) }
            }
            for t in [0.0, 0.1, 0.2] {
                graph.time = t
                let root = ViewLayout.layout(view, in: CGSize(width: 200, height: 160), graph: graph)
                #expect(root.frame.width > 0)
            }
            freed = graph
        }
        #expect(freed == nil, "nothing but the renderer should keep a graph alive")
    }

    @Test func stateSurvivesReEvaluationAndIsDroppedWhenItsViewLeaves() {
        let graph = ViewGraph()
        let probe = Probe()
        var root = ViewLayout.layout(Holder(show: true, probe: probe), in: CGSize(width: 100, height: 100), graph: graph)
        #expect(root.frame.width == 10)
        probe.binding!.wrappedValue = 5
        #expect(graph.generation == 1)
        root = ViewLayout.layout(Holder(show: true, probe: probe), in: CGSize(width: 100, height: 100), graph: graph)
        #expect(root.frame.width == 15, "the new Counter value finds its state by identity")
        #expect(graph.statefulViewCount == 1)
        _ = ViewLayout.layout(Holder(show: false, probe: probe), in: CGSize(width: 100, height: 100), graph: graph)
        #expect(graph.statefulViewCount == 0)
        root = ViewLayout.layout(Holder(show: true, probe: probe), in: CGSize(width: 100, height: 100), graph: graph)
        #expect(root.frame.width == 10, "a view that left and came back starts from its initial state")
    }

    @Test func environmentReachesDynamicPropertiesAndBindingsProjectMembers() {
        let probe = Probe()
        var env = EnvironmentValues()
        env.colorScheme = .dark
        _ = ViewLayout.layout(Counter(probe: probe), in: CGSize(width: 10, height: 10), environment: env)
        #expect(probe.scheme == .dark)

        struct Model { var name = "a"; var count = 1 }
        var model = Model()
        let b = Binding(get: { model }, set: { model = $0 })
        b.count.wrappedValue = 7
        #expect(model.count == 7)
        #expect(Binding.constant(3).wrappedValue == 3)
    }
}
