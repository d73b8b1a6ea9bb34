import Foundation

/// How a storage wrapper reads and writes its value, as `UserDefaults` stores it.
struct StoredValueCoding<Value>: @unchecked Sendable {
    /// The value from what a store holds (a property-list value), or `nil` if it does not fit.
    let decode: (Any) -> Value?
    /// What the store holds for the value; `nil` removes the key (an optional set to `nil`).
    let encode: (Value) -> Any?

    static func plain<T>(_ t: T.Type) -> StoredValueCoding<T> {
        StoredValueCoding<T>(decode: { stored in
            if let v = stored as? T { return v }
            // Numbers cross between Int and Double as UserDefaults' numbers do.
            if T.self == Double.self, let i = stored as? Int { return Double(i) as? T }
            if T.self == Int.self, let d = stored as? Double, d == d.rounded() { return Int(exactly: d) as? T }
            return nil
        }, encode: { $0 })
    }

    static func raw<R: RawRepresentable>(_ r: R.Type) -> StoredValueCoding<R> {
        let raw = StoredValueCoding<R.RawValue>.plain(R.RawValue.self)
        return StoredValueCoding<R>(decode: { raw.decode($0).flatMap(R.init(rawValue:)) }, encode: { $0.rawValue })
    }

    func optional() -> StoredValueCoding<Value?> {
        StoredValueCoding<Value?>(decode: { decode($0) }, encode: { $0.flatMap(encode) })
    }
}

/// Where a storage wrapper's value lives once the view is rendered.
final class StoredValueBox<Value>: @unchecked Sendable {
    let key: String
    let initial: Value
    let coding: StoredValueCoding<Value>
    /// An explicit `UserDefaults` (the `store:` argument, or `defaultAppStorage`).
    var defaults: UserDefaults?
    /// The render's in-memory store, when no `UserDefaults` was given.
    var store: AppStorageValues?
    /// The value outside any render.
    var local: Value

    init(key: String, initial: Value, coding: StoredValueCoding<Value>, defaults: UserDefaults?) {
        self.key = key
        self.initial = initial
        self.coding = coding
        self.defaults = defaults
        local = initial
    }

    @MainActor var value: Value {
        get {
            if let defaults { return defaults.object(forKey: key).flatMap(coding.decode) ?? initial }
            if let store { return store[key].flatMap(coding.decode) ?? initial }
            return local
        }
        set {
            if let defaults {
                if let v = coding.encode(newValue) { defaults.set(v, forKey: key) } else { defaults.removeObject(forKey: key) }
                store?.noteExternalChange()
            } else if let store {
                store[key] = coding.encode(newValue)
            } else {
                local = newValue
            }
        }
    }

    @MainActor var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

/// A value kept in the app's user defaults, as SwiftUI's `@AppStorage`: views that read it
/// re-render when it changes.
///
/// In a render the default store is the render's own in-memory store
/// (``ViewGraph/appStorage``), empty unless a test seeds it, so a snapshot never depends on
/// what the machine stored; a `store:` argument or ``View/defaultAppStorage(_:)`` uses that
/// `UserDefaults` instead. Supports every type SwiftUI does: `Bool`, `Int`, `Double`,
/// `String`, `URL`, `Data`, `Date`, `RawRepresentable` with `Int` or `String` raw values,
/// and optionals of each.
///
/// ```swift
/// @AppStorage("username") private var username = "Anonymous"
/// @AppStorage("theme") private var theme: Theme = .system
/// ```
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let box: StoredValueBox<Value>

    init(key: String, initial: Value, coding: StoredValueCoding<Value>, store: UserDefaults?) {
        box = StoredValueBox(key: key, initial: initial, coding: coding, defaults: store)
    }

    /// The stored value, or the default when the store holds none.
    @MainActor public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the stored value.
    @MainActor public var projectedValue: Binding<Value> { box.binding }
}

extension AppStorage: GraphLinkedProperty {
    package func link(_ context: ResolveContext, graph: ViewGraph?, name: String) {
        if box.defaults == nil, let defaults = context.environment.defaultAppStorage {
            box.defaults = defaults
        }
        box.store = graph?.appStorage
    }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, initial: wrappedValue, coding: .plain(Bool.self), store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, initial: wrappedValue, coding: .plain(Int.self), store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, initial: wrappedValue, coding: .plain(Double.self), store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, initial: wrappedValue, coding: .plain(String.self), store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, initial: wrappedValue, coding: .plain(URL.self), store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, initial: wrappedValue, coding: .plain(Data.self), store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, initial: wrappedValue, coding: .plain(Date.self), store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, initial: wrappedValue, coding: .raw(Value.self), store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, initial: wrappedValue, coding: .raw(Value.self), store: store)
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, initial: nil, coding: StoredValueCoding<Bool>.plain(Bool.self).optional(), store: store)
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, initial: nil, coding: StoredValueCoding<Int>.plain(Int.self).optional(), store: store)
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, initial: nil, coding: StoredValueCoding<Double>.plain(Double.self).optional(), store: store)
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, initial: nil, coding: StoredValueCoding<String>.plain(String.self).optional(), store: store)
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, initial: nil, coding: StoredValueCoding<URL>.plain(URL.self).optional(), store: store)
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, initial: nil, coding: StoredValueCoding<Data>.plain(Data.self).optional(), store: store)
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, initial: nil, coding: StoredValueCoding<Date>.plain(Date.self).optional(), store: store)
    }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(key: key, initial: nil, coding: StoredValueCoding<R>.raw(R.self).optional(), store: store)
    }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(key: key, initial: nil, coding: StoredValueCoding<R>.raw(R.self).optional(), store: store)
    }
}

private struct DefaultAppStorageKey: EnvironmentKey { static var defaultValue: UserDefaults? { nil } }

extension EnvironmentValues {
    /// The `UserDefaults` `@AppStorage` inside uses when it names none (`nil`: the render's
    /// in-memory store).
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// Makes `store` the `UserDefaults` of every `@AppStorage` inside that names no store, as
    /// SwiftUI's `defaultAppStorage(_:)`.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, store)
    }
}
