extension Binding {
    /// This binding with writes made inside `withAnimation(animation)`, as SwiftUI's
    /// `Binding.animation(_:)` (`Toggle(isOn: $flag.animation())`).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }

    /// This binding with writes made inside `withTransaction(transaction)`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        let base = self
        return Binding(derivedGet: { base.wrappedValue }, set: { v in withTransaction(transaction) { base.wrappedValue = v } })
    }
}
