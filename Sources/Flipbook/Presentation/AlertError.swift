import Foundation

extension View {
    /// An alert shown while `error` holds an error, titled with its `errorDescription` (and
    /// its `recoverySuggestion` as the message), as iOS draws it; a still shows it when the
    /// binding is non-nil.
    ///
    /// ```swift
    /// Form { … }
    ///     .alert(error: $error) { Button("OK") {} }
    /// ```
    public func alert<E: LocalizedError, A: View>(error: Binding<E?>, @ViewBuilder actions: () -> A) -> some View {
        let current = error.wrappedValue
        return alert(isPresented: .constant(current != nil), error: current, actions: actions)
    }

    /// An alert shown while `error` holds an error, titled with its `errorDescription`, its
    /// actions and message built from the error.
    public func alert<E: LocalizedError, A: View, M: View>(error: Binding<E?>, @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View {
        let current = error.wrappedValue
        return alert(isPresented: .constant(current != nil), error: current, actions: actions, message: message)
    }
}
