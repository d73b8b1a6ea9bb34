/// Which view has focus, as SwiftUI's `@FocusState`: a `Bool` (focused or not) or an
/// optional `Hashable` naming the focused field, bound to views with ``View/focused(_:)`` and
/// ``View/focused(_:equals:)``.
///
/// Flipbook has no keyboard: focus is whatever the state says. Setting it (its initial value
/// is unfocused, as in SwiftUI; set it in `onAppear` or a `.task`, or start from a test's
/// tap) draws the bound text field focused, as iOS does: the caret at the end of its text in
/// the tint colour.
///
/// ```swift
/// enum Field { case name, email }
/// @FocusState private var focused: Field?
/// TextField("Name", text: $name).focused($focused, equals: .name)
///     .onAppear { focused = .name }
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A binding to a focus state, the type of `$focused`.
    @propertyWrapper
    public struct Binding {
        let location: StateLocation<Value>
        /// The focus value.
        @MainActor public var wrappedValue: Value {
            get { location.value }
            nonmutating set { location.value = newValue }
        }
        /// The binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    final class Box {
        let initial: Value
        var location: StateLocation<Value>
        init(_ initial: Value) { self.initial = initial; location = StateLocation(value: initial, graph: nil) }
    }
    let box: Box

    /// The focus value: which field is focused (`nil` or `false`: none).
    @MainActor public var wrappedValue: Value {
        get { box.location.value }
        nonmutating set { box.location.value = newValue }
    }

    /// A binding for ``View/focused(_:)`` and ``View/focused(_:equals:)``.
    public var projectedValue: FocusState<Value>.Binding { Binding(location: box.location) }

    /// A focus state that is `false` (unfocused).
    public init() where Value == Bool { box = Box(false) }

    /// A focus state that is `nil` (no field focused).
    public init<T: Hashable>() where Value == T? { box = Box(nil) }
}

extension FocusState: GraphLinkedProperty {
    package func link(_ context: ResolveContext, graph: ViewGraph?, name: String) {
        guard let graph else { return }
        box.location = graph.location(for: context.identity, name: name, initial: box.initial)
    }
}

/// Marks its content focused (the `isFocused` environment value, and a text field's caret)
/// while `isFocused` says so.
struct FocusedModifier: ViewModifier, EnvironmentModifier {
    typealias Body = Never
    let isFocused: @MainActor () -> Bool
    func update(_ environment: inout EnvironmentValues) {
        let focused = isFocused()
        environment.isFocused = focused
        if focused { environment.isTextInputFocused = true }
    }
}

extension View {
    /// Binds the view's focus to a Boolean focus state: while it is `true`, the view is
    /// focused (a text field draws its caret, `isFocused` is true inside).
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(FocusedModifier { condition.wrappedValue })
    }

    /// Binds the view's focus to a focus state: while it equals `value`, the view is focused.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(FocusedModifier { binding.wrappedValue == value })
    }
}

private struct IsFocusedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the nearest focusable ancestor has focus (set by ``View/focused(_:)`` and
    /// ``View/focused(_:equals:)``); `false` by default.
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }
}
