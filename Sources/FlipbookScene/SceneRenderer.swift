import Flipbook

/// Builds and renders a decoded scene.
public enum SceneRenderer {
    /// The scene's `body` as a Flipbook view, for its current ``SceneDocument/state``.
    ///
    /// `rotation3DEffect`'s `backFacing` bindings feed back into state (the effect sets them
    /// while the view shows its back), so the tree is decoded again until they agree.
    public static func makeView(_ doc: SceneDocument) throws(SceneError) -> AnyView {
        try decodeBody(doc).view
    }

    static func decodeBody(_ doc: SceneDocument) throws(SceneError) -> (view: AnyView, ids: [String: String]) {
        var state = doc.state
        for _ in 0..<4 {
            let log = DecodingLog()
            let decoder = ViewDecoder(colors: ColorDecoder(palette: doc.colors), state: state, log: log,
                                      baseDirectory: doc.baseDirectory)
            let view = try decoder.view(Node(doc.body, path: "body", state: state))
            var settled = state
            for (name, back) in log.backFacing { settled.set(name, .bool(back)) }
            if settled == state { return (view, log.ids) }
            state = settled
        }
        throw SceneError(path: "body", location: doc.body.location,
                         message: "the backFacing bindings of rotation3DEffect do not settle: each change of state flips another",
                         suggestion: "do not let a backFacing binding change the angle that sets it")
    }

    /// The still image of a scene: `body` proposed the canvas size and centred in it, as in a
    /// window, over the scene's background, at the scene's scale and colour scheme.
    public static func renderStill(_ doc: SceneDocument) throws(SceneError) -> PixelBuffer {
        let content = try makeView(doc)
        // A fixed frame of the canvas size proposes that size to the content and centres it;
        // the renderer then sizes its image to the frame: exactly the canvas. The ZStack keeps
        // one node to frame even when the body is empty (a modifier on no views is no view).
        let canvas = ZStack { content }.frame(width: doc.size.width, height: doc.size.height)
        let renderer = ImageRenderer(content: canvas)
        renderer.proposedSize = ProposedViewSize(doc.size)
        renderer.scale = doc.scale
        renderer.colorScheme = doc.colorScheme
        renderer.background = doc.background
        return renderer.pixelBuffer
    }
}
