import Foundation
import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// The virtual clock (issue 12): frame k shows t = k / fps, and animated values sit where the
/// curve's closed form puts them. Positions are read back from the pixels: the centroid of
/// a 10-point red square's coverage gives its offset to a hundredth of a point.
@Suite @MainActor struct AnimationClockTests {
    /// Shared state between a test and the view it plays.
    final class Model: ObservableObject {
        @Published var x: CGFloat = 0
        @Published var other = 0
    }

    struct Slider: View {
        @ObservedObject var model: Model
        var body: some View {
            ZStack(alignment: .leading) {
                Color.clear.frame(width: 240, height: 10)
                Color.red.frame(width: 10, height: 10).offset(x: model.x)
            }
        }
    }

    /// The red square's left edge, from the centroid of its red coverage.
    static func position(_ p: PixelBuffer) -> Double {
        var sum = 0.0, weight = 0.0
        for y in 0..<p.height {
            for x in 0..<p.width {
                let px = p[x, y]
                let w = Double(px.w) / 255
                sum += (Double(x) + 0.5) * w
                weight += w
            }
        }
        return sum / weight - 5
    }

    /// Plays the slider: at `t = 0` the model's x becomes 100 inside `animation`.
    func positions(_ animation: Animation, fps: Double = 10, seconds: Double = 2,
                   extra: [FrameEvent] = [], model: Model = Model()) async -> [Double] {
        let seq = FrameSequence(Slider(model: model), fps: fps, length: .duration(seconds),
                                events: [.perform(at: 0) { withAnimation(animation) { model.x = 100 } }] + extra)
        do { return try await seq.render().frames.map(Self.position) } catch { Issue.record("\(error)"); return [] }
    }

