import Foundation

/// What a keyframe animator remembers between passes.
@MainActor
final class KeyframeAnimatorState<Value> {
    var start: Double?
    var timeline: KeyframeTimeline<Value>?
    var lastTrigger: Any?
    var hasTrigger = false
}

/// A view whose content animates along keyframes, as SwiftUI's `KeyframeAnimator`, on the
/// virtual clock of a ``FrameSequence``.
///
/// With a trigger, the content shows `initialValue` at rest; when the trigger changes the
/// keyframes play from the current value (`keyframes` is called with it) and, when they
/// end, the content returns to `initialValue`. Repeating, the keyframes play from the moment
/// the view appears and loop. A still (no clock) shows the start: `initialValue`.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View, ViewListResolvable where Value == KeyframePath.Value {
    public typealias Body = Never
    enum Mode {
        case repeating(Bool)
        case trigger(Any, (Any?) -> Bool)
    }
    let initialValue: Value
    let mode: Mode
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Loops the keyframes for as long as `repeating` is true.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        mode = .repeating(repeating)
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays the keyframes each time `trigger` changes.
    public init<T: Equatable>(initialValue: Value, trigger: T, @ViewBuilder content: @escaping (Value) -> Content,
                              @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        mode = .trigger(trigger, { ($0 as? T) == trigger })
        self.content = content
        self.keyframes = keyframes
    }

    func timeline(from value: Value) -> KeyframeTimeline<Value> {
        let path = keyframes(value)
        return KeyframeTimeline(initialValue: value) { KeyframeTrackList(tracks: KeyframesBuilder<Value>.tracks(of: path)) }
    }

    /// The value to show now.
    func currentValue(_ context: ResolveContext) -> Value {
        guard let graph = context.graph else { return initialValue }
        let state = graph.location(for: context.identity, name: "keyframeAnimator", initial: KeyframeAnimatorState<Value>()).value
        let now = graph.time
        switch mode {
        case .repeating(let on):
            guard on, let now else { state.start = nil; return initialValue }
            let start = state.start ?? now
            state.start = start
            let timeline = state.timeline ?? timeline(from: initialValue)
            state.timeline = timeline
            graph.animations.timelineIsRunning = true
            let d = timeline.duration
            guard d > 0 else { return timeline.value(time: 0) }
            return timeline.value(time: (now - start).truncatingRemainder(dividingBy: d))
        case .trigger(let trigger, let isEqual):
            let changed = state.hasTrigger && !isEqual(state.lastTrigger)
            state.lastTrigger = trigger
            state.hasTrigger = true
            guard let now else { state.start = nil; return initialValue }
            if changed {
                // Restart from what is showing now (the keyframes get the current value).
                var current = initialValue
                if let s = state.start, let t = state.timeline, now - s < t.duration { current = t.value(time: now - s) }
                state.timeline = timeline(from: current)
                state.start = now
            }
            guard let s = state.start, let t = state.timeline else { return initialValue }
            if now - s >= t.duration {
                state.start = nil
                state.timeline = nil
                return initialValue
            }
            graph.animations.timelineIsRunning = true
            return t.value(time: now - s)
        }
    }

    package func resolveList(_ context: ResolveContext) -> [ViewNode] {
        resolveViewList(of: content(currentValue(context)), context.child(.content))
    }
}

extension View {
    /// Loops keyframes over this view, as SwiftUI's `keyframeAnimator(initialValue:repeating:content:keyframes:)`:
    /// `content` gets the view and the value at the current time.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill")
    ///     .keyframeAnimator(initialValue: 1.0) { content, scale in
    ///         content.scaleEffect(scale)
    ///     } keyframes: { _ in
    ///         KeyframeTrack {
    ///             SpringKeyframe(1.3, duration: 0.3)
    ///             SpringKeyframe(1.0, duration: 0.3)
    ///         }
    ///     }
    /// ```
    public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self)
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) }, keyframes: keyframes)
    }

    /// Plays keyframes over this view each time `trigger` changes, as SwiftUI's
    /// `keyframeAnimator(initialValue:trigger:content:keyframes:)`.
    public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self)
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
    }
}
