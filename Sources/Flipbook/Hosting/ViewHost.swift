import Foundation
import FlipbookPNG
import FlipbookRaster

/// A view kept alive between renders so it can be touched: it owns the ``ViewGraph``
/// (`@State`, `@GestureState`), renders stills, hit-tests points, and drives taps, presses
/// and drags through the views' buttons, toggles and gestures. After an interaction the
/// next render shows the new state.
///
/// ```swift
/// let host = ViewHost(Toggle("Wi-Fi", isOn: .constant(false)))
/// host.press(at: CGPoint(x: 10, y: 10))   // the button under it draws pressed
/// let pressed = host.pixelBuffer
/// host.release()                           // runs its action
/// ```
///
/// Gestures compete as in SwiftUI: the front-most (deepest) gesture wins, a
/// `highPriorityGesture` on an ancestor wins over those inside it, `simultaneousGesture`s
/// run alongside. A disabled view's controls and gestures do not respond.
@MainActor
public final class ViewHost<Content: View> {
    private let renderer: ImageRenderer<Content>

    /// The view.
    public var content: Content {
        get { renderer.content }
        set { renderer.content = newValue }
    }
    /// The size proposed to the content (`.unspecified`: its ideal size).
    public var proposedSize: ProposedViewSize {
        get { renderer.proposedSize }
        set { renderer.proposedSize = newValue }
    }
    /// Pixels per point.
    public var scale: CGFloat {
        get { renderer.scale }
        set { renderer.scale = newValue }
    }
    /// Light or dark appearance.
    public var colorScheme: ColorScheme {
        get { renderer.colorScheme }
        set { renderer.colorScheme = newValue }
    }
    /// The colour behind the content (transparent by default).
    public var background: Color {
        get { renderer.background }
        set { renderer.background = newValue }
    }
    /// Where state lives between renders.
    public var graph: ViewGraph { renderer.graph }

    private var touch: ActiveTouch?

    /// A host for `content`, proposed `proposedSize`, rendered at `scale` pixels per point.
    public init(_ content: Content, proposedSize: ProposedViewSize = .unspecified, scale: CGFloat = 1) {
        renderer = ImageRenderer(content: content)
        renderer.proposedSize = proposedSize
        renderer.scale = scale
    }

    // MARK: Rendering

    /// The content resolved with its current state and laid out (origin at zero).
    public func layout() -> ViewNode { renderer.layout() }
    /// The current frame as a display list, rasterisable on any thread.
    public func displayFrame() -> DisplayFrame { renderer.displayFrame() }
    /// The current still.
    public var pixelBuffer: PixelBuffer { renderer.pixelBuffer }
    /// The current still as a PNG file's bytes.
    public func pngData(options: PNGEncodingOptions = .default) throws -> Data { try renderer.pngData(options: options) }

    // MARK: Finding views

    /// The front-most view under `point` (root points), if any.
    public func hitTest(_ point: CGPoint) -> ViewNode? { layout().hitTest(point) }

    /// The outermost view with explicit identity `id` (`.id(_:)`, `ForEach`).
    public func node<ID: Hashable>(id: ID) -> ViewNode? { layout().node(id: id) }

    /// The layout frame (root points) of the view with identity `id`.
    public func frame<ID: Hashable>(id: ID) -> CGRect? { node(id: id)?.frame }

    // MARK: Touches

    /// A tap (touch down and up without moving) at `point`; `count` taps in a row for
    /// `TapGesture(count:)`. Returns whether a button, toggle or gesture responded.
    @discardableResult
    public func tap(at point: CGPoint, count: Int = 1) -> Bool {
        press(at: point, tapCount: count)
        return release()
    }

    /// A tap on the view with identity `id` (see ``touchPoint(id:)``); `false` if there is none.
    @discardableResult
    public func tap<ID: Hashable>(id: ID, count: Int = 1) -> Bool {
        guard let p = touchPoint(id: id) else { return false }
        return tap(at: p, count: count)
    }

