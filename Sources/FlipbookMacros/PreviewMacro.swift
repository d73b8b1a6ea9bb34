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
        list.append("body: \(body.trimmed.description)")
        let name = context.makeUniqueName("Preview")
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
