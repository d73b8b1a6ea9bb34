import FlipbookPNG
import FlipbookText

/// What made an image, written into PNG `tEXt` chunks so that a difference caused by a
/// renderer, font or setting change explains itself in a diff report:
///
/// - `Software`: `Flipbook <version>`
/// - `Flipbook-Fonts`: each bundled font file's name and CRC-32 (`Inter-Regular.otf 1a2b3c4d …`)
/// - `Flipbook-Scale`: pixels per point
/// - `Flipbook-Color-Scheme`: `light` or `dark`
public enum RenderProvenance {
    /// The chunks for an image rendered at `scale` in `colorScheme` (each left out when nil),
    /// followed by `extra` ones (an input's hash, say).
    public static func textChunks(scale: CGFloat?, colorScheme: ColorScheme?,
                                  extra: [(key: String, value: String)] = []) -> [(key: String, value: String)] {
        var text: [(key: String, value: String)] = [("Software", "Flipbook \(FlipbookInfo.version)")]
        if !fontChecksums.isEmpty { text.append(("Flipbook-Fonts", fontChecksums)) }
        if let scale { text.append(("Flipbook-Scale", scale == scale.rounded() ? "\(Int(scale))" : "\(scale)")) }
        if let colorScheme { text.append(("Flipbook-Color-Scheme", colorScheme == .dark ? "dark" : "light")) }
        return text + extra
    }

    /// PNG options with ``textChunks(scale:colorScheme:extra:)``.
    public static func encodingOptions(scale: CGFloat?, colorScheme: ColorScheme?,
                                       extra: [(key: String, value: String)] = []) -> PNGEncodingOptions {
        var options = PNGEncodingOptions.default
        options.text = textChunks(scale: scale, colorScheme: colorScheme, extra: extra)
        return options
    }

    /// "Inter-Regular.otf 1a2b3c4d, …" for every bundled font file, sorted by name; computed
    /// once per process (about 11 MB of fonts through libdeflate's CRC-32). Empty when the
    /// fonts cannot be found (the render itself then reports that).
    public static let fontChecksums: String = {
        guard let registry = try? FontRegistry.bundled() else { return "" }
        let paths = Set(registry.faces.map(\.path)).sorted { URL(fileURLWithPath: $0).lastPathComponent < URL(fileURLWithPath: $1).lastPathComponent }
        return paths.compactMap { path -> String? in
            guard let crc = try? Checksum.crc32(contentsOf: path) else { return nil }
            let hex = String(crc, radix: 16)
            return URL(fileURLWithPath: path).lastPathComponent + " " + String(repeating: "0", count: 8 - hex.count) + hex
        }.joined(separator: ", ")
    }()
}
