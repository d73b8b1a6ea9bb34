/// Kinds of safe area, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Extends the view into the safe area. A rendered image has no safe area (its insets
    /// are zero), so layout is unchanged.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// The older spelling of ``ignoresSafeArea(_:edges:)``; unchanged layout here too.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}
