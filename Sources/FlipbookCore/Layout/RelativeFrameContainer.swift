/// The size of the container `containerRelativeFrame` measures against: the nearest
/// enclosing scroll view's visible region, else the window (the size the root is laid out
/// in). Layout runs depth-first on the main actor, so the innermost container is the top
/// of a stack each container pushes while it measures and places its content.
@MainActor
package enum RelativeFrameContainer {
    private static var stack: [CGSize?] = []

    /// The innermost container's size, `nil` where there is none (an image rendered at its
    /// ideal size).
    package static var current: CGSize? { stack.last ?? nil }

    /// The window the root is laid out in (root coordinates), for what covers the screen
    /// outside a device (a context menu's dim); `nil` where the root has its ideal size.
    package private(set) static var window: CGRect?

    /// Runs `body` with `rect` as the window and (unless `container` is false: a root
    /// measured at its ideal size has no container) its size as the outermost container.
    package static func window<R>(_ rect: CGRect?, container: Bool = true, _ body: () -> R) -> R {
        let saved = window
        window = rect
        defer { window = saved }
        return with(container ? rect?.size : nil, body)
    }

    /// Runs `body` with `size` as the innermost container.
    package static func with<R>(_ size: CGSize?, _ body: () -> R) -> R {
        stack.append(size)
        defer { stack.removeLast() }
        return body()
    }
}

extension ViewNode {
    /// Forgets the sizes this subtree memoised: its container changed size, and sizes that
    /// depend on it (`containerRelativeFrame`) must be measured again.
    package func forgetSizes() {
        clearSizeCache()
        for child in children { child.forgetSizes() }
    }
}
