/// A grid as a ``Layout``, as SwiftUI's `GridLayout` (iOS 16): the layout behind ``Grid``, for
/// switching a container between a grid and another layout with ``AnyLayout`` while its
/// cells keep their identity.
///
/// Its subviews are ``GridRow``s (each a row, its views the cells) and views that take a whole
/// row, as in a `Grid`; sizes and places exactly as `Grid` with the same alignment and spacings.
///
/// ```swift
/// let layout = isGrid ? AnyLayout(GridLayout(alignment: .leading)) : AnyLayout(VStackLayout())
/// layout {
///     GridRow { Text("Name"); Text("Ada") }
///     GridRow { Text("Born"); Text("1815") }
/// }
/// ```
public struct GridLayout: Layout {
    /// How cells sit in their cell when smaller than it.
    public var alignment: Alignment
    /// The gap between columns; `nil` is the default 8 pt.
    public var horizontalSpacing: CGFloat?
    /// The gap between rows; `nil` is the default 8 pt.
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    public typealias Cache = Void

    /// A grid's rows run down, so a `Divider` between them is a horizontal line (as in `Grid`).
    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .vertical
        return p
    }

    /// `layout { … }` with a `GridLayout` known statically makes the same view as `Grid`.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        Grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, content: content)
    }

    private var engine: GridBehavior {
        func finite(_ v: CGFloat?) -> CGFloat { v.flatMap { $0.isFinite ? $0 : nil } ?? GridBehavior.defaultSpacing }
        return GridBehavior(alignment: alignment, horizontalSpacing: finite(horizontalSpacing), verticalSpacing: finite(verticalSpacing))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        engine.size(proposal, children: subviews.map(\.viewNode))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        engine.place(in: bounds, proposal: proposal, children: subviews.map(\.viewNode))
    }
}
