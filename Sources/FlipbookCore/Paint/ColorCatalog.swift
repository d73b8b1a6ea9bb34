import Foundation
import Synchronization

/// The colours `Color("name")` finds: Flipbook's stand-in for an asset catalogue.
///
/// Register colours once (typically in test set-up) and code written against an app's
/// asset catalogue renders unchanged:
///
/// ```swift
/// ColorCatalog.shared.register("likeButtonSelected", light: Color(red: 0.93, green: 0.3, blue: 0.4),
///                              dark: Color(red: 1, green: 0.4, blue: 0.5))
/// Image(systemName: "heart.fill").foregroundColor(Color("likeButtonSelected"))
/// ```
///
/// A name that was never registered resolves to clear, as SwiftUI draws a missing asset
/// colour; ``missingNames`` lists the ones looked up in vain so tests can assert on them.
public final class ColorCatalog: Sendable {
    /// The catalogue `Color(_:bundle:)` reads: one per process, like the main bundle's.
    public static let shared = ColorCatalog()

    private struct Storage {
        var colors: [String: Color] = [:]
        var missing: Set<String> = []
    }
    private let storage = Mutex(Storage())

    public init() {}

    /// Adds or replaces a colour with a light and a dark appearance.
    public func register(_ name: String, light: Color, dark: Color) {
        register(name, Color(light: light, dark: dark))
    }

    /// Adds or replaces a colour (one that may itself adapt to the colour scheme).
    public func register(_ name: String, _ color: Color) {
        storage.withLock { $0.colors[name] = color; $0.missing.remove(name) }
    }

    /// The colour registered under `name`, if any.
    public subscript(name: String) -> Color? { lookup(name, recordingMissing: true) }

    /// The colour registered under `name`; a miss is listed in ``missingNames`` only if asked
    /// (an asset catalogue may still have the colour).
    func lookup(_ name: String, recordingMissing: Bool) -> Color? {
        storage.withLock { s in
            if let c = s.colors[name] { return c }
            if recordingMissing { s.missing.insert(name) }
            return nil
        }
    }

    /// Names that were looked up but never registered, sorted.
    public var missingNames: [String] { storage.withLock { $0.missing.sorted() } }
}

extension Color {
    /// An asset-catalogue colour, as SwiftUI's `Color("name", bundle:)`: a colour registered
    /// in ``ColorCatalog/shared`` (looked up when drawn, so it wins), else the colour set
    /// `name` of the bundle's `.xcassets` folders (``Bundle/module`` of a target with
    /// `resources: [.process("Assets.xcassets")]`; with no bundle, the main bundle and the
    /// resource bundles beside it). Light, dark and high-contrast appearances follow the
    /// environment's `colorScheme` and `colorSchemeContrast`. A name found nowhere draws
    /// clear, as SwiftUI does, and is reported once on standard error when first drawn.
    public init(_ name: String, bundle: Bundle? = nil) {
        let asset = AssetCatalog.catalogs(for: bundle).lazy.compactMap { $0.colors[name] }.first
        self.init(provider: .named(name, asset: asset))
    }
}
