/// A named value that views produce and their ancestors read, as SwiftUI's `PreferenceKey`.
///
/// Values flow up the laid-out tree: siblings' values are combined with ``reduce(value:nextValue:)``
/// in view order, and a view with no value anywhere below it reads ``defaultValue``.
@preconcurrency
public protocol PreferenceKey {
    associatedtype Value
    /// The value when no view in the subtree sets one.
    static var defaultValue: Value { get }
    /// Combines the values of siblings: `value` holds what came before, `nextValue()` the next view's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// What a node contributes to a preference: a behavior that writes or transforms
/// preferences conforms.
@MainActor
protocol PreferenceContributing {
    /// The node's value for `key`, given the combined value of its children (`nil`: no child
    /// contributed). Returns `nil` when the node leaves the key alone and nothing came from below.
    func preference<K: PreferenceKey>(_ key: K.Type, node: ViewNode, fromChildren: K.Value?) -> K.Value?
}

extension ViewNode {
    /// The value of `key` over this laid-out subtree (`nil` when no view in it sets one).
    ///
    /// Read after placement: anchor preferences are resolved against the frames layout gave.
    func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        var combined: K.Value?
        for child in children {
            guard let v = child.preferenceValue(key) else { continue }
            if combined == nil {
                combined = v
            } else {
                K.reduce(value: &combined!, nextValue: { v })
            }
        }
        if let writer = behavior as? any PreferenceContributing {
            return writer.preference(key, node: self, fromChildren: combined)
        }
        return combined
    }

    /// The value of `key` over the subtree, or the key's default.
    func resolvedPreference<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        preferenceValue(key) ?? K.defaultValue
    }
}
