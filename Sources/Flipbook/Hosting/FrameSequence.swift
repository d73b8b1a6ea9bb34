import FlipbookRaster

/// A view played on a virtual clock: frame k shows the view at t = k / ``fps`` seconds,
/// with the ``events`` (taps, presses, drags, code) applied at their times and every
/// animation they start interpolated. No wall clock is read: the same sequence gives the
/// same frames, byte for byte, on every run and with any number of threads.
///
/// ```swift
/// let sequence = FrameSequence(LikeToggle(), fps: 30, length: .duration(1.5), scale: 3,
///                              events: [.tap("like", at: 0.1), .tap("like", at: 0.8)])
/// let frames = try await sequence.render()      // every frame's pixels
/// try frames.apngData()                         // an animated PNG
/// try await frames.writePNGFrames(to: "out/like") // frame-0000.png …
/// ```
///
/// Events find views by explicit identity: `.tap("like", at: 0.1)` taps the view marked
/// `.id("like")` (or the row `ForEach` gave the id `"like"`). An event whose id names no
/// view at its time is an error (``FrameSequenceError/noView(id:event:time:suggestion:)``),
/// never a tap on nothing.
///
/// Every frame is drawn on one canvas that fits the largest frame: a view that grows (a card
/// expanding) is never clipped; smaller frames sit at its top-leading corner over the
/// background. To fix the canvas, give the content a frame
/// (`.frame(width: 320, height: 190, alignment: .top)`).
///
/// Views are resolved and drawn into display lists on the main actor, one frame after the
/// other (a frame's state follows from the previous frame's work); the pixels are drawn
/// from those display lists in parallel on every core.
@MainActor
public final class FrameSequence<Content: View> {
    /// How long a sequence runs.
    public enum Length: Sendable, Equatable {
        /// Frames for t in 0…duration (duration · fps + 1 frames).
        case duration(Double)
        /// Until the last event has happened and every animation has settled, plus one frame;
        /// at most `maximum` seconds (a `repeatForever` animation never settles).
        case untilSettled(maximum: Double = 10)
    }

    /// Frames per second.
    public let fps: Double
    public let length: Length
    /// What happens, in time order.
    public let events: [FrameEvent]
    /// The view being played (its state lives in ``host``'s graph).
    public let host: ViewHost<Content>
    /// Whether consecutive ``FrameEvent/assignsStateOnly`` events at one instant share one
    /// pass when nothing observes the state between them; tests turn it off to compare.
    package var coalescesStateAssignments = true

    /// A sequence of `content`, proposed `proposedSize`, at `scale` pixels per point.
    public init(_ content: Content, fps: Double = 30, length: Length = .untilSettled(),
                proposedSize: ProposedViewSize = .unspecified, scale: CGFloat = 1,
                colorScheme: ColorScheme = .light, background: Color = .clear, events: [FrameEvent] = []) {
        self.fps = fps
        self.length = length
        self.events = events.sorted { $0.time < $1.time }
        host = ViewHost(content, proposedSize: proposedSize, scale: scale)
        host.colorScheme = colorScheme
        host.background = background
    }

    /// Checks fps, length and the frame count against ``FrameSequenceLimits``.
    public func validate(limits: FrameSequenceLimits = .default) throws(FrameSequenceError) {
        guard fps.isFinite, fps > 0, fps <= limits.maximumFPS else {
            throw .invalid("fps must be greater than 0 and at most \(limits.maximumFPS); found \(fps)")
        }
        switch length {
        case .duration(let d):
            guard d.isFinite, d >= 0, d <= limits.maximumDuration else {
                throw .invalid("duration must be between 0 and \(limits.maximumDuration) seconds; found \(d)")
            }
        case .untilSettled(let m):
            guard m.isFinite, m > 0, m <= limits.maximumDuration else {
                throw .invalid("the longest a sequence may wait to settle must be between 0 and \(limits.maximumDuration) seconds; found \(m)")
            }
        }
        let frames = maximumFrameCount
        guard frames <= limits.maximumFrames else {
            throw .invalid("\(frames) frames (\(fps) fps × \(seconds) s) is more than the limit of \(limits.maximumFrames); lower fps or duration")
        }
        if let bad = events.first(where: { !$0.time.isFinite || $0.time < 0 }) {
            throw .invalid("event times must be 0 or more seconds; found \(bad.time)")
        }
    }

