import Foundation
import FlipbookText
import Synchronization

/// The `.xcassets` folders of a bundle, as SwiftPM leaves them on Linux: a target with
/// `resources: [.process("Assets.xcassets")]` (or `.copy`) gets the folder copied unchanged
/// into its resource bundle (`Bundle.module`), since there is no `actool` to compile it.
/// Colour sets and image sets are read from their `Contents.json` on first use, once per
/// bundle.
///
/// Names are the set's folder name, prefixed by enclosing folders whose `Contents.json`
/// says `"provides-namespace": true` ("Brand/Primary"), as Xcode names them.
final package class AssetCatalog: Sendable {
    /// A colour set: each appearance's colour.
    package struct ColorSet: Hashable, Sendable {
        struct Variant: Hashable, Sendable {
            var dark: Bool?            // nil: any luminosity
            var highContrast: Bool
            var color: Color.Resolved
        }
        var variants: [Variant]

        /// The most specific variant for an appearance: a matching luminosity counts more
        /// than matching high contrast; "any" entries are the fallback, as Xcode resolves.
        package func resolve(dark: Bool, highContrast: Bool) -> Color.Resolved? {
            var best: (score: Int, color: Color.Resolved)?
            for v in variants {
                if let d = v.dark, d != dark { continue }
                if v.highContrast && !highContrast { continue }
                let score = (v.dark != nil ? 2 : 0) + (v.highContrast ? 1 : 0)
                if best == nil || score > best!.score { best = (score, v.color) }
            }
            return best?.color
        }
    }

    /// An image set: each scale's file.
    package struct ImageSet: Hashable, Sendable {
        package struct File: Hashable, Sendable {
            package var scale: Int
            package var path: String
        }
        package var files: [File]
        /// The set's "Render As" (`template-rendering-intent`): `true` template, `false`
        /// original, `nil` default (original for bitmaps; `renderingMode(_:)` overrides).
        package var templateIntent: Bool? = nil
        /// The file for `displayScale`: the exact scale, else the next larger, else the largest
        /// (iOS picks the same way and scales the bitmap).
        package func file(for displayScale: CGFloat) -> File? {
            let want = max(1, Int(displayScale.rounded(.up)))
            let sorted = files.sorted { $0.scale < $1.scale }
            return sorted.first { $0.scale >= want } ?? sorted.last
        }
    }

    package let colors: [String: ColorSet]
    package let images: [String: ImageSet]
    /// Problems found while reading (malformed JSON…), each naming its file.
    package let problems: [String]

    init(colors: [String: ColorSet], images: [String: ImageSet], problems: [String]) {
        self.colors = colors
        self.images = images
        self.problems = problems
    }

    // MARK: Finding catalogues

    private static let cache = Mutex([String: AssetCatalog]())

    /// The catalogue of everything under `bundle`'s `.xcassets` folders (cached).
    static func of(_ bundle: Bundle) -> AssetCatalog {
        let root = (bundle.resourceURL ?? bundle.bundleURL).standardizedFileURL.path
        if let c = cache.withLock({ $0[root] }) { return c }
        let catalog = read(root: root)
        for p in catalog.problems { AssetDiagnostics.report(p) }
        cache.withLock { $0[root] = catalog }
        return catalog
    }

    /// Where `Color("name")` / `Image("name")` look: the given bundle; with none, the main
    /// bundle and then every SwiftPM resource bundle (`*.resources`) beside it, in name order
    /// — so a component library's colours are found from its tests as an app finds them in
    /// its main bundle.
    static package func catalogs(for bundle: Bundle?) -> [AssetCatalog] {
        if let bundle { return [of(bundle)] }
        var out = [of(.main)]
        let dir = Bundle.main.bundleURL.standardizedFileURL
        let siblings = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        for name in siblings.sorted() where name.hasSuffix(".resources") {
            if let b = Bundle(path: dir.appendingPathComponent(name).path) { out.append(of(b)) }
        }
        return out
    }

    // MARK: Reading

    static package func read(root: String) -> AssetCatalog {
        var colors: [String: ColorSet] = [:], images: [String: ImageSet] = [:], problems: [String] = []
        let fm = FileManager.default
        let top = ((try? fm.contentsOfDirectory(atPath: root)) ?? []).sorted()
        for entry in top where entry.hasSuffix(".xcassets") {
            walk(root + "/" + entry, namespace: "", colors: &colors, images: &images, problems: &problems)
        }
        return AssetCatalog(colors: colors, images: images, problems: problems)
    }

    private static func walk(_ dir: String, namespace: String, colors: inout [String: ColorSet],
                             images: inout [String: ImageSet], problems: inout [String]) {
        let fm = FileManager.default
        for entry in ((try? fm.contentsOfDirectory(atPath: dir)) ?? []).sorted() {
            let path = dir + "/" + entry
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else { continue }
            let ext = (entry as NSString).pathExtension, base = (entry as NSString).deletingPathExtension
            switch ext {
            case "colorset":
                do { colors[namespace + base] = try readColorSet(path) } catch { problems.append("\(error)") }
            case "imageset":
                do { images[namespace + base] = try readImageSet(path) } catch { problems.append("\(error)") }
            case "":
                // A group folder; it adds its name to the names inside when it provides a namespace.
                let json = try? contents(path + "/Contents.json")
                let provides = ((json?["properties"] as? [String: Any])?["provides-namespace"] as? Bool) == true
                walk(path, namespace: provides ? namespace + entry + "/" : namespace, colors: &colors, images: &images, problems: &problems)
            default:
                continue
            }
        }
    }

    struct ReadError: Error, CustomStringConvertible {
        let description: String
    }

    private static func contents(_ file: String) throws -> [String: Any] {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ReadError(description: "\(file): missing; an asset set needs a Contents.json as Xcode writes it")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw ReadError(description: "\(file): not valid JSON (\(error.localizedDescription)); fix or re-save it in Xcode")
        }
        guard let dict = object as? [String: Any] else {
            throw ReadError(description: "\(file): the top level must be a JSON object")
        }
        return dict
    }

    static func readColorSet(_ dir: String) throws -> ColorSet {
        let file = dir + "/Contents.json"
        let json = try contents(file)
        guard let entries = json["colors"] as? [[String: Any]] else {
            throw ReadError(description: "\(file): no \"colors\" array")
        }
        var variants: [ColorSet.Variant] = []
        for (i, entry) in entries.enumerated() {
            let idiom = entry["idiom"] as? String ?? "universal"
            // iOS reads universal and iPhone entries; Mac, watch and TV ones are for other systems.
            guard idiom == "universal" || idiom == "iphone" else { continue }
            var dark: Bool?, high = false
            for a in entry["appearances"] as? [[String: Any]] ?? [] {
                switch (a["appearance"] as? String, a["value"] as? String) {
                case ("luminosity", "dark"): dark = true
                case ("luminosity", "light"): dark = false
                case ("contrast", "high"): high = true
                default: break
                }
            }
            guard let color = entry["color"] as? [String: Any] else {
                throw ReadError(description: "\(file): colors[\(i)] has no \"color\"")
            }
            let resolved = try parseColor(color, at: "\(file): colors[\(i)]")
            variants.append(.init(dark: dark, highContrast: high, color: resolved))
        }
        guard !variants.isEmpty else { throw ReadError(description: "\(file): no universal or iPhone colour") }
        return ColorSet(variants: variants)
    }

    /// One `"color"` object: a colour space and components written as Xcode writes them —
    /// floats ("0.302"), 8-bit integers ("77") or hex ("0x4D").
    static func parseColor(_ color: [String: Any], at place: String) throws -> Color.Resolved {
        if let ref = color["reference"] as? String {
            throw ReadError(description: "\(place): system colour references (\"\(ref)\") are not supported; give components")
        }
        let space = color["color-space"] as? String ?? "srgb"
        guard let c = color["components"] as? [String: Any] else {
            throw ReadError(description: "\(place): no \"components\"")
        }
        func component(_ key: String, isAlpha: Bool = false) throws -> Double {
            guard let raw = c[key] else { throw ReadError(description: "\(place): no \"\(key)\" component") }
            if let n = raw as? Double { return n }
            if let n = raw as? Int { return Double(n) }
            guard let s = (raw as? String)?.trimmingCharacters(in: .whitespaces) else {
                throw ReadError(description: "\(place): \"\(key)\" must be a number or a string")
            }
            if s.lowercased().hasPrefix("0x"), let v = Int(s.dropFirst(2), radix: 16) { return Double(v) / 255 }
            if s.contains("."), let v = Double(s) { return v }
            if let v = Int(s) { return isAlpha && v <= 1 ? Double(v) : Double(v) / 255 }
            throw ReadError(description: "\(place): \"\(key)\" is \"\(s)\"; write 0…1 (\"0.5\"), 0…255 (\"128\") or hex (\"0x80\")")
        }
        let alpha = try component("alpha", isAlpha: true)
        var r: Double, g: Double, b: Double
        switch space {
        case "gray-gamma-22", "extended-gray":
            let w = try component("white")
            (r, g, b) = (w, w, w)
        case "srgb", "extended-srgb":
            (r, g, b) = (try component("red"), try component("green"), try component("blue"))
        case "extended-linear-srgb":
            (r, g, b) = (encode(try component("red")), encode(try component("green")), encode(try component("blue")))
        case "display-p3":
            (r, g, b) = displayP3ToSRGB(try component("red"), try component("green"), try component("blue"))
        default:
            throw ReadError(description: "\(place): colour space \"\(space)\" is not supported (srgb, extended-srgb, extended-linear-srgb, display-p3, gray-gamma-22)")
        }
        // Flipbook draws 8-bit sRGB: extended values outside 0…1 are clamped.
        func clamp(_ v: Double) -> Float { Float(min(max(v, 0), 1)) }
        return Color.Resolved(red: clamp(r), green: clamp(g), blue: clamp(b), opacity: clamp(alpha))
    }

    static func decode(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    static func encode(_ c: Double) -> Double { c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055 }

    /// Display P3 (sRGB's transfer curve, P3 primaries, D65) to sRGB: linearise, the
    /// primaries' matrix (P3 → XYZ → sRGB, as CSS Color 4 computes it), encode.
    static func displayP3ToSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        let lr = decode(r), lg = decode(g), lb = decode(b)
        let sr = 1.2249401762805598 * lr - 0.2249401762805598 * lg
        let sg = -0.04205695470968810 * lr + 1.0420569547096881 * lg
        let sb = -0.01963755459033443 * lr - 0.07863604555063188 * lg + 1.0982736001409663 * lb
        return (encode(sr), encode(sg), encode(sb))
    }

    static func readImageSet(_ dir: String) throws -> ImageSet {
        let file = dir + "/Contents.json"
        let json = try contents(file)
        guard let entries = json["images"] as? [[String: Any]] else {
            throw ReadError(description: "\(file): no \"images\" array")
        }
        var files: [ImageSet.File] = []
        for entry in entries {
            let idiom = entry["idiom"] as? String ?? "universal"
            guard idiom == "universal" || idiom == "iphone", let name = entry["filename"] as? String else { continue }
            // Dark-appearance images are not chosen yet; the any-appearance ones are.
            if entry["appearances"] != nil {
                AssetDiagnostics.report("image set \"\((dir as NSString).lastPathComponent)\": its dark-appearance images are not used yet; the any-appearance image draws in dark mode too.")
                continue
            }
            let scale = Int((entry["scale"] as? String ?? "1x").dropLast()) ?? 1
            files.append(ImageSet.File(scale: scale, path: dir + "/" + name))
        }
        var set = ImageSet(files: files)
        if let intent = (json["properties"] as? [String: Any])?["template-rendering-intent"] as? String {
            set.templateIntent = intent == "template" ? true : intent == "original" ? false : nil
        }
        return set
    }
}

/// Asset problems, each printed once ("Flipbook: …" on standard error, as SwiftUI logs a
/// missing asset) and kept for tests.
package enum AssetDiagnostics {
    private static let seen = Mutex<[String]>([])

    static package func report(_ message: String) {
        let isNew = seen.withLock { s -> Bool in
            if s.contains(message) { return false }
            s.append(message)
            return true
        }
        if isNew {
            FileHandle.standardError.write(Data("Flipbook: \(message)\n".utf8))
            DiagnosticScope.note("Flipbook: " + message)
        }
    }

    /// Every problem reported so far, oldest first.
    static var messages: [String] { seen.withLock { $0 } }
}
