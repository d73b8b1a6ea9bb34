import Flipbook

/// Builds and renders a decoded scene.
@MainActor
public enum SceneRenderer {
    /// The scene's `body` as a Flipbook view, starting from its current
    /// ``SceneDocument/state``.
    ///
    /// The view keeps that state in a ``SceneModel`` it decodes `body` from, so that
    /// `rotation3DEffect`'s `backFacing` bindings — which the effect sets while its view
    /// shows its back, inside style bodies too — are state changes like any other: the host
    /// that renders the view runs them and renders again until they hold still (its one
    /// settle loop, at most 8 passes).
    public static func makeView(_ doc: SceneDocument) throws(SceneError) -> AnyView {
        // Decoding now reports a mistake the state reaches (an override) before anything renders.
        _ = try decodeBody(doc, state: doc.state)
        return AnyView(SceneContent(model: SceneModel(doc.state), document: doc, failure: DecodingFailure()))
    }

    /// `body` decoded once for `state`, and the ids it names (which `timeline` events check).
    static func decodeBody(_ doc: SceneDocument, state: SceneState) throws(SceneError) -> (view: AnyView, ids: [String: String]) {
        let log = DecodingLog()
        let view = try doc.decoder(state: state, log: log).view(Node(doc.body, path: "body", state: state))
        return (view, log.ids)
    }

    private static func unsettled(_ doc: SceneDocument) -> SceneError {
        SceneError(path: "body", location: doc.body.location,
                   message: "the backFacing bindings of rotation3DEffect do not settle: each change of state flips another",
                   suggestion: "do not let a backFacing binding change the angle that sets it")
    }

    /// The still image of a scene: `body` proposed the canvas size and centred in it, as in a
    /// window, over the scene's background, at the scene's scale and colour scheme.
    public static func renderStill(_ doc: SceneDocument) throws(SceneError) -> PixelBuffer {
        try displayFrame(doc).rasterize()
    }

    /// The scene's still as a ``DisplayFrame``: decoded, laid out and drawn into a display
    /// list here, on the main actor; rasterise it on any thread.
    public static func displayFrame(_ doc: SceneDocument) throws(SceneError) -> DisplayFrame {
        // Decoded in the view's body, pass by pass (the body was checked when the scene was
        // read; a state an override sets is reported from there, with its place).
        let failure = DecodingFailure()
        let renderer = makeRenderer(AnyView(SceneContent(model: SceneModel(doc.state), document: doc, failure: failure)), doc)
        let frame = renderer.displayFrame()
        if let error = failure.error { throw error }
        if renderer.graph.errors.contains(where: \.isUnsettled) { throw unsettled(doc) }
        try checkLayerMemory(frame, doc)
        return frame
    }

    /// Refuses a frame whose nested layers would hold more than ``LayerMemory/budget`` bytes
    /// at once (issue 28: 100 nested compositing groups around a 3000² px view took 3.7 GB).
    static func checkLayerMemory(_ frame: DisplayFrame, _ doc: SceneDocument) throws(SceneError) {
        guard let problem = layerMemoryProblem(frame) else { return }
        throw SceneError(path: "body", location: doc.body.location, message: problem.message, suggestion: problem.suggestion)
    }

    /// What is wrong when a frame's nested layers exceed ``LayerMemory/budget`` (`time`: the
    /// timeline frame's), or `nil`.
    package static func layerMemoryProblem(_ frame: DisplayFrame, at time: Double? = nil) -> (message: String, suggestion: String)? {
        let bytes = LayerMemory.peakBytes(frame)
        guard bytes > LayerMemory.budget else { return nil }
        let when = time.map { " at t = \($0) s" } ?? ""
        return ("the nested effects that draw into layers of their own (compositingGroup, drawingGroup, blur, shadow, mask, colour effects, 3D effects, materials) would hold \(bytes >> 20) MB of layers at once\(when) on the \(frame.pixelWidth)×\(frame.pixelHeight) px canvas; at most \(LayerMemory.budget >> 20) MB are allowed",
                "nest fewer of these effects, apply them to smaller views, or lower the scale")
    }

    private static func makeRenderer(_ content: AnyView, _ doc: SceneDocument) -> ImageRenderer<AnyView> {
        if let device = doc.device {
            // The device's screen: the body in its safe area, the chrome drawn over it.
            let renderer = ImageRenderer(content: AnyView(ZStack { content }.environment(\.defaultGradientColorSpace, doc.gradientColorSpace)
                .environment(\.designRequiresCompatibility, doc.designRequiresCompatibility ?? DesignCompatibility.current)))
            renderer.device = device
            renderer.deviceChrome = doc.deviceChrome
            renderer.scale = doc.scale
            renderer.colorScheme = doc.colorScheme
            renderer.background = doc.background
            return renderer
        }
        // A fixed frame of the canvas size proposes that size to the content and centres it;
        // the renderer then sizes its image to the frame: exactly the canvas. The ZStack keeps
        // one node to frame even when the body is empty (a modifier on no views is no view).
        let canvas = ZStack { content }.frame(width: doc.size.width, height: doc.size.height)
            .environment(\.defaultGradientColorSpace, doc.gradientColorSpace)
            .environment(\.designRequiresCompatibility, doc.designRequiresCompatibility ?? DesignCompatibility.current)
        let renderer = ImageRenderer(content: AnyView(canvas))
        renderer.proposedSize = ProposedViewSize(doc.size)
        renderer.scale = doc.scale
        renderer.colorScheme = doc.colorScheme
        renderer.background = doc.background
        return renderer
    }
}

/// Where ``SceneContent`` leaves a decoding error for ``SceneRenderer`` to throw (a body
/// cannot throw).
@MainActor
final class DecodingFailure {
    var error: SceneError?
}

/// A still scene's `body`, decoded from its ``SceneModel`` at every pass: the
/// `backFacing` bindings write into the model (``BackFacingProbe``), and the graph follows it.
struct SceneContent: View {
    @ObservedObject var model: SceneModel
    let document: SceneDocument
    let failure: DecodingFailure

    var body: some View {
        var d = document.decoder(state: model.state, log: DecodingLog())
        d.model = model
        do {
            return try d.view(Node(document.body, path: "body", state: model.state))
        } catch {
            failure.error = error
            return AnyView(EmptyView())
        }
    }
}
