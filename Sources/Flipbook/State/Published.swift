/// A property of an ``ObservableObject`` that announces its changes, as Combine's
/// `@Published`: setting it sends the enclosing object's `objectWillChange` first.
@propertyWrapper
public struct Published<Value> {
    var value: Value

    public init(wrappedValue: Value) { value = wrappedValue }
    public init(initialValue: Value) { value = initialValue }

    /// Only reachable through the enclosing object (a `@Published` property of a struct is
    /// an error in Combine too).
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// Reads and writes go through the enclosing object, so a write can tell it.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            sendWillChange(object)
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}
