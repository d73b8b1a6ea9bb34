import Foundation

/// A keyframe or a group of keyframes of one track, as SwiftUI's `KeyframeTrackContent`.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable = Self.Body.Value
    associatedtype Body: KeyframeTrackContent where Self.Value == Self.Body.Value
    /// The keyframes this content is made of.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

/// One segment of a track: how the value moves to `to` over `duration`.
struct KeyframeSegment<Value: Animatable> {
    enum Kind {
        case linear(UnitCurve)
        case spring(Spring, startVelocity: Value.AnimatableData?)
        case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
        case move
    }
    let to: Value
    /// `nil`: a spring's settling duration.
    let duration: Double?
    let kind: Kind

    var resolvedDuration: Double {
        switch kind {
        case .move: return 0
        case .spring(let s, _): return max(duration ?? s.settlingDuration, 0)
        default: return max(duration ?? 0, 0)
        }
    }
}

/// Built-in keyframes give their segments directly.
protocol KeyframeSegmentsProviding {
    var anySegments: [Any] { get }
}

/// Keyframes made by ``KeyframeTrackContentBuilder``: the segments in order.
public struct KeyframeTrackContentList<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsProviding {
    let segments: [KeyframeSegment<Value>]
    public var body: Self { return self }
    var anySegments: [Any] { segments }
}

/// Builds the keyframes of a track, as SwiftUI's `KeyframeTrackContentBuilder`.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> KeyframeTrackContentList<Value> where K.Value == Value {
        KeyframeTrackContentList(segments: segments(of: expression))
    }
    public static func buildBlock(_ components: KeyframeTrackContentList<Value>...) -> KeyframeTrackContentList<Value> {
        KeyframeTrackContentList(segments: components.flatMap(\.segments))
    }
    public static func buildArray(_ components: [KeyframeTrackContentList<Value>]) -> KeyframeTrackContentList<Value> {
        KeyframeTrackContentList(segments: components.flatMap(\.segments))
    }
    public static func buildEither(first component: KeyframeTrackContentList<Value>) -> KeyframeTrackContentList<Value> { component }
    public static func buildEither(second component: KeyframeTrackContentList<Value>) -> KeyframeTrackContentList<Value> { component }
    public static func buildOptional(_ component: KeyframeTrackContentList<Value>?) -> KeyframeTrackContentList<Value> {
        component ?? KeyframeTrackContentList(segments: [])
    }
    public static func buildLimitedAvailability(_ component: KeyframeTrackContentList<Value>) -> KeyframeTrackContentList<Value> { component }

    static func segments<K: KeyframeTrackContent>(of content: K) -> [KeyframeSegment<Value>] where K.Value == Value {
        if let provider = content as? any KeyframeSegmentsProviding {
            return provider.anySegments.compactMap { $0 as? KeyframeSegment<Value> }
        }
        return segments(of: content.body)
    }
}

/// A keyframe reached along a straight line, eased by a unit curve, as SwiftUI's
/// `LinearKeyframe`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsProviding {
    let segment: KeyframeSegment<Value>
    /// Moves to `to` over `duration`, along `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        segment = KeyframeSegment(to: to, duration: duration, kind: .linear(timingCurve))
    }
    public var body: Self { return self }
    var anySegments: [Any] { [segment] }
}

/// A keyframe reached along a spring, as SwiftUI's `SpringKeyframe`: the segment starts with
/// the motion's velocity (or `startVelocity`) and lasts `duration` (or the spring's settling
/// duration).
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsProviding {
    let segment: KeyframeSegment<Value>
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        segment = KeyframeSegment(to: to, duration: duration, kind: .spring(spring, startVelocity: startVelocity?.animatableData))
    }
    public var body: Self { return self }
    var anySegments: [Any] { [segment] }
}

