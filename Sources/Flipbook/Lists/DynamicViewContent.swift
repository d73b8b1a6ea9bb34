/// A view made from a collection whose rows can be edited, as SwiftUI's
/// `DynamicViewContent`: `ForEach` (and what `onDelete`/`onMove` return). In a `List`, a
/// deletable row gets a red delete control in edit mode (and a Delete action when swiped),
/// a movable row a reorder handle.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    /// The collection the views are made from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
    /// Lets a list delete these rows: `action` gets the offsets of the rows deleted (by the
    /// delete control in edit mode, or a swipe). `nil` makes them not deletable.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        EditableRows(base: self, delete: action.map { a in { a($0) } }, move: nil)
    }

    /// Lets a list reorder these rows: `action` gets the offsets moved and the destination
    /// offset. In edit mode each row shows a reorder handle. `nil` makes them not movable.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        EditableRows(base: self, delete: nil, move: action.map { a in { a($0, $1) } })
    }
}

/// Rows marked deletable and/or movable.
struct EditableRows<Base: DynamicViewContent>: DynamicViewContent {
    typealias Body = Never
    let base: Base
    let delete: ((IndexSet) -> Void)?
    let move: ((IndexSet, Int) -> Void)?
    var data: Base.Data { base.data }
}

extension EditableRows: ViewListResolvable {
    package func resolveList(_ context: ResolveContext) -> [ViewNode] {
        var traits = ContainerTraits()
        if let delete { traits.extra[ObjectIdentifier(RowDeleteAction.self)] = RowDeleteAction(perform: delete) }
        if let move { traits.extra[ObjectIdentifier(RowMoveAction.self)] = RowMoveAction(perform: move) }
        return resolveViewList(of: base, context).map { $0.withTraits(traits) }
    }
}

/// A row's `onDelete` action.
struct RowDeleteAction { let perform: (IndexSet) -> Void }
/// A row's `onMove` action.
struct RowMoveAction { let perform: (IndexSet, Int) -> Void }
/// `deleteDisabled(_:)` on a row.
struct RowDeleteDisabled { let value: Bool }
/// `moveDisabled(_:)` on a row.
struct RowMoveDisabled { let value: Bool }

extension View {
    /// Keeps this row from being deleted (no delete control, no swipe to delete).
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(TraitModifier { traits, _ in traits.extra[ObjectIdentifier(RowDeleteDisabled.self)] = RowDeleteDisabled(value: isDisabled) })
    }

    /// Keeps this row from being moved (no reorder handle).
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(TraitModifier { traits, _ in traits.extra[ObjectIdentifier(RowMoveDisabled.self)] = RowMoveDisabled(value: isDisabled) })
    }
}

extension ContainerTraits {
    /// Whether the row can be deleted / moved in edit mode.
    var rowEditing: (deletable: Bool, movable: Bool) {
        let noDelete = (extra[ObjectIdentifier(RowDeleteDisabled.self)] as? RowDeleteDisabled)?.value ?? false
        let noMove = (extra[ObjectIdentifier(RowMoveDisabled.self)] as? RowMoveDisabled)?.value ?? false
        return (extra[ObjectIdentifier(RowDeleteAction.self)] != nil && !noDelete,
                extra[ObjectIdentifier(RowMoveAction.self)] != nil && !noMove)
    }
}
