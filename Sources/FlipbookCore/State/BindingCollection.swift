// A binding to a collection is a collection of bindings to its elements, as in SwiftUI
// (`ForEach($items) { $item in … }`, `$items[0]`).

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

    /// A binding to the element at `position`.
    public subscript(position: Index) -> Binding<Value.Element> {
        let base = self
        return Binding<Value.Element>(derivedGet: { base.wrappedValue[position] },
                                      set: { base.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: MutableCollection & BidirectionalCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}

extension Binding: Identifiable where Value: Identifiable {
    /// The bound value's id, so `ForEach($items)` identifies rows as `ForEach(items)` does.
    public var id: Value.ID { wrappedValue.id }
}
