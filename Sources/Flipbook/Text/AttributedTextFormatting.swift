import Foundation

// SwiftUI's attributed text formatting definitions (iOS 26): an attribute scope and value
// constraints that `Text(AttributedString)` and `TextEditor(text: Binding<AttributedString>)`
// apply to their runs before drawing, set with `.attributedTextFormattingDefinition(_:)`.
//
// ```swift
// struct MyTextFormattingDefinition: AttributedTextFormattingDefinition {
//     var body: some AttributedTextFormattingDefinition<AttributeScopes.SwiftUIAttributes> {
//         ValueConstraint(for: \.underlineStyle, values: [nil, .single], default: .single)
//         NoBlackOrWhiteForeground()
//     }
// }
// ```

/// A definition of how text can be styled in a view, as SwiftUI's
/// `AttributedTextFormattingDefinition`: its `body` lists value constraints (built-in
/// ``AttributedTextFormatting/ValueConstraint``s and ``AttributedTextValueConstraint``s).
public protocol AttributedTextFormattingDefinition<Scope> {
    /// The attribute scope the definition's constraints read and write.
    associatedtype Scope: AttributeScope where Self.Scope == Self.Body.Scope
    /// The definition's constraints.
    associatedtype Body: AttributedTextFormattingDefinition

    /// The constraints of the formatting definition.
    @AttributedTextFormatting.DefinitionBuilder<Self.Scope> var body: Self.Body { get }

    /// Applies the constraints to `container` (built-in definitions implement it; others
    /// apply their body's).
    func _constrain(_ container: inout AttributeContainer)
}

extension AttributedTextFormattingDefinition {
    public func _constrain(_ container: inout AttributeContainer) { body._constrain(&container) }

    /// Applies all value constraints to a given attribute container, as SwiftUI's
    /// `constrain(_:)`: the container then holds only values the definition allows.
    public func constrain(_ container: inout AttributeContainer) { _constrain(&container) }

    /// A text formatting definition that permits a single attribute, constrained to a set of
    /// values.
    public typealias ValueConstraint = AttributedTextFormatting.ValueConstraint
}

/// A constraint on the value of one attribute, as SwiftUI's `AttributedTextValueConstraint`:
/// `constrain(_:)` reads any attribute of the container and writes its ``AttributeKey``.
public protocol AttributedTextValueConstraint: Hashable, Sendable, AttributedTextFormattingDefinition {
    /// The attribute constrained by this constraint.
    associatedtype AttributeKey: AttributedStringKey where Self.AttributeKey.Value: Sendable

    /// Enforces the constraint on the attribute.
    func constrain(_ container: inout Self.Attributes)
}

extension AttributedTextValueConstraint {
    /// A proxy for a container of partially constrained attributes.
    public typealias Attributes = AttributedTextFormatting.AttributeContainerProxy<Self.Scope, Self.AttributeKey>

    /// A value constraint is its own definition.
    public var body: Self { self }

    public func _constrain(_ container: inout AttributeContainer) {
        var proxy = Attributes(container: container)
        constrain(&proxy)
        container = proxy.container
    }
}

