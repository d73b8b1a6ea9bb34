extension View {
    /// Draws `transform`'s view for the value of `key` over this view, centred (the iOS 13
    /// form of ``View/overlayPreferenceValue(_:alignment:_:)``).
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        overlayPreferenceValue(key, alignment: .center, transform)
    }

    /// Draws `transform`'s view for the value of `key` behind this view, centred (the iOS 13
    /// form of ``View/backgroundPreferenceValue(_:alignment:_:)``).
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        backgroundPreferenceValue(key, alignment: .center, transform)
    }
}
