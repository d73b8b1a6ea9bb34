import Flipbook

/// Builds and renders a decoded scene.
@MainActor
public enum SceneRenderer {
    /// The scene's `body` as a Flipbook view, for its current ``SceneDocument/state``.
    ///
    /// `rotation3DEffect`'s `backFacing` bindings feed back into state (the effect sets them
    /// while the view shows its back), so the tree is decoded again until they agree. Those
    /// inside a style's body are found while rendering: ``renderStill(_:)`` settles them.
    public static func makeView(_ doc: SceneDocument) throws(SceneError) -> AnyView {
        try decodeBody(doc, state: doc.state).view
    }

    static func decodeBody(_ doc: SceneDocument, state initial: SceneState) throws(SceneError)
        -> (view: AnyView, ids: [String: String], state: SceneState, log: DecodingLog) {
        var state = initial
        for _ in 0..<4 {
            let log = DecodingLog()
            let view = try doc.decoder(state: state, log: log).view(Node(doc.body, path: "body", state: state))
            var settled = state
            for (name, back) in log.backFacing { settled.set(name, .bool(back)) }
            if settled == state { return (view, log.ids, state, log) }
            state = settled
        }
        throw unsettled(doc)
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
        var state = doc.state
        for _ in 0..<4 {
            let decoded = try decodeBody(doc, state: state)
            let frame = makeRenderer(decoded.view, doc).displayFrame()
            // Style bodies decoded while rendering may have set backFacing bindings.
            var settled = decoded.state
            for (name, back) in decoded.log.styles.backFacing.sorted(by: { $0.key < $1.key }) { settled.set(name, .bool(back)) }
            if settled == decoded.state {
                try checkLayerMemory(frame, doc)
                return frame
            }
            state = settled
        }
        throw unsettled(doc)
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
            let renderer = ImageRenderer(content: AnyView(ZStack { content }.environment(\.defaultGradientColorSpace, doc.gradientColorSpace)))
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
        let renderer = ImageRenderer(content: AnyView(canvas))
        renderer.proposedSize = ProposedViewSize(doc.size)
        renderer.scale = doc.scale
        renderer.colorScheme = doc.colorScheme
        renderer.background = doc.background
        return renderer
    }
}
