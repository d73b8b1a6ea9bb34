import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Name", traits: …) { body }` → a uniquely named type conforming to
/// `Flipbook._PreviewRegistration` whose `_preview` is `Flipbook.Preview._macroPreview("Name",
/// traits: …, fileID: …, line: …) { body }`, whose body returns `any View` as Apple's does.
/// The type is what `Previews.all(in:)` finds in the runtime's conformance records: no
/// registry, no code run at load time.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID) else {
            throw MacroError("#Preview: the source location of the preview is unknown")
        }
        var arguments = Array(node.arguments)
        var body: ExprSyntax?
        if let closure = node.trailingClosure {
            body = ExprSyntax(closure)
        } else if let i = arguments.firstIndex(where: { $0.label?.text == "body" }) {
            body = arguments[i].expression
            arguments.remove(at: i)
        }
        guard let body else {
            throw MacroError("#Preview needs a body: #Preview(\"Name\") { MyView() }")
        }
        var list = arguments.map { arg in
            var a = arg.trimmed
            a.trailingComma = nil
            return a.description
        }
        list.append("fileID: \(location.file)")
        list.append("line: \(location.line)")
        let name = context.makeUniqueName("Preview")
        // `@Previewable` variables become the stored properties of a view whose body is the
        // rest of the preview's body, so their property wrappers (`@State`) work as in a view.
        var members: [String] = []
        if let closure = body.as(ClosureExprSyntax.self) {
            var rest: [String] = []
            for item in closure.statements {
                if let variable = item.item.as(VariableDeclSyntax.self),
                   variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable" }) {
                    var lifted = variable
                    lifted.attributes = lifted.attributes.filter {
                        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "Previewable"
                    }
                    members.append(lifted.trimmedDescription)
                } else {
                    rest.append(item.trimmedDescription)
                }
            }
            if !members.isEmpty {
                list.append("body: { _PreviewableContent() }")
                return ["""
                    struct \(name): Flipbook._PreviewRegistration {
                        struct _PreviewableContent: Flipbook.View {
                            \(raw: members.joined(separator: "\n"))
                            @Flipbook.ViewBuilder var body: some Flipbook.View {
                                \(raw: rest.joined(separator: "\n"))
                            }
                        }
                        static var _preview: Flipbook.Preview {
                            Flipbook.Preview._macroPreview(\(raw: list.joined(separator: ", ")))
                        }
                    }
                    """]
            }
        }
        list.append("body: \(body.trimmed.description)")
        return ["""
            struct \(name): Flipbook._PreviewRegistration {
                static var _preview: Flipbook.Preview {
                    Flipbook.Preview._macroPreview(\(raw: list.joined(separator: ", ")))
                }
            }
            """]
    }
}

struct MacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
