import Foundation

// The `alert`/`confirmationDialog` overloads that present data or an error: shown while
// `isPresented` is true and the data (the error) is not `nil`, drawn as the plain forms.
extension View {
    /// An alert whose actions are built from `data`.
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        modifier(AlertModifier<A?, EmptyView>(title: title, isPresented: isPresented.wrappedValue && data != nil,
                                              actions: data.map(actions), message: nil, isDialog: false, showsTitle: true))
    }
    /// An alert whose actions and message are built from `data`.
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        modifier(AlertModifier(title: title, isPresented: isPresented.wrappedValue && data != nil,
                               actions: data.map(actions), message: data.map(message), isDialog: false, showsTitle: true))
    }
    /// An alert presenting `data`, titled from a string literal.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions)
    }
    /// An alert presenting `data` with a message, titled from a string literal.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }
    /// An alert presenting `data`, titled from a string.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
    }
    /// An alert presenting `data` with a message, titled from a string.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// An alert for `error`, titled with its `errorDescription`.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
        modifier(AlertModifier<A, Text>(title: Text(verbatim: error?.errorDescription ?? ""), isPresented: isPresented.wrappedValue && error != nil,
                                        actions: actions(), message: error?.recoverySuggestion.map { Text(verbatim: $0) },
                                        isDialog: false, showsTitle: true))
    }
    /// An alert for `error` with actions and message built from it.
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View {
        modifier(AlertModifier(title: Text(verbatim: error?.errorDescription ?? ""), isPresented: isPresented.wrappedValue && error != nil,
                               actions: error.map(actions), message: error.map(message), isDialog: false, showsTitle: true))
    }

    /// A confirmation dialog whose actions are built from `data`.
    public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                               presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        modifier(AlertModifier<A?, EmptyView>(title: title, isPresented: isPresented.wrappedValue && data != nil, actions: data.map(actions),
                                              message: nil, isDialog: true, showsTitle: titleVisibility == .visible))
    }
    /// A confirmation dialog whose actions and message are built from `data`.
    public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                        presenting data: T?, @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: (T) -> M) -> some View {
        modifier(AlertModifier(title: title, isPresented: isPresented.wrappedValue && data != nil, actions: data.map(actions),
                               message: data.map(message), isDialog: true, showsTitle: titleVisibility == .visible))
    }
    /// A confirmation dialog presenting `data`, titled from a string literal.
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                               presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions)
    }
    /// A confirmation dialog presenting `data` with a message, titled from a string literal.
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
                           actions: actions, message: message)
    }
    /// A confirmation dialog presenting `data`, titled from a string.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                                  presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions)
    }
    /// A confirmation dialog presenting `data` with a message, titled from a string.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                           titleVisibility: Visibility = .automatic, presenting data: T?,
                                                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
                           actions: actions, message: message)
    }
}
