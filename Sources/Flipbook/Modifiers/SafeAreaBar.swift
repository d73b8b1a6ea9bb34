extension View {
    /// Shows `content` as a bar at the top or bottom edge of the view (iOS 26), laying the
    /// view out in the space left with its safe area shrunk by the bar, as SwiftUI's
    /// `safeAreaBar(edge:alignment:spacing:content:)`.
    ///
    /// Laid out as ``safeAreaInset(edge:alignment:spacing:content:)-(VerticalEdge,_,_,_)``.
    /// iOS 26 adds a scroll edge effect under the bar: content scrolled beneath it fades out;
    /// a still shows content at rest, with nothing under the bar, so nothing more is drawn.
    public func safeAreaBar(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                            @ViewBuilder content: () -> some View) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }

    /// Shows `content` as a bar at the leading or trailing edge of the view (iOS 26), as the
    /// vertical-edge form.
    public func safeAreaBar(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                            @ViewBuilder content: () -> some View) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }
}
