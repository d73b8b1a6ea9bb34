import Foundation
import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

private let red = SIMD4<UInt8>(0xFF, 0x3B, 0x30, 255)
private let blue = SIMD4<UInt8>(0x00, 0x7A, 0xFF, 255)

/// ObservableObject, @Published, @StateObject, @ObservedObject, @EnvironmentObject,
/// Observation's @Observable, @Bindable and bindings: state kept by identity in the graph.
@Suite @MainActor struct ObservableStateTests {
    final class Counter: ObservableObject {
        @Published var count = 0
        var unpublished = 0
        init(probe: Probe? = nil) { probe?.made += 1 }
    }

    final class Probe { var counter: Counter?; var binding: Binding<Int>?; var made = 0 }

    /// Width 10 + count; colour red while count is even, blue when odd.
    struct Owner: View {
        @StateObject var counter: Counter
        let probe: Probe
        init(probe: Probe) {
            self.probe = probe
            _counter = StateObject(wrappedValue: Counter(probe: probe))
        }
        var body: some View {
            let _ = probe.counter = counter
            let _ = probe.binding = $counter.count
            (counter.count % 2 == 0 ? Color.red : Color.blue).frame(width: CGFloat(10 + counter.count), height: 4)
        }
    }

    @Test func stateObjectIsMadeOncePerIdentityAndAPublishedChangeRendersAgain() {
        let probe = Probe()
        let renderer = ImageRenderer(content: Owner(probe: probe))
        var img = renderer.pixelBuffer
        #expect(img.width == 10 && img[0, 0] == red)
        let first = probe.counter!
        #expect(renderer.graph.generation == 0)

        first.count = 1
        #expect(renderer.graph.generation == 1, "a @Published write bumps the generation")
        // A new Owner value, as a parent's body would make: its @StateObject expression
        // must not run again while the view keeps its identity.
        renderer.content = Owner(probe: probe)
        img = renderer.pixelBuffer
        #expect(probe.counter === first, "the second render finds the same object")
        #expect(img.width == 11 && img[0, 0] == blue, "and shows the new value")
        #expect(probe.made == 1)

        first.unpublished = 5
        #expect(renderer.graph.generation == 1, "a plain property does not announce itself")
        first.objectWillChange.send()
        #expect(renderer.graph.generation == 2, "objectWillChange.send() does")

        probe.binding!.wrappedValue = 4
        #expect(first.count == 4 && renderer.graph.generation == 3, "$counter.count writes through to the object")
    }

    @Test func changesFromManyThreadsAreAllCounted() {
        let probe = Probe()
        let renderer = ImageRenderer(content: Owner(probe: probe))
        _ = renderer.pixelBuffer
        let publisher = probe.counter!.objectWillChange
        DispatchQueue.concurrentPerform(iterations: 1000) { _ in publisher.send() }
        #expect(renderer.graph.generation == 1000)
    }

    @Test func objectWillChangeIsOnePublisherPerObjectAndSinksHearIt() {
        let a = Counter(), b = Counter()
        #expect(a.objectWillChange === a.objectWillChange)
        #expect(a.objectWillChange !== b.objectWillChange)
        var heard: [Int] = []
        let token = a.objectWillChange.sink { heard.append(a.count) }
        a.count = 3
        a.count = 7
        #expect(heard == [0, 3], "sent before the change, as willChange")
        token.cancel()
        a.count = 9
        #expect(heard == [0, 3])
    }

    struct Child: View {
        @ObservedObject var counter: Counter
        var body: some View { Color.red.frame(width: CGFloat(counter.count), height: 1) }
    }

    struct Grandchild: View {
        @EnvironmentObject var counter: Counter
        var body: some View { Color.blue.frame(width: CGFloat(counter.count), height: 2) }
    }

    struct Middle: View {
        var body: some View { HStack(spacing: 0) { Grandchild() } }
    }

    @Test func observedObjectFollowsChangesAndEnvironmentObjectReachesAGrandchild() {
        let counter = Counter()
        counter.count = 6
        let graph = ViewGraph()
        let root = ViewLayout.layoutFitting(VStack(spacing: 0) { Child(counter: counter); Middle() }.environmentObject(counter), graph: graph)
        #expect(root.frame.size == CGSize(width: 6, height: 3), "both read 6: the grandchild found the object two levels down")
        #expect(graph.errors.isEmpty)
        counter.count = 2
        #expect(graph.generation == 1)
    }

    @Test func missingEnvironmentObjectLeavesTheViewOutAndThrowsNamingTheType() {
        let renderer = ImageRenderer(content: HStack(spacing: 0) { Color.red.frame(width: 3, height: 3); Middle() })
        #expect(renderer.pixelBuffer.width == 3, "the grandchild is left out, its sibling drawn")
        #expect(renderer.graph.errors.count == 1)
        let error = renderer.graph.errors.first
        #expect(error?.message == "No ObservableObject of type Counter found. A View.environmentObject(_:) for Counter may be missing as an ancestor of this view.")
        #expect(error?.viewType.hasSuffix("Grandchild") == true)
        #expect(throws: RenderError.self) { try renderer.pngData() }
    }

    struct CountBadge: ViewModifier {
        @EnvironmentObject var counter: Counter
        func body(content: Content) -> some View { content.frame(width: CGFloat(counter.count)) }
    }