/// A keyframe reached along a cubic curve, as SwiftUI's `CubicKeyframe`: velocities not given
/// are chosen for smooth motion, so adjacent cubic keyframes form a Catmull-Rom spline.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsProviding {
    let segment: KeyframeSegment<Value>
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segment = KeyframeSegment(to: to, duration: duration,
                                  kind: .cubic(startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData))
    }
    public var body: Self { return self }
    var anySegments: [Any] { [segment] }
}

/// A keyframe the value jumps to at once, as SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsProviding {
    let segment: KeyframeSegment<Value>
    public init(_ to: Value) { segment = KeyframeSegment(to: to, duration: 0, kind: .move) }
    public var body: Self { return self }
    var anySegments: [Any] { [segment] }
}

/// Evaluates a track's segments from a start value.
struct KeyframeTrackEvaluator<Value: Animatable> {
    typealias Data = Value.AnimatableData
    let start: Value
    let segments: [KeyframeSegment<Value>]
    let durations: [Double]
    /// Knot times: 0, then the end of each segment.
    let knotTimes: [Double]
    let knotValues: [Data]

    init(start: Value, segments: [KeyframeSegment<Value>]) {
        self.start = start
        self.segments = segments
        durations = segments.map(\.resolvedDuration)
        var times = [0.0], values = [start.animatableData]
        for (s, d) in zip(segments, durations) {
            times.append(times.last! + d)
            values.append(s.to.animatableData)
        }
        knotTimes = times
        knotValues = values
    }

    var duration: Double { knotTimes.last ?? 0 }

    /// The automatic velocity at knot `j` between two cubic segments (Catmull-Rom), or
    /// zero where the track ends.
    private func catmullRom(at j: Int) -> Data {
        guard j > 0, j + 1 < knotTimes.count else { return .zero }
        let dt = knotTimes[j + 1] - knotTimes[j - 1]
        guard dt > 0 else { return .zero }
        return (knotValues[j + 1] - knotValues[j - 1]).scaled(by: 1 / dt)
    }

    /// The value at `time` (clamped to the track).
    func value(at time: Double) -> Value {
        var out = start
        out.animatableData = data(at: time)
        return out
    }

    func data(at time: Double) -> Data {
        var position = start.animatableData
        var velocity = Data.zero
        var previousWasCubic = false
        for (i, segment) in segments.enumerated() {
            let t0 = knotTimes[i], d = durations[i]
            let target = segment.to.animatableData
            let local = min(max(time - t0, 0), d)
            let inside = time < t0 + d
            switch segment.kind {
            case .move:
                if time < t0 { return position }
                position = target
                velocity = .zero
                previousWasCubic = false
                continue
            case .linear(let curve):
                let delta = target - position
                if inside, d > 0 { return position + delta.scaled(by: curve.value(at: local / d)) }
                velocity = d > 0 ? delta.scaled(by: curve.velocity(at: 1) / d) : .zero
                position = target
                previousWasCubic = false
            case .spring(let spring, let startVelocity):
                let v0 = startVelocity ?? velocity
                let delta = target - position
                let p = position + spring.value(target: delta, initialVelocity: v0, time: local)
                if inside { return p }
                velocity = spring.velocity(target: delta, initialVelocity: v0, time: d)
                position = p
                previousWasCubic = false
            case .cubic(let sv, let ev):
                let v0 = sv ?? (previousWasCubic ? catmullRom(at: i) : velocity)
                let nextIsCubic: Bool = {
                    guard i + 1 < segments.count, case .cubic = segments[i + 1].kind else { return false }
                    return true
                }()
                let v1 = ev ?? (nextIsCubic || i + 1 < segments.count ? catmullRom(at: i + 1) : .zero)
                if inside, d > 0 {
                    let s = local / d, s2 = s * s, s3 = s2 * s
                    let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
                    return position.scaled(by: h00) + v0.scaled(by: h10 * d) + target.scaled(by: h01) + v1.scaled(by: h11 * d)
                }
                position = target
                velocity = v1
                previousWasCubic = true
            }
            if time < t0 { return position }
        }
        return position
    }
}
