/// How much padding ``View/scenePadding(_:edges:)`` adds, as SwiftUI's `ScenePadding`.
public struct ScenePadding: Equatable, Sendable {
    let length: CGFloat

    /// The least padding a scene's content needs from its edges: on iOS the system's
    /// layout margin, 16 pt on iPhone (UIKit's `systemMinimumLayoutMargins`).
    public static let minimum = ScenePadding(length: 16)
    /// The padding of a navigation bar's content: 16 pt on iPhone.
    public static let navigationBar = ScenePadding(length: 16)
}

extension View {
    /// Pads the view on `edges` by the scene's padding (`.minimum`: 16 pt on iPhone), as
    /// SwiftUI's `scenePadding(_:edges:)`.
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges, padding.length)
    }

    /// Pads the view on `edges` by the scene's minimum padding, as SwiftUI's
    /// `scenePadding(_:)`.
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        scenePadding(.minimum, edges: edges)
    }
}
