@testable import Flipbook
@testable import FlipbookCore

/// Frames (root points) of every `Color` leaf after laying `view` out in `w` × `h` at
/// `scale`, in declaration order: the layout suites' way of reading a layout.
@MainActor func colorFrames<V: View>(_ view: V, _ w: CGFloat, _ h: CGFloat, scale: CGFloat = 1) -> [CGRect] {
    var env = EnvironmentValues()
    env.displayScale = scale
    let root = ViewLayout.layout(view, in: CGSize(width: w, height: h), environment: env)
    var out: [CGRect] = []
    func walk(_ n: ViewNode) {
        if n.behavior is ColorBehavior { out.append(n.frame) }
        n.children.forEach(walk)
    }
    walk(root)
    return out
}
