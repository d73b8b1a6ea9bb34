/// A key for a value a subview hands its ``Layout``, as SwiftUI's `LayoutValueKey`.
///
/// ```swift
/// private struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Text("First").layoutValue(key: Rank.self, value: 1)
/// // in the layout: subviews[0][Rank.self] == 1
/// ```
public protocol LayoutValueKey {
    associatedtype Value
    /// The value a subview that sets nothing reports.
    static var defaultValue: Value { get }
}
