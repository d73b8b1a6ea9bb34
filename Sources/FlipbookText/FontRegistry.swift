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

    /// Whether Inter, standing in for SF Pro when Apple's fonts are not installed, takes SF
    /// Pro's size rules: the HIG's per-size tracking and SF Pro's line height (1.193 em instead
    /// of Inter's 1.210). On by default: measured against iOS goldens it brings widths and line
    /// breaks closer ("testDefault…" where Inter alone truncates to "testDefaul…"). Turn it off
    /// with `FLIPBOOK_INTER_SF_METRICS=0` (for ``bundled()``) or
    /// `FontRegistry(interFollowsSFMetrics: false)` to draw with Inter's own metrics, as Flipbook
    /// did before; goldens drawn that way say so in their provenance.
    public let interFollowsSFMetrics: Bool

    /// The environment variable that sets ``interFollowsSFMetrics`` for ``bundled()``: `0`
    /// turns it off (Inter's own tracking and line height), anything else or unset keeps it on.
    public static let interSFMetricsVariable = "FLIPBOOK_INTER_SF_METRICS"

    /// Whether ``bundled()`` takes SF Pro's size rules for Inter, from
    /// ``interSFMetricsVariable`` in `environment`.
    public static func interFollowsSFMetrics(environment: [String: String]) -> Bool {
        environment[interSFMetricsVariable]?.trimmingCharacters(in: .whitespaces) != "0"
    }

    /// An empty registry; add faces with ``register(fileAt:)``.
    public init(interFollowsSFMetrics: Bool = true) {
        faceList = Mutex([])
        self.interFollowsSFMetrics = interFollowsSFMetrics
    }

    /// Loads every `.otf`, `.ttf` and `.ttc` in `directory`, in file-name order.
    public convenience init(directory: URL, interFollowsSFMetrics: Bool = true) throws {
        self.init(interFollowsSFMetrics: interFollowsSFMetrics)
        try registerDirectory(directory)
    }

    /// The registry of the bundled fonts (found by ``FontLocator``) and of Apple's fonts when
    /// they are installed (``AppleFonts/directories(fontsDirectory:environment:)``), loaded
    /// once per process.
    public static func bundled() throws -> FontRegistry {
        try bundledRegistry.withLock { cached in
            if let cached { return cached }
            let directory = try FontLocator.fontsDirectory()
            let registry = try FontRegistry(directory: directory,
                                            interFollowsSFMetrics: interFollowsSFMetrics(environment: ProcessInfo.processInfo.environment))
            for apple in AppleFonts.directories(fontsDirectory: directory) {
                try registry.registerDirectory(apple)
            }
            cached = registry
            return registry
        }
    }

    /// Loads every `.otf`, `.ttf` and `.ttc` in `directory` (not its subfolders), in file-name
    /// order.
    public func registerDirectory(_ directory: URL) throws {
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
        familyIndex.withLock { index in
            for face in added {
                index.all.insert(face.family.lowercased())
                if !face.axes.isEmpty { index.variable.insert(face.family.lowercased()) }
            }
        }
        resolvedCache.withLock { $0.removeAll() }
        return added
    }

    /// Registered family names, lower-cased, and those with a variable face: every text
    /// request asks which of Apple's families are present, so this is kept, not searched.
    private let familyIndex = Mutex<(all: Set<String>, variable: Set<String>)>(([], []))

    /// Whether a face of `family` is registered.
    public func hasFamily(_ family: String) -> Bool {
        familyIndex.withLock { $0.all.contains(family.lowercased()) }
    }

    /// Whether Apple's fonts are registered (any face of ``AppleFonts/families``).
    public var hasAppleFonts: Bool { AppleFonts.families.contains { hasFamily($0) } }

    /// The concrete request for a SwiftUI font: Apple's family for the design when it is
    /// installed (SF Pro, its Text or Display optical size for static files, SF Pro Rounded,
    /// SF Mono, New York), else the bundled open face (``FontSpec/resolved()``).
    public func descriptor(for spec: FontSpec) -> FontDescriptor {
        var d = spec.resolved()
        guard spec.family == nil, let family = appleFamily(for: spec.design, size: spec.pointSize) else { return d }
        d.family = family
        d.weight = spec.resolvedWeight
        return d
    }

    /// Apple's family drawing `design` at `size` points, when installed.
    func appleFamily(for design: FontDesign, size: Double) -> String? {
        switch design {
        case .default:
            if hasVariableFamily(AppleFonts.proFamily) { return AppleFonts.proFamily }
            let optical = size >= AppleFonts.displayFromSize ? AppleFonts.proDisplayFamily : AppleFonts.proTextFamily
            if hasFamily(optical) { return optical }
            for f in [AppleFonts.proTextFamily, AppleFonts.proDisplayFamily, AppleFonts.proFamily] where hasFamily(f) { return f }
            return nil
        case .rounded: return hasFamily(AppleFonts.roundedFamily) ? AppleFonts.roundedFamily : nil
        case .monospaced: return hasFamily(AppleFonts.monoFamily) ? AppleFonts.monoFamily : nil
        case .serif:
            if hasFamily(AppleFonts.serifFamily) { return AppleFonts.serifFamily }
            let statics = AppleFonts.serifOpticalFamilies.filter { hasFamily($0.family) }
            return (statics.last { size >= $0.from } ?? statics.first)?.family
        }
    }

    private func hasVariableFamily(_ family: String) -> Bool {
        familyIndex.withLock { $0.variable.contains(family.lowercased()) }
    }

    /// The face chain for a SwiftUI font (``descriptor(for:)``).
    public func resolve(_ spec: FontSpec) throws -> ResolvedFont {
        try resolve(descriptor(for: spec))
    }

    /// `face` at variation coordinates (a new face sharing nothing with it, cached per file
    /// and coordinates). A static face is returned as it is.
    public func instance(of face: FontFace, variations: [String: Double]) -> FontFace {
        var coords: [String: Double] = [:]
        for (tag, v) in variations { if let axis = face.axis(tag) { coords[tag] = axis.clamped(v) } }
        guard !coords.isEmpty else { return face }
        let key = "\(face.path)#\(face.faceIndex)|" + coords.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        if let hit = instances.withLock({ $0[key] }) { return hit }
        guard let made = try? FontFace(path: face.path, index: face.faceIndex, variations: coords) else { return face }
        return instances.withLock { cache in
            // Sizes animate continuously; keep the cache bounded.
            if cache.count >= 256 { cache.removeAll() }
            if let hit = cache[key] { return hit }
            cache[key] = made
            return made
        }
    }
    private let instances = Mutex<[String: FontFace]>([:])

    /// The coordinates iOS sets on a variable face for `descriptor`: `wght` the weight class,
    /// `opsz` the point size (Core Text's automatic optical sizing), `wdth` from the width.
    static func variations(for descriptor: FontDescriptor, face: FontFace) -> [String: Double] {
        var v: [String: Double] = [:]
        if face.axis("wght") != nil { v["wght"] = Double(descriptor.weight.weightClass) }
        if face.axis("opsz") != nil { v["opsz"] = descriptor.size }
        if descriptor.width != 0, let w = AppleFonts.widthAxisValue(descriptor.width, in: face) { v["wdth"] = w }
        return v
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
        let chain = try faceChain(descriptor)
        var faces = chain.faces
        // A variable face is set to the request's weight, optical size and width.
        if !faces[0].axes.isEmpty {
            faces[0] = instance(of: faces[0], variations: Self.variations(for: descriptor, face: faces[0]))
        }
        var tracking = 0.0
        var lineMetrics: (ascent: Double, descent: Double, gap: Double)?
        if AppleFonts.takesProTracking(faces[0].family) {
            tracking = AppleFonts.tracking(pointSize: descriptor.size) * descriptor.size
        } else if interFollowsSFMetrics, faces[0].family == FontDescriptor.systemFamily {
            // Inter standing in for SF Pro takes SF Pro's size rules.
            tracking = AppleFonts.tracking(pointSize: descriptor.size) * descriptor.size
            lineMetrics = AppleFonts.proLineMetrics
        }
        return ResolvedFont(descriptor: descriptor, faces: faces, synthesizeOblique: chain.synthesizeOblique,
                            symbolFaceIndex: chain.symbolFaceIndex, emojiFaceIndex: chain.emojiFaceIndex, tracking: tracking,
                            lineMetricsOverride: lineMetrics)
    }

    /// The face chain without size-dependent settings, cached.
    private func faceChain(_ descriptor: FontDescriptor) throws -> ResolvedFont {
        var key = descriptor
        key.size = 0
        if let hit = resolvedCache.withLock({ $0[key] }) { return hit }
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

    /// An SF Symbol drawn from Apple's fonts: the face of an "SF …" family closest to `weight`
    /// that has a glyph named `systemName` (a variable face set to the weight), or `nil` when
    /// no installed font carries it (the Material mapping draws it then).
    public func appleSymbol(named systemName: String, weight: FontWeight) -> (face: FontFace, glyph: UInt32)? {
        let candidates = faces.filter { AppleFonts.carriesSymbols($0.family) && !$0.isItalic }
        guard !candidates.isEmpty else { return nil }
        let want = weight.weightClass
        let ordered = candidates.sorted { a, b in
            // Variable faces reach any weight; otherwise the nearest weight class.
            let da = a.axis("wght") != nil ? 0 : abs(a.weightClass - want), db = b.axis("wght") != nil ? 0 : abs(b.weightClass - want)
            return da != db ? da < db : a.id < b.id
        }
        for face in ordered {
            guard let glyph = face.glyph(named: systemName) else { continue }
            guard face.axis("wght") != nil else { return (face, glyph) }
            return (self.instance(of: face, variations: ["wght": Double(want)]), glyph)
        }
        return nil
    }

    /// The symbol (icon) face, if registered.
    public func symbolFace() throws -> FontFace {
        try face(family: Self.symbolFamily, weight: .regular, italic: false)
    }
}
