import Foundation
import FlipbookCombineSupport

// `ObservableObject`, `@Published` and `ObservableObjectPublisher` are OpenCombine's,
// re-exported (Combine/CombineExports.swift): one protocol for Flipbook's views and for
// Combine code (`objectWillChange.sink`, `$value.sink`, `assign(to:)`). Flipbook follows an
// object by subscribing to its `objectWillChange`, whatever publisher type it declares.

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher, as Combine synthesises it: sent before any `@Published`
    /// property changes, one per object for as long as it lives.
    ///
    /// This shadows OpenCombine's default, which returns a new, unconnected publisher on every
    /// read from an object with no `@Published` property, so that `objectWillChange.send()` in a
    /// `willSet` (a common pattern, and Apple's Combine supports it) reached nobody. An object
    /// with `@Published` properties gets the publisher OpenCombine installed in them.
    public var objectWillChange: ObservableObjectPublisher {
        let installed = openCombineObjectWillChange(self)
        // OpenCombine returns the same instance again only if it installed it in a property.
        if installed === openCombineObjectWillChange(self) { return installed }
        return PublisherRegistry.shared.publisher(for: self)
    }
}

// OpenCombine guards its subscriber list with a lock, so `send()` from any thread is safe
// (a model updated from a network callback); Swift 6 code must be able to say so.
extension ObservableObjectPublisher: @retroactive @unchecked Sendable {}

/// One publisher per live object, for objects with no `@Published` property.
final class PublisherRegistry: @unchecked Sendable {
    static let shared = PublisherRegistry()

    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var insertionsSincePrune = 0

    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        let key = ObjectIdentifier(object)
        lock.lock()
        defer { lock.unlock() }
        // An identifier can be reused after its object died: check the object is the same.
        if let e = entries[key], e.object === object { return e.publisher }
        let p = ObservableObjectPublisher()
        entries[key] = Entry(object: object, publisher: p)
        insertionsSincePrune += 1
        if insertionsSincePrune >= 256 {
            entries = entries.filter { $0.value.object != nil }
            insertionsSincePrune = 0
        }
        return p
    }
}

/// The objects one ``ViewGraph`` follows: a subscription to each one's `objectWillChange`,
/// kept while both live (the graph is held weakly, so an object that outlives its renderer
/// does not keep it alive).
@MainActor
final class ObjectObservations {
    private struct Entry {
        weak var object: AnyObject?
        let subscription: AnyCancellable
    }
    private var entries: [ObjectIdentifier: Entry] = [:]

    func follow<O: ObservableObject>(_ object: O, graph: ViewGraph) {
        let key = ObjectIdentifier(object)
        if let e = entries[key], e.object === object { return }
        // Sendable, not main-actor: objects may change on any thread (didChange is thread-safe).
        let source = ChangeSource(.object(O.self))
        let subscription = object.objectWillChange.sink { @Sendable [weak graph] _ in graph?.didChange(source) }
        entries[key] = Entry(object: object, subscription: subscription)
        if entries.count > 64 { entries = entries.filter { $0.value.object != nil } }
    }

    /// How many live objects the graph follows (for tests).
    var count: Int { entries.values.filter { $0.object != nil }.count }
}

/// Lets `graph` follow an observable object's changes.
@MainActor
func observe<O: ObservableObject>(_ object: O, from graph: ViewGraph?) {
    graph?.observations.follow(object, graph: graph!)
}

/// A graph held weakly, so an object that outlives its renderer does not keep it alive.
final class WeakViewGraph: @unchecked Sendable {
    weak var graph: ViewGraph?
    init(_ graph: ViewGraph?) { self.graph = graph }
}
