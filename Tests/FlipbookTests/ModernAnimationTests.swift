import Foundation
import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// Issue 25 items 5 and 7: keyframes evaluated as SwiftUI documents them (checked against
/// numbers derived here by hand or from Apple's documentation), the keyframe and phase
/// animators on the virtual clock, custom transitions, matched geometry, springs, unit
/// curves and custom animations.
@Suite @MainActor struct ModernAnimationTests {
    /// The left edge of a 10-point red square on a 240 × 10 canvas, from its coverage's
    /// centroid (as AnimationClockTests reads positions).
    static func position(_ p: PixelBuffer) -> Double {
        var sum = 0.0, weight = 0.0
        for y in 0..<p.height {
            for x in 0..<p.width {
                let w = Double(p[x, y].w) / 255
                sum += (Double(x) + 0.5) * w
                weight += w
            }
        }
        return weight > 0 ? sum / weight - 5 : .nan
    }

    static let red = Color(red: 1, green: 0, blue: 0)

    /// A red square at `x` in a 240-point strip.
    struct Strip: View {
        let x: CGFloat
        var body: some View {
            ZStack(alignment: .leading) {
                Color.clear.frame(width: 240, height: 10)
                ModernAnimationTests.red.frame(width: 10, height: 10).offset(x: x)
            }
        }
    }

    struct Values {
        var scale = 1.0
        var offset = 0.0
    }

