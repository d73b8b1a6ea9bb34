/// A hairline separator, as SwiftUI's `Divider` on iOS: one device pixel thick
/// (1 / displayScale points) in the system separator colour, across the stack it is in —
/// horizontal in a `VStack` (or outside any stack), vertical in an `HStack`.
///
/// Along its length it takes what it is offered; asked for its ideal size it is 0 long
/// (*unconfirmed*: SwiftUI's ideal length is not documented).
nonisolated public struct Divider: View, PrimitiveView, Sendable {
    public typealias Body = Never

    public init() {}

    /// iOS's `UIColor.separator`: #3C3C43 at 29% (light), #545458 at 60% (dark). Not in
    /// REFERENCE.md; taken from UIKit's published values.
    static let separator = Color(provider: .adaptive(light: Color.Resolved(hex: 0x3C3C43, opacity: 0.29),
                                                     dark: Color.Resolved(hex: 0x545458, opacity: 0.6)))

    @MainActor package func makeNode(_ context: ResolveContext) -> ViewNode {
        ViewNode(identity: context.identity, behavior: DividerBehavior(vertical: context.environment.stackAxis == .horizontal),
                 environment: context.environment)
    }
}

struct DividerBehavior: NodeBehavior {
    /// A vertical line (in an `HStack`).
    let vertical: Bool

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let thickness = 1 / node.environment.displayScale
        if vertical { return CGSize(width: thickness, height: proposal.height.map { max(0, $0.isFinite ? $0 : 0) } ?? 0) }
        return CGSize(width: proposal.width.map { max(0, $0.isFinite ? $0 : 0) } ?? 0, height: thickness)
    }

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        let paint = Divider.separator.resolvePaint(in: node.environment, bounds: node.frame)
        list.append(.shape(ShapeItem(path: Path(node.frame).storage, paint: paint, fillRule: .nonZero, stroke: nil)))
    }
}

/// The axis of the nearest enclosing stack, which `Divider` runs across.
enum StackAxis { case horizontal, vertical }

private struct StackAxisKey: EnvironmentKey { static var defaultValue: StackAxis? { nil } }

extension EnvironmentValues {
    var stackAxis: StackAxis? {
        get { self[StackAxisKey.self] }
        set { self[StackAxisKey.self] = newValue }
    }
}
