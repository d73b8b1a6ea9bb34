import FlipbookPNG
import Foundation

/// Reads asset catalogues as `Color(_:bundle:)` and `Image(_:bundle:)` do, afresh (nothing
/// cached, nothing reported on standard error), and says what is wrong with them: a CI step can
/// check a component library's catalogues before its snapshots run, and the fuzzer reads
/// arbitrary catalogue JSON through the same code.
public enum AssetCatalogCheck {
    /// What a check found.
    public struct Report: Sendable, Hashable {
        /// Colour set names, as `Color(_:bundle:)` takes them ("Brand/Primary"), sorted.
        public var colorNames: [String]
        /// Image set names, sorted.
        public var imageNames: [String]
        /// One line per problem, naming its file: unreadable JSON, a colour component out of
        /// its format, an image file that is not a readable PNG or SVG, SVG features not drawn.
        public var problems: [String]
    }

    /// Checks the `.xcassets` folders directly inside `folder` (a target's resources folder, or
    /// a bundle's resource path): each colour set is resolved in light, dark and both with
    /// increased contrast, and each image set's files are decoded (at most `maximumImagePixels`
    /// each, so a file declaring a huge size is refused before it is allocated).
    public static func check(catalogsUnder folder: String, maximumImagePixels: Int = 1 << 24) -> Report {
        let catalog = AssetCatalog.read(root: folder)
        var problems = catalog.problems
        for (name, set) in catalog.colors.sorted(by: { $0.key < $1.key }) {
            for dark in [false, true] where set.resolve(dark: dark, highContrast: false) == nil {
                problems.append("colour set \"\(name)\": no colour for the \(dark ? "dark" : "light") appearance (add an \"any\" entry)")
            }
        }
        for (name, set) in catalog.images.sorted(by: { $0.key < $1.key }) {
            if set.files.isEmpty { problems.append("image set \"\(name)\": no universal or iPhone file") }
            for file in set.files {
                guard let bytes = FileManager.default.contents(atPath: file.path) else {
                    problems.append("image set \"\(name)\": \(file.path) is missing")
                    continue
                }
                do {
                    if VectorImageFiles.isVector(file.path) {
                        let drawing = try VectorImage.read(Array(bytes), path: file.path)
                        if !drawing.notDrawn.isEmpty {
                            problems.append("image set \"\(name)\": \(file.path) uses \(drawing.notDrawn.joined(separator: ", ")), which is not drawn")
                        }
                    } else {
                        _ = try PNGCodec.decode(Array(bytes), maxPixels: maximumImagePixels)
                    }
                } catch {
                    problems.append("image set \"\(name)\": \(file.path) could not be read (\(error))")
                }
            }
        }
        return Report(colorNames: catalog.colors.keys.sorted(), imageNames: catalog.images.keys.sorted(), problems: problems)
    }
}
