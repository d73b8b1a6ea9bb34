import Flipbook
import FlipbookPNG

/// What made an image, written into each golden's `tEXt` chunks (see `RenderProvenance`) so
/// that a difference caused by a renderer, font or setting change explains itself.
struct SnapshotProvenance: Sendable {
    var scale: CGFloat?
    var colorScheme: ColorScheme?

    var encodingOptions: PNGEncodingOptions {
        RenderProvenance.encodingOptions(scale: scale, colorScheme: colorScheme)
    }
}
