import FlipbookRaster

/// A view played on a virtual clock: frame k shows the view at t = k / ``fps`` seconds,
/// with the ``events`` (taps, presses, drags, code) applied at their times and every
/// animation they start interpolated. No wall clock is read: the same sequence gives the
/// same frames, byte for byte, on every run and with any number of threads.
///
/// ```swift
/// let sequence = FrameSequence(LikeToggle(), fps: 30, length: .duration(1.5), scale: 3,
///                              events: [.tap("like", at: 0.1), .tap("like", at: 0.8)])
/// let frames = await sequence.render()          // every frame's pixels
/// try frames.apngData()                         // an animated PNG
/// try frames.writePNGFrames(to: "out/like")     // frame-0000.png …
/// ```
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
    /// frame 0's pixel size, so they can be one animation.
    public func displayFrames(progress: ((Int) -> Void)? = nil) -> [DisplayFrame] {
        let graph = host.graph
        var steps = events.flatMap { e in e.steps.map { (time: e.time + $0.offset, step: $0.step) } }
        steps = steps.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        let lastEvent = steps.last?.time ?? 0
        var next = 0
        var frames: [DisplayFrame] = []
        var touchTime = 0.0
        let settling: Bool
        if case .untilSettled = length { settling = true } else { settling = false }
        // The view appears first, so changes made at t = 0 animate from its initial state.
        graph.time = 0
        _ = host.layout()
        for k in 0..<maximumFrameCount {
            let t = Double(k) / fps
            // Steps due by this frame run at their own times, each followed by a pass so the
            // animations they start begin when the finger or code acted, not at the frame.
            while next < steps.count, steps[next].time <= t + 1e-9 {
                let s = steps[next]
                graph.time = s.time
                if s.time > touchTime { host.wait(s.time - touchTime) }
                touchTime = s.time
                run(s.step)
                _ = host.layout()
                next += 1
            }
            graph.time = t
            if t > touchTime { host.wait(t - touchTime); touchTime = t }
            var frame = host.displayFrame()
            if let first = frames.first {
                frame.pixelWidth = first.pixelWidth
                frame.pixelHeight = first.pixelHeight
            }
            frames.append(frame)
            progress?(k)
            if settling, next == steps.count, t >= lastEvent, !graph.isAnimating {
                // Settled: one more frame shows the state at rest.
                if frames.count >= 2, frames[frames.count - 2] == frame { break }
            }
        }
        return frames
    }

    private func run(_ step: FrameEvent.Step) {
        switch step {
        case .press(.id(let id)): host.press(id: id.base)
        case .press(.point(let p)): host.press(at: p)
        case .move(let p): host.move(to: p)
        case .release: host.release()
        case .perform(let action): action()
        }
    }

    /// Plays the script and draws every frame, in parallel across cores.
    public func render(progress: (@Sendable (Int) -> Void)? = nil) async -> RenderedFrames {
        let lists = displayFrames()
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
    case invalid(String)
    public var description: String {
        switch self { case .invalid(let m): return m }
    }
}
