/// A read-write reference to a value owned elsewhere, as SwiftUI's `@Binding`.
///
/// As in SwiftUI, a binding is `Sendable` when its value is, and its closures are `@Sendable`.
/// Bindings to state (`$state`, `$model.name`, `init(get:set:)`) read and write on the main
/// actor, where views, state and rendering live, so their closures are main-actor isolated and
/// may touch main-actor state; reading one elsewhere stops with a clear message (SwiftUI warns
/// at run time there). Constant bindings, and members or elements of them, work anywhere.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getter: @Sendable () -> Value
    private let setter: @Sendable (Value) -> Void

    /// A binding whose value is read with `get` and written with `set`, both on the main
    /// actor. (The SDK takes `@isolated(any)` closures; Flipbook calls them synchronously,
    /// which only a fixed isolation allows.)
    @preconcurrency
    public init(get: @escaping @Sendable @MainActor () -> Value, set: @escaping @Sendable @MainActor (Value) -> Void) {
        getter = { assumeMainActor(get) }
        // The value stays on the calling thread, which is the main actor's.
        setter = { value in let v = UncheckedSendable(value); assumeMainActor { set(v.value) } }
    }

    /// A binding over main-actor state that is not `Sendable` (a state location, an observed
    /// object): safe because every read and write runs on the main actor, which is checked.
    init(mainActorGet get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        let closures = UncheckedSendable((get: get, set: set))
        getter = { assumeMainActor { closures.value.get() } }
        setter = { value in let v = UncheckedSendable(value); assumeMainActor { closures.value.set(v.value) } }
    }

    /// A binding derived from another (a member, an element, an unwrapped optional, a
    /// constant): it reads and writes only through what it captures, so it is as safe on any
    /// thread as that is, and checks nothing itself.
    package init(derivedGet get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        let closures = UncheckedSendable((get: get, set: set))
        getter = { closures.value.get() }
        setter = { closures.value.set($0) }
    }

    /// A binding to an unchanging value; writes are ignored. Readable on any thread.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(derivedGet: { value }, set: { _ in })
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a member of the value (`$model.name`).
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        let base = self
        return Binding<Member>(derivedGet: { base.wrappedValue[keyPath: keyPath] },
                               set: { newValue in var v = base.wrappedValue; v[keyPath: keyPath] = newValue; base.wrappedValue = v })
    }
}

extension Binding where Value: Sendable {
    /// Bindings of optional-unwrapped values, as SwiftUI's `Binding(_:)` for optionals.
    public init?(_ base: Binding<Value?>) {
        guard let v = base.wrappedValue else { return nil }
        self.init(derivedGet: { base.wrappedValue ?? v }, set: { base.wrappedValue = $0 })
    }
}

extension Binding: Sendable where Value: Sendable {}

/// Carries a value the compiler cannot prove `Sendable` across a `@Sendable` boundary; each
/// use says why it is safe.
struct UncheckedSendable<Wrapped>: @unchecked Sendable {
    let value: Wrapped
    init(_ value: Wrapped) { self.value = value }
}
