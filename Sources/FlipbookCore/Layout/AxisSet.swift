extension Axis {
    /// A set of axes, as SwiftUI's `Axis.Set` (`ScrollView(.horizontal)`, `[.horizontal, .vertical]`).
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

extension Axis.Set {
    package func contains(_ axis: Axis) -> Bool { contains(axis == .horizontal ? Axis.Set.horizontal : Axis.Set.vertical) }
}
