/// Where a view sits in the tree: SwiftUI's structural identity (position, branch, type)
/// plus explicit ids from `ForEach` and `.id(_:)`. Two evaluations that yield a view at the
/// same identity describe the same view, so its state survives and changes can animate.
public struct ViewIdentity: Hashable, CustomStringConvertible {
    public enum Component: Hashable, CustomStringConvertible {
        /// The n-th element of a tuple (a `ViewBuilder` block).
        case index(Int)
        /// The `if` (true) or `else` (false) branch.
        case branch(Bool)
        /// An id given by `ForEach` or `.id(_:)`.
        case explicit(AnyHashable)
        /// The dynamic type behind an `AnyView`.
        case type(ObjectIdentifier)
        /// The body of a custom view or modifier.
        case body
        /// The content under a modifier.
        case content

        public var description: String {
            switch self {
            case .index(let i): return "\(i)"
            case .branch(let b): return b ? "if" : "else"
            case .explicit(let h): return "id(\(h))"
            case .type: return "type"
            case .body: return "body"
            case .content: return "content"
            }
        }
    }

    public private(set) var path: [Component]

    public init(path: [Component] = []) { self.path = path }

    public static var root: ViewIdentity { ViewIdentity() }

    package func appending(_ c: Component) -> ViewIdentity {
        var copy = self
        copy.path.append(c)
        return copy
    }

    public var description: String { "/" + path.map(\.description).joined(separator: "/") }
}
