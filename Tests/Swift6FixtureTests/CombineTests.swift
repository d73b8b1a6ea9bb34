import Foundation
import Testing

@testable import Flipbook
@testable import FlipbookCore
import Swift6Fixture

/// Combine on Linux (issue 15, item 6): OpenCombine re-exported, timers on the virtual clock,
/// `onReceive`, `receive(on:)` delivering before the next pass, one `ObservableObject`.
@Suite @MainActor struct CombineTests {
    /// What the counter should show: the same text, drawn directly.
    struct Expected: View {
        let n: Int
        var body: some View {
            Text("\(n)").font(.system(size: 40, weight: .bold)).frame(width: 80, height: 60)
        }
    }

    static func still<V: View>(_ view: V) -> PixelBuffer {
        let r = ImageRenderer(content: view)
        return r.pixelBuffer
    }

    /// Equality without printing a whole buffer when it fails.
    static func same(_ a: PixelBuffer, _ b: PixelBuffer) -> Bool { a == b }

    @Test func timerPublishCountsVirtualSecondsInAFrameSequence() throws {
        // 2 fps for 3 s: frame k is at t = k/2, after floor(t) ticks of a 1 s timer.
        let sequence = FrameSequence(TickingCounter(), fps: 2, length: .duration(3))
        let frames = try RenderedFrames.rasterizeSynchronously(sequence.displayFrames())
        #expect(frames.count == 7)
        let expected = (0...3).map { Self.still(Expected(n: $0)) }
        #expect(!Self.same(expected[0], expected[3]), "the digits draw differently")
        for (k, frame) in frames.enumerated() {
            #expect(Self.same(frame, expected[k / 2]), "frame \(k) at t = \(Double(k) / 2) shows \(k / 2)")
        }
    }

    @Test func aRunningTimerKeepsASequencePlayedUntilSettledGoing() throws {
        // Frames between ticks repeat, but the view is not at rest: it plays to its maximum.
        let frames = try FrameSequence(TickingCounter(), fps: 2, length: .untilSettled(maximum: 2)).displayFrames()
        #expect(frames.count == 5)
    }

    @Test func aStillShowsTheStateBeforeTheFirstTick() {
        #expect(Self.same(Self.still(TickingCounter()), Self.still(Expected(n: 0))))
    }

    @Test func timerDatesAreTheVirtualClocksDates() throws {
        final class Box { var dates: [Date] = [] }
        let box = Box()
        struct Probe: View {
            let box: Box
            let timer = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()
            var body: some View { Color.red.frame(width: 2, height: 2).onReceive(timer) { box.dates.append($0) } }
        }
        _ = try FrameSequence(Probe(box: box), fps: 4, length: .duration(1)).displayFrames()
        #expect(box.dates.map(\.timeIntervalSinceReferenceDate) == [0.25, 0.5, 0.75, 1.0])
    }

    @Test func aTimerCancelledStopsTicking() throws {
        final class Box { var ticks = 0; var cancellable: AnyCancellable? }
        let box = Box()
        struct Probe: View {
            let box: Box
            var body: some View {
                Color.red.frame(width: 2, height: 2).onAppear {
                    box.cancellable = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                        .sink { _ in
                            box.ticks += 1
                            if box.ticks == 2 { box.cancellable?.cancel() }
                        }
                }
            }
        }
        _ = try FrameSequence(Probe(box: box), fps: 1, length: .duration(5)).displayFrames()
        #expect(box.ticks == 2)
    }

    @Test func justReceiveOnRunLoopMainAndDebouncedModelShowInTheFirstStill() {
        let shown = Self.still(SearchResults())
        let expected = Self.still(VStack(alignment: .leading, spacing: 4) {
            Text("Fruit")
            ForEach(["apple", "apricot"], id: \.self) { Text($0) }
            Text("2 found")
        })
        #expect(Self.same(shown, expected))
    }

    @Test func receiveOnMainQueueArrivesAtTheNextDrainNotBefore() {
        let model = SearchModel()
        var counts: [Int] = []
        let c = model.resultCount.sink { counts.append($0) }
        model.events.send("b")
        #expect(model.query == "b")
        #expect(model.results == [], "receive(on: DispatchQueue.main) has not delivered yet")
        MainQueueWork.drain()
        #expect(model.results == ["banana", "blueberry"])
        // The model's first assignment (the empty query's results, queued in init) arrives in
        // the same drain, ahead of "b"'s, as on iOS.
        #expect(counts == [0, 0, 2])
        model.events.send("")
        MainQueueWork.drain()
        #expect(model.query == "b", "the filter dropped the empty string")
        _ = c
    }

    @Test func publishedProjectionAndObjectWillChangeAreOnePublisher() {
        final class Model: ObservableObject { @Published var n = 1 }
        let m = Model()
        var willChange = 0
        var values: [Int] = []
        let a = m.objectWillChange.sink { willChange += 1 }
        let b = m.$n.sink { values.append($0) }
        m.n = 5
        #expect(willChange == 1)
        #expect(values == [1, 5])
        #expect(m.objectWillChange === m.objectWillChange)
        _ = (a, b)
    }

    @Test func manualObjectWillChangeWithoutPublishedReachesSinksAndViews() {
        let m = ManualModel()
        var heard = 0
        let c = m.objectWillChange.sink { heard += 1 }
        m.value = 3
        #expect(heard == 1)
        struct Show: View {
            @ObservedObject var m: ManualModel
            var body: some View { Color.red.frame(width: CGFloat(m.value), height: 1) }
        }
        let r = ImageRenderer(content: Show(m: m))
        #expect(r.pixelBuffer.width == 3)
        let g = r.graph.generation
        m.value = 4
        #expect(r.graph.generation == g + 1)
        #expect(r.pixelBuffer.width == 4)
        _ = c
    }

    @Test func onReceiveEndsWhenTheViewLeaves() {
        let subject = PassthroughSubject<Int, Never>()
        final class Box { var got: [Int] = [] }
        let box = Box()
        struct Probe: View {
            let subject: PassthroughSubject<Int, Never>
            let box: Box
            @Binding var shown: Bool
            var body: some View {
                if shown { Color.red.frame(width: 2, height: 2).onReceive(subject) { box.got.append($0) } }
            }
        }
        final class Flag: ObservableObject { @Published var shown = true }
        let flag = Flag()
        struct Host: View {
            @ObservedObject var flag: Flag
            let subject: PassthroughSubject<Int, Never>
            let box: Box
            var body: some View { Probe(subject: subject, box: box, shown: $flag.shown) }
        }
        let r = ImageRenderer(content: Host(flag: flag, subject: subject, box: box))
        _ = r.pixelBuffer
        subject.send(1)
        flag.shown = false
        _ = r.pixelBuffer
        subject.send(2)
        #expect(box.got == [1])
    }
}
