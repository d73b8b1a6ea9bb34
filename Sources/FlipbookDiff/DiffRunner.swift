import FlipbookPNG
import Foundation

/// Compares image files and folders into ``DiffCase``s: what `render diff` runs, and
/// `render verify` after rendering.
public struct DiffRunner: Sendable {
    public var tolerance: ImageTolerance
    /// Where difference pictures go (`<name>.diff.png`); none are written when nil.
    public var diffDirectory: String?

    public init(tolerance: ImageTolerance = .exact, diffDirectory: String? = nil) {
        self.tolerance = tolerance
        self.diffDirectory = diffDirectory
    }

    /// Compares one expected file with one actual file.
    public func compare(name: String, expected: String, actual: String) -> DiffCase {
        var c = DiffCase(name: name, status: .error, expected: expected, actual: actual)
        let e: PNGImage, a: PNGImage
        do {
            e = try PNGCodec.read(contentsOf: expected)
        } catch {
            c.message = "cannot read the expected image: \(error)"
            return c
        }
        do {
            a = try PNGCodec.read(contentsOf: actual)
        } catch {
            c.message = "cannot read the actual image: \(error)"
            return c
        }
        c.expectedProvenance = Self.provenance(expected)
        c.actualProvenance = Self.provenance(actual)
        return compare(c, expected: e, actual: a)
    }

    /// Compares decoded images, filling in the case's status, difference and diff picture.
    public func compare(_ base: DiffCase, expected e: PNGImage, actual a: PNGImage) -> DiffCase {
        var c = base
        let d = ImageComparison.compare(expected: e, actual: a, tolerance: tolerance)
        c.difference = d
        c.status = d.matches ? .match : .differ
        if !d.matches {
            c.message = d.summary
            if let fonts = Self.fontsExplanation(c.expectedProvenance, c.actualProvenance) { c.message = "\(fonts) (\(d.summary))" }
            if let changed = Self.provenanceChange(c.expectedProvenance, c.actualProvenance) { c.message! += "; provenance: " + changed }
            if let diffDirectory {
                let path = URL(fileURLWithPath: diffDirectory).appendingPathComponent(c.name + ".diff.png").path
                let picture = ImageComparison.diffImage(expected: e, actual: a, tolerance: tolerance)
                do {
                    try FileManager.default.createDirectory(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path,
                                                            withIntermediateDirectories: true)
                    try PNGCodec.write(picture, to: path)
                    c.diff = path
                } catch {
                    c.message! += " (could not write the diff picture \(path): \(error))"
                }
            }
        }
        return c
    }

    /// Pairs the PNGs of two folders by relative path: only in `actual` is missing (no
    /// golden), only in `expected` is orphaned.
    public func compareFolders(expected: String, actual: String, shard: Shard? = nil) throws -> [DiffCase] {
        let es = try ImageFolder.images(in: expected), as_ = try ImageFolder.images(in: actual)
        let names = Set(es.keys).union(as_.keys).filter { shard?.contains($0) ?? true }.sorted()
        return names.map { name in
            switch (es[name], as_[name]) {
            case let (e?, a?): return compare(name: name, expected: e, actual: a)
            case let (nil, a?): return DiffCase(name: name, status: .missing, actual: a, message: "no expected image \(name).png in \(expected)")
            case let (e?, nil): return DiffCase(name: name, status: .orphaned, expected: e, message: "no actual image \(name).png in \(actual)")
            default: return DiffCase(name: name, status: .error)
            }
        }
    }

    /// A PNG's `tEXt` chunks as a dictionary (nil when it has none).
    public static func provenance(_ path: String) -> [String: String]? {
        guard let chunks = try? PNGTextChunks.read(contentsOf: path), !chunks.isEmpty else { return nil }
        return Dictionary(chunks.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// Why two images differ when the fonts that drew them do: a golden recorded with Apple's
    /// fonts (`Flipbook-Apple-Fonts`) compared with a render without them, or the other way
    /// round, or with other versions of them. `nil` when the fonts agree (or a side has no
    /// provenance).
    public static func fontsExplanation(_ e: [String: String]?, _ a: [String: String]?) -> String? {
        guard let e, let a else { return nil }
        let key = "Flipbook-Apple-Fonts"
        switch (e[key], a[key]) {
        case let (golden?, nil):
            return "the golden was drawn with Apple's fonts (\(golden)) and this run has none: install the same files "
                + "(FLIPBOOK_APPLE_FONTS or Fonts/Apple/, README \"Apple's fonts\") or re-record the golden without them"
        case let (nil, run?):
            return "this run drew with Apple's fonts (\(run)) but the golden was recorded without them: remove them "
                + "(unset FLIPBOOK_APPLE_FONTS, empty Fonts/Apple/) or re-record the golden with them"
        case let (golden?, run?) where golden != run:
            return "the golden was drawn with other files of Apple's fonts (\(golden); this run: \(run)): install the same versions or re-record"
        default:
            return nil
        }
    }

    /// "Software: Flipbook 0.1.0 → Flipbook 0.2.0" for each key whose value changed.
    public static func provenanceChange(_ e: [String: String]?, _ a: [String: String]?) -> String? {
        guard let e, let a else { return nil }
        let keys = Set(e.keys).union(a.keys).sorted()
        let changes = keys.compactMap { k -> String? in
            e[k] == a[k] ? nil : "\(k): \(e[k] ?? "—") → \(a[k] ?? "—")"
        }
        return changes.isEmpty ? nil : changes.joined(separator: ", ")
    }
}
