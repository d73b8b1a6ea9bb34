/// What a button does, as SwiftUI's `ButtonRole`: built-in styles draw a destructive
/// button in red.
public struct ButtonRole: Equatable, Hashable, Sendable {
    let name: String
    /// Deletes or removes something.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}
