/// A read-write reference to a value owned elsewhere, as SwiftUI's `@Binding`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    /// A binding to an unchanging value; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a member of the value (`$model.name`).
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        let get = getter, set = setter
        return Binding<Member>(get: { get()[keyPath: keyPath] },
                               set: { newValue in var v = get(); v[keyPath: keyPath] = newValue; set(v) })
    }
}

extension Binding where Value: Sendable {
    /// Bindings of optional-unwrapped values, as SwiftUI's `Binding(_:)` for optionals.
    public init?(_ base: Binding<Value?>) {
        guard let v = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? v }, set: { base.wrappedValue = $0 })
    }
}
