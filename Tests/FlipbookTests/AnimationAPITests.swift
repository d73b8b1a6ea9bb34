import Testing
@testable import Flipbook
@testable import FlipbookCore

/// Animation curves checked against values derived independently: Bézier symmetry and the
/// curve evaluated at its own parameter, springs against a numerical integration of the
/// same differential equation, overshoot and settling from the analytic envelope.
@Suite @MainActor struct AnimationAPITests {
    @Test func bezierCurvesHitTheirDerivedValues() {
        // easeInOut is point-symmetric about (0.5, 0.5).
        #expect(abs(Animation.easeInOut.progress(at: 0.175) - 0.5) < 1e-9)
        #expect(abs(Animation.easeInOut(duration: 2).progress(at: 0.6) + Animation.easeInOut(duration: 2).progress(at: 1.4) - 1) < 1e-7)
        #expect(abs(Animation.linear(duration: 1).progress(at: 0.3) - 0.3) < 1e-9)
        // At parameter s = 0.5 a unit Bézier is at x = 0.375(p1x + p2x) + 0.125, y likewise.
        // easeIn (0.42, 0, 1, 1): x = 0.6575, y = 0.5.
        #expect(abs(Animation.easeIn.progress(at: 0.6575 * 0.35) - 0.5) < 1e-6)
        // easeOut (0, 0, 0.58, 1): x = 0.3425, y = 0.5.
        #expect(abs(Animation.easeOut(duration: 1).progress(at: 0.3425) - 0.5) < 1e-6)
        // The seed's timingCurve(0.2, 0.8, 0.2, 1, duration: 0.8): x = 0.275, y = 0.8.
        let seed = Animation.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.8)
        #expect(abs(seed.progress(at: 0.275 * 0.8) - 0.8) < 1e-6)
        #expect(seed.progress(at: 0) == 0 && seed.progress(at: 0.8) == 1 && seed.progress(at: 5) == 1)
        #expect(seed.duration == 0.8)
    }

    /// Progress of a unit-mass spring integrated with RK4 at 1/20000 s steps.
    func integrate(stiffness k: Double, damping c: Double, velocity v0: Double = 0, until t: Double) -> Double {
        var x = 1.0, v = -v0
        let h = 1.0 / 20000
        let n = Int((t / h).rounded())
        func a(_ x: Double, _ v: Double) -> Double { -k * x - c * v }
        for _ in 0..<n {
            let k1x = v, k1v = a(x, v)
            let k2x = v + h / 2 * k1v, k2v = a(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = a(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = a(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return 1 - x
    }

    @Test func springsMatchTheIntegratedOscillator() {
        // spring(response: 0.5, dampingFraction: 0.825): k = (2π/0.5)², c = 4π·0.825/0.5.
        let k = pow(2 * Double.pi / 0.5, 2), c = 4 * Double.pi * 0.825 / 0.5
        for t in [0.05, 0.2, 0.4, 0.9] {
            #expect(abs(Animation.spring.progress(at: t) - integrate(stiffness: k, damping: c, until: t)) < 1e-6)
        }
        // Critically damped default (response 0.55), overdamped and with initial velocity.
        let k2 = pow(2 * Double.pi / 0.55, 2), c2 = 4 * Double.pi / 0.55
        #expect(abs(Animation.default.progress(at: 0.3) - integrate(stiffness: k2, damping: c2, until: 0.3)) < 1e-6)
        let over = Animation.interpolatingSpring(stiffness: 50, damping: 30)
        #expect(abs(over.progress(at: 0.25) - integrate(stiffness: 50, damping: 30, until: 0.25)) < 1e-6)
        let pushed = Animation.interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 3)
        #expect(abs(pushed.progress(at: 0.15) - integrate(stiffness: 100, damping: 10, velocity: 3, until: 0.15)) < 1e-6)
    }

    @Test func bounceOvershootsAndSettlesAsTheEnvelopeSays() {
        // .bouncy: response 0.5, ζ = 0.7. First peak at π/ω_d = 0.35007 s, overshoot
        // exp(−ζπ/√(1−ζ²)) = 0.045988.
        #expect(abs(Animation.bouncy.progress(at: 0.3500700210070025) - 1.04598791026026775) < 1e-9)
        #expect(Animation.smooth.progress(at: 0.35) < 1, "bounce 0 never overshoots")
        #expect(Animation.spring(duration: 0.5, bounce: 0.3) == Animation.bouncy)
        // Critically damped default: e^(−u)(1 + u) = 0.001 at u = 9.2334135, t = u·0.55/2π.
        #expect(abs(Animation.default.duration! - 0.8082488680137254) < 1e-9)
    }

    @Test func delaySpeedAndRepeatsReshapeTime() {
        let base = Animation.linear(duration: 1)
        #expect(base.delay(0.5).progress(at: 0.4) == 0)
        #expect(abs(base.delay(0.5).progress(at: 1) - 0.5) < 1e-9)
        #expect(abs(base.speed(2).progress(at: 0.25) - 0.5) < 1e-9)
        #expect(base.delay(1).speed(2).duration == 1, "speed applies to the delay too")
        let bounce = base.repeatCount(3, autoreverses: true)
        #expect(abs(bounce.progress(at: 0.25) - 0.25) < 1e-9)
        #expect(abs(bounce.progress(at: 1.25) - 0.75) < 1e-9, "the second play runs backwards")
        #expect(abs(bounce.progress(at: 2.25) - 0.25) < 1e-9)
        #expect(bounce.progress(at: 3.5) == 1 && bounce.duration == 3)
        #expect(base.repeatForever().duration == nil && !base.repeatForever().isComplete(at: 1e6))
        #expect(abs(base.repeatForever(autoreverses: false).progress(at: 7.25) - 0.25) < 1e-9)
    }

    final class Probe { var binding: Binding<Int>? }
    struct Box: View {
        @State var n = 0
        let probe: Probe
        var body: some View {
            let _ = probe.binding = $n
            Color.red.frame(width: 1, height: 1)
                .animation(.easeIn, value: n)
                .transition(.move(edge: .top))
        }
    }

    @Test func withAnimationRunsNowAndRecordsTheTransaction() {
        let probe = Probe()
        let renderer = ImageRenderer(content: Box(probe: probe))
        let root = renderer.layout()
        let result = withAnimation(.snappy) { () -> String in
            probe.binding!.wrappedValue = 2
            return "done"
        }
        #expect(result == "done" && probe.binding!.wrappedValue == 2, "the body ran at once")
        #expect(renderer.graph.lastTransaction.animation == .snappy)
        probe.binding!.wrappedValue = 3
        #expect(renderer.graph.lastTransaction.animation == nil, "a change outside withAnimation has none")
        withTransaction(\.disablesAnimations, true) { probe.binding!.wrappedValue = 4 }
        #expect(renderer.graph.lastTransaction.disablesAnimations)
        probe.binding!.animation(.linear).wrappedValue = 5
        #expect(probe.binding!.wrappedValue == 5 && renderer.graph.lastTransaction.animation == .linear, "$n.animation(.linear) animates its writes")

        // The .animation scope reaches the leaf; the transition is the view's trait.
        #expect(root.transition?.removalEffects(size: CGSize(width: 1, height: 1)).offset == CGSize(width: 0, height: -1))
        var leaf = root
        while let c = leaf.children.first { leaf = c }
        #expect(leaf.environment.animationScopes.count == 1)
        let scope = leaf.environment.animationScopes[0]
        #expect(scope.animation == .easeIn && scope.apply(to: Transaction()).animation == .easeIn)
        #expect(scope.apply(to: { var t = Transaction(); t.disablesAnimations = true; return t }()).animation == nil)
    }

    @Test func scopedAnimationDrawsItsBodyAndRecordsTheScope() {
        let root = ViewLayout.layoutFitting(Color.red.frame(width: 4, height: 4).animation(.smooth) { $0.opacity(0.5) })
        #expect(root.frame.size == CGSize(width: 4, height: 4))
        var leaf = root
        while let c = leaf.children.first { leaf = c }
        #expect(leaf.environment.animationScopes.map(\.animation) == [.smooth])
        let t = ViewLayout.layoutFitting(Color.red.transaction(value: 1) { $0.animation = .bouncy })
        #expect(t.environment.animationScopes.first?.apply(to: Transaction()).animation == .bouncy)
    }

    @Test func completionRunsAfterTheNextPassInAStill() {
        var order: [String] = []
        let renderer = ImageRenderer(content: Color.red.frame(width: 2, height: 2))
        let r = withAnimation(.bouncy, completionCriteria: .removed) { order.append("body"); return 7 } completion: { order.append("done") }
        #expect(r == 7 && order == ["body"], "the completion waits for the animation, which a still finishes at once")
        _ = renderer.pixelBuffer
        #expect(order == ["body", "done"])
    }

    final class Flag: @unchecked Sendable { var calls = 0 }
    struct Closer: View {
        @Environment(\.dismiss) var dismiss
        var body: some View { Color.red.frame(width: 1, height: 1).onAppear { dismiss() } }
    }

    @Test func dismissFromTheEnvironmentCallsTheHostsAction() {
        let flag = Flag()
        let renderer = ImageRenderer(content: VStack { Closer() }.environment(\.dismiss, DismissAction { flag.calls += 1 }))
        _ = renderer.pixelBuffer
        _ = renderer.pixelBuffer
        #expect(flag.calls == 1, "called once, from onAppear of the first render")
        _ = ImageRenderer(content: Closer()).pixelBuffer  // the default action does nothing
    }

    @Test func transitionsComposeTheirEffects() {
        let size = CGSize(width: 40, height: 20)
        let t = AnyTransition.asymmetric(insertion: .slide, removal: .opacity.combined(with: .scale))
        #expect(t.insertionEffects(size: size) == TransitionEffects(offset: CGSize(width: -40, height: 0)))
        #expect(t.removalEffects(size: size) == TransitionEffects(opacity: 0, scale: 0))
        #expect(AnyTransition.offset(x: 5).combined(with: .move(edge: .bottom)).insertionEffects(size: size).offset == CGSize(width: 5, height: 20))
        #expect(AnyTransition.scale(scale: 0.5, anchor: .top).insertionEffects(size: size) == TransitionEffects(scale: 0.5, anchor: .top))
        let push = AnyTransition.push(from: .trailing)
        #expect(push.insertionEffects(size: size) == TransitionEffects(opacity: 0, offset: CGSize(width: 40, height: 0)))
        #expect(push.removalEffects(size: size) == TransitionEffects(opacity: 0, offset: CGSize(width: -40, height: 0)))
    }
}
