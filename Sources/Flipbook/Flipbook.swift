// The catalogue: everything users write (views, shapes, modifiers, controls and their styles,
// containers, lists, navigation, presentation, previews), built on the engine, FlipbookCore,
// which it re-exports so that `import Flipbook` is still the one import users need.
@_exported import FlipbookCore
import FlipbookRaster

/// Premultiplied RGBA8 pixels, as the renderer produces them.
public typealias PixelBuffer = FlipbookRaster.PixelBuffer