    @Test func keyframeTimelineEvaluatesEveryKeyframeKind() {
        // Linear: halfway in time is halfway in value; a MoveKeyframe jumps first.
        let linear = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                MoveKeyframe(10.0)
                LinearKeyframe(30.0, duration: 2)
            }
        }
        #expect(linear.duration == 2)
        #expect(linear.value(time: 0) == 10 && linear.value(time: 1) == 20 && linear.value(time: 2) == 30)
        #expect(linear.value(time: 5) == 30 && linear.value(progress: 0.25) == 15)

        // Cubic: knots 0, 10, 30 at t = 0, 1, 2; Catmull-Rom velocity at the middle knot
        // (30 − 0) / 2 = 15, zero at the ends. Hermite at s = ½ of the first segment:
        // ½·0 + ⅛·0 + ½·10 − ⅛·15 = 3.125; of the second: ½·10 + ⅛·15 + ½·30 − 0 = 21.875.
        let cubic = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                CubicKeyframe(10.0, duration: 1)
                CubicKeyframe(30.0, duration: 1)
            }
        }
        #expect(abs(cubic.value(time: 0.5) - 3.125) < 1e-9)
        #expect(abs(cubic.value(time: 1.5) - 21.875) < 1e-9)
        #expect(abs(cubic.value(time: 1) - 10) < 1e-9)

        // Spring: critically damped, duration 0.5 → ω₀ = 4π; from 0 to 100:
        // x(t) = 100 − 100·e^(−ω₀t)(1 + ω₀t).
        let spring = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { SpringKeyframe(100.0, duration: 1, spring: Spring(duration: 0.5, bounce: 0)) }
        }
        let w = 4 * Double.pi
        for t in [0.1, 0.25, 0.6] {
            let expected = 100 - 100 * exp(-w * t) * (1 + w * t)
            #expect(abs(spring.value(time: t) - expected) < 1e-9, "t = \(t)")
        }
        // Without a duration, a spring keyframe lasts the spring's settling duration.
        let settling = KeyframeTimeline(initialValue: 0.0) { KeyframeTrack { SpringKeyframe(1.0, spring: .bouncy) } }
        #expect(abs(settling.duration - Spring.bouncy.settlingDuration) < 1e-9)

        // Tracks on properties run side by side; the timeline lasts the longest.
        let both = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.scale) { LinearKeyframe(2.0, duration: 1) }
            KeyframeTrack(\.offset) {
                LinearKeyframe(50.0, duration: 2, timingCurve: .easeIn)
            }
        }
        #expect(both.duration == 2)
        let v = both.value(time: 1)
        #expect(v.scale == 2)
        #expect(abs(v.offset - 50 * UnitCurve.easeIn.value(at: 0.5)) < 1e-12)
    }

    @Test func springAndUnitCurveMatchAppleNumbers() {
        // Apple's Spring documentation: (duration 0.5, bounce 0.3) ↔ (mass 1, stiffness
        // 157.9, damping 17.6); (stiffness 100, damping 10) ↔ (duration 0.63, bounce 0.5).
        let a = Spring(duration: 0.5, bounce: 0.3)
        #expect(a.mass == 1 && abs(a.stiffness - 157.9) < 0.05 && abs(a.damping - 17.6) < 0.05)
        let b = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(b.duration - 0.63) < 0.005 && abs(b.bounce - 0.5) < 1e-9)
        // A spring's position plus its remaining displacement is the target; it settles.
        #expect(abs(a.value(target: 1.0, time: 10) - 1) < 1e-9)
        #expect(a.value(target: 1.0, time: 0) == 0)
        // Unit curves: circular ease-in is 1 − √(1 − x²); ease-in-out is symmetric.
        #expect(abs(UnitCurve.circularEaseIn.value(at: 0.5) - (1 - 0.75.squareRoot())) < 1e-12)
        #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-6)
        #expect(abs(UnitCurve.easeIn.inverse.value(at: UnitCurve.easeIn.value(at: 0.3)) - 0.3) < 1e-9)
    }

    final class Trigger: ObservableObject { @Published var count = 0 }

    struct KeyframeStrip: View {
        @ObservedObject var trigger: Trigger
        var body: some View {
            Strip(x: 0).keyframeAnimator(initialValue: 0.0, trigger: trigger.count) { content, x in
                content.offset(x: x)
            } keyframes: { _ in
                KeyframeTrack { LinearKeyframe(100.0, duration: 1) }
            }
        }
    }

    @Test func keyframeAnimatorPlaysOnTheClock() async throws {
        let trigger = Trigger()
        let seq = FrameSequence(KeyframeStrip(trigger: trigger), fps: 10, length: .duration(1.5),
                                events: [.perform(at: 0.2) { trigger.count += 1 }])
        let xs = try await seq.render().frames.map(Self.position)
        #expect(abs(xs[1]) < 0.02, "at rest before the trigger: the initial value")
        for k in 2...11 { #expect(abs(xs[k] - 10 * Double(k - 2)) < 0.02, "frame \(k): \(xs[k])") }
        #expect(abs(xs[13]) < 0.02, "after the keyframes the content returns to the initial value")

        // Repeating: the keyframes loop from the moment the view appears.
        let loop = Strip(x: 0).keyframeAnimator(initialValue: 0.0) { content, x in content.offset(x: x) } keyframes: { _ in
            KeyframeTrack { LinearKeyframe(100.0, duration: 1) }
        }
        let ys = try await FrameSequence(loop, fps: 10, length: .duration(1.6)).render().frames.map(Self.position)
        #expect(abs(ys[5] - 50) < 0.02 && abs(ys[15] - 50) < 0.02)
        #expect(abs(Self.position(ImageRenderer(content: loop).pixelBuffer)) < 0.02, "a still shows the start")
    }

    @Test func phaseAnimatorStepsThroughItsPhases() async throws {
        // Looping: the first frame shows phase 0; the change into 100 starts with the next
        // frame (t = 0.1) and takes 1 s; the change back starts when it ends (t = 1.1).
        let loop = Strip(x: 0).phaseAnimator([0.0, 100.0]) { content, x in content.offset(x: x) } animation: { _ in .linear(duration: 1) }
        let xs = try await FrameSequence(loop, fps: 10, length: .duration(2.2)).render().frames.map(Self.position)
        #expect(abs(xs[0]) < 0.02)
        #expect(abs(xs[6] - 50) < 0.02, "t = 0.6: \(xs[6])")
        #expect(abs(xs[11] - 100) < 0.02, "t = 1.1: \(xs[11])")
        #expect(abs(xs[16] - 50) < 0.02, "t = 1.6: \(xs[16])")
        #expect(abs(Self.position(ImageRenderer(content: loop).pixelBuffer)) < 0.02, "a still shows the first phase")

        // With a trigger: at rest in phase 0; a change runs through every phase and back.
        let trigger = Trigger()
        struct Triggered: View {
            @ObservedObject var trigger: Trigger
            var body: some View {
                Strip(x: 0).phaseAnimator([0.0, 100.0], trigger: trigger.count) { content, x in content.offset(x: x) } animation: { _ in .linear(duration: 1) }
            }
        }
        let seq = FrameSequence(Triggered(trigger: trigger), fps: 10, length: .duration(2.5), events: [.perform(at: 0.2) { trigger.count += 1 }])
        let ts = try await seq.render().frames.map(Self.position)
        #expect(abs(ts[1]) < 0.02)
        #expect(abs(ts[7] - 50) < 0.02, "t = 0.7: \(ts[7])")
        #expect(abs(ts[17] - 50) < 0.02, "t = 1.7: \(ts[17])")
        #expect(abs(ts[24]) < 0.02, "back at rest: \(ts[24])")
    }

    /// Slides in from 100 points left, fading: written as Apple's `Transition` example.
    struct SlideFade: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.offset(x: phase.isIdentity ? 50 : 0).opacity(phase.isIdentity ? 1 : 0)
        }
    }

    struct Offset50: ViewModifier {
        let x: CGFloat
        func body(content: Content) -> some View { content.offset(x: x) }
    }

    final class Shown: ObservableObject { @Published var shown = false }

    struct Inserting: View {
        @ObservedObject var model: Shown
        var body: some View {
            ZStack(alignment: .leading) {
                Color.clear.frame(width: 240, height: 10)
                if model.shown { ModernAnimationTests.red.frame(width: 10, height: 10).transition(SlideFade()) }
            }
        }
    }

    @Test func customTransitionsDrawTheirIdentityPhaseAndAnimateInsertion() async throws {
        // At rest a view is drawn through the transition's identity phase.
        let rest = ImageRenderer(content: ZStack(alignment: .leading) {
            Color.clear.frame(width: 240, height: 10)
            Self.red.frame(width: 10, height: 10).transition(SlideFade())
        }).pixelBuffer
        #expect(abs(Self.position(rest) - 50) < 0.02)
        let modifier = ImageRenderer(content: ZStack(alignment: .leading) {
            Color.clear.frame(width: 240, height: 10)
            Self.red.frame(width: 10, height: 10).transition(.modifier(active: Offset50(x: 0), identity: Offset50(x: 70)))
        }).pixelBuffer
        #expect(abs(Self.position(modifier) - 70) < 0.02)

        // Inserted inside an animation, the view goes from the willAppear phase to identity.
        let model = Shown()
        let seq = FrameSequence(Inserting(model: model), fps: 10, length: .duration(1.2),
                                events: [.perform(at: 0) { withAnimation(.linear(duration: 1)) { model.shown = true } }])
        let frames = try await seq.render().frames
        let half = frames[5]
        #expect(abs(Self.position(half) - 25) < 0.05, "t = 0.5: \(Self.position(half))")
        let alpha = (0..<half.width).map { Int(half[$0, 5].w) }.max() ?? 0
        #expect(abs(alpha - 128) <= 2, "t = 0.5: half opacity, \(alpha)")
        #expect(abs(Self.position(frames[11]) - 50) < 0.02)
    }

    struct Matched: View {
        @Namespace private var ns
        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.clear.frame(width: 100, height: 100)
                ModernAnimationTests.red.frame(width: 40, height: 30)
                    .matchedGeometryEffect(id: "card", in: ns)
                    .offset(x: 50, y: 60)
                Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10)
                    .matchedGeometryEffect(id: "card", in: ns, isSource: false)
                Color(red: 0, green: 1, blue: 0).frame(width: 30, height: 20)
                    .matchedGeometryEffect(id: "box", in: ns)
                Color(red: 1, green: 1, blue: 0)
                    .matchedGeometryEffect(id: "box", in: ns, isSource: false)
            }
        }
    }

    @Test func matchedGeometryGivesANonSourceTheSourcesFrame() {
        let p = ImageRenderer(content: Matched()).pixelBuffer
        // A flexible non-source is proposed the source's size and placed on it: the yellow
        // colour, which would fill the 100 × 100 stack, covers exactly the green 30 × 20.
        #expect(p[2, 2] == SIMD4(255, 255, 0, 255))
        #expect(p[28, 18] == SIMD4(255, 255, 0, 255))
        #expect(p[32, 5].w == 0 && p[5, 22].w == 0)
        // A fixed-size non-source keeps its size (its frame ignores the proposal, as in
        // SwiftUI) and is centred on the source's frame, offset included: 10 × 10 at (65, 70).
        #expect(p[66, 71] == SIMD4(0, 0, 255, 255) && p[74, 79] == SIMD4(0, 0, 255, 255))
        #expect(p[52, 62] == SIMD4(255, 0, 0, 255) && p[64, 69] == SIMD4(255, 0, 0, 255))
    }

    final class Flag: ObservableObject { @Published var on = false }

    /// A dot that moves from the leading edge to x = 100 when `on`: two views, one matched id.
    struct Hero: View {
        @ObservedObject var flag: Flag
        @Namespace private var ns
        var body: some View {
            ZStack(alignment: .leading) {
                Color.clear.frame(width: 240, height: 10)
                if flag.on {
                    Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10)
                        .matchedGeometryEffect(id: "dot", in: ns)
                        .padding(.leading, 100)
                } else {
                    ModernAnimationTests.red.frame(width: 10, height: 10)
                        .matchedGeometryEffect(id: "dot", in: ns)
                }
            }
        }
    }

    /// The left edge of the blue coverage (the inserted view), ignoring the red one leaving.
    static func bluePosition(_ p: PixelBuffer) -> Double {
        var sum = 0.0, weight = 0.0
        for y in 0..<p.height {
            for x in 0..<p.width {
                let w = Double(p[x, y].z) / 255
                sum += (Double(x) + 0.5) * w
                weight += w
            }
        }
        return weight > 0 ? sum / weight - 5 : .nan
    }

    @Test func matchedGeometryMovesANewSourceFromTheOldOnesFrame() async throws {
        let flag = Flag()
        let seq = FrameSequence(Hero(flag: flag), fps: 10, length: .duration(1.2),
                                events: [.perform(at: 0) { withAnimation(.linear(duration: 1)) { flag.on = true } }])
        let xs = try await seq.render().frames.map(Self.bluePosition)
        for k in [2, 5, 8] { #expect(abs(xs[k] - 10 * Double(k)) < 0.05, "frame \(k): \(xs[k])") }
        #expect(abs(xs[12] - 100) < 0.02)
    }

    /// Linear over one second, as Apple's `CustomAnimation` example.
    struct MyLinear: CustomAnimation {
        let duration: TimeInterval
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            guard time <= duration else { return nil }
            return value.scaled(by: time / duration)
        }
    }

    final class Position: ObservableObject { @Published var x: CGFloat = 0 }
    struct Moving: View {
        @ObservedObject var model: Position
        var body: some View { Strip(x: model.x) }
    }

    @Test func customAnimationsPlayOnTheClock() async throws {
        let model = Position()
        let seq = FrameSequence(Moving(model: model), fps: 10, length: .duration(1.3),
                                events: [.perform(at: 0) { withAnimation(Animation(MyLinear(duration: 1))) { model.x = 100 } }])
        let xs = try await seq.render().frames.map(Self.position)
        for k in 0...10 { #expect(abs(xs[k] - 10 * Double(k)) < 0.02, "frame \(k): \(xs[k])") }
        #expect(abs(xs[13] - 100) < 0.02)
        #expect(abs((Animation(MyLinear(duration: 1)).duration ?? 0) - 1) < 0.01)
    }
}
