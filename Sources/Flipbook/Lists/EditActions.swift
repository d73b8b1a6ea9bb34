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
    ) where Data == Binding<C>, ID == C.Element.ID, Content == EditableCollectionContent<R, C>, C.Element: Identifiable, C.Index == Int {
        self.init(data, id: \.wrappedValue.id) { EditableCollectionContent(row: content($0), actions: editActions.rawValue, data: data) }
    }
}

/// A row of `ForEach(_:editActions:)`: its content, marked deletable/movable, as SwiftUI's
/// `EditableCollectionContent` (the opaque wrapper that makes a collection's rows editable).
public struct EditableCollectionContent<Content: View, Data>: View {
    public typealias Body = Never
    let row: Content
    let actions: Int
    let delete: (IndexSet) -> Void
    let move: (IndexSet, Int) -> Void

}

extension EditableCollectionContent where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Index == Int {
    init(row: Content, actions: Int, data: Binding<Data>) {
        self.row = row
        self.actions = actions
        delete = { offsets in for i in offsets.sorted(by: >) { data.wrappedValue.remove(at: i) } }
        move = { offsets, destination in
            var items = Array(data.wrappedValue)
            let moving = offsets.map { items[$0] }
            for i in offsets.sorted(by: >) { items.remove(at: i) }
            let before = offsets.filter { $0 < destination }.count
            items.insert(contentsOf: moving, at: destination - before)
            data.wrappedValue = Data(items)
        }
    }
}

extension EditableCollectionContent: ViewListResolvable {
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
    ) where Content == ForEach<Binding<C>, C.Element.ID, EditableCollectionContent<R, C>>, C.Element: Identifiable, C.Index == Int {
        self.init { ForEach(data, editActions: editActions, content: rowContent) }
    }
}

/// A collection's indices with the identifiers of its elements, as SwiftUI's
/// `IndexedIdentifierCollection`: what an editable `ForEach` iterates to keep each row's
/// identity while the collection is edited.
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: Collection {
    /// An index of the base collection with its element's identifier.
    public typealias Element = (index: Base.Index, id: ID)
    public typealias Index = Base.Index
    let base: Base
    let id: KeyPath<Base.Element, ID>

    /// The indices and identifiers of `base`, identified by `id`.
    public init(_ base: Base, id: KeyPath<Base.Element, ID>) {
        self.base = base
        self.id = id
    }

    public var startIndex: Base.Index { base.startIndex }
    public var endIndex: Base.Index { base.endIndex }
    public func index(after i: Base.Index) -> Base.Index { base.index(after: i) }
    public subscript(position: Base.Index) -> (index: Base.Index, id: ID) { (position, base[position][keyPath: id]) }
}

extension IndexedIdentifierCollection: BidirectionalCollection where Base: BidirectionalCollection {
    public func index(before i: Base.Index) -> Base.Index { base.index(before: i) }
}

extension IndexedIdentifierCollection: RandomAccessCollection where Base: RandomAccessCollection {}
