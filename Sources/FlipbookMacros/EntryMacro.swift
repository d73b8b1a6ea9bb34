import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: T = value` inside `extension EnvironmentValues` → a private
/// `__Key_name: EnvironmentKey` with that default, and the property's get/set through it,
/// as SwiftUI's `@Entry`.
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
        let defaultValue: DeclSyntax
        if let type {
            guard let value = value ?? (isOptional(type) ? "nil" : nil) else {
                throw MacroError("@Entry var \(name): \(type.trimmedDescription) needs a default value: `= …`")
            }
            defaultValue = "static var defaultValue: \(type.trimmed) { \(value.trimmed) }"
        } else if let value {
            defaultValue = "static let defaultValue = \(value.trimmed)"
        } else {
            throw MacroError("@Entry var \(name) needs a type or a default value")
        }
        return ["""
            private struct __Key_\(raw: name): Flipbook.EnvironmentKey {
                \(defaultValue)
            }
            """]
    }

    private static func entry(_ declaration: some DeclSyntaxProtocol) throws -> (String, TypeSyntax?, ExprSyntax?) {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
              let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
            throw MacroError("@Entry applies to one `var name: Type = default` in an extension of EnvironmentValues")
        }
        return (identifier.identifier.text, binding.typeAnnotation?.type, binding.initializer?.value)
    }

    private static func isOptional(_ type: TypeSyntax) -> Bool {
        type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            || type.trimmedDescription.hasPrefix("Optional<")
    }
}
