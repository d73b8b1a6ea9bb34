import Foundation
import FlipbookPNG
import FlipbookRaster

/// Renders a view to pixels or PNG data, as SwiftUI's `ImageRenderer`.
///
/// ```swift
/// let renderer = ImageRenderer(content: MyBadge())
/// renderer.scale = 3
/// let png = try renderer.pngData()
/// ```
///
/// A render settles the view first (``Settler``: the actions and work it queues run, and it is
/// laid out again while they change state, at most 8 passes). The settled frame is kept:
/// ``layout()``, ``displayList``, ``displayFrame()``, ``pixelBuffer`` and ``pngData(options:)``
/// asked in turn lay the view out once, until its state, the graph's time or a property
/// here changes.
@MainActor
public final class ImageRenderer<Content: View> {
    public var content: Content { didSet { inputs += 1 } }
    /// The size proposed to the content; `.unspecified` renders it at its ideal size.
    public var proposedSize: ProposedViewSize = .unspecified { didSet { inputs += 1 } }
    /// Pixels per point. A scale that is not a positive finite number renders at 1 and
    /// ``pngData(options:)`` throws a ``RenderError`` saying so.
    public var scale: CGFloat = 1 { didSet { inputs += 1 } }
    /// Light or dark appearance.
    public var colorScheme: ColorScheme = .light { didSet { inputs += 1 } }
    /// The colour behind the content (transparent by default).
    public var background: Color = .clear { didSet { inputs += 1 } }
    /// Where `@State` lives between renders; keep one renderer to keep state.
    public let graph = ViewGraph()
    /// A device whose full screen the image is (a Flipbook addition): the content is laid
    /// out in the device's safe area, views that ignore the safe area reach the screen's
    /// edges, and ``deviceChrome`` is drawn over it. ``proposedSize`` is then unused;
    /// ``scale`` still sets the pixels (set it to the device's ``DeviceScreen/scale`` for
    /// a screenshot's resolution).
    public var device: DeviceScreen? { didSet { inputs += 1 } }
    /// What of the device to draw over the content when ``device`` is set (default: the
    /// status bar and home indicator, as a screenshot).
    public var deviceChrome: DeviceChrome = .screenshot { didSet { inputs += 1 } }

    /// Bumped by every change of a property above: part of ``Settled/Key``.
    private var inputs = 0
    /// The latest settled render, kept while its key holds.
    private var settled: Settled?

    /// A settled layout, and its drawing once something asked for pixels.
    private struct Settled {
        struct Key: Equatable {
            /// The graph's generation whose state it shows (nil: it did not settle).
            let generation: Int?
            let time: Double?
            let inputs: Int
        }
        let key: Key
        let root: ViewNode
        var result: Settler.Result { Settler.Result(root: root, generation: key.generation) }
        /// What the settled layout draws (nil until drawn, or when its size cannot be drawn).
        var displayList: DisplayList?
        var frame: DisplayFrame?
    }

    /// The key a render made now would have.
    private var currentKey: Settled.Key { key(graph.generation) }
    private func key(_ generation: Int?) -> Settled.Key { Settled.Key(generation: generation, time: graph.time, inputs: inputs) }

    /// The kept render, if nothing it depends on changed since (main-queue work queued from
    /// outside, by a test between renders, counts as a change: it runs first).
    private var validSettled: Settled? {
        guard let settled, settled.key == currentKey, !MainQueueWork.hasPending else { return nil }
        return settled
    }

    public init(content: Content) { self.content = content }

    /// The most pixels a side of the image may have, as the scene format's canvas limit:
    /// beyond it a layout gone wrong would allocate gigabytes before anyone sees a picture.
    nonisolated public static var maxPixelSide: Int { 16_384 }
    /// The most pixels the image may have in all (256 million, 1 GB of RGBA).
    nonisolated public static var maxPixelArea: Int { 256 * 1_000_000 }

    /// ``scale`` if it is usable, else 1.
    var effectiveScale: CGFloat { scale.isFinite && scale > 0 ? scale : 1 }

    var environment: EnvironmentValues {
        var env = EnvironmentValues()
        env.colorScheme = colorScheme
        env.displayScale = effectiveScale
        return env
    }

    /// The laid-out tree: the content at its size for ``proposedSize``, origin at zero,
    /// settled.
    public func layout() -> ViewNode {
        if let kept = validSettled { return kept.root }
        let result = Settler.settle(graph, start: nil, pass: pass, draw: nil)
        settled = Settled(key: key(result.generation), root: result.root)
        return result.root
    }

