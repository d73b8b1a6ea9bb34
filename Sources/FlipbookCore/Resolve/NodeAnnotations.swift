/// Values the catalogue keeps on a node that the engine itself never reads (what the
/// accessibility modifiers set, read by the accessibility tree), keyed by type as the
/// environment is, so that the engine's `ViewNode` need not know the catalogue's types.
package struct NodeAnnotations {
    private var values: [ObjectIdentifier: Any] = [:]

    package init() {}

    package subscript<K: NodeAnnotationKey>(_ key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// The key of one kind of ``NodeAnnotations`` value, and its value when none was set.
package protocol NodeAnnotationKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
