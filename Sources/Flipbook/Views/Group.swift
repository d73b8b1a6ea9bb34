/// Views grouped without layout: in a stack each member is its own child, and a modifier on
/// the group applies to each member, as in SwiftUI.
public struct Group<Content: View>: View {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Group: ViewListResolvable {
    package func resolveList(_ context: ResolveContext) -> [ViewNode] { resolveViewList(of: content, context) }
}
