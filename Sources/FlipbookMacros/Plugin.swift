import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// Flipbook's macros: `#Preview`, `@Previewable` and `@Entry` (built only with the package's `Macros` trait).
@main
struct FlipbookMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self]
}
