/// A view a render had to leave out, and why: e.g. a `@EnvironmentObject` no ancestor
/// provides. ``ImageRenderer/pngData(options:)`` throws the first one.
public struct RenderError: Error, CustomStringConvertible, Equatable {
    package init(identity: ViewIdentity, viewType: String, message: String) {
        location = identity.description
        self.viewType = viewType
        self.message = message
    }

    /// Where the view sits in the tree (its structural identity, e.g. `/body/0/body`).
    public let location: String
    /// The view's type, as written in Swift.
    public let viewType: String
    /// What went wrong and how to fix it.
    public let message: String

    /// Whether it is the settle loop's: the view's state kept changing for all of a
    /// render's passes (``Settler``). Hosts with their own wording for it (scenes) look.
    package var isUnsettled = false

    public var description: String { "\(viewType) at \(location): \(message)" }
}
