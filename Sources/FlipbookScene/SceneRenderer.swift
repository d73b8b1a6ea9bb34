import Flipbook

/// Renders a decoded scene to pixels.
public enum SceneRenderer {
    /// The still image of a scene: its canvas, background, then `body` (views arrive with the
    /// views work; until then the canvas and background are drawn).
    public static func renderStill(_ doc: SceneDocument) -> PixelBuffer {
        let bg = doc.background.resolve(in: doc.colorScheme).premultipliedRGBA8
        return PixelBuffer(width: doc.pixelWidth, height: doc.pixelHeight, fill: bg)
    }
}
