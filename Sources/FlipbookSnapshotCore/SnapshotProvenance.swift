import Flipbook
import FlipbookPNG

/// What made an image, written into each golden's `tEXt` chunks (see `RenderProvenance`) so
/// that a difference caused by a renderer, font or setting change explains itself.
package struct SnapshotProvenance: Sendable {
    package var scale: CGFloat?
    package var colorScheme: ColorScheme?

    package init(scale: CGFloat? = nil, colorScheme: ColorScheme? = nil) {
        self.scale = scale
        self.colorScheme = colorScheme
    }

    package var encodingOptions: PNGEncodingOptions {
        RenderProvenance.encodingOptions(scale: scale, colorScheme: colorScheme)
    }
}
