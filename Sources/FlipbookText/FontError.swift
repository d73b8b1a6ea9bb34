/// Why a font could not be found, loaded or used.
public enum FontError: Error, Equatable, CustomStringConvertible {
    /// No fonts directory was found; `searched` lists every place tried.
    case fontsNotFound(searched: [String])
    /// FreeType or HarfBuzz could not open a font file.
    case cannotLoad(path: String, reason: String)
    /// The registry has no face of this family.
    case unknownFamily(String, available: [String])

    public var description: String {
        switch self {
        case .fontsNotFound(let searched):
            return "FlipbookText: no fonts directory found. Looked in:\n"
                + searched.map { "  - \($0)" }.joined(separator: "\n")
                + "\nSet FLIPBOOK_FONTS to the Fonts/ directory of the Flipbook package."
        case .cannotLoad(let path, let reason):
            return "FlipbookText: cannot load font file \(path): \(reason). Check that it is a TrueType/OpenType file (not a collection index out of range)."
        case .unknownFamily(let family, let available):
            return "FlipbookText: no font family named \"\(family)\"; registered families: \(available.joined(separator: ", ")). Register the font file first (FontRegistry.register(fileAt:))."
        }
    }
}
