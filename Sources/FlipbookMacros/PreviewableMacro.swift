import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable` marks a `#Preview` body's variable as the preview's own state. It adds
/// nothing where it stands: ``PreviewMacro`` lifts the variables it marks into a view that
/// wraps the rest of the body, so `@Previewable @State var on = true` is that view's `@State`.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}
