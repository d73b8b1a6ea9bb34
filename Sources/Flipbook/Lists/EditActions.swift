/// Which edits a list allows on its rows, as SwiftUI's `EditActions`: `.delete` gives each
/// row a delete control in edit mode and a swipe to delete, `.move` a reorder handle.
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Rows can be moved.
    public static var move: EditActions { EditActions(rawValue: 1) }
    /// Rows can be deleted.
    public static var delete: EditActions { EditActions(rawValue: 2) }
    /// Every edit the collection supports.
    public static var all: EditActions { [.move, .delete] }
}

extension ForEach {
    /// A view for each element of `data`, editable as `editActions` allows, as SwiftUI's
    /// `ForEach(_:editActions:content:)`: deleting or moving a row changes the bound
    /// collection.
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, R: View>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    ) where Data == Binding<C>, ID == C.Element.ID, Content == EditableForEachRow<R>, C.Element: Identifiable, C.Index == Int {
        self.init(data, id: \.wrappedValue.id) { EditableForEachRow(row: content($0), actions: editActions.rawValue, data: data) }
    }
}

/// A row of `ForEach(_:editActions:)`: its content, marked deletable/movable.
public struct EditableForEachRow<Row: View>: View {
    public typealias Body = Never
    let row: Row
    let actions: Int
    let delete: (IndexSet) -> Void
    let move: (IndexSet, Int) -> Void

    init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(row: Row, actions: Int, data: Binding<C>)
    where C.Index == Int {
        self.row = row
        self.actions = actions
        delete = { offsets in for i in offsets.sorted(by: >) { data.wrappedValue.remove(at: i) } }
        move = { offsets, destination in
            var items = Array(data.wrappedValue)
            let moving = offsets.map { items[$0] }
            for i in offsets.sorted(by: >) { items.remove(at: i) }
            let before = offsets.filter { $0 < destination }.count
            items.insert(contentsOf: moving, at: destination - before)
            data.wrappedValue = C(items)
        }
    }
}

extension EditableForEachRow: ViewListResolvable {
    package func resolveList(_ context: ResolveContext) -> [ViewNode] {
        var traits = ContainerTraits()
        if actions & 2 != 0 { traits.extra[ObjectIdentifier(RowDeleteAction.self)] = RowDeleteAction(perform: delete) }
        if actions & 1 != 0 { traits.extra[ObjectIdentifier(RowMoveAction.self)] = RowMoveAction(perform: move) }
        return resolveViewList(of: row, context).map { $0.withTraits(traits) }
    }
}

extension List where SelectionValue == Never {
    /// A list over a binding, editable as `editActions` allows, as SwiftUI's
    /// `List(_:editActions:rowContent:)`.
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, R: View>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> R
    ) where Content == ForEach<Binding<C>, C.Element.ID, EditableForEachRow<R>>, C.Element: Identifiable, C.Index == Int {
        self.init { ForEach(data, editActions: editActions, content: rowContent) }
    }
}
