extension View {
    /// The older spelling of `tint(_:)`: controls inside draw in `accentColor`.
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
}