    private var seconds: Double {
        switch length {
        case .duration(let d): return d
        case .untilSettled(let m): return m
        }
    }

    /// The most frames this sequence can have.
    public var maximumFrameCount: Int { Int((seconds * fps + 1e-9).rounded(.down)) + 1 }

    /// Plays the script and returns every frame's display list (main actor). Frames all have
    /// one pixel size, the largest any frame needs, so they can be one animation and none is
    /// clipped. Throws ``FrameSequenceError/noView(id:event:time:suggestion:)`` for an event
    /// addressed to an id no view has when it happens.
    ///
    /// Work that `.task` modifiers start runs to its first suspension only here; to play
    /// `Task.sleep` on the virtual clock, use ``render(progress:)`` or
    /// ``displayFramesPlayingTasks(progress:)``.
    public func displayFrames(progress: ((Int) -> Void)? = nil) throws(FrameSequenceError) -> [DisplayFrame] {
        var frames: [DisplayFrame] = []
        var state = PlayState()
        _ = try play(progress: progress, tasks: &state, into: &frames, playsTasks: false)
        return frames
    }

    /// ``displayFrames(progress:)`` that also plays `.task` work on the virtual clock: at each
    /// `Task.sleep` deadline the sleeper resumes (with the graph's time at the deadline), runs
    /// to its next suspension, and the view is laid out again, so frames from then on show
    /// what it set. A sequence played "until settled" waits for sleeping tasks too.
    public func displayFramesPlayingTasks(progress: ((Int) -> Void)? = nil) async throws(FrameSequenceError) -> [DisplayFrame] {
        // The synchronous player stops at each point where tasks are due and returns here to
        // let them run on the main actor, then continues.
        var frames: [DisplayFrame] = []
        var state = PlayState()
        while true {
            let done = try play(progress: progress, tasks: &state, into: &frames)
            if done { break }
            await letWokenTasksRun()
        }
        return frames
    }

    /// Yields the main actor until the tasks the clock resumed have suspended again or ended
    /// (bounded: a task waiting on real work elsewhere is not waited for).
    private func letWokenTasksRun() async {
        let clock = host.graph.tasks
        for _ in 0..<64 {
            await Task.yield()
            if !clock.hasRunningTasks { return }
        }
        // On a busy main actor (tests running in parallel) yielding may not reach the woken
        // task: wait in real time, briefly, before giving up on it.
        for _ in 0..<500 {
            try? await ContinuousClock().sleep(until: .now + .milliseconds(1), tolerance: nil)
            if !clock.hasRunningTasks { return }
        }
        clock.stopWaitingForRunningTasks()
    }

    /// Where the player stopped to let woken tasks run.
    struct PlayState {
        var started = false
        var frame = 0
        var next = 0
        var touchTime = 0.0
        var pendingLayout = false
    }

