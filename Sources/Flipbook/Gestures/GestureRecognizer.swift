/// One touch as a host drives it: where it started and is now (root points), the time since
/// it started (seconds), and whether it has lifted.
struct TouchSample {
    enum Kind { case down, move, wait, up }
    var kind: Kind
    var location: CGPoint
    var startLocation: CGPoint
    var time: Double
    /// How many taps in a row this touch completes (a host's `tap(at:count:)`).
    var tapCount: Int = 1

    var distanceMoved: CGFloat {
        let dx = location.x - startLocation.x, dy = location.y - startLocation.y
        return (dx * dx + dy * dy).squareRoot()
    }
}

/// Where a recogniser stands after a touch sample.
enum GesturePhase<Value> {
    /// Not yet recognised, not yet failed.
    case possible
    /// Running, with a value (`onChanged`, `updating` see it).
    case changed(Value)
    /// Recognised, with its final value (`onEnded` sees it if the gesture wins).
    case ended(Value)
    case failed

    var isEnded: Bool { if case .ended = self { return true } else { return false } }
    var isFailed: Bool { if case .failed = self { return true } else { return false } }
    var value: Value? {
        switch self {
        case .changed(let v), .ended(let v): return v
        default: return nil
        }
    }
}

/// Runs one gesture over one touch. Subclasses recognise; wrappers (`onChanged`, `onEnded`,
/// `updating`, combinations) forward. The base class never recognises anything.
@MainActor
class GestureRecognizer<Value> {
    private(set) var phase: GesturePhase<Value> = .possible

    /// Feeds a sample; a recogniser that ended or failed stays so.
    final func handle(_ touch: TouchSample) -> GesturePhase<Value> {
        switch phase {
        case .ended, .failed: return phase
        default: phase = step(touch)
        }
        return phase
    }

    /// What this sample means for the gesture (called until it ends or fails).
    func step(_ touch: TouchSample) -> GesturePhase<Value> { .failed }

    /// The gesture won: run its `onEnded` actions (inner ones first).
    func commit() {}

    /// The touch is over (won, lost or failed): `@GestureState` values go back.
    func finish() {}
}

/// A recogniser that forwards to another (the base of wrappers).
@MainActor
class ForwardingRecognizer<Inner, Value>: GestureRecognizer<Value> {
    let inner: GestureRecognizer<Inner>
    init(_ inner: GestureRecognizer<Inner>) { self.inner = inner }
    override func commit() { inner.commit() }
    override func finish() { inner.finish() }
}
