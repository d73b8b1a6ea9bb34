// The `alert`/`confirmationDialog` overloads bound to an optional item (shown while it is not
// `nil`, drawn as the `presenting:` forms).
extension View {
    /// An alert shown while `data` is not `nil`, its actions built from it.
    public func alert<A: View, T>(_ title: Text, item data: Binding<T?>, @ViewBuilder actions: (T) -> A) -> some View {
        alert(title, isPresented: .constant(data.wrappedValue != nil), presenting: data.wrappedValue, actions: actions)
    }
    /// An alert shown while `data` is not `nil`, its actions and message built from it.
    public func alert<A: View, M: View, T>(_ title: Text, item data: Binding<T?>, @ViewBuilder actions: (T) -> A,
                                           @ViewBuilder message: (T) -> M) -> some View {
        alert(title, isPresented: .constant(data.wrappedValue != nil), presenting: data.wrappedValue, actions: actions, message: message)
    }
    /// An alert for an item, titled from a string literal.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>, @ViewBuilder actions: (T) -> A) -> some View {
        alert(Text(titleKey), item: data, actions: actions)
    }
    /// An alert for an item with a message, titled from a string literal.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>, @ViewBuilder actions: (T) -> A,
                                           @ViewBuilder message: (T) -> M) -> some View {
        alert(Text(titleKey), item: data, actions: actions, message: message)
    }
    /// An alert for an item, titled from a string.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, item data: Binding<T?>, @ViewBuilder actions: (T) -> A) -> some View {
        alert(Text(title), item: data, actions: actions)
    }
    /// An alert for an item with a message, titled from a string.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, item data: Binding<T?>, @ViewBuilder actions: (T) -> A,
                                                              @ViewBuilder message: (T) -> M) -> some View {
        alert(Text(title), item: data, actions: actions, message: message)
    }

    /// A confirmation dialog shown while `data` is not `nil`, its actions built from it.
    public func confirmationDialog<A: View, T>(_ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialog(title, isPresented: .constant(data.wrappedValue != nil), titleVisibility: titleVisibility,
                           presenting: data.wrappedValue, actions: actions)
    }
    /// A confirmation dialog for an item, with a message.
    public func confirmationDialog<A: View, M: View, T>(_ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
                                                        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        confirmationDialog(title, isPresented: .constant(data.wrappedValue != nil), titleVisibility: titleVisibility,
                           presenting: data.wrappedValue, actions: actions, message: message)
    }
    /// A confirmation dialog for an item, titled from a string literal.
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialog(Text(titleKey), item: data, titleVisibility: titleVisibility, actions: actions)
    }
    /// A confirmation dialog for an item with a message, titled from a string literal.
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>,
                                                        titleVisibility: Visibility = .automatic,
                                                        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        confirmationDialog(Text(titleKey), item: data, titleVisibility: titleVisibility, actions: actions, message: message)
    }
    /// A confirmation dialog for an item, titled from a string.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
                                                                  @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialog(Text(title), item: data, titleVisibility: titleVisibility, actions: actions)
    }
}
