/// A key for a value the focused view publishes, as SwiftUI's `FocusedValueKey`.
public protocol FocusedValueKey {
    associatedtype Value
}

/// The values the focused view and its ancestors publish with ``View/focusedValue(_:_:)``, as
/// SwiftUI's `FocusedValues`. Extend it with properties, as `EnvironmentValues`.
///
/// Scene commands and other views read them with ``FocusedValue`` and ``FocusedBinding``. A
/// render has no keyboard focus moving between views, so they read `nil` (nothing is focused
/// in the scene's focus system); the modifiers that publish values draw the view as it is.
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]
    public init() {}
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// The value the focused view publishes for a key, as SwiftUI's `@FocusedValue`; `nil` in a
/// render (see ``FocusedValues``).
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Value?>?
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) { self.keyPath = keyPath }
    /// The value the focused view publishes, if any.
    public var wrappedValue: Value? { keyPath.flatMap { FocusedValues()[keyPath: $0] } }
}

/// A binding the focused view publishes, as SwiftUI's `@FocusedBinding`; `nil` in a render.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Binding<Value>?>
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { self.keyPath = keyPath }
    private var binding: Binding<Value>? { FocusedValues()[keyPath: keyPath] }
    /// The bound value, if a focused view publishes one.
    @MainActor public var wrappedValue: Value? {
        get { binding?.wrappedValue }
        nonmutating set { if let newValue { binding?.wrappedValue = newValue } }
    }
    /// A binding to the optional value.
    @MainActor public var projectedValue: Binding<Value?> {
        let b = binding
        return Binding(get: { b?.wrappedValue }, set: { if let v = $0 { b?.wrappedValue = v } })
    }
}

extension View {
    /// Publishes `value` for `keyPath` while the view (or one inside) has focus. No pixels.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }
    /// Publishes `value`, or nothing when `nil` (iOS 17 form). No pixels.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }
    /// Publishes `value` for `keyPath` while the view's scene is focused. No pixels.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }
}
