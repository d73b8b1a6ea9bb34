import Foundation
import Synchronization

/// The faces text can be drawn with: the bundled `Fonts/` plus any user-given files, looked
/// up by family, weight and italic, with a per-character fallback chain
/// (text family → CJK → symbols).
public final class FontRegistry: Sendable {
    /// The family Han, kana and CJK punctuation fall back to.
    public static let cjkFamily = "Noto Sans CJK SC"
    /// The colour emoji family (CBDT bitmaps).
    public static let emojiFamily = "Noto Color Emoji"
    /// The icon family `Image(systemName:)` draws with and characters fall back to last.
    public static let symbolFamily = "Material Icons"

    private let faceList: Mutex<[FontFace]>
    /// Face chains by request without size (a chain does not depend on size), so animating a
    /// font size does not grow the cache.
    private let resolvedCache = Mutex<[FontDescriptor: ResolvedFont]>([:])

    /// An empty registry; add faces with ``register(fileAt:)``.
    public init() {
        faceList = Mutex([])
    }

    /// Loads every `.otf`, `.ttf` and `.ttc` in `directory`, in file-name order.
    public convenience init(directory: URL) throws {
        self.init()
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw FontError.cannotLoad(path: directory.path, reason: "cannot list the directory (\(error.localizedDescription))")
        }
        for name in names.sorted() where [".otf", ".ttf", ".ttc"].contains(where: name.lowercased().hasSuffix) {
            try register(fileAt: directory.appendingPathComponent(name).path)
        }
    }

    /// The registry of the bundled fonts (found by ``FontLocator``), loaded once per process.
    public static func bundled() throws -> FontRegistry {
        try bundledRegistry.withLock { cached in
            if let cached { return cached }
            let registry = try FontRegistry(directory: FontLocator.fontsDirectory())
            cached = registry
            return registry
        }
    }
    private static let bundledRegistry = Mutex<FontRegistry?>(nil)

    /// Adds every face of a font file (one for .otf/.ttf, all of a .ttc) and returns them.
    @discardableResult
    public func register(fileAt path: String) throws -> [FontFace] {
        let first = try FontFace(path: path, index: 0)
        var added = [first]
        if path.lowercased().hasSuffix(".ttc") {
            var i = 1
            while let face = try? FontFace(path: path, index: i) { added.append(face); i += 1 }
        }
        faceList.withLock { $0.append(contentsOf: added) }
        resolvedCache.withLock { $0.removeAll() }
        return added
    }

    /// Every registered face, in registration order.
    public var faces: [FontFace] { faceList.withLock { $0 } }

    /// The registered family names, sorted.
    public var families: [String] { Array(Set(faces.map(\.family))).sorted() }

    /// The face of `family` closest to `weight` and `italic`: an exact italic match is
    /// preferred over weight; among weights the nearest wins, ties going heavier for bold
    /// requests (> 400) and lighter otherwise (CSS font matching).
    public func face(family: String, weight: FontWeight, italic: Bool) throws -> FontFace {
        let candidates = faces.filter { $0.family.caseInsensitiveCompare(family) == .orderedSame }
        guard !candidates.isEmpty else { throw FontError.unknownFamily(family, available: families) }
        let styled = candidates.filter { $0.isItalic == italic }
        let pool = styled.isEmpty ? candidates : styled
        let want = weight.weightClass
        return pool.min { a, b in
            let da = abs(a.weightClass - want), db = abs(b.weightClass - want)
            if da != db { return da < db }
            return want > 400 ? a.weightClass > b.weightClass : a.weightClass < b.weightClass
        }!
    }

    /// The face chain for a font request: the requested family, then the system family (when
    /// the request is another), then the CJK family, then colour emoji, then the symbol family
    /// (those present in the registry).
    public func resolve(_ descriptor: FontDescriptor) throws -> ResolvedFont {
        var key = descriptor
        key.size = 0
        if let hit = resolvedCache.withLock({ $0[key] }) {
            return ResolvedFont(descriptor: descriptor, faces: hit.faces, synthesizeOblique: hit.synthesizeOblique,
                                symbolFaceIndex: hit.symbolFaceIndex, emojiFaceIndex: hit.emojiFaceIndex)
        }
        let primary = try face(family: descriptor.family, weight: descriptor.weight, italic: descriptor.italic)
        var faces = [primary]
        var obliques = [descriptor.italic && !primary.isItalic]
        var symbolIndex: Int?
        // A design or custom face covers fewer characters than Inter: Inter comes next, so
        // "€" or "→" missing from a subset still draws in the system face.
        if let system = try? face(family: FontDescriptor.systemFamily, weight: descriptor.weight, italic: descriptor.italic),
           system !== primary {
            faces.append(system)
            obliques.append(descriptor.italic && !system.isItalic)
        }
        if let cjk = try? face(family: Self.cjkFamily, weight: descriptor.weight, italic: descriptor.italic),
           cjk !== primary {
            faces.append(cjk)
            obliques.append(descriptor.italic && !cjk.isItalic)
        }
        var emojiIndex: Int?
        if let emoji = try? face(family: Self.emojiFamily, weight: .regular, italic: false), emoji !== primary {
            emojiIndex = faces.count
            faces.append(emoji)
            obliques.append(false)
        }
        if let sym = try? face(family: Self.symbolFamily, weight: .regular, italic: false), sym !== primary {
            symbolIndex = faces.count
            faces.append(sym)
            obliques.append(false)
        }
        let resolved = ResolvedFont(descriptor: descriptor, faces: faces, synthesizeOblique: obliques, symbolFaceIndex: symbolIndex,
                                    emojiFaceIndex: emojiIndex)
        resolvedCache.withLock { $0[key] = resolved }
        return resolved
    }

    /// The symbol (icon) face, if registered.
    public func symbolFace() throws -> FontFace {
        try face(family: Self.symbolFamily, weight: .regular, italic: false)
    }
}
