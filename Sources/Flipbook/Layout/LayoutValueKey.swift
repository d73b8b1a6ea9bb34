extension View {
    /// Hands the containing ``Layout`` a value for `key`, read there as `subview[key]`.
    /// Accepted, no pixels of its own: it changes only what a custom layout reads.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(TraitModifier { traits, _ in traits.layoutValues[ObjectIdentifier(key)] = value })
    }
}

