import Foundation

/// An object whose changes views follow, as Combine's `ObservableObject` (Linux has no
/// Combine: Flipbook provides the protocol and its publisher).
///
/// Mark properties `@Published`, or call `objectWillChange.send()` yourself before a
/// change; a view holding the object through ``StateObject``, ``ObservedObject`` or
/// ``EnvironmentObject`` is then due for a new render (its ``ViewGraph``'s
/// ``ViewGraph/generation`` moves).
///
/// ```swift
/// final class User: ObservableObject {
///     @Published var age = 20
/// }
/// ```
public protocol ObservableObject: AnyObject {
    /// The type of ``objectWillChange``; ``ObservableObjectPublisher`` unless you declare one.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    /// Announces that the object is about to change.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher: one per object, made on first use and kept while the
    /// object lives (Combine's synthesised publisher behaves the same).
    public var objectWillChange: ObservableObjectPublisher { PublisherRegistry.shared.publisher(for: self) }
}

/// The publisher of an ``ObservableObject``'s changes, as Combine's
/// `ObservableObjectPublisher`: ``send()`` tells every graph showing the object, and every
/// ``sink(receiveValue:)`` subscriber, that it is about to change.
public final class ObservableObjectPublisher: @unchecked Sendable {
    // Guards the observer lists: an object may change on any thread.
    private let lock = NSLock()
    private var graphs: [ObjectIdentifier: WeakViewGraph] = [:]
    private var sinks: [Int: () -> Void] = [:]
    private var nextSink = 0

    public init() {}

    /// Announces a change: every graph that shows the object must render again.
    public func send() {
        lock.lock()
        let graphs = self.graphs.values.compactMap(\.graph)
        // Sorted by subscription order so side effects run deterministically.
        let sinks = self.sinks.sorted { $0.key < $1.key }.map(\.value)
        lock.unlock()
        for g in graphs { g.didChange() }
        for s in sinks { s() }
    }

    /// Calls `receiveValue` before every change until the returned token is cancelled or
    /// released (Combine's `sink` with a `Void` output).
    public func sink(receiveValue: @escaping () -> Void) -> ObservationToken {
        lock.lock()
        let id = nextSink
        nextSink += 1
        sinks[id] = receiveValue
        lock.unlock()
        return ObservationToken { [weak self] in
            guard let self else { return }
            self.lock.lock()
            self.sinks[id] = nil
            self.lock.unlock()
        }
    }

    /// Follows the object from `graph`: later ``send()``s bump its generation.
    func addObserver(_ graph: ViewGraph) {
        lock.lock()
        if graphs[ObjectIdentifier(graph)]?.graph == nil { graphs[ObjectIdentifier(graph)] = WeakViewGraph(graph) }
        lock.unlock()
    }

    /// How many graphs follow this publisher (for tests).
    var observerCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return graphs.values.filter { $0.graph != nil }.count
    }
}

/// A subscription made with ``ObservableObjectPublisher/sink(receiveValue:)``; it ends when
/// cancelled or released, as Combine's `AnyCancellable`.
public final class ObservationToken: @unchecked Sendable {
    private var onCancel: (() -> Void)?
    init(_ onCancel: @escaping () -> Void) { self.onCancel = onCancel }
    /// Ends the subscription.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }
    deinit { onCancel?() }
}

/// A graph held weakly, so an object that outlives its renderer does not keep it alive.
final class WeakViewGraph: @unchecked Sendable {
    weak var graph: ViewGraph?
    init(_ graph: ViewGraph?) { self.graph = graph }
}

/// One publisher per live object, for objects that do not declare `objectWillChange`.
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

/// Sends `objectWillChange` of any observable object whose publisher is Flipbook's.
func sendWillChange(_ object: AnyObject) {
    guard let o = object as? any ObservableObject else { return }
    func open<O: ObservableObject>(_ o: O) { (o.objectWillChange as? ObservableObjectPublisher)?.send() }
    open(o)
}

/// Lets `graph` follow an observable object's changes.
@MainActor
func observe<O: ObservableObject>(_ object: O, from graph: ViewGraph?) {
    guard let graph, let p = object.objectWillChange as? ObservableObjectPublisher else { return }
    p.addObserver(graph)
}
