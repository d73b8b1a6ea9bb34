import Observation

/// The observable object the focused view publishes, as SwiftUI's `@FocusedObject`; `nil`
/// in a render (no focus system moves between views; see ``FocusedValues``).
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}
    /// The object, if a focused view publishes one.
    public var wrappedValue: ObjectType? { nil }
}

extension FocusedValue {
    /// Reads the `@Observable` object of `objectType` the focused view publishes (iOS 17).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable { keyPath = nil }
}

extension View {
    /// Publishes `object` while the view has focus. No pixels.
    public func focusedObject<T: ObservableObject>(_ object: T) -> some View { self }
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View { self }
    /// Publishes `object` while the view's scene has focus. No pixels.
    public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View { self }
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { self }
    /// Publishes an `@Observable` object while the view has focus (iOS 17). No pixels.
    public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View { self }
    public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View { self }
}
