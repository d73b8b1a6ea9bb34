import OpenCombine

extension View {
    /// Runs `action` with each value `publisher` emits, as SwiftUI's `onReceive(_:perform:)`.
    ///
    /// The view subscribes once per identity, after the pass that first finds it (so a
    /// `Just` or a `CurrentValueSubject` delivering at once changes state outside `body`, and
    /// the render shows the change); the subscription ends when the view leaves the tree.
    /// Each pass hands the subscription the latest `action`. Values arrive on the thread the
    /// publisher emits on: a `Timer.publish` connected while rendering ticks on the render's
    /// virtual clock, before the pass at that time.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
        where P.Failure == Never {
        modifier(OnReceiveModifier(publisher: publisher, action: action))
    }
}

struct OnReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    typealias Body = Never
    let publisher: P
    let action: (P.Output) -> Void

    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        context.graph?.receivers.receive(publisher, at: context.identity, action: action)
        return content(context)
    }
}

/// The `onReceive` subscriptions of one ``ViewGraph``, by view identity.
@MainActor
final class Receivers {
    /// The latest action for a subscription (a new pass brings a new closure).
    final class Handler<Output> {
        var action: (Output) -> Void
        init(_ action: @escaping (Output) -> Void) { self.action = action }
    }
    private struct Entry {
        let handler: AnyObject
        var subscription: AnyCancellable?
    }
    private var entries: [ViewIdentity: Entry] = [:]
    private var seen: Set<ViewIdentity> = []
    private var pending: [() -> Void] = []

    func beginPass() { seen = [] }

    /// Whether any view subscribes to a publisher.
    var isEmpty: Bool { entries.isEmpty }

    func receive<P: Publisher>(_ publisher: P, at id: ViewIdentity, action: @escaping (P.Output) -> Void) where P.Failure == Never {
        seen.insert(id)
        if let handler = entries[id]?.handler as? Handler<P.Output> {
            handler.action = action
            return
        }
        let handler = Handler(action)
        entries[id] = Entry(handler: handler, subscription: nil)
        // Subscribing can deliver at once (`Just`): do it after the pass, not inside a body.
        pending.append { [weak self] in
            guard let self, self.entries[id]?.handler === handler else { return }
            self.entries[id]?.subscription = Self.subscribe(publisher, handler)
        }
    }

    /// Formed outside the main actor, so a value published on another thread reaches the
    /// action there (SwiftUI wants the main thread, but does not trap).
    nonisolated private static func subscribe<P: Publisher>(_ publisher: P, _ handler: Handler<P.Output>) -> AnyCancellable
        where P.Failure == Never {
        publisher.sink { [weak handler] value in handler?.action(value) }
    }

    /// Ends the subscriptions of views the pass no longer found.
    func endPass() {
        for id in entries.keys where !seen.contains(id) { entries[id]?.subscription?.cancel(); entries[id] = nil }
    }

    /// Subscribes views that appeared in the last pass.
    func subscribePending() {
        let due = pending
        pending = []
        for subscribe in due { subscribe() }
    }
}
