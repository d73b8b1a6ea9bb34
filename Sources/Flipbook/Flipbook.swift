// The catalogue: everything users write (views, shapes, modifiers, controls and their styles,
// containers, lists, navigation, presentation, previews), built on the engine, FlipbookCore,
// which it re-exports so that `import Flipbook` is still the one import users need.
@_exported import FlipbookCore
// `PixelBuffer`, the premultiplied RGBA8 pixels the renderer produces, is the one pixel type of
// FlipbookPixels (FlipbookPNG's `PNGImage` too): re-exported, not aliased, so a file importing
// Flipbook and FlipbookPNG or FlipbookRaster sees one declaration, never two to choose from.
@_exported import FlipbookPixels