    /// Where a finger touches the view with identity `id`: its centre if a part of the view
    /// is there, else the point of a 17 × 17 grid over its frame nearest the centre that
    /// lands on the view (a label's centre can fall in the gap between an icon and its
    /// text, which SwiftUI does not count as the label). `nil` if there is no such view.
    public func touchPoint<ID: Hashable>(id: ID) -> CGPoint? {
        let root = layout()
        guard let target = root.node(id: id) else { return nil }
        let f = target.frame
        let prefix = target.identity.path
        func lands(_ p: CGPoint) -> Bool {
            guard let path = root.hitTestPath(p) else { return false }
            return path.contains { $0.identity.path.starts(with: prefix) }
        }
        let centre = CGPoint(x: f.midX, y: f.midY)
        if lands(centre) { return centre }
        let n = 17
        var points: [CGPoint] = []
        for i in 0..<n {
            for j in 0..<n {
                points.append(CGPoint(x: f.minX + f.width * (CGFloat(i) + 0.5) / CGFloat(n),
                                      y: f.minY + f.height * (CGFloat(j) + 0.5) / CGFloat(n)))
            }
        }
        func d(_ p: CGPoint) -> CGFloat { (p.x - centre.x) * (p.x - centre.x) + (p.y - centre.y) * (p.y - centre.y) }
        points.sort { d($0) != d($1) ? d($0) < d($1) : ($0.y, $0.x) < ($1.y, $1.x) }
        return points.first(where: lands) ?? centre
    }

    /// Puts a finger down at `point`: the control under it draws pressed until ``release()``,
    /// gestures start (a long press's `@GestureState` turns true…).
    public func press(at point: CGPoint) { press(at: point, tapCount: 1) }

    /// Presses the view with identity `id` (at ``touchPoint(id:)``).
    public func press<ID: Hashable>(id: ID) {
        guard let p = touchPoint(id: id) else { return }
        press(at: p)
    }

    /// Moves the finger (drags). A held control shows as pressed only while the finger is
    /// over it, as iOS buttons do.
    public func move(to point: CGPoint) {
        guard var t = touch else { return }
        t.location = point
        touch = t
        if let (id, frame) = t.control {
            setPressed(frame.contains(point) ? id : nil)
        }
        feed(.move)
    }

    /// Keeps the finger where it is for `seconds` (long presses). A gesture that ends while
    /// the finger is down (a long press reaching its duration) runs its `onEnded` now, as in
    /// SwiftUI, once no gesture with precedence is still undecided.
    public func wait(_ seconds: Double) {
        guard var t = touch else { return }
        t.time += seconds
        touch = t
        feed(.wait)
    }

    /// Lifts the finger: the winning gestures' `onEnded` run, a button under the finger runs
    /// its action, `@GestureState`s reset. Returns whether anything responded during the touch.
    @discardableResult
    public func release() -> Bool {
        guard touch != nil else { return false }
        setPressed(nil)
        feed(.up, final: true)
        let t = touch!
        touch = nil
        for (i, h) in t.handlers.enumerated() where !t.finished.contains(i) { h.recognizer.finish() }
        return t.responded
    }

    /// Changes which control draws pressed; a change counts as a state change of the graph
    /// (made before any action runs, so the actions' transactions are the latest).
    private func setPressed(_ identity: ViewIdentity?) {
        guard graph.interaction.pressed != identity else { return }
        graph.interaction.pressed = identity
        graph.didChange()
    }

    private struct Handler {
        let priority: GestureAttachment.Priority
        let recognizer: any ErasedRecognizer
    }

    private struct ActiveTouch {
        var start: CGPoint
        var location: CGPoint
        var time: Double = 0
        var tapCount: Int
        var handlers: [Handler]
        /// The control under the finger at touch-down (it draws pressed) and its frame.
        var control: (ViewIdentity, CGRect)?
        /// Handlers whose `onEnded` ran / whose touch is over.
        var finished: Set<Int> = []
        /// Whether a normal or high-priority gesture has won (only one can).
        var exclusiveDecided = false
        var responded = false
    }

