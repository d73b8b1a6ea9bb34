import Flipbook
import FlipbookPNG

/// What made an image, written into each golden's `tEXt` chunks so that a difference caused
/// by a renderer or setting change explains itself.
struct SnapshotProvenance: Sendable {
    var scale: CGFloat?
    var colorScheme: ColorScheme?

    var encodingOptions: PNGEncodingOptions {
        var text: [(key: String, value: String)] = [("Software", "Flipbook \(FlipbookInfo.version)")]
        if let scale { text.append(("Flipbook-Scale", "\(scale)")) }
        if let colorScheme { text.append(("Flipbook-Color-Scheme", colorScheme == .dark ? "dark" : "light")) }
        var options = PNGEncodingOptions.default
        options.text = text
        return options
    }
}
