import Foundation

/// Named colours for `Color("name")`, standing in for an app's asset catalogue (Linux has
/// none). Register the colours an app's code names before rendering it:
///
/// ```swift
/// ColorCatalog.register(["background": Color(white: 0.95),
///                        "likeButtonSelected": Color(light: .red, dark: .pink)])
/// ```
public enum ColorCatalog {
    private final class Table: @unchecked Sendable {
        let lock = NSLock()
        var colors: [String: Color] = [:]
    }
    private static let table = Table()

    /// Adds or replaces a named colour.
    public static func register(_ name: String, _ color: Color) {
        table.lock.lock()
        table.colors[name] = color
        table.lock.unlock()
    }

    /// Adds or replaces several named colours.
    public static func register(_ colors: [String: Color]) {
        table.lock.lock()
        table.colors.merge(colors) { _, new in new }
        table.lock.unlock()
    }

    /// The colour registered under `name`, if any.
    public static func color(named name: String) -> Color? {
        table.lock.lock()
        defer { table.lock.unlock() }
        return table.colors[name]
    }
}

extension Color {
    /// A colour from the ``ColorCatalog`` by name, as SwiftUI's asset-catalogue colours.
    /// An unknown name is clear, as SwiftUI draws a colour missing from the catalogue.
    public init(_ name: String, bundle: Bundle? = nil) {
        self = ColorCatalog.color(named: name) ?? .clear
    }
}
