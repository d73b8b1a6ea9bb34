/// What changed the graph's state: kept for the latest change, so that a view whose state
/// never settles (``Settler``) is reported by name instead of a bare "something changed".
package struct ChangeSource: @unchecked Sendable {
    // `@unchecked`: a metatype is immutable and safe to share; Swift 6.3 does not say so.
    package enum Kind {
        /// An `@State` (or `@GestureState`…) property `name` of a view of type `owner`.
        case state(name: String, owner: Any.Type?)
        /// An `ObservableObject`'s `objectWillChange`.
        case object(Any.Type)
        /// An `@Observable` property a body at the identity read.
        case observation
        /// A key of the render's `@AppStorage`/`@SceneStorage` store.
        case storage(key: String)
    }
    package let kind: Kind
    /// Where the view whose state it is sits (`.root` when unknown).
    package let identity: ViewIdentity

    package init(_ kind: Kind, at identity: ViewIdentity = .root) {
        self.kind = kind
        self.identity = identity
    }

    /// The type named in an error ("Feedback").
    package var viewType: String {
        switch kind {
        case .state(_, let owner?): return "\(owner)"
        case .object(let type): return "\(type)"
        default: return "the view"
        }
    }

    /// What changed, as a phrase ("its @State `width`").
    package var what: String {
        switch kind {
        case .state(let name, _): return "its state `\(name.hasPrefix("_") ? String(name.dropFirst()) : name)`"
        case .object: return "the object's @Published properties"
        case .observation: return "an @Observable property its body reads"
        case .storage(let key): return "the stored value \"\(key)\""
        }
    }
}
