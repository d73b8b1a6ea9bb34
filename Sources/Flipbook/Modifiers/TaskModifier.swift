/// The task a `.task` modifier runs for one view, kept across passes.
@MainActor
final class ViewTaskBox {
    var task: Task<Void, Never>?
}

/// Starts `.task` work when the view appears, restarts it when the id changes, cancels it
/// when the view disappears.
struct TaskModifier<ID: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let id: ID?
    let priority: TaskPriority
    let action: @isolated(any) @Sendable () async -> Void

    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        guard let graph = context.graph else { return content(context) }
        let events = graph.lifecycle
        let position = events.queuePosition
        let nodes = content(context)
        let box = graph.location(for: context.identity, name: "task", initial: ViewTaskBox()).value
        let clock = graph.tasks
        let priority = self.priority, action = self.action
        let start = { @MainActor in
            box.task?.cancel()
            box.task = TaskClock.$current.withValue(clock) {
                // Runs synchronously to the work's first suspension, so a still shows what it
                // set before its first await (SwiftUI's first frame after `onAppear`).
                Task.immediate(priority: priority) { @MainActor in
                    await action()
                    clock.taskEnded(TaskClock.currentTaskID)
                }
            }
        }
        events.registering(at: position) {
            events.appear(context.identity, action: start)
            events.disappear(context.identity) { box.task?.cancel(); box.task = nil }
            if let id {
                events.change(context.identity.appending(.explicit(AnyHashable("task-id"))), value: id, isEqual: ==, initial: false) { _, _ in start() }
            }
        }
        return nodes
    }
}

extension View {
    /// Runs `action` when the view appears, as SwiftUI's `task(priority:_:)`, and cancels it
    /// when the view disappears.
    ///
    /// The work runs on the main actor, synchronously up to its first suspension, so a still
    /// shows the state it sets before its first `await` that suspends. `Task.sleep` in the work
    /// waits on the render's virtual clock (``TaskClock``): a ``FrameSequence`` played with
    /// `render()` shows the state after the sleep from the frame at its deadline on; a still
    /// shows the state before it.
    ///
    /// ```swift
    /// Text(status)
    ///     .task {
    ///         status = "Loading…"
    ///         try? await Task.sleep(for: .seconds(1))
    ///         status = "Done"
    ///     }
    /// ```
    public func task(priority: TaskPriority = .userInitiated,
                     @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        modifier(TaskModifier<Int>(id: nil, priority: priority, action: action))
    }

    /// Runs `action` when the view appears and again, after cancelling the previous run,
    /// whenever `value` changes, as SwiftUI's `task(id:priority:_:)` (see ``task(priority:_:)``).
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        modifier(TaskModifier<T>(id: value, priority: priority, action: action))
    }
}
