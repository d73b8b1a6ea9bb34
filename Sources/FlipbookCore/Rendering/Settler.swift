/// The one settle loop: how every host (``ViewLayout``, `ImageRenderer`, `ViewHost`,
/// `FrameSequence`, scenes) turns "render the view now" into the state the view settles in.
///
/// SwiftUI code changes state in reaction to being shown — `onAppear`, `onChange`, `.task` up
/// to its first suspension, `onReceive`, animation completions, `DispatchQueue.main.async`
/// from a body or from a `GeometryEffect` while it draws (the seeds' flip effect) — and iOS
/// shows each change a frame later. A still shows where they lead. One **pass**:
///
/// 1. runs the work that is due: Combine timers due by the graph's clock and main-queue
///    work (before the first pass); then what the previous pass left (``ViewGraph``'s
///    queued completions, lifecycle actions, subscriptions, one batch of main-queue work);
/// 2. resolves and lays out the view;
/// 3. when the layout held still and the host draws, draws it (drawing runs geometry
///    effects, which may queue more work).
///
/// The loop stops when a pass's work changed nothing (the graph's generation did not move
/// and no main-queue work waits). **At most ``maximumPasses`` (8) passes**: a view that still
/// changes its state after them is recorded as a ``RenderError`` naming it and what keeps
/// changing, and the result shows the last pass (the latest change waits for the next render).
@MainActor
package enum Settler {
    /// The most resolve-and-layout passes one render runs.
    package static let maximumPasses = 8

    /// Lays out with `pass` until the state holds still; with `draw`, also draws the settled
    /// layout (again until what drawing queued holds still). Returns the settled layout.
    package static func settle(_ graph: ViewGraph?, pass: () -> ViewNode) -> ViewNode {
        settle(graph, start: nil, pass: pass, draw: nil).root
    }

    /// What a settle made: the layout, and the graph's generation whose state it shows (the
    /// generation when its last pass began), `nil` when the bound stopped it unsettled — a
    /// host may keep the result while the generation stays so.
    package struct Result {
        package let root: ViewNode
        package let generation: Int?
        package init(root: ViewNode, generation: Int?) {
            self.root = root
            self.generation = generation
        }
    }

    /// ``settle(_:pass:)`` with drawing: `draw` gets the layout once it holds still (and again
    /// after every pass that what drawing queued made necessary). `start`, a layout the
    /// current state already settled in (kept by the host, at `start.generation`), is drawn
    /// without laying out again.
    package static func settle(_ graph: ViewGraph?, start: Result?, pass: () -> ViewNode,
                               draw: ((ViewNode) -> Void)?) -> Result {
        VirtualTimers.rendering(graph) {
            var root: ViewNode
            var generation: Int?
            if let start {
                root = start.root
                generation = start.generation
            } else {
                graph?.timers.advance(to: graph?.time)
                MainQueueWork.drain()
                generation = graph?.generation
                root = pass()
            }
            guard let graph else {
                draw?(root)
                return Result(root: root, generation: nil)
            }
            var passes = 1, drawn = false
            while true {
                if !graph.runQueuedWork() {
                    // The layout holds still: draw it, unless drawing is not asked for.
                    guard let draw else { break }
                    draw(root)
                    drawn = true
                    guard graph.runQueuedWork() else { break }
                }
                guard passes < maximumPasses else {
                    graph.record(unsettledError(graph))
                    if !drawn { draw?(root) }
                    generation = nil
                    break
                }
                generation = graph.generation
                root = pass()
                passes += 1
                drawn = false
            }
            return Result(root: root, generation: generation)
        }
    }

    private static func unsettledError(_ graph: ViewGraph) -> RenderError {
        let source = graph.lastChangeSource
        let what = source?.what ?? "its state"
        var error = RenderError(identity: source?.identity ?? .root, viewType: source?.viewType ?? "the view",
                           message: "\(what) changed again after each of the \(maximumPasses) passes a render runs "
                               + "(the image shows the last; the latest change waits for the next render): something that "
                               + "reacts to the view (onAppear, onChange, a GeometryReader's size, a geometry effect, "
                               + "DispatchQueue.main.async, a task) changes it every time; make the change converge, "
                               + "e.g. set the value only when it differs, or do not feed a size back into the layout that makes it")
        error.isUnsettled = true
        return error
    }
}
