import Foundation

/// What a phase animator remembers between passes.
@MainActor
final class PhaseAnimatorState {
    var index = 0
    /// When the change into the current phase began; `nil` while at rest.
    var phaseStart: Double?
    var lastTrigger: Any?
    var hasTrigger = false
    /// The current phase was reached without animation (the first, as the view appears):
    /// the next change starts at the next pass.
    var instant = false
}

/// A view that animates its content through a sequence of phases, as SwiftUI's
/// `PhaseAnimator`, on the virtual clock of a ``FrameSequence``.
///
/// The content is built for one phase at a time; changing to the next phase animates with
/// `animation(nextPhase)` (`nil`: no animation), and the next change starts when that
/// animation has finished. Without a trigger the phases loop from the moment the view
/// appears; with one, the content rests in the first phase and each change of the trigger
/// runs through every phase and back to the first. A still shows the first phase.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View, ViewListResolvable {
    public typealias Body = Never
    let phases: [Phase]
    let trigger: (value: Any, isEqual: (Any?) -> Bool)?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// Loops through `phases` for as long as the view is shown.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Runs through `phases` each time `trigger` changes.
    public init<T: Equatable>(_ phases: some Sequence<Phase>, trigger: T, @ViewBuilder content: @escaping (Phase) -> Content,
                              animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = (trigger, { ($0 as? T) == trigger })
        self.content = content
        self.animation = animation
    }

    /// How long the change into phase `i` takes (0 when unanimated; infinite if it repeats forever).
    private func duration(into i: Int) -> Double {
        guard let a = animation(phases[i]) else { return 0 }
        return a.duration ?? .infinity
    }

    /// The index of the phase to show now.
    func currentIndex(_ context: ResolveContext) -> Int {
        guard let graph = context.graph, !phases.isEmpty else { return 0 }
        let state = graph.location(for: context.identity, name: "phaseAnimator", initial: PhaseAnimatorState()).value
        guard let now = graph.time else { return 0 }
        let n = phases.count
        if let trigger {
            let changed = state.hasTrigger && !trigger.isEqual(state.lastTrigger)
            state.lastTrigger = trigger.value
            state.hasTrigger = true
            if changed, n > 1 {
                // Start (or restart) the run: into the second phase now.
                state.index = 1
                state.phaseStart = now
            }
        } else if state.phaseStart == nil, n > 1 {
            // The view appears in the first phase; the change into the second starts with
            // the next frame, so it animates from what the first frame showed.
            state.index = 0
            state.phaseStart = now
            state.instant = true
        }
        // Advance past every change that has finished by now (at most one lap per pass, so
        // unanimated phases step once per frame instead of spinning).
        var steps = 0
        while let start = state.phaseStart, steps < n {
            let d = state.instant ? 0 : duration(into: state.index)
            guard now >= start + d, !(state.instant && now <= start) else { break }
            state.instant = false
            let next = (state.index + 1) % n
            if trigger != nil, state.index == 0 {
                // Back in the first phase: the run is over.
                state.phaseStart = nil
                break
            }
            state.index = next
            state.phaseStart = d > 0 ? start + d : now
            steps += 1
            if d == 0 { break }
        }
        if state.phaseStart != nil { graph.animations.timelineIsRunning = true }
        return state.index
    }

    package func resolveList(_ context: ResolveContext) -> [ViewNode] {
        guard !phases.isEmpty else { return [] }
        let i = currentIndex(context)
        let phase = phases[i]
        let animation = self.animation(phase)
        // The change into a new phase animates with that phase's animation.
        let view = content(phase).transaction(value: i) { $0.animation = animation }
        return resolveViewList(of: view, context.child(.content))
    }
}

extension View {
    /// Loops this view through `phases`, as SwiftUI's `phaseAnimator(_:content:animation:)`.
    ///
    /// ```swift
    /// Image(systemName: "bell")
    ///     .phaseAnimator([false, true]) { content, ringing in
    ///         content.rotationEffect(.degrees(ringing ? 20 : 0))
    ///     } animation: { _ in .easeInOut(duration: 0.3) }
    /// ```
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Runs this view through `phases` each time `trigger` changes, as SwiftUI's
    /// `phaseAnimator(_:trigger:content:animation:)`.
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }
}