/// Types related to attributed text formatting definitions, as SwiftUI's
/// `AttributedTextFormatting`.
public enum AttributedTextFormatting {
    /// A proxy for a partially validated set of attributes, as SwiftUI's
    /// `AttributedTextFormatting.AttributeContainerProxy`: `Attribute` is read-write, every
    /// other attribute read-only.
    @dynamicMemberLookup
    public struct AttributeContainerProxy<Scope: AttributeScope, Attribute: AttributedStringKey>: Sendable
    where Attribute.Value: Sendable {
        var container: AttributeContainer

        init(container: AttributeContainer) { self.container = container }

        /// The value of the attribute to constrain.
        public subscript(key: Attribute.Type) -> Attribute.Value? {
            get { container[Attribute.self] }
            set { container[Attribute.self] = newValue }
        }

        /// The value of the attribute to constrain (`container.foregroundColor`).
        public subscript(dynamicMember keyPath: KeyPath<AttributeDynamicLookup, Attribute>) -> Attribute.Value? {
            get { container[Attribute.self] }
            set { container[Attribute.self] = newValue }
        }

        /// The value of another attribute (read-only).
        public subscript<K: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeDynamicLookup, K>) -> K.Value?
        where K.Value: Sendable {
            container[K.self]
        }
    }

    /// A text formatting definition that places no constraints, as SwiftUI's
    /// `AttributedTextFormatting.EmptyDefinition`.
    public struct EmptyDefinition<Scope: AttributeScope>: AttributedTextFormattingDefinition {
        /// A definition with no constraints.
        public init() {}
        public var body: Self { self }
        public func _constrain(_ container: inout AttributeContainer) {}
    }

    /// A type-erased text formatting definition, as SwiftUI's `AttributedTextFormatting.AnyDefinition`.
    public struct AnyDefinition<Scope: AttributeScope>: AttributedTextFormattingDefinition, @unchecked Sendable {
        let apply: (inout AttributeContainer) -> Void

        /// `definition`, type-erased.
        public init<D: AttributedTextFormattingDefinition>(_ definition: D) where D.Scope == Scope {
            apply = { definition._constrain(&$0) }
        }

        public var body: Self { self }
        public func _constrain(_ container: inout AttributeContainer) { apply(&container) }
    }

    /// The constraints of several definitions applied in order, as SwiftUI's
    /// `AttributedTextFormatting.TupleDefinition`.
    public struct TupleDefinition<Scope: AttributeScope, each Definition: AttributedTextFormattingDefinition>: AttributedTextFormattingDefinition {
        let definitions: (repeat each Definition)

        /// The definitions, applied first to last.
        public init(definition: repeat each Definition) { definitions = (repeat each definition) }

        public var body: Self { self }
        public func _constrain(_ container: inout AttributeContainer) {
            for definition in repeat each definitions { definition._constrain(&container) }
        }
    }

    /// A definition that constrains one attribute to a set of values, as SwiftUI's
    /// `AttributedTextFormatting.ValueConstraint`: a value outside `values` becomes `default`.
    public struct ValueConstraint<Scope: AttributeScope, AttributeKey: AttributedStringKey>: AttributedTextValueConstraint
    where AttributeKey.Value: Sendable {
        let allowed: Set<AnyHashableSendable>
        let defaultValue: AnyHashableSendable?
        let replace: @Sendable (inout AttributeContainer, AnyHashableSendable?) -> Void
        let read: @Sendable (AttributeContainer) -> AnyHashableSendable?

        /// A definition allowing `attribute` only the `allowedValues` (`nil`: no value),
        /// replacing any other value with `defaultValue`.
        public init(for attribute: AttributeKey.Type, values allowedValues: Set<AttributeKey.Value?>,
                    default defaultValue: AttributeKey.Value?) where AttributeKey.Value: Hashable {
            allowed = Set(allowedValues.map { $0.map { AnyHashableSendable($0) } ?? AnyHashableSendable.none })
            self.defaultValue = defaultValue.map { AnyHashableSendable($0) }
            replace = { container, value in container[AttributeKey.self] = value?.value as? AttributeKey.Value }
            read = { container in container[AttributeKey.self].map { AnyHashableSendable($0) } }
        }

        /// A definition allowing the attribute at `keyPath` (`\.underlineStyle`) only the
        /// `allowedValues`, replacing any other value with `defaultValue`.
        public init(for keyPath: KeyPath<AttributeDynamicLookup, AttributeKey>, values allowedValues: Set<AttributeKey.Value?>,
                    default defaultValue: AttributeKey.Value?) where AttributeKey.Value: Hashable {
            self.init(for: AttributeKey.self, values: allowedValues, default: defaultValue)
        }

        public func constrain(_ container: inout Attributes) {
            var c = container.container
            _constrain(&c)
            container.container = c
        }

        public func _constrain(_ container: inout AttributeContainer) {
            let value = read(container) ?? .none
            if !allowed.contains(value) { replace(&container, defaultValue) }
        }

        public static func == (a: Self, b: Self) -> Bool { a.allowed == b.allowed && a.defaultValue == b.defaultValue }
        public func hash(into hasher: inout Hasher) {
            hasher.combine(allowed)
            hasher.combine(defaultValue)
        }
    }

    /// A result builder for formatting definitions, as SwiftUI's
    /// `AttributedTextFormatting.DefinitionBuilder`.
    @resultBuilder
    public enum DefinitionBuilder<Scope: AttributeScope> {
        public static func buildExpression<D: AttributedTextFormattingDefinition>(_ definition: D) -> D where D.Scope == Scope {
            definition
        }
        public static func buildBlock() -> EmptyDefinition<Scope> { EmptyDefinition() }
        public static func buildBlock<D: AttributedTextFormattingDefinition>(_ definition: D) -> D where D.Scope == Scope {
            definition
        }
        public static func buildBlock<F: AttributedTextFormattingDefinition, each D: AttributedTextFormattingDefinition>(
            _ first: F, _ rest: repeat each D
        ) -> TupleDefinition<F.Scope, F, repeat each D> where F.Scope == Scope {
            TupleDefinition(definition: first, repeat each rest)
        }
        public static func buildIf<D: AttributedTextFormattingDefinition>(_ definition: D?) -> D? where D.Scope == Scope {
            definition
        }
        public static func buildEither<D: AttributedTextFormattingDefinition>(first: D) -> AnyDefinition<Scope> where D.Scope == Scope {
            AnyDefinition(first)
        }
        public static func buildEither<D: AttributedTextFormattingDefinition>(second: D) -> AnyDefinition<Scope> where D.Scope == Scope {
            AnyDefinition(second)
        }
        public static func buildLimitedAvailability<D: AttributedTextFormattingDefinition>(_ definition: D) -> AnyDefinition<Scope>
        where D.Scope == Scope {
            AnyDefinition(definition)
        }
    }
}

