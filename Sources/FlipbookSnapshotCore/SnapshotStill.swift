import Flipbook
import FlipbookPNG

/// How one still is rendered: layout, scale, appearance. (`package`: FlipbookSnapshotTesting
/// renders through it too.)
package struct SnapshotStill: Sendable {
    package var layout: SnapshotLayout
    package var scale: CGFloat?
    package var colorScheme: ColorScheme
    package var background: Color?
    /// The text size the view is drawn at (`nil`: the default, `.large`).
    package var dynamicTypeSize: DynamicTypeSize?

    package init(layout: SnapshotLayout, scale: CGFloat?, colorScheme: ColorScheme, background: Color?,
                 dynamicTypeSize: DynamicTypeSize? = nil) {
        self.layout = layout
        self.scale = scale
        self.colorScheme = colorScheme
        self.background = background
        self.dynamicTypeSize = dynamicTypeSize
    }

    package var resolvedScale: CGFloat {
        if let scale { return scale }
        if case .device(let d) = layout { return d.scale }
        return 2
    }

    package var provenance: SnapshotProvenance {
        SnapshotProvenance(scale: resolvedScale, colorScheme: colorScheme)
    }

    @MainActor
    package func render<V: View>(_ view: V) throws -> PNGImage {
        let renderer = makeRenderer(view)
        let pixels = renderer.pixelBuffer
        if let error = renderer.graph.errors.first { throw error }
        return pixels
    }

    /// The renderer for `view` in this layout, scale and appearance (also what the
    /// accessibility snapshot reads its tree from, so both describe the same layout).
    @MainActor
    package func makeRenderer<V: View>(_ view: V) -> ImageRenderer<AnyView> {
        let view = AnyView(view).environment(\.dynamicTypeSize, dynamicTypeSize ?? .large)
        let renderer: ImageRenderer<AnyView>
        switch layout {
        case .sizeThatFits:
            renderer = ImageRenderer(content: AnyView(view))
        case .fixed(let width, let height):
            renderer = ImageRenderer(content: AnyView(view.frame(width: width, height: height)))
            renderer.proposedSize = ProposedViewSize(width: width, height: height)
        case .device(let device):
            // The device's safe area, as a hosting controller gives it: content inside it,
            // what ignores it reaching the edges. No status bar: a view snapshot has none.
            renderer = ImageRenderer(content: AnyView(view))
            renderer.device = DeviceScreen(name: "snapshot", size: device.size, safeAreaInsets: device.safeArea, scale: device.scale)
            renderer.deviceChrome = []
        }
        renderer.scale = resolvedScale
        renderer.colorScheme = colorScheme
        renderer.background = background ?? (colorScheme == .dark ? .black : .white)
        return renderer
    }
}
