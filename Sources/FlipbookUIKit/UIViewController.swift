import Flipbook

/// A view as UIKit's `UIView`, reduced to what a snapshot of a hosting controller reads:
/// its frame and its background colour (`nil` or `.clear`: transparent).
@MainActor @preconcurrency
open class UIView {
    /// The colour behind the content; `nil` leaves the view transparent, as in UIKit.
    open var backgroundColor: UIColor?
    /// The view's rectangle in points.
    open var frame: CGRect
    /// The view's own rectangle (its frame's size at the origin).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// Whether the view draws (a hidden view's snapshot is transparent).
    open var isHidden = false
    /// The view's opacity.
    open var alpha: CGFloat = 1
    /// The appearance the view asks for (`.unspecified`: the snapshot's).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    public init(frame: CGRect) { self.frame = frame }
    public convenience init() { self.init(frame: .zero) }
}

/// A view controller as UIKit's `UIViewController`: owns a view; snapshot strategies take it.
@MainActor @preconcurrency
open class UIViewController {
    /// The root view (created with the controller, screen-sized, transparent).
    public var view: UIView!
    /// The appearance the controller asks for (`.unspecified`: the snapshot's).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The size the controller would like (`.zero`: none).
    open var preferredContentSize: CGSize = .zero

    public init() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// The SwiftUI content this controller hosts (`nil` for a plain controller, whose
    /// snapshot is its view's background alone).
    package var hostedContent: AnyView? { nil }

    /// Called as UIKit calls it: once, before the view is shown (snapshots call it).
    open func viewDidLoad() {}
}

/// A controller that hosts a view, as SwiftUI's `UIHostingController`: its view's background
/// is the system background (white, black in dark mode) until a test sets it, e.g.
/// `hostingController.view.backgroundColor = .clear` for a transparent snapshot.
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    /// The hosted view.
    public var rootView: Content

    /// A controller hosting `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
        view.backgroundColor = .systemBackground
    }

    package override var hostedContent: AnyView? { AnyView(rootView) }

    /// The view's ideal size within `size` (as UIKit's `sizeThatFits(in:)`), laid out at the
    /// screen's scale (3×) as on a simulator, so that sizes fall on its third-of-a-point grid,
    /// not on whole points.
    public func sizeThatFits(in size: CGSize) -> CGSize {
        let renderer = ImageRenderer(content: rootView)
        renderer.scale = UIScreen.main.scale
        renderer.proposedSize = ProposedViewSize(width: size.width > 0 ? size.width : nil,
                                                 height: size.height > 0 ? size.height : nil)
        return renderer.layout().frame.size
    }
}
