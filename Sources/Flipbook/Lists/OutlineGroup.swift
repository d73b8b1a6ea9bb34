/// A tree of rows, as SwiftUI's `OutlineGroup`: each element of `data` is a row; an element
/// whose `children` key path gives a collection is a collapsed disclosure group (its row
/// with a trailing chevron in the tint colour, as iOS draws it) that holds its children.
///
/// ```swift
/// List { OutlineGroup(files, children: \.children) { Text($0.name) } }
/// ```
///
/// Rows start collapsed, as on iOS; a leaf (`children` is `nil`) has no chevron.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    public var body: some View {
        let id = self.id, children = self.children, content = self.content
        return ForEach(Array(data), id: id) { element -> AnyView in
            if let kids = element[keyPath: children] {
                // The subtree is type-erased: the group's type would otherwise contain itself.
                return AnyView(DisclosureGroup {
                    AnyView(OutlineGroup(data: kids, id: id, children: children, content: content))
                } label: {
                    content(element)
                })
            }
            return AnyView(content(element))
        }
    }

    init(data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, content: @escaping (Data.Element) -> Leaf) {
        self.data = data; self.id = id; self.children = children; self.content = content
    }
}

extension OutlineGroup where ID == Data.Element.ID, Parent == Leaf, Subgroup == DisclosureGroup<Parent, AnyView>, Data.Element: Identifiable {
    /// A tree of identifiable elements.
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(data: data, id: \.id, children: children, content: content)
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Parent, AnyView> {
    /// A tree of elements identified by a key path.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        self.init(data: data, id: id, children: children, content: content)
    }
}

extension List where SelectionValue == Never {
    /// A hierarchical list: each element a row, an element with children a collapsed
    /// disclosure row (trailing chevron) holding them, as iOS draws `List(_:children:)`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, children: KeyPath<Data.Element, Data?>,
                                                                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, AnyView>>,
          Data.Element: Identifiable {
        self.init(forcedKind: nil, content: OutlineGroup(data, children: children, content: rowContent))
    }

    /// A hierarchical list of elements identified by a key path.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                              children: KeyPath<Data.Element, Data?>,
                                                                              @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, AnyView>> {
        self.init(forcedKind: nil, content: OutlineGroup(data, id: id, children: children, content: rowContent))
    }
}
