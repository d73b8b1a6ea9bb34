// iOS 27 reordering by drag: a still shows the items in their order, so these have no pixels
// and the `move` closures are never called in a render.

/// The collection id of a reorder container with a single collection, as SwiftUI's
/// `ReorderableSingleCollectionIdentifier`.
public struct ReorderableSingleCollectionIdentifier: Hashable, Sendable {
    public init() {}
}

/// The change a reordering produces, as SwiftUI's `ReorderDifference`: which items moved and
/// where to. A render never reorders; the type exists so `move` closures compile.
public struct ReorderDifference<ItemID, CollectionID> {
    /// Where moved items go.
    public struct Destination {
        /// Where, in a collection, the items go.
        public enum Position {
            /// Before the item with this id.
            case before(ItemID)
            /// At the end of the collection.
            case end
        }
        /// The collection the items move into.
        public var collectionID: CollectionID
        /// Where in that collection.
        public var position: Position

        /// A destination in `collectionID` at `position`.
        public init(collectionID: CollectionID, position: Position) {
            self.collectionID = collectionID
            self.position = position
        }
    }

    /// The ids of the moved items.
    public var sources: [ItemID]
    /// Where they go.
    public var destination: Destination

    /// A difference moving `sources` to `destination`.
    public init(sources: [ItemID], destination: Destination) {
        self.sources = sources
        self.destination = destination
    }
}

extension ReorderDifference: Sendable where ItemID: Sendable, CollectionID: Sendable {}
extension ReorderDifference.Destination: Sendable where ItemID: Sendable, CollectionID: Sendable {}
extension ReorderDifference.Destination.Position: Sendable where ItemID: Sendable {}
extension ReorderDifference.Destination.Position: Equatable where ItemID: Equatable {}
extension ReorderDifference.Destination: Equatable where ItemID: Equatable, CollectionID: Equatable {}
extension ReorderDifference: Equatable where ItemID: Equatable, CollectionID: Equatable {}

extension View {
    /// Makes this list, stack or grid a container whose `reorderable()` content can be
    /// dragged into a new order (accepted: no pixels in a still; `move` is never called).
    nonisolated public func reorderContainer<Item: Identifiable>(
        for item: Item.Type, isEnabled: Bool = true,
        move: @escaping (ReorderDifference<Item.ID, ReorderableSingleCollectionIdentifier>) -> ()) -> some View
        where Item.ID: Sendable { self }

    /// A reorder container over several collections told apart by `CollectionID` (accepted:
    /// no pixels in a still).
    nonisolated public func reorderContainer<Item: Identifiable, CollectionID: Hashable & Sendable>(
        for item: Item.Type, in collectionID: CollectionID.Type, isEnabled: Bool = true,
        move: @escaping (ReorderDifference<Item.ID, CollectionID>) -> ()) -> some View
        where Item.ID: Sendable { self }

    /// A reorder container whose items are identified by `itemID` (accepted: no pixels in a
    /// still).
    nonisolated public func reorderContainer<Item, ItemID: Hashable & Sendable>(
        for item: Item.Type, itemID: KeyPath<Item, ItemID>, isEnabled: Bool = true,
        move: @escaping (ReorderDifference<ItemID, ReorderableSingleCollectionIdentifier>) -> ()) -> some View { self }

    /// A reorder container over several collections whose items are identified by `itemID`
    /// (accepted: no pixels in a still).
    nonisolated public func reorderContainer<Item, ItemID: Hashable & Sendable, CollectionID: Hashable & Sendable>(
        for item: Item.Type, itemID: KeyPath<Item, ItemID>, in collectionID: CollectionID.Type,
        isEnabled: Bool = true, move: @escaping (ReorderDifference<ItemID, CollectionID>) -> ()) -> some View { self }
}

extension DynamicViewContent {
    /// Lets the enclosing reorder container reorder these views (accepted: a still shows
    /// them in their order, no pixels of its own).
    nonisolated public func reorderable() -> Self { self }

    /// Lets these views be reordered within and between the sections of the enclosing
    /// reorder container; `collectionID` names this collection (accepted: no pixels in a still).
    nonisolated public func reorderable(collectionID: some Hashable & Sendable) -> Self { self }
}