    /// Plays from `state` on; returns true when every frame is made, false when it stopped
    /// because sleeping tasks were woken (call again after they ran).
    private func play(progress: ((Int) -> Void)?, tasks state: inout PlayState, into frames: inout [DisplayFrame],
                      playsTasks: Bool = true) throws(FrameSequenceError) -> Bool {
        let graph = host.graph
        var steps = events.flatMap { e in e.steps.map { (time: e.time + $0.offset, step: $0.step, event: e) } }
        steps = steps.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        let lastEvent = steps.last?.time ?? 0
        let clock = graph.tasks
        let settling: Bool
        if case .untilSettled = length { settling = true } else { settling = false }
        if !state.started {
            // The view appears first, so changes made at t = 0 animate from its initial state.
            state.started = true
            graph.time = 0
            _ = host.layout()
        }
        if state.pendingLayout {
            // Woken tasks ran: lay out with what they changed, at the time they woke.
            state.pendingLayout = false
            _ = host.layout()
        }
        var finished = true
        frameLoop: while state.frame < maximumFrameCount {
            let k = state.frame
            let t = Double(k) / fps
            // Steps and task deadlines due by this frame run at their own times, each followed
            // by a pass so the animations they start begin when the finger or code acted.
            while true {
                let step = state.next < steps.count && steps[state.next].time <= t + 1e-9 ? steps[state.next].time : nil
                let deadline = playsTasks ? clock.nextDeadline.flatMap { $0 <= t + 1e-9 ? $0 : nil } : nil
                if let d = deadline, step.map({ d <= $0 }) ?? true {
                    graph.time = max(d, graph.time ?? 0)
                    if clock.wake(upTo: graph.time!) {
                        state.pendingLayout = true
                        finished = false
                        break frameLoop
                    }
                    continue
                }
                guard step != nil else { break }
                let s = steps[state.next]
                graph.time = s.time
                if s.time > state.touchTime { host.wait(s.time - state.touchTime) }
                state.touchTime = s.time
                try run(s.step, of: s.event, at: s.time)
                state.next += 1
                // A pass makes the state the step set visible to what observes it. Between two
                // plain assignments at one instant, with nothing observing (no onChange, task,
                // animation scope or running animation in the latest pass, no task due
                // before the next step), the value the first set lives for no pass that
                // anyone sees: the next step's pass shows both (10,000 `set` events at one
                // instant cost 10,000 layouts of the whole scene).
                if coalescesStateAssignments, s.event.assignsStateOnly, state.next < steps.count,
                   steps[state.next].event.assignsStateOnly, abs(steps[state.next].time - s.time) < 1e-12,
                   !graph.observesIntermediateState {
                    continue
                }
                _ = host.layout()
            }
            graph.time = t
            if t > state.touchTime { host.wait(t - state.touchTime); state.touchTime = t }
            let frame = host.displayFrame()
            frames.append(frame)
            progress?(k)
            state.frame += 1
            if settling, state.next == steps.count, t >= lastEvent, !graph.isAnimating, !(playsTasks && clock.hasSleepers) {
                // Settled: one more frame shows the state at rest.
                if frames.count >= 2, frames[frames.count - 2] == frame { break }
            }
        }
        guard finished else { return false }
        // One canvas for all: the largest width and height any frame needs.
        let width = frames.map(\.pixelWidth).max() ?? 0
        let height = frames.map(\.pixelHeight).max() ?? 0
        for i in frames.indices {
            frames[i].pixelWidth = width
            frames[i].pixelHeight = height
        }
        return true
    }

    private func run(_ step: FrameEvent.Step, of event: FrameEvent, at time: Double) throws(FrameSequenceError) {
        switch step {
        case .press(.id(let id)):
            guard host.touchPoint(id: id.base) != nil else {
                throw .noView(id: "\(id)", event: event.call, time: time, suggestion: ViewIdentity.nearestID(to: id.base, in: host.layout()))
            }
            host.press(id: id.base)
        case .press(.point(let p)): host.press(at: p)
        case .move(let p): host.move(to: p)
        case .release: host.release()
        case .perform(let action): action()
        }
    }

    /// Plays the script and draws every frame, in parallel across cores. Throws as
    /// ``displayFrames(progress:)`` does.
    public func render(progress: (@Sendable (Int) -> Void)? = nil) async throws(FrameSequenceError) -> RenderedFrames {
        let lists = try await displayFramesPlayingTasks()
        return RenderedFrames(fps: fps, frames: await RenderedFrames.rasterize(lists, progress: progress))
    }
}

/// Bounds on what a ``FrameSequence`` may ask for, so a typo cannot fill a disk.
public struct FrameSequenceLimits: Sendable {
    public var maximumFPS: Double = 240
    public var maximumDuration: Double = 600
    /// 3600 frame intervals (a minute at 60 fps), plus the frame at t = 0.
    public var maximumFrames: Int = 3601
    public static let `default` = FrameSequenceLimits()
    public init() {}
}

/// A sequence that cannot be played as asked.
public enum FrameSequenceError: Error, CustomStringConvertible, Equatable {
    /// fps, length or the frame count out of bounds.
    case invalid(String)
    /// An event (`call`, such as `.tap("crad", at: 0.1)`) addressed to an id no view had at
    /// `time`; `suggestion` is the nearest id a view had, if any is close.
    case noView(id: String, event: String, time: Double, suggestion: String?)

    public var description: String {
        switch self {
        case .invalid(let m): return m
        case .noView(let id, let event, let time, let suggestion):
            let hint = suggestion.map { "did you mean \($0)?" }
                ?? "mark the view with .id(\(id)) (events find views by their explicit identity: .id(_:), or the id ForEach gives a row)"
            return "\(event): no view has the id \(id) at t = \(time) s; \(hint)"
        }
    }
}
