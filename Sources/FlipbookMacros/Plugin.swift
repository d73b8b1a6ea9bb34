import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// Flipbook's macros: `#Preview` and `@Entry` (built only with the package's `Macros` trait).
@main
struct FlipbookMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self, EntryMacro.self]
}
