import Foundation
import Testing
import FlipbookRaster
import FlipbookPNG
@testable import Flipbook
@testable import FlipbookCore

/// Issue 23 item 3: one settle loop (`Settler`), one bound, no stage laid out twice. Passes
/// are counted with the graph's `passCount` (every resolve-and-layout pass).
@Suite @MainActor struct SettleLoopTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static func centre(_ p: PixelBuffer) -> SIMD4<UInt8> { p[p.width / 2, p.height / 2] }

    /// Blue; `onAppear` turns it red: one change, so two passes.
    struct AppearsRed: View {
        @State private var red = false
        var body: some View {
            Rectangle().fill(red ? SettleLoopTests.red : SettleLoopTests.blue).frame(width: 10, height: 10)
                .onAppear { red = true }
        }
    }

    /// `onAppear` sets a step, `onChange` reacts twice more: three changes, four passes.
    struct Chain: View {
        @State private var step = 0
        var body: some View {
            Rectangle().fill(step == 3 ? SettleLoopTests.red : SettleLoopTests.blue).frame(width: 10, height: 10)
                .onAppear { step = 1 }
                .onChange(of: step) { _, s in if s < 3 { step = s + 1 } }
        }
    }

    /// A task's work before its first suspension: one change, two passes.
    struct TaskSetsState: View {
        @State private var loaded = false
        var body: some View {
            Rectangle().fill(loaded ? SettleLoopTests.red : SettleLoopTests.blue).frame(width: 10, height: 10)
                .task { loaded = true }
        }
    }

    @Test func stateChangedInReactionToAppearingSettlesInCountedPasses() {
        let appear = ImageRenderer(content: AppearsRed())
        #expect(Self.centre(appear.pixelBuffer) == SIMD4(255, 0, 0, 255))
        #expect(appear.graph.passCount == 2)
        let chain = ImageRenderer(content: Chain())
        #expect(Self.centre(chain.pixelBuffer) == SIMD4(255, 0, 0, 255))
        #expect(chain.graph.passCount == 4)
        let task = ImageRenderer(content: TaskSetsState())
        #expect(Self.centre(task.pixelBuffer) == SIMD4(255, 0, 0, 255))
        #expect(task.graph.passCount == 2)
        for r in [appear.graph, chain.graph, task.graph] { #expect(r.errors.isEmpty) }
    }

    /// A view whose state is new after every pass.
    struct Restless: View {
        @State private var count = 0
        var body: some View {
            Text("\(count)").onChange(of: count, initial: true) { _, c in count = c + 1 }
        }
    }

    @Test func aViewThatNeverSettlesStopsAtTheBoundWithAnErrorNamingIt() throws {
        let r = ImageRenderer(content: Restless())
        _ = r.displayFrame()
        #expect(r.graph.passCount == Settler.maximumPasses)
        let error = try #require(r.graph.errors.first)
        #expect(error.viewType.contains("Restless"))
        #expect(error.message.contains("`count`") && error.message.contains("8 passes"), "\(error)")
        #expect(throws: RenderError.self) { try r.pngData() }
    }

    @Test func mainQueueWorkThatRequeuesItselfStopsAtTheBound() {
        final class Counter: @unchecked Sendable { var runs = 0; var stopped = false }
        let counter = Counter()
        // Stopped when the test ends: a chain left re-queuing itself would be drained by the
        // next render on the main actor, in another test, and hold that render for passes.
        @Sendable func again() {
            counter.runs += 1
            if counter.runs < 20, !counter.stopped { DispatchQueue.main.async { again() } }
        }
        defer {
            counter.stopped = true
            MainQueueWork.drain()
        }
        struct Plain: View { var body: some View { Color.red.frame(width: 2, height: 2) } }
        let r = ImageRenderer(content: Plain())
        DispatchQueue.main.async { again() }
        _ = r.pixelBuffer
        // One batch before the first pass, one after each of the 8 passes.
        #expect(counter.runs == Settler.maximumPasses + 1)
        #expect(r.graph.passCount == Settler.maximumPasses)
        #expect(r.graph.errors.count == 1)
    }

    /// A geometry effect that re-sets a binding to the value it holds on every draw, through
    /// the main queue, as the seeds' flip effect does.
    struct Resetting: GeometryEffect {
        var amount: Double
        let flag: Binding<Bool>
        var animatableData: Double { get { amount } set { amount = newValue } }
        func effectValue(size: CGSize) -> ProjectionTransform {
            let flag = self.flag
            DispatchQueue.main.async { MainActor.assumeIsolated { flag.wrappedValue = true } }
            return ProjectionTransform()
        }
    }
    struct ResetsEveryDraw: View {
        @State private var flag = true
        var body: some View {
            Rectangle().fill(flag ? SettleLoopTests.red : SettleLoopTests.blue).frame(width: 10, height: 10)
                .modifier(Resetting(amount: 0, flag: $flag))
        }
    }

    @Test func reSettingAValueToWhatItHoldsIsNoChange() {
        let r = ImageRenderer(content: ResetsEveryDraw())
        #expect(Self.centre(r.pixelBuffer) == SIMD4(255, 0, 0, 255))
        // In the parallel `swift test` run other tests' threads queue main-queue work
        // meanwhile: only work queued from the main actor may ask for another pass.
        #expect(r.graph.passCount == 1)
        #expect(r.graph.errors.isEmpty)
        MainQueueWork.drain()
    }

    /// Main-queue work another thread queues (another test's, in a parallel run) is not
    /// the render's: it must not hold a render for another pass or invalidate a settled one.
    @Test func mainQueueWorkFromOtherThreadsDoesNotHoldARender() {
        MainQueueWork.drain()
        let queued = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            DispatchQueue.main.async {}
            queued.signal()
        }
        queued.wait()
        #expect(!MainQueueWork.hasPending)
        let r = ImageRenderer(content: AppearsRed())
        #expect(Self.centre(r.pixelBuffer) == SIMD4(255, 0, 0, 255))
        #expect(r.graph.passCount == 2 && r.graph.errors.isEmpty)
        // Work the main actor queues is waited for.
        DispatchQueue.main.async {}
        #expect(MainQueueWork.hasPending)
        MainQueueWork.drain()
    }

    @Test func imageRendererOutputsLayOutOnce() throws {
        let r = ImageRenderer(content: AppearsRed())
        _ = r.layout()
        let settled = r.graph.passCount
        #expect(settled == 2)
        let list = r.displayList
        let frame = r.displayFrame()
        let pixels = r.pixelBuffer
        let png = try r.pngData()
        #expect(r.graph.passCount == settled, "displayList, displayFrame, pixelBuffer and pngData reuse the settled layout")
        #expect(frame.displayList == list && Self.centre(pixels) == SIMD4(255, 0, 0, 255))
        #expect(try PNGCodec.decode(png) == pixels)
        // A changed input lays out again, once.
        r.scale = 2
        #expect(r.pixelBuffer.width == 20)
        #expect(r.graph.passCount == settled + 1)
        // So does a change of state from outside (a tap's action, a model).
        r.graph.appStorage["k"] = 1
        _ = r.pixelBuffer
        #expect(r.graph.passCount == settled + 2)
    }
}
