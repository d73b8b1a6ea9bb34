import Foundation

/// A set of keyframe tracks animating a value, as SwiftUI's `Keyframes`.
public protocol Keyframes<Value> {
    associatedtype Value = Self.Body.Value
    associatedtype Body: Keyframes where Self.Value == Self.Body.Value
    @KeyframesBuilder<Value> var body: Body { get }
}

/// One track, erased: plays its segments on one property of the root value.
struct AnyKeyframeTrack<Root> {
    /// The track's evaluator for a root value at the start.
    let make: (Root) -> (duration: Double, apply: (inout Root, Double) -> Void)
}

protocol KeyframeTracksProviding {
    var anyTracks: [Any] { get }
}

/// Keyframe tracks made by ``KeyframesBuilder``.
public struct KeyframeTrackList<Value>: Keyframes, KeyframeTracksProviding {
    let tracks: [AnyKeyframeTrack<Value>]
    public var body: Self { return self }
    var anyTracks: [Any] { tracks }
}

/// Builds the tracks of a keyframe animation, as SwiftUI's `KeyframesBuilder`.
@resultBuilder
public enum KeyframesBuilder<Value> {
    @_disfavoredOverload
    public static func buildExpression<K: Keyframes>(_ expression: K) -> KeyframeTrackList<Value> where K.Value == Value {
        KeyframeTrackList(tracks: tracks(of: expression))
    }
    /// A track of the animated value (its `Keyframes` value is the root type).
    public static func buildExpression<V, C>(_ track: KeyframeTrack<Value, V, C>) -> KeyframeTrackList<Value> {
        KeyframeTrackList(tracks: track.tracks)
    }
    public static func buildBlock(_ components: KeyframeTrackList<Value>...) -> KeyframeTrackList<Value> {
        KeyframeTrackList(tracks: components.flatMap(\.tracks))
    }
    public static func buildArray(_ components: [KeyframeTrackList<Value>]) -> KeyframeTrackList<Value> {
        KeyframeTrackList(tracks: components.flatMap(\.tracks))
    }
    public static func buildEither(first component: KeyframeTrackList<Value>) -> KeyframeTrackList<Value> { component }
    public static func buildEither(second component: KeyframeTrackList<Value>) -> KeyframeTrackList<Value> { component }
    public static func buildOptional(_ component: KeyframeTrackList<Value>?) -> KeyframeTrackList<Value> {
        component ?? KeyframeTrackList(tracks: [])
    }
    public static func buildLimitedAvailability(_ component: KeyframeTrackList<Value>) -> KeyframeTrackList<Value> { component }
    public static func buildFinalResult(_ component: KeyframeTrackList<Value>) -> KeyframeTrackList<Value> { component }

    static func tracks<K: Keyframes>(of keyframes: K) -> [AnyKeyframeTrack<Value>] where K.Value == Value {
        if let provider = keyframes as? any KeyframeTracksProviding {
            return provider.anyTracks.compactMap { $0 as? AnyKeyframeTrack<Value> }
        }
        return tracks(of: keyframes.body)
    }
}

/// The keyframes of one property of the animated value, as SwiftUI's `KeyframeTrack`.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///     LinearKeyframe(1.0, duration: 0.36)
///     SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
///     SpringKeyframe(1.0, spring: .bouncy)
/// }
/// ```
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes, KeyframeTracksProviding where Value == Content.Value {
    public typealias Body = Self
    let keyPath: WritableKeyPath<Root, Value>
    let segments: [KeyframeSegment<Value>]

    init(keyPath: WritableKeyPath<Root, Value>, segments: [KeyframeSegment<Value>]) {
        self.keyPath = keyPath
        self.segments = segments
    }

    /// Animates the property at `keyPath` with the keyframes `content` builds.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.init(keyPath: keyPath, segments: KeyframeTrackContentBuilder<Value>.segments(of: content()))
    }

    /// Animates the whole value with the keyframes `content` builds.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        self.init(keyPath: \Root.self, segments: KeyframeTrackContentBuilder<Value>.segments(of: content()))
    }

    public var body: Self { return self }

    var anyTracks: [Any] { tracks }

    /// The track, erased.
    var tracks: [AnyKeyframeTrack<Root>] {
        let keyPath = self.keyPath, segments = self.segments
        return [AnyKeyframeTrack<Root> { root in
            let evaluator = KeyframeTrackEvaluator(start: root[keyPath: keyPath], segments: segments)
            return (evaluator.duration, { value, time in value[keyPath: keyPath] = evaluator.value(at: time) })
        }]
    }
}

/// Keyframes evaluated at any time, as SwiftUI's `KeyframeTimeline`: every track runs from
/// the initial value's property at t = 0; the timeline lasts as long as its longest track.
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: 0.0) {
///     KeyframeTrack { LinearKeyframe(10.0, duration: 1) }
/// }
/// timeline.value(time: 0.5)   // 5.0
/// ```
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [(duration: Double, apply: (inout Value, Double) -> Void)]

    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = KeyframesBuilder<Value>.tracks(of: content()).map { $0.make(initialValue) }
    }

    /// The length of the longest track.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds in (clamped to 0…duration).
    public func value(time: Double) -> Value {
        var v = initialValue
        let t = min(max(time, 0), duration)
        for track in tracks { track.apply(&v, t) }
        return v
    }

    /// The value a fraction `progress` (0…1) of the way through.
    public func value(progress: Double) -> Value { value(time: min(max(progress, 0), 1) * duration) }
}