    @Test func aModifierMissingItsEnvironmentObjectIsLeftOutToo() {
        let renderer = ImageRenderer(content: HStack(spacing: 0) {
            Color.red.frame(width: 3, height: 3)
            Color.blue.frame(height: 3).modifier(CountBadge())
        })
        #expect(renderer.pixelBuffer.width == 3)
        #expect(renderer.graph.errors.map(\.viewType) == ["CountBadge"])
        let counter = Counter()
        counter.count = 4
        #expect(ImageRenderer(content: Color.blue.frame(height: 3).modifier(CountBadge()).environmentObject(counter)).pixelBuffer.width == 4)
    }

    @Observable final class Model {
        var width: CGFloat = 5
        var other = 0
    }

    struct ObservingView: View {
        @Environment(Model.self) var model
        var body: some View { Color.red.frame(width: model.width, height: 1) }
    }

    struct BindableView: View {
        @Bindable var model: Model
        let probe: (Binding<CGFloat>) -> Void
        var body: some View {
            let _ = probe($model.width)
            Color.red.frame(width: 1, height: 1)
        }
    }

    @Test func observableObjectsAreTrackedByWhatTheBodyRead() {
        let model = Model()
        let graph = ViewGraph()
        var root = ViewLayout.layoutFitting(ObservingView().environment(model), graph: graph)
        #expect(root.frame.width == 5)
        model.other = 1
        #expect(graph.generation == 0, "the body never read `other`")
        model.width = 8
        #expect(graph.generation == 1, "it read `width`")
        root = ViewLayout.layoutFitting(ObservingView().environment(model), graph: graph)
        #expect(root.frame.width == 8)

        var binding: Binding<CGFloat>?
        _ = ViewLayout.layoutFitting(BindableView(model: model) { binding = $0 }, graph: graph)
        binding?.wrappedValue = 12
        #expect(model.width == 12)

        // Reads in a GeometryReader's content (resolved during placement) are tracked too.
        let g2 = ViewGraph()
        _ = ViewLayout.layout(GeometryReader { _ in Color.red.frame(width: model.width) }, in: CGSize(width: 20, height: 20), graph: g2)
        model.width = 3
        #expect(g2.generation == 1)

        let missing = ImageRenderer(content: ObservingView())
        _ = missing.pixelBuffer
        #expect(missing.graph.errors.first?.message.hasPrefix("No Observable object of type Model found") == true)
    }

    struct Row: Identifiable { let id: Int; var value: Int }

    @Test func bindingsProjectMembersElementsAndConstants() {
        var rows = [Row(id: 1, value: 10), Row(id: 2, value: 20)]
        let b = Binding(get: { rows }, set: { rows = $0 })
        b[1].value.wrappedValue = 25
        #expect(rows[1].value == 25, "$rows[1].value writes into the array")
        #expect(b.map(\.id) == [1, 2], "a binding to a collection is a collection of element bindings")
        for element in b { element.wrappedValue.value += 1 }
        #expect(rows.map(\.value) == [11, 26])

        let constant = Binding.constant(Row(id: 3, value: 1))
        constant.value.wrappedValue = 99
        #expect(constant.wrappedValue.value == 1, "a constant binding ignores writes")

        // ForEach($rows) gives each row a binding and identifies it by the row's id.
        let root = ViewLayout.layoutFitting(HStack(spacing: 0) {
            ForEach(b) { $row in Color.red.frame(width: CGFloat($row.wrappedValue.value), height: 1) }
        })
        #expect(root.frame.width == 37)
        #expect(root.children.map { $0.identity.path.last } == [.explicit(AnyHashable(1)), .explicit(AnyHashable(2))])
    }

    struct CustomKey: EnvironmentKey { static let defaultValue = "none" }

    struct KeyReader: View {
        @Environment(\.badgeTitle) var title
        @Environment(\.layoutDirection) var direction
        @Environment(\.font) var font
        let report: (String, LayoutDirection, Font?) -> Void
        var body: some View {
            let _ = report(title, direction, font)
            Color.red.frame(width: 1, height: 1)
        }
    }

    @Test func customKeysAndTransformEnvironmentReachDescendants() {
        var seen: [String] = []
        var fonts: [Font?] = []
        let view = VStack {
            KeyReader { t, _, f in seen.append(t); fonts.append(f) }
            KeyReader { t, _, f in seen.append(t); fonts.append(f) }
                .environment(\.badgeTitle, "inner")
                .transformEnvironment(\.badgeTitle) { $0 += "+t" }
                .transformEnvironment(\.font) { $0 = $0 ?? .caption }
        }.environment(\.badgeTitle, "outer")
        _ = ViewLayout.layoutFitting(view)
        #expect(seen == ["outer", "inner"], "the inner environment(_:_:) is nearest; transform runs on the outer value first")
        #expect(fonts[0] == nil && fonts[1] == .caption)

        var plain = "?"
        _ = ViewLayout.layoutFitting(KeyReader { t, d, _ in plain = t; #expect(d == .leftToRight) })
        #expect(plain == "none", "an unset key reads its default")
        var env = EnvironmentValues()
        env.displayScale = 2
        #expect(env.pixelLength == 0.5)
    }
}

extension EnvironmentValues {
    var badgeTitle: String {
        get { self[ObservableStateTests.CustomKey.self] }
        set { self[ObservableStateTests.CustomKey.self] = newValue }
    }
}
