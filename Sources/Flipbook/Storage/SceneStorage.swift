import Foundation

/// A value the scene saves and restores, as SwiftUI's `@SceneStorage`. In a render it lives
/// in the render's in-memory ``ViewGraph/sceneStorage``, empty unless a test seeds it
/// (`renderer.graph.sceneStorage["selectedTab"] = 2`), so a snapshot shows the default or the
/// seeded value. The same types as ``AppStorage``.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let box: StoredValueBox<Value>

    init(key: String, initial: Value, coding: StoredValueCoding<Value>) {
        box = StoredValueBox(key: key, initial: initial, coding: coding, defaults: nil)
    }

    /// The saved value, or the default when none is saved.
    @MainActor public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the saved value.
    @MainActor public var projectedValue: Binding<Value> { box.binding }
}

extension SceneStorage: GraphLinkedProperty {
    package func link(_ context: ResolveContext, graph: ViewGraph?, name: String) {
        box.store = graph?.sceneStorage
    }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(key: key, initial: wrappedValue, coding: .plain(Bool.self)) }
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(key: key, initial: wrappedValue, coding: .plain(Int.self)) }
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(key: key, initial: wrappedValue, coding: .plain(Double.self)) }
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(key: key, initial: wrappedValue, coding: .plain(String.self)) }
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(key: key, initial: wrappedValue, coding: .plain(URL.self)) }
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(key: key, initial: wrappedValue, coding: .plain(Data.self)) }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, initial: wrappedValue, coding: .raw(Value.self))
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, initial: wrappedValue, coding: .raw(Value.self))
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) where Value == Bool? { self.init(key: key, initial: nil, coding: StoredValueCoding<Bool>.plain(Bool.self).optional()) }
    public init(_ key: String) where Value == Int? { self.init(key: key, initial: nil, coding: StoredValueCoding<Int>.plain(Int.self).optional()) }
    public init(_ key: String) where Value == Double? { self.init(key: key, initial: nil, coding: StoredValueCoding<Double>.plain(Double.self).optional()) }
    public init(_ key: String) where Value == String? { self.init(key: key, initial: nil, coding: StoredValueCoding<String>.plain(String.self).optional()) }
    public init(_ key: String) where Value == URL? { self.init(key: key, initial: nil, coding: StoredValueCoding<URL>.plain(URL.self).optional()) }
    public init(_ key: String) where Value == Data? { self.init(key: key, initial: nil, coding: StoredValueCoding<Data>.plain(Data.self).optional()) }
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
        self.init(key: key, initial: nil, coding: StoredValueCoding<R>.raw(R.self).optional())
    }
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
        self.init(key: key, initial: nil, coding: StoredValueCoding<R>.raw(R.self).optional())
    }
}
