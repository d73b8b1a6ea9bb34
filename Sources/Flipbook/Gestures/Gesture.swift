/// An input a view recognises (taps, long presses, drags), as SwiftUI's `Gesture`: a value
/// with a ``Value`` it reports while it runs and when it ends. Attach one with
/// `gesture(_:)`; react with `onChanged`, `onEnded` and `updating(_:body:)`.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// What the gesture reports (a drag's location and translation, a long press's `Bool`…).
    associatedtype Value
    /// A custom gesture's content; built-in gestures have `Body == Never`.
    associatedtype Body: Gesture
    var body: Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// Built-in gestures have no body: Flipbook recognises them directly.
    public var body: Never { fatalError("\(Self.self) is a built-in gesture and has no body") }
}

/// Built-in gestures: they make the recogniser that runs them.
@MainActor
protocol PrimitiveGesture: Gesture {
    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer<Value>
}

/// Where a gesture runs: the frame of the view it is attached to, for local coordinates.
struct GestureContext {
    /// The attached view's frame (root points).
    var frame: CGRect
    /// Frames of named coordinate spaces around the view (root points).
    var namedSpaces: [AnyHashable: CGRect]

    /// A root point in a coordinate space.
    func convert(_ p: CGPoint, to space: CoordinateSpace) -> CGPoint {
        switch space {
        case .global: return p
        case .local: return CGPoint(x: p.x - frame.minX, y: p.y - frame.minY)
        case .named(let name):
            guard let f = namedSpaces[name] else { return p }
            return CGPoint(x: p.x - f.minX, y: p.y - f.minY)
        }
    }
}

/// The recogniser for any gesture: built-ins directly, custom gestures through their body.
@MainActor
func makeRecognizer<G: Gesture>(_ gesture: G, _ context: GestureContext) -> GestureRecognizer<G.Value> {
    if let primitive = gesture as? any PrimitiveGesture {
        func open<P: PrimitiveGesture>(_ p: P) -> GestureRecognizer<G.Value> {
            (p.makeRecognizer(context) as? GestureRecognizer<G.Value>) ?? GestureRecognizer<G.Value>()
        }
        return open(primitive)
    }
    guard G.Body.self != Never.self else { return GestureRecognizer<G.Value>() }
    // A custom gesture reports its body's values (SwiftUI infers `Value` from `body`).
    let inner: GestureRecognizer<G.Body.Value> = makeRecognizer(gesture.body, context)
    let fallback = GestureRecognizer<G.Value>()
    let same: GestureRecognizer<G.Value>? = inner as Any as? GestureRecognizer<G.Value>
    return same ?? fallback
}