    /// x(t) of a cubic Bézier timing curve, found by bisection on the curve parameter
    /// (independent of the library's Newton solver).
    static func bezier(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, at x: Double) -> Double {
        func b(_ a: Double, _ c: Double, _ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * c + s * s * s }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if b(p1x, p2x, mid) < x { lo = mid } else { hi = mid }
        }
        return b(p1y, p2y, (lo + hi) / 2)
    }

    @Test func linearOffsetMovesEvenly() async {
        let xs = await positions(.linear(duration: 1))
        for k in 0...10 { #expect(abs(xs[k] - 10 * Double(k)) < 0.02, "frame \(k): \(xs[k])") }
        let frames = RenderedFrames(fps: 10, frames: Array(repeating: PixelBuffer(width: 1, height: 1), count: 21))
        #expect(frames.frameIndex(at: 0.25) == 2 && frames.frameIndex(at: 0.3) == 3 && frames.frameIndex(at: 9) == 20)
        #expect(abs(xs[15] - 100) < 0.02)
    }

    @Test func easeInOutOffsetFollowsTheBezier() async {
        let xs = await positions(.easeInOut(duration: 1))
        for k in 0...10 {
            let expected = 100 * Self.bezier(0.42, 0, 0.58, 1, at: Double(k) / 10)
            #expect(abs(xs[k] - expected) < 0.02, "frame \(k): \(xs[k]) vs \(expected)")
        }
    }

    @Test func delayedOffsetWaitsThenMoves() async {
        let xs = await positions(.linear(duration: 1).delay(0.5))
        for k in 0...5 { #expect(abs(xs[k]) < 0.02, "frame \(k) before the delay ends: \(xs[k])") }
        for k in 5...15 { #expect(abs(xs[k] - 10 * Double(k - 5)) < 0.02, "frame \(k): \(xs[k])") }
    }

    @Test func springOffsetFollowsTheDampedOscillator() async {
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.5)
        let xs = await positions(spring, fps: 20)
        // Past its settling time (within 0.1 % of the change) the spring rests at its target.
        let settled = spring.duration!
        // ω₀ = 2π / 0.5, ζ = 0.5: x(t) = 1 − e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d · sin ω_d t).
        let w0 = 2 * Double.pi / 0.5, z = 0.5, wd = w0 * (1 - z * z).squareRoot()
        var overshoot = 0.0
        for k in 0..<40 {
            let t = Double(k) / 20
            let expected = t >= settled ? 100 : 100 * (1 - exp(-z * w0 * t) * (cos(wd * t) + z * w0 / wd * sin(wd * t)))
            #expect(abs(xs[k] - expected) < 0.02, "frame \(k): \(xs[k]) vs \(expected)")
            overshoot = max(overshoot, xs[k])
        }
        #expect(overshoot > 110, "an underdamped spring overshoots")
    }

    @Test func aChangeDuringAnAnimationAddsItsDelta() async {
        // 0 → 100 over 1 s from t = 0; at t = 0.5 back to 0 over 1 s. Additive: the shown
        // value is 0 − 100(1 − p₁) + 100(1 − p₂).
        let model = Model()
        let xs = await positions(.linear(duration: 1), fps: 4,
                                 extra: [.perform(at: 0.5) { withAnimation(.linear(duration: 1)) { model.x = 0 } }], model: model)
        func expected(_ t: Double) -> Double {
            let p1 = min(t, 1), p2 = min(max(t - 0.5, 0), 1)
            return t < 0.5 ? 100 * t : -100 * (1 - p1) + 100 * (1 - p2)
        }
        for k in 0...7 { #expect(abs(xs[k] - expected(Double(k) / 4)) < 0.02, "frame \(k): \(xs[k]) vs \(expected(Double(k) / 4))") }
        #expect(abs(xs[3] - 50) < 0.02 && abs(xs[5] - 25) < 0.02)
    }

    @Test func anUnanimatedChangeJumps() async throws {
        let model = Model()
        let seq = FrameSequence(Slider(model: model), fps: 10, length: .duration(0.3),
                                events: [.perform(at: 0.1) { model.x = 50 }])
        let xs = try await seq.render().frames.map(Self.position)
        #expect(abs(xs[0]) < 0.02 && abs(xs[1] - 50) < 0.02 && abs(xs[2] - 50) < 0.02)
    }

    struct Scoped: View {
        @ObservedObject var model: Model
        var body: some View {
            ZStack(alignment: .leading) {
                Color.clear.frame(width: 240, height: 10)
                Color.red.frame(width: 10, height: 10).offset(x: model.x)
                    .animation(.linear(duration: 1), value: model.x)
            }
        }
    }

    @Test func animationValueAnimatesOnlyWhenItsValueChanged() async throws {
        let model = Model()
        let seq = FrameSequence(Scoped(model: model), fps: 10, length: .duration(0.6),
                                events: [.perform(at: 0) { model.x = 100 }])
        let xs = try await seq.render().frames.map(Self.position)
        #expect(abs(xs[5] - 50) < 0.02, "the value changed: linear over 1 s; \(xs[5])")
    }

    struct FrameMover: View {
        @ObservedObject var model: Model
        var body: some View {
            HStack(spacing: 0) {
                Color.clear.frame(width: model.x, height: 10)
                Color.red.frame(width: 10, height: 10)
                Spacer(minLength: 0)
            }
            .frame(width: 240)
        }
    }

    @Test func layoutFramesMove() async throws {
        let model = Model()
        let seq = FrameSequence(FrameMover(model: model), fps: 10, length: .duration(1),
                                events: [.perform(at: 0) { withAnimation(.linear(duration: 1)) { model.x = 100 } }])
        let xs = try await seq.render().frames.map(Self.position)
        for k in 0...10 { #expect(abs(xs[k] - 10 * Double(k)) < 0.02, "frame \(k): \(xs[k])") }
    }

    @Test func completionRunsAtTheFrameTheAnimationEnds() async throws {
        let model = Model()
        var firedAt: [Double?] = []
        var graph: ViewGraph?
        let seq = FrameSequence(Slider(model: model), fps: 10, length: .duration(1),
                                events: [.perform(at: 0.1) {
                                    withAnimation(.linear(duration: 0.5)) { model.x = 10 } completion: { firedAt.append(graph?.time) }
                                }])
        graph = seq.host.graph
        _ = try seq.displayFrames()
        #expect(firedAt == [0.6])
    }

    /// An AnimatableModifier sees every frame's interpolated value in its body.
    struct Recorder: AnimatableModifier {
        var value: Double
        let log: Log
        var animatableData: Double {
            get { value }
            set { value = newValue }
        }
        func body(content: Content) -> some View {
            log.values.append(value)
            return content.opacity(1)
        }
    }
    final class Log { var values: [Double] = [] }

    @Test func animatableModifiersSeeInterpolatedData() async throws {
        let model = Model()
        let log = Log()
        struct V: View {
            @ObservedObject var model: Model
            let log: Log
            var body: some View { Color.red.frame(width: 4, height: 4).modifier(Recorder(value: Double(model.x), log: log)) }
        }
        let seq = FrameSequence(V(model: model, log: log), fps: 4, length: .duration(1),
                                events: [.perform(at: 0) { withAnimation(.linear(duration: 1)) { model.x = 8 } }])
        _ = try seq.displayFrames()
        for v in [2.0, 4, 6, 8] { #expect(log.values.contains { abs($0 - v) < 1e-9 }, "\(v) in \(log.values)") }
    }

    /// A flip like the seeds': a GeometryEffect whose effectValue writes a binding through
    /// DispatchQueue.main.async once its angle passes 90°; the faces are red and blue.
    struct Flip: GeometryEffect {
        @Binding var flipped: Bool
        var angle: Double
        var animatableData: Double {
            get { angle }
            set { angle = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            DispatchQueue.main.async { self.flipped = self.angle >= 90 }
            return ProjectionTransform()
        }
    }
    struct Card: View {
        @ObservedObject var model: Model
        @State var flipped = false
        var body: some View {
            (flipped ? Color.blue : Color.red).frame(width: 4, height: 4)
                .modifier(Flip(flipped: $flipped, angle: model.x))
        }
    }

    @Test func theFlipSwitchesFaceAtTheFrameItPasses90Degrees() async throws {
        let model = Model()
        let seq = FrameSequence(Card(model: model), fps: 30, length: .duration(1),
                                events: [.perform(at: 0) { withAnimation(.linear(duration: 0.6)) { model.x = 180 } }])
        let frames = try await seq.render().frames
        // 180° over 0.6 s linearly passes 90° at t = 0.3: frame 9 is the first at ≥ 90°.
        for (k, f) in frames.enumerated() {
            let px = f[2, 2]
            let blue = px.z > 200 && px.x < 50
            #expect(blue == (k >= 9), "frame \(k): \(px)")
        }
    }

    @Test func framesAreByteIdenticalAcrossRunsAndThreads() async throws {
        func play() -> FrameSequence<Slider> {
            let model = Model()
            return FrameSequence(Slider(model: model), fps: 30, length: .duration(0.8), scale: 2,
                                 events: [.perform(at: 0.05) { withAnimation(.spring(duration: 0.4, bounce: 0.3)) { model.x = 77 } }])
        }
        let a = try await play().render()
        let b = try await play().render()
        #expect(a == b)
        let serial = try play().displayFrames().map { $0.rasterize() }
        #expect(serial == a.frames)
    }

    @Test func untilSettledStopsOneFrameAfterRest() async throws {
        let model = Model()
        let seq = FrameSequence(Slider(model: model), fps: 10, length: .untilSettled(),
                                events: [.perform(at: 0) { withAnimation(.linear(duration: 0.5)) { model.x = 50 } }])
        let frames = try seq.displayFrames()
        // Moving at frames 0…4, at rest from frame 5; one more frame shows it still.
        #expect(frames.count == 7)
    }

    @Test func limitsAreCheckedWithClearErrors() {
        let s = FrameSequence(Color.red, fps: 1000, length: .duration(1))
        #expect(throws: FrameSequenceError.self) { try s.validate() }
        let long = FrameSequence(Color.red, fps: 240, length: .duration(50))
        do { try long.validate(); Issue.record("12 001 frames must be refused") } catch {
            #expect(error.description.contains("12001 frames") && error.description.contains("limit of 3601"))
        }
        #expect(throws: Never.self) { try FrameSequence(Color.red, fps: 30, length: .duration(2)).validate() }
    }

    final class Shown: ObservableObject { @Published var on = false }

    struct Appearing: View {
        @ObservedObject var shown: Shown
        let transition: AnyTransition?
        var body: some View {
            ZStack(alignment: .leading) {
                Color.clear.frame(width: 240, height: 10)
                if shown.on {
                    if let transition {
                        Color.red.frame(width: 10, height: 10).offset(x: 100).transition(transition)
                    } else {
                        Color.red.frame(width: 10, height: 10).offset(x: 100)
                    }
                }
            }
        }
    }

    static func alpha(_ p: PixelBuffer) -> Double {
        var m = 0.0
        for y in 0..<p.height { for x in 0..<p.width { m = max(m, Double(p[x, y].w)) } }
        return m / 255
    }

    @Test func theDefaultTransitionFadesInAndOutAndTheRemovedViewStaysUntilItEnds() async throws {
        let shown = Shown()
        let seq = FrameSequence(Appearing(shown: shown, transition: nil), fps: 10, length: .duration(2.5),
                                events: [.perform(at: 0) { withAnimation(.linear(duration: 1)) { shown.on = true } },
                                         .perform(at: 1.5) { withAnimation(.linear(duration: 0.5)) { shown.on = false } }])
        let frames = try await seq.render().frames
        for k in 0...10 { #expect(abs(Self.alpha(frames[k]) - Double(k) / 10) < 0.01, "fading in, frame \(k): \(Self.alpha(frames[k]))") }
        // Removed at 1.5 s: it fades out over 0.5 s, then is gone.
        for k in 15...20 { #expect(abs(Self.alpha(frames[k]) - (1 - Double(k - 15) / 5)) < 0.01, "fading out, frame \(k): \(Self.alpha(frames[k]))") }
        #expect(Self.alpha(frames[24]) == 0)
    }

    @Test func moveAndScaleTransitionsRunFromTheirFarEnd() async throws {
        let shown = Shown()
        let seq = FrameSequence(Appearing(shown: shown, transition: .offset(x: -100)), fps: 10, length: .duration(1),
                                events: [.perform(at: 0) { withAnimation(.linear(duration: 1)) { shown.on = true } }])
        let xs = try await seq.render().frames.dropFirst().map(Self.position)
        // From 100 − 100 = 0 to 100, linearly.
        for (i, x) in xs.enumerated() { #expect(abs(x - 10 * Double(i + 1)) < 0.02, "frame \(i + 1): \(x)") }

        let scaled = Shown()
        let s2 = FrameSequence(Appearing(shown: scaled, transition: .scale), fps: 10, length: .duration(1),
                               events: [.perform(at: 0) { withAnimation(.linear(duration: 1)) { scaled.on = true } }])
        let f = try await s2.render().frames
        // Half way, the 10-point square is 5 points wide about its centre: 25 full pixels.
        let covered = (0..<f[5].height).reduce(0.0) { acc, y in (0..<f[5].width).reduce(acc) { $0 + Double(f[5][$1, y].w) / 255 } }
        #expect(abs(covered - 25) < 0.05, "\(covered)")
    }

    @Test func anUnanimatedInsertionAppearsAtOnce() async throws {
        let shown = Shown()
        let seq = FrameSequence(Appearing(shown: shown, transition: .opacity), fps: 10, length: .duration(0.3),
                                events: [.perform(at: 0.1) { shown.on = true }])
        let frames = try await seq.render().frames
        #expect(Self.alpha(frames[0]) == 0 && Self.alpha(frames[1]) == 1)
    }

    struct Ticker<S: TimelineSchedule>: View {
        let schedule: S
        var body: some View {
            TimelineView(schedule) { context in
                ZStack(alignment: .leading) {
                    Color.clear.frame(width: 240, height: 10)
                    Color.red.frame(width: 10, height: 10)
                        .offset(x: CGFloat(context.date.timeIntervalSinceReferenceDate) * 100)
                }
            }
        }
    }

    @Test func timelineViewsRunOnTheVirtualClock() async throws {
        let every = try await FrameSequence(Ticker(schedule: .animation), fps: 10, length: .duration(1)).render().frames.map(Self.position)
        for k in 0...10 { #expect(abs(every[k] - 10 * Double(k)) < 0.02, ".animation, frame \(k): \(every[k])") }
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let periodic = try await FrameSequence(Ticker(schedule: .periodic(from: start, by: 0.5)), fps: 10, length: .duration(1.2))
            .render().frames.map(Self.position)
        for k in 0...12 {
            let expected = (Double(k) / 10 / 0.5).rounded(.down) * 50
            #expect(abs(periodic[k] - expected) < 0.02, ".periodic, frame \(k): \(periodic[k]) vs \(expected)")
        }
        // Until settled, a running timeline keeps going to the longest allowed.
        let settled = try FrameSequence(Ticker(schedule: .animation), fps: 10, length: .untilSettled(maximum: 0.5)).displayFrames()
        #expect(settled.count == 6)
    }

    @Test func aSpringRetargetedMidFlightKeepsItsVelocity() async throws {
        // A spring to 100 from t = 0, sent on to 200 at t = 0.2 with the same spring. The
        // running spring keeps going and the new change starts at rest on top of it, so the
        // position is the sum of two closed-form springs, x = 100·s(t) + 100·s(t − 0.2), and the
        // speed does not jump at the change.
        let model = Model()
        let spring = Animation.spring(response: 0.6, dampingFraction: 0.8)
        let seq = FrameSequence(Slider(model: model), fps: 100, length: .duration(0.6),
                                events: [.perform(at: 0) { withAnimation(spring) { model.x = 100 } },
                                         .perform(at: 0.2) { withAnimation(spring) { model.x = 200 } }])
        let xs = try await seq.render().frames.map(Self.position)
        let w0 = 2 * Double.pi / 0.6, z = 0.8, wd = w0 * (1 - z * z).squareRoot()
        func s(_ t: Double) -> Double { t <= 0 ? 0 : 1 - exp(-z * w0 * t) * (cos(wd * t) + z * w0 / wd * sin(wd * t)) }
        for k in 0...60 {
            let t = Double(k) / 100
            let expected = 100 * s(t) + 100 * s(t - 0.2)
            #expect(abs(xs[k] - expected) < 0.02, "frame \(k): \(xs[k]) vs \(expected)")
        }
    }

    struct PressColour: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            (configuration.isPressed ? Color.red : Color.blue).frame(width: 10, height: 10)
        }
    }

    @Test func aScriptedPressShowsPressedUntilTheRelease() async throws {
        let view = Button(action: {}) { EmptyView() }.buttonStyle(PressColour()).id("b")
        let seq = FrameSequence(view, fps: 10, length: .duration(0.5),
                                events: [.press("b", at: 0.1), .release(at: 0.3)])
        let frames = try await seq.render().frames
        let red = frames.map { $0[5, 5].x > 200 && $0[5, 5].z < 50 }
        #expect(red == [false, true, true, false, false, false])
    }

    struct Draggable: View {
        @GestureState var drag: CGSize = .zero
        var body: some View {
            ZStack(alignment: .leading) {
                Color.clear.frame(width: 240, height: 10)
                Color.red.frame(width: 10, height: 10).offset(x: drag.width)
                    .gesture(DragGesture(minimumDistance: 0).updating($drag) { value, state, _ in state = value.translation })
            }
        }
    }

    @Test func aScriptedDragMovesThroughItsPathAndGestureStateResetsOnRelease() async throws {
        let path = (0...4).map { CGPoint(x: 5 + 10 * Double($0), y: 5) }
        let seq = FrameSequence(Draggable(), fps: 10, length: .duration(0.7),
                                events: [.drag(along: path, at: 0.1, duration: 0.4)])
        let xs = try await seq.render().frames.map(Self.position)
        // Down at 0.1 s, then 10 pt every 0.1 s; lifted with the last move at 0.5 s.
        let expected: [Double] = [0, 0, 10, 20, 30, 0, 0, 0]
        for k in expected.indices { #expect(abs(xs[k] - expected[k]) < 0.02, "frame \(k): \(xs[k])") }
    }

    struct Rewritten: View {
        @ObservedObject var model: Model
        let disable: Bool
        var body: some View {
            ZStack(alignment: .leading) {
                Color.clear.frame(width: 240, height: 10)
                Color.red.frame(width: 10, height: 10).offset(x: model.x)
                    .transaction { if disable { $0.animation = nil } else { $0.animation = .linear(duration: 1) } }
            }
        }
    }

    @Test func transactionModifiersRewriteTheChangesInside() async throws {
        // withAnimation(.easeIn) outside; .transaction sets linear(1 s) or removes the animation.
        for disable in [false, true] {
            let model = Model()
            let seq = FrameSequence(Rewritten(model: model, disable: disable), fps: 10, length: .duration(0.5),
                                    events: [.perform(at: 0) { withAnimation(.easeIn) { model.x = 100 } }])
            let xs = try await seq.render().frames.map(Self.position)
            #expect(abs(xs[5] - (disable ? 100 : 50)) < 0.02, "disable \(disable): \(xs[5])")
        }
    }

    @Test func aBindingWithAnAnimationAnimatesItsWrites() async throws {
        let model = Model()
        let binding = Binding(get: { model.x }, set: { model.x = $0 }).animation(.linear(duration: 1))
        // The view follows the model; the write goes through the binding's transaction.
        let seq = FrameSequence(Slider(model: model), fps: 10, length: .duration(0.5),
                                events: [.perform(at: 0) { binding.wrappedValue = 100 }])
        let xs = try await seq.render().frames.map(Self.position)
        #expect(abs(xs[3] - 30) < 0.02 && abs(xs[5] - 50) < 0.02, "\(xs)")
    }

    /// A user shape whose path follows its animatableData.
    struct Bar: Shape {
        var fraction: CGFloat
        var animatableData: CGFloat {
            get { fraction }
            set { fraction = newValue }
        }
        func path(in rect: CGRect) -> Path { Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height)) }
    }

    struct Meter: View {
        @ObservedObject var model: Model
        var body: some View {
            VStack(spacing: 4) {
                Bar(fraction: model.x / 100).fill(Color(red: 1, green: 0, blue: 0)).frame(width: 200, height: 10)
                Circle().trim(from: 0, to: model.x / 100).stroke(Color(red: 0, green: 0, blue: 1), lineWidth: 2).frame(width: 40, height: 40)
            }
            .padding(4)  // the stroke reaches 1 pt outside the circle's frame
        }
    }

    @Test func userShapesAndTrimAnimateTheirData() async throws {
        let model = Model()
        let seq = FrameSequence(Meter(model: model), fps: 10, length: .duration(1),
                                events: [.perform(at: 0) { withAnimation(.linear(duration: 1)) { model.x = 100 } }])
        let frames = try await seq.render().frames
        for k in [2, 5, 7, 8, 9] {
            let f = frames[k]
            var red = 0.0, blue = 0.0
            for y in 0..<f.height {
                for x in 0..<f.width {
                    let p = f[x, y]
                    if p.x > 0 && p.z == 0 { red += Double(p.w) / 255 }
                    if p.z > 0 && p.x == 0 { blue += Double(p.w) / 255 }
                }
            }
            // The bar covers fraction × 200 × 10 pixels; the ring's trimmed stroke (centre line
            // radius 20, width 2) covers fraction × 2π·20·2, give or take its anti-aliased ends.
            #expect(abs(red - 2000 * Double(k) / 10) < 1, "frame \(k): bar \(red)")
            let ring = 2 * Double.pi * 20 * 2 * Double(k) / 10
            #expect(abs(blue - ring) < 4, "frame \(k): ring \(blue) vs \(ring)")
        }
    }

    struct Swatch: View {
        @ObservedObject var model: Model
        var body: some View {
            let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
            return VStack(spacing: 0) {
                Rectangle().fill(model.x > 0 ? blue : red).frame(width: 10, height: 10)
                Rectangle().fill(LinearGradient(colors: model.x > 0 ? [blue, blue] : [red, red], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 10, height: 10)
            }
        }
    }

    @Test func fillColoursAndGradientStopsAnimatePerComponent() async throws {
        let model = Model()
        let seq = FrameSequence(Swatch(model: model), fps: 4, length: .duration(1),
                                events: [.perform(at: 0) { withAnimation(.linear(duration: 1)) { model.x = 1 } }])
        let frames = try await seq.render().frames
        for k in 0...4 {
            let p = Double(k) / 4
            for y in [5, 15] {
                let px = frames[k][5, y]
                #expect(abs(Double(px.x) - 255 * (1 - p)) <= 1.5 && abs(Double(px.z) - 255 * p) <= 1.5 && px.w == 255,
                        "frame \(k), \(y < 10 ? "colour" : "gradient"): \(px)")
            }
        }
    }

    struct ColourViews: View {
        @ObservedObject var model: Model
        var body: some View {
            let lit = model.x > 0
            return VStack(spacing: 0) {
                (lit ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0)).frame(width: 10, height: 10)
                Color.white.opacity(lit ? 1 : 0).frame(width: 10, height: 10)
            }
        }
    }

    @Test func colourViewsAnimateTheirResolvedColour() async throws {
        // `Color` as a view blends per component like a fill: red → blue, and a new
        // `Color.opacity(_:)` fades (premultiplied white: every channel 255·p).
        let model = Model()
        let seq = FrameSequence(ColourViews(model: model), fps: 4, length: .duration(1),
                                events: [.perform(at: 0) { withAnimation(.linear(duration: 1)) { model.x = 1 } }])
        let frames = try await seq.render().frames
        for k in 0...4 {
            let p = Double(k) / 4
            let swap = frames[k][5, 5], fade = frames[k][5, 15]
            #expect(abs(Double(swap.x) - 255 * (1 - p)) <= 1.5 && abs(Double(swap.z) - 255 * p) <= 1.5 && swap.w == 255,
                    "frame \(k), red to blue: \(swap)")
            for c in 0..<4 { #expect(abs(Double(fade[c]) - 255 * p) <= 1.5, "frame \(k), fading white: \(fade)") }
        }
    }

    struct RoundGradients: View {
        @ObservedObject var model: Model
        var body: some View {
            let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
            let on = model.x > 0
            // A hard edge at half the end radius: red inside, blue outside.
            let ring = [Gradient.Stop(color: red, location: 0), Gradient.Stop(color: red, location: 0.5),
                        Gradient.Stop(color: blue, location: 0.5), Gradient.Stop(color: blue, location: 1)]
            return VStack(spacing: 0) {
                RadialGradient(colors: on ? [blue, blue] : [red, red], center: .center, startRadius: 0, endRadius: 5)
                    .frame(width: 10, height: 10)
                Rectangle().fill(AngularGradient(colors: on ? [blue, blue] : [red, red], center: .center))
                    .frame(width: 10, height: 10)
                Rectangle().fill(RadialGradient(stops: ring, center: .center, startRadius: 0, endRadius: on ? 60 : 20))
                    .frame(width: 80, height: 80)
            }
        }
    }

    @Test func radialAndAngularGradientsAnimateStopsAndGeometry() async throws {
        let model = Model()
        let seq = FrameSequence(RoundGradients(model: model), fps: 4, length: .duration(1),
                                events: [.perform(at: 0) { withAnimation(.linear(duration: 1)) { model.x = 1 } }])
        let frames = try await seq.render().frames
        for k in 0...4 {
            let p = Double(k) / 4
            for (y, name) in [(5, "radial view"), (15, "angular fill")] {
                let px = frames[k][40, y]  // the 10-point swatches sit centred over the 80-point ring
                #expect(abs(Double(px.x) - 255 * (1 - p)) <= 1.5 && abs(Double(px.z) - 255 * p) <= 1.5 && px.w == 255,
                        "frame \(k), \(name): \(px)")
            }
            // The end radius runs 20 → 60, so the red disc's edge (half of it) 10 → 30 from the centre (40, 60).
            let edge = 10 + 20 * p
            let inside = frames[k][40 + Int(edge) - 2, 60], outside = frames[k][40 + Int(edge) + 2, 60]
            #expect(inside.x == 255 && inside.z == 0 && outside.x == 0 && outside.z == 255,
                    "frame \(k): edge at \(edge), inside \(inside), outside \(outside)")
        }
    }

    struct Layers: View {
        @ObservedObject var model: Model
        var body: some View {
            let lit = model.x > 0
            return VStack(spacing: 0) {
                Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10)
                    .overlay { if lit { Color(red: 1, green: 0, blue: 0) } }
                Color.clear.frame(width: 10, height: 10)
                    .background { if lit { Color(red: 1, green: 0, blue: 0).transition(.scale) } }
            }
        }
    }

    @Test func aRemovedOverlayOrBackgroundStaysUntilItsTransitionEnds() async throws {
        let model = Model()
        model.x = 1
        let seq = FrameSequence(Layers(model: model), fps: 4, length: .duration(1.5),
                                events: [.perform(at: 0) { withAnimation(.linear(duration: 1)) { model.x = 0 } }])
        let frames = try await seq.render().frames
        for k in 0...5 {
            let p = min(Double(k) / 4, 1)
            // The overlay fades out (the default transition) over the blue square.
            let over = frames[k][5, 5]
            #expect(abs(Double(over.x) - 255 * (1 - p)) <= 1.5 && abs(Double(over.z) - 255 * p) <= 1.5 && over.w == 255,
                    "frame \(k), overlay: \(over)")
            // The background shrinks about its centre: its red square is 10·(1 − p) points wide.
            let half = 5 * (1 - p)
            let inside = frames[k][5, 15], edge = frames[k][Int((5 - half - 1).rounded(.down)), 15]
            #expect(k == 4 || k == 5 ? inside.w == 0 : inside == SIMD4(255, 0, 0, 255), "frame \(k), background centre: \(inside)")
            if k < 4 && half < 4 { #expect(edge.w == 0, "frame \(k), background outside \(half) pt: \(edge)") }
        }
    }

    @Test func anInsertedOverlayFadesIn() async throws {
        let model = Model()
        let seq = FrameSequence(Layers(model: model), fps: 4, length: .duration(1),
                                events: [.perform(at: 0) { withAnimation(.linear(duration: 1)) { model.x = 1 } }])
        let frames = try await seq.render().frames
        for k in 0...4 {
            let p = Double(k) / 4
            let over = frames[k][5, 5]
            #expect(abs(Double(over.x) - 255 * p) <= 1.5 && abs(Double(over.z) - 255 * (1 - p)) <= 1.5 && over.w == 255,
                    "frame \(k), overlay: \(over)")
        }
    }
}