    private func press(at point: CGPoint, tapCount: Int) {
        if touch != nil { release() }
        let root = layout()
        var handlers: [Handler] = []
        var pressedControl: (ViewIdentity, CGRect)?
        for node in (root.hitTestPath(point) ?? []).reversed() {
            switch node.behavior {
            case let control as ControlBehavior where node.environment.isEnabled:
                let frame = node.frame
                handlers.append(Handler(priority: .normal, recognizer: ControlRecognizer(frame: frame, action: control.action)))
                if pressedControl == nil { pressedControl = (node.identity, frame) }
            case let g as GestureBehavior where node.environment.isEnabled:
                if !g.attachment.mask.contains(.subviews) {
                    // Gestures and controls inside are switched off.
                    handlers.removeAll()
                    pressedControl = nil
                }
                if g.attachment.mask.contains(.gesture) {
                    let context = GestureContext(frame: node.frame, namedSpaces: node.environment.namedCoordinateSpaces.visibleFrames)
                    handlers.append(Handler(priority: g.attachment.priority, recognizer: g.attachment.make(context)))
                }
            default:
                break
            }
        }
        setPressed(pressedControl?.0)
        touch = ActiveTouch(start: point, location: point, tapCount: tapCount, handlers: handlers, control: pressedControl)
        feed(.down)
    }

    /// Feeds a sample to every recogniser, then commits those that have won.
    private func feed(_ kind: TouchSample.Kind, final: Bool = false) {
        guard let t = touch else { return }
        let sample = TouchSample(kind: kind, location: t.location, startLocation: t.start, time: t.time, tapCount: t.tapCount)
        for h in t.handlers { h.recognizer.feed(sample) }
        commitWinners(final: final)
    }

    /// Runs the `onEnded` of gestures that have ended and won. Handlers run deepest first: the
    /// deepest normal gesture wins unless a high-priority one (the outermost) does;
    /// simultaneous ones always run. A gesture waits while one with precedence is undecided;
    /// after the finger lifts, undecided means failed.
    private func commitWinners(final: Bool) {
        guard var t = touch else { return }
        let hs = t.handlers
        func ended(_ j: Int) -> Bool { hs[j].recognizer.hasEnded }
        func contending(_ j: Int) -> Bool { ended(j) || (!final && !hs[j].recognizer.hasFailed) }
        for i in hs.indices where !t.finished.contains(i) && ended(i) {
            let wins: Bool
            switch hs[i].priority {
            case .simultaneous:
                wins = true
            case .high:
                wins = !t.exclusiveDecided && !hs.indices.contains { $0 > i && hs[$0].priority == .high && contending($0) }
            case .normal:
                wins = !t.exclusiveDecided
                    && !hs.indices.contains { hs[$0].priority == .high && contending($0) }
                    && !hs.indices.contains { $0 < i && hs[$0].priority == .normal && contending($0) }
            }
            guard wins else { continue }
            if hs[i].priority != .simultaneous {
                t.exclusiveDecided = true
                // Another gesture won: the control no longer shows as pressed (changed before
                // the action runs, so the action's transaction is the graph's latest).
                if !(hs[i].recognizer is ControlRecognizer) { t.control = nil; setPressed(nil) }
            }
            hs[i].recognizer.commit()
            hs[i].recognizer.finish()
            t.finished.insert(i)
            t.responded = true
        }
        touch = t
    }
}

/// A button's or switch's own touch handling: it fires when the finger lifts inside the
/// control's frame, however long it was held.
final class ControlRecognizer: GestureRecognizer<Void> {
    let frame: CGRect
    let action: () -> Void
    init(frame: CGRect, action: @escaping () -> Void) {
        self.frame = frame
        self.action = action
    }
    override func step(_ touch: TouchSample) -> GesturePhase<Void> {
        guard touch.kind == .up else { return .changed(()) }
        return frame.contains(touch.location) ? .ended(()) : .failed
    }
    override func commit() { action() }
}
