import FlipbookPNG
import FlipbookText

/// What made an image, written into PNG `tEXt` chunks so that a difference caused by a
/// renderer, font or setting change explains itself in a diff report:
///
/// - `Software`: `Flipbook <version>`
/// - `Flipbook-Fonts`: how many font files the renderer loaded and one checksum of them all
///   (`35 files, crc32 1a2b3c4d`: the CRC-32 of the sorted "name crc" list of every file)
/// - `Flipbook-Apple-Fonts`: the same for Apple's fonts (SF Pro, SF Mono, New York), present
///   only when they were installed: a golden recorded with them and verified without them
///   fails saying so (`FlipbookDiff`'s `DiffRunner.fontsExplanation`)
/// - `Flipbook-Scale`: pixels per point
/// - `Flipbook-Color-Scheme`: `light` or `dark`
public enum RenderProvenance {
    /// The chunks for an image rendered at `scale` in `colorScheme` (each left out when nil),
    /// followed by `extra` ones (an input's hash, say).
    public static func textChunks(scale: CGFloat?, colorScheme: ColorScheme?,
                                  extra: [(key: String, value: String)] = []) -> [(key: String, value: String)] {
        var text: [(key: String, value: String)] = [("Software", "Flipbook \(FlipbookInfo.version)")]
        if !fontChecksums.isEmpty { text.append(("Flipbook-Fonts", fontChecksums)) }
        if !appleFontChecksums.isEmpty { text.append(("Flipbook-Apple-Fonts", appleFontChecksums)) }
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

    /// "35 files, crc32 1a2b3c4d" for every font file the renderer loaded (bundled and
    /// Apple's); computed once per process (about 11 MB of fonts through CRC-32). Empty when
    /// the fonts cannot be found (the render itself then reports that).
    public static let fontChecksums: String = {
        let files = summary(fontFiles.map(\.line))
        // Inter with its own tracking and line height (FLIPBOOK_INTER_SF_METRICS=0) draws
        // other pixels than the default (SF Pro's size rules): say so.
        let own = (try? FontRegistry.bundled())?.interFollowsSFMetrics == false
        return files.isEmpty || !own ? files : files + ", Inter's own metrics"
    }()

    /// The same summary for Apple's font files alone; empty when none are installed.
    public static let appleFontChecksums: String = summary(fontFiles.filter(\.isApple).map(\.line))

    /// "name crc" per loaded font file, sorted by name, and whether it is one of Apple's.
    static let fontFiles: [(line: String, isApple: Bool)] = {
        guard let registry = try? FontRegistry.bundled() else { return [] }
        var apple: [String: Bool] = [:]
        for face in registry.faces { apple[face.path] = (apple[face.path] ?? false) || AppleFonts.isApple(face.family) }
        return apple.keys.sorted { URL(fileURLWithPath: $0).lastPathComponent < URL(fileURLWithPath: $1).lastPathComponent }
            .compactMap { path in
                guard let crc = try? Checksum.crc32(contentsOf: path) else { return nil }
                return (URL(fileURLWithPath: path).lastPathComponent + " " + hex8(crc), apple[path] ?? false)
            }
    }()

    /// "N file(s), crc32 XXXXXXXX" of `lines`, or "" for none.
    static func summary(_ lines: [String]) -> String {
        guard !lines.isEmpty else { return "" }
        return "\(lines.count) file\(lines.count == 1 ? "" : "s"), crc32 " + hex8(Checksum.crc32(Array(lines.joined(separator: "\n").utf8)))
    }

    private static func hex8(_ v: UInt32) -> String {
        let hex = String(v, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
