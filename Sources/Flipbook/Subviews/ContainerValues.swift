/// Values a view hands the container it is a subview of, as SwiftUI's `ContainerValues`:
/// set with ``View/containerValue(_:_:)``, read from a ``Subview``'s `containerValues` by a
/// custom container (`ForEach(subviews:)`, `Group(subviews:)`). Unlike the environment, a
/// container value goes up one level, to the container, and no further.
///
/// ```swift
/// extension ContainerValues {
///     @Entry var isPinned = false
/// }
/// Text("Today").containerValue(\.isPinned, true)
/// ```
public struct ContainerValues {
    var storage: [ObjectIdentifier: Any]

    init(storage: [ObjectIdentifier: Any] = [:]) { self.storage = storage }

    /// The value for `key`, or its default.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { storage[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for a ``ContainerValues`` entry, as SwiftUI's `ContainerValueKey` (`@Entry` inside
/// `extension ContainerValues` declares one for you).
public protocol ContainerValueKey {
    associatedtype Value
    /// The value a subview that sets nothing reports.
    static var defaultValue: Value { get }
}

extension View {
    /// Sets a container value on this view, read by its container through
    /// ``Subview/containerValues``. Accepted, no pixels of its own.
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        modifier(TraitModifier { traits, _ in
            var values = ContainerValues(storage: traits.containerValues)
            values[keyPath: keyPath] = value
            traits.containerValues = values.storage
        })
    }
}