/// An optional definition (an `if` without `else` in a definition's body): the wrapped
/// definition's constraints, or none.
extension Optional: AttributedTextFormattingDefinition where Wrapped: AttributedTextFormattingDefinition {
    public typealias Scope = Wrapped.Scope
    public var body: Self { self }
    public func _constrain(_ container: inout AttributeContainer) { self?._constrain(&container) }
}

/// A hashable, sendable box of an attribute value (`none` stands for "no value").
struct AnyHashableSendable: Hashable, @unchecked Sendable {
    let value: AnyHashable?
    init<T: Hashable>(_ value: T) { self.value = AnyHashable(value) }
    private init() { value = nil }
    static let none = AnyHashableSendable()
}

/// The definition applied to attributed text in a view, type-erased (no scope).
struct AttributedTextDefinitionBox: @unchecked Sendable {
    let apply: (inout AttributeContainer) -> Void
}

private struct AttributedTextDefinitionKey: EnvironmentKey {
    static var defaultValue: AttributedTextDefinitionBox? { nil }
}

extension EnvironmentValues {
    /// The formatting definition `Text(AttributedString)` and attributed `TextEditor`s apply.
    var attributedTextFormattingDefinition: AttributedTextDefinitionBox? {
        get { self[AttributedTextDefinitionKey.self] }
        set { self[AttributedTextDefinitionKey.self] = newValue }
    }
}

extension View {
    /// Applies a text formatting definition to nested attributed `Text`s and `TextEditor`s,
    /// as SwiftUI's `attributedTextFormattingDefinition(_:)`: their runs are constrained
    /// before drawing (a disallowed colour drawn as the constraint's replacement). A nested
    /// definition applies after the enclosing one.
    public func attributedTextFormattingDefinition<D>(_ definition: D) -> some View
    where D: AttributedTextFormattingDefinition {
        transformEnvironment(\.attributedTextFormattingDefinition) { current in
            let inner = current
            current = AttributedTextDefinitionBox { container in
                inner?.apply(&container)
                definition._constrain(&container)
            }
        }
    }
}
