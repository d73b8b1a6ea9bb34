import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: T = value` inside an extension of `EnvironmentValues`, `Transaction`,
/// `ContainerValues` or `FocusedValues` → a private `__Key_name` conforming to that type's key
/// protocol, and the property's get/set through it, as SwiftUI's `@Entry` expands:
///
/// ```swift
/// private struct __Key_name: Flipbook.EnvironmentKey {
///     typealias Value = T
///     static var defaultValue: Value { value }
/// }
/// ```
///
/// The default is computed on every read, as Apple's (`@Entry var id = UUID()` is a new value
/// each time nothing is set). In `FocusedValues` the key has no default: the property is an
/// optional and the key's `Value` is what it wraps.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let (name, _, _) = try entry(declaration)
        return [
            "get { self[__Key_\(raw: name).self] }",
            "set { self[__Key_\(raw: name).self] = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let (name, type, value) = try entry(declaration)
        let owner = try Owner(context.lexicalContext)
        if owner == .focusedValues {
            // FocusedValueKey has no default: what nothing publishes reads nil.
            guard let type, let wrapped = unwrapped(type), value == nil || value?.trimmedDescription == "nil" else {
                throw MacroError("@Entry var \(name) in FocusedValues must be an optional without a default: `@Entry var \(name): T?`")
            }
            return ["""
                private struct __Key_\(raw: name): \(raw: owner.keyProtocol) {
                    typealias Value = \(wrapped)
                }
                """]
        }
        let defaultValue: DeclSyntax
        if let type {
            guard let value = value ?? (unwrapped(type) != nil ? "nil" : nil) else {
                throw MacroError("@Entry var \(name): \(type.trimmedDescription) needs a default value: `= …`")
            }
            return ["""
                private struct __Key_\(raw: name): \(raw: owner.keyProtocol) {
                    typealias Value = \(type.trimmed)
                    static var defaultValue: Value { \(value.trimmed) }
                }
                """]
        } else if let value {
            // No type to name: the key's type is inferred from the default, which is then
            // made once (a computed property needs its type written).
            defaultValue = "static let defaultValue = \(value.trimmed)"
        } else {
            throw MacroError("@Entry var \(name) needs a type or a default value")
        }
        return ["""
            private struct __Key_\(raw: name): \(raw: owner.keyProtocol) {
                \(defaultValue)
            }
            """]
    }

    /// The type an `@Entry` extends, which decides its key protocol (Apple's macro reads the
    /// same lexical context).
    enum Owner {
        case environmentValues, transaction, containerValues, focusedValues

        init(_ lexicalContext: [Syntax]) throws {
            let extended = lexicalContext.lazy.compactMap { $0.as(ExtensionDeclSyntax.self) }.first?
                .extendedType.trimmedDescription
            // `SwiftUI.EnvironmentValues` and `Flipbook.EnvironmentValues` name the same type.
            switch extended?.split(separator: ".").last {
            case "EnvironmentValues": self = .environmentValues
            case "Transaction": self = .transaction
            case "ContainerValues": self = .containerValues
            case "FocusedValues": self = .focusedValues
            default:
                throw MacroError("@Entry declares a value of EnvironmentValues, Transaction, ContainerValues or FocusedValues: "
                    + "write it inside `extension EnvironmentValues { … }` (or one of the others)"
                    + (extended.map { ", not in an extension of \($0)" } ?? ""))
            }
        }

        var keyProtocol: String {
            switch self {
            case .environmentValues: "Flipbook.EnvironmentKey"
            case .transaction: "Flipbook.TransactionKey"
            case .containerValues: "Flipbook.ContainerValueKey"
            case .focusedValues: "Flipbook.FocusedValueKey"
            }
        }
    }

    private static func entry(_ declaration: some DeclSyntaxProtocol) throws -> (String, TypeSyntax?, ExprSyntax?) {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
              let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
            throw MacroError("@Entry applies to one `var name: Type = default` in an extension of EnvironmentValues")
        }
        return (identifier.identifier.text, binding.typeAnnotation?.type, binding.initializer?.value)
    }

    /// What an optional type wraps (`T?`, `T!`, `Optional<T>`), or nil for any other type.
    private static func unwrapped(_ type: TypeSyntax) -> TypeSyntax? {
        if let o = type.as(OptionalTypeSyntax.self) { return o.wrappedType.trimmed }
        if let o = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return o.wrappedType.trimmed }
        if let g = type.as(IdentifierTypeSyntax.self), g.name.text == "Optional",
           let arg = g.genericArgumentClause?.arguments.first, g.genericArgumentClause?.arguments.count == 1 {
            return TypeSyntax("\(raw: arg.argument.trimmedDescription)")
        }
        return nil
    }
}
