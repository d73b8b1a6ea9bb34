/// Light or dark appearance, as SwiftUI's `ColorScheme`.
public enum ColorScheme: String, CaseIterable, Sendable, Hashable {
    case light
    case dark
}