    /// One resolve-and-layout pass of the content (``Settler`` repeats it).
    private func pass() -> ViewNode {
        guard let device else {
            return ViewLayout.passFitting(content, proposal: proposedSize, environment: environment, graph: graph)
        }
        let content = self.content
        let screen = DeviceScreenView(device, chrome: deviceChrome) { content }
        return ViewLayout.passFitting(screen, proposal: ProposedViewSize(device.size), environment: environment, graph: graph)
    }

    /// What the content draws, in points.
    public var displayList: DisplayList {
        let drawn = settledDrawing()
        return drawn.displayList ?? drawn.root.displayList()
    }

    /// The laid-out content as a ``DisplayFrame``: everything the pixels need, made on the
    /// main actor and rasterisable on any thread. The size is the content's size × scale,
    /// rounded (at least one pixel: content of zero size gives one transparent pixel).
    ///
    /// Content whose size is not finite (a colour offered `.infinity`) or whose image would
    /// pass ``maxPixelSide`` or ``maxPixelArea`` is not drawn: the frame is one transparent
    /// pixel and the render records a ``RenderError`` (which ``pngData(options:)`` throws).
    public func displayFrame() -> DisplayFrame {
        settledDrawing().frame!
    }

    /// The settled render, drawn. Drawing asks each `GeometryEffect` for its
    /// `effectValue(size:)`, which may queue a state change with `DispatchQueue.main.async`
    /// (the seeds' flip effect swaps its face so): the settle loop runs that work and lays
    /// out and draws again while it changes state, so the image shows the state the view
    /// settles in, as the next frame on iOS would. A layout kept from ``layout()`` is drawn
    /// without laying out again.
    private func settledDrawing() -> Settled {
        let kept = validSettled
        if let kept, kept.frame != nil { return kept }
        var drawn: (list: DisplayList?, frame: DisplayFrame)?
        let result = Settler.settle(graph, start: kept?.result, pass: pass) { root in drawn = self.drawFrame(root) }
        let made = Settled(key: key(result.generation), root: result.root, displayList: drawn!.list, frame: drawn!.frame)
        settled = made
        return made
    }

    private func drawFrame(_ root: ViewNode) -> (list: DisplayList?, frame: DisplayFrame) {
        let scale = effectiveScale
        let background = background.resolve(in: colorScheme).rgba
        if scale != self.scale {
            graph.record(RenderError(identity: .root, viewType: "\(Content.self)",
                                     message: "ImageRenderer.scale is \(self.scale); set a positive finite scale (rendered at 1)"))
        }
        if let problem = sizeProblem(root.frame.size, scale: scale) {
            graph.record(RenderError(identity: .root, viewType: "\(Content.self)", message: problem))
            return (nil, DisplayFrame(displayList: DisplayList(items: []), pixelWidth: 1, pixelHeight: 1, scale: scale, background: background))
        }
        let w = max(1, Int((root.frame.width * scale).rounded()))
        let h = max(1, Int((root.frame.height * scale).rounded()))
        let list = root.displayList()
        return (list, DisplayFrame(displayList: list, pixelWidth: w, pixelHeight: h, scale: scale, background: background))
    }

    /// Why an image of the content at `size` points cannot be made, if it cannot.
    private func sizeProblem(_ size: CGSize, scale: CGFloat) -> String? {
        func f(_ v: CGFloat) -> String { v.isFinite && v == v.rounded() ? "\(Int(v))" : "\(v)" }
        let w = size.width * scale, h = size.height * scale
        guard w.isFinite, h.isFinite else {
            return "the content is \(f(size.width)) × \(f(size.height)) points, which no image can hold; "
                + "give it a finite frame or set a finite proposedSize"
        }
        let side = Double(Self.maxPixelSide)
        if w.rounded() > side || h.rounded() > side || w.rounded() * h.rounded() > Double(Self.maxPixelArea) {
            return "the image would be \(f(w.rounded())) × \(f(h.rounded())) pixels; a side may be at most \(Self.maxPixelSide) "
                + "and the area at most \(Self.maxPixelArea); give the content a smaller frame or lower the scale"
        }
        return nil
    }

    /// The rendered pixels (premultiplied RGBA8); the size is the content's size × scale, rounded.
    public var pixelBuffer: PixelBuffer { displayFrame().rasterize() }

    /// The rendered image as a PNG file's bytes, `Data` as `UIImage.pngData()` gives
    /// (`try renderer.pngData().write(to: url)`).
    /// Throws the first ``RenderError`` of the render (a view it had to leave out).
    public func pngData(options: PNGEncodingOptions = .default) throws -> Data {
        let p = pixelBuffer
        if let error = graph.errors.first { throw error }
        return try p.pngData(options: options)
    }
}

extension ViewNode {
    /// The display list of this laid-out subtree.
    public func displayList() -> DisplayList {
        var builder = DisplayListBuilder()
        draw(into: &builder)
        return DisplayList(items: builder.items)
    }
}
