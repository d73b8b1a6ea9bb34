import Foundation

// iOS 26/27 drag and drop: drag containers, sessions and configurations. A render has no
// drag session, so none of these has pixels: each modifier draws the view as it is, and the
// session callbacks are never called (a test scripting a drag is not part of a still).

/// The behaviour a drag source proposes, as SwiftUI's `DragConfiguration` (iOS 26): which
/// operations — copy, move, delete — a dragged view allows. No pixels in a still.
public struct DragConfiguration: Sendable, Hashable {
    /// The operations a drag allows when it is dropped inside the app.
    public struct OperationsWithinApp: Sendable, Hashable {
        public var allowCopy: Bool
        public var allowMove: Bool
        public var allowDelete: Bool
        /// The operations allowed inside the app (copy and move by default).
        public init(allowCopy: Bool = true, allowMove: Bool = true, allowDelete: Bool = false) {
            self.allowCopy = allowCopy
            self.allowMove = allowMove
            self.allowDelete = allowDelete
        }
    }

    /// The operations a drag allows when it is dropped in another app.
    public struct OperationsOutsideApp: Sendable, Hashable {
        public var allowCopy: Bool
        public var allowMove: Bool
        public var allowDelete: Bool
        /// The operations allowed outside the app (copy by default).
        public init(allowCopy: Bool = true, allowMove: Bool = false, allowDelete: Bool = false) {
            self.allowCopy = allowCopy
            self.allowMove = allowMove
            self.allowDelete = allowDelete
        }
    }

    /// What a drop inside the app may do.
    public var operationsWithinApp: OperationsWithinApp
    /// What a drop in another app may do.
    public var operationsOutsideApp: OperationsOutsideApp

    /// A configuration with the same operations inside and outside the app (copy only by default).
    public init(allowCopy: Bool = true, allowMove: Bool = false, allowDelete: Bool = false) {
        operationsWithinApp = OperationsWithinApp(allowCopy: allowCopy, allowMove: allowMove, allowDelete: allowDelete)
        operationsOutsideApp = OperationsOutsideApp(allowCopy: allowCopy, allowMove: allowMove, allowDelete: allowDelete)
    }

    /// A configuration with separate operations inside and outside the app.
    public init(operationsWithinApp: OperationsWithinApp, operationsOutsideApp: OperationsOutsideApp) {
        self.operationsWithinApp = operationsWithinApp
        self.operationsOutsideApp = operationsOutsideApp
    }
}

/// A drag in progress, as SwiftUI's `DragSession` (iOS 26). A render never starts a drag, so
/// no value of this type is ever made by Flipbook; it exists so session handlers compile.
public struct DragSession: Sendable, Identifiable {
    /// The identity of a drag session.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    /// Where a drag session is in its life.
    public enum Phase: Sendable, Hashable {
        /// The drag is about to start.
        case initial
        /// The drag moves over the screen.
        case active
        /// The drag ended with this operation.
        case ended(DropOperation)
        /// The dropped data finished transferring.
        case dataTransferCompleted
    }

    /// The session's identity.
    public let id: ID
    /// The current phase.
    public let phase: Phase
    /// Where the drag is, in the source view's coordinates.
    public let location: CGPoint
    /// The index, among the dragged items, of the one under the finger.
    public let draggedItemIndex: Int
    let itemIDs: [any Hashable & Sendable]

    init(id: Int, phase: Phase, location: CGPoint, draggedItemIndex: Int = 0, itemIDs: [any Hashable & Sendable] = []) {
        self.id = ID(value: id)
        self.phase = phase
        self.location = location
        self.draggedItemIndex = draggedItemIndex
        self.itemIDs = itemIDs
    }

    /// The identifiers of the dragged items of type `ItemID`.
    public func draggedItemIDs<ItemID: Hashable>(for type: ItemID.Type) -> [ItemID] {
        itemIDs.compactMap { $0 as? ItemID }
    }
}

/// A drop in progress over a destination, as SwiftUI's `DropSession` (iOS 26). A render
/// never has one; the type exists so drop handlers compile.
public struct DropSession: Sendable, Identifiable {
    /// The identity of a drop session.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    /// Where a drop session is in its life.
    public enum Phase: Sendable, Hashable {
        /// The drag entered the destination.
        case entering
        /// The drag moves over the destination.
        case active
        /// The drag left the destination.
        case exiting
        /// The drop ended with this operation.
        case ended(DropOperation)
        /// The dropped data finished transferring.
        case dataTransferCompleted
    }

    /// The session's identity.
    public let id: ID
    /// The current phase.
    public let phase: Phase
    /// Where the drag is, in the destination's coordinates.
    public let location: CGPoint
    /// How many items the drag carries.
    public let itemsCount: Int
    /// The operation the source suggests.
    public let suggestedOperation: DropOperation
    /// The drag session, when the drag started inside this app; `nil` otherwise.
    public let localSession: DragSession?

    init(id: Int, phase: Phase, location: CGPoint, itemsCount: Int, suggestedOperation: DropOperation = .copy,
         localSession: DragSession? = nil) {
        self.id = ID(value: id)
        self.phase = phase
        self.location = location
        self.itemsCount = itemsCount
        self.suggestedOperation = suggestedOperation
        self.localSession = localSession
    }
}

/// How a destination handles a drop, as SwiftUI's `DropConfiguration` (iOS 26). No pixels in
/// a still.
public struct DropConfiguration: Sendable {
    /// The operation the destination chooses.
    public var operation: DropOperation
    /// How many of the dragged items the destination accepts (`nil`: all).
    public var acceptedItemCount: Int?

    /// A configuration with the operation the destination chooses.
    public init(operation: DropOperation) {
        self.operation = operation
        acceptedItemCount = nil
    }
}

extension View {
    /// Says which operations a drag of this view allows (accepted: no pixels in a still).
    nonisolated public func dragConfiguration(_ configuration: DragConfiguration) -> some View { self }

    /// Chooses a drop's operation as it hovers (accepted: a render never drops, so
    /// `configuration` is never called).
    nonisolated public func dropConfiguration(_ configuration: @escaping (DropSession) -> DropConfiguration) -> some View { self }

    /// Runs `onUpdate` as a drag of this view changes (accepted: never called in a render).
    nonisolated public func onDragSessionUpdated(_ onUpdate: @escaping (DragSession) -> Void) -> some View { self }

    /// Runs `onUpdate` as a drop over this view changes (accepted: never called in a render).
    nonisolated public func onDropSessionUpdated(_ onUpdate: @escaping (DropSession) -> Void) -> some View { self }

    /// Accepts drops of `type` (iOS 26 form; accepted: a render never drops, so `action` is
    /// never called). `isEnabled: false` turns the destination off.
    @_disfavoredOverload
    nonisolated public func dropDestination<T: Transferable>(for type: T.Type = T.self, isEnabled: Bool = true,
                                                             action: @escaping ([T], DropSession) -> Void) -> some View { self }

    /// Makes this view draggable as the identifiable `Item` of a drag container (accepted: no
    /// pixels in a still).
    nonisolated public func draggable<Item: Transferable & Identifiable>(
        _ itemType: Item.Type = Item.self, containerNamespace: Namespace.ID? = nil,
        _ item: @escaping () -> Item?) -> some View where Item.ID: Sendable { self }

    /// Makes this view draggable as an `Item` identified by `id` (accepted: no pixels in a still).
    nonisolated public func draggable<Item: Transferable, ItemID: Hashable & Sendable>(
        _ itemType: Item.Type = Item.self, id: KeyPath<Item, ItemID>, containerNamespace: Namespace.ID? = nil,
        _ payload: @escaping () -> Item?) -> some View { self }

    /// Makes this view draggable as an `Item` identified by `id`, given as a value (accepted:
    /// no pixels in a still).
    nonisolated public func draggable<Item: Transferable, ItemID: Hashable & Sendable>(
        _ itemType: Item.Type = Item.self, id: KeyPath<Item, ItemID>, item: @autoclosure @escaping () -> Item?,
        containerNamespace: Namespace.ID? = nil) -> some View { self }

    /// Makes this view draggable as the identifiable `item` (accepted: no pixels in a still).
    nonisolated public func draggable<Item: Transferable & Identifiable>(
        _ itemType: Item.Type = Item.self, item: @autoclosure @escaping () -> Item?,
        containerNamespace: Namespace.ID? = nil) -> some View where Item.ID: Sendable { self }

    /// Makes this view draggable inside a drag container by the id of its payload (accepted:
    /// no pixels in a still).
    nonisolated public func draggable<ItemID: Hashable & Sendable>(containerItemID: ItemID,
                                                                   containerNamespace: Namespace.ID? = nil) -> some View { self }

    /// Makes this view draggable, its payload made from `payload` only when a drag starts
    /// (accepted: no pixels in a still).
    nonisolated public func draggable<Item: Transferable>(_ itemType: Item.Type = Item.self,
                                                          _ payload: @escaping () -> Item?) -> some View { self }

    /// Makes this view draggable as the item with `id`, payload made on demand (accepted: no
    /// pixels in a still).
    nonisolated public func draggable<Item: Transferable, ItemID: Hashable & Sendable>(
        for itemType: Item.Type = Item.self, id: ItemID, _ payload: @escaping () -> Item?) -> some View { self }

    /// A container whose draggable views make their payload from the dragged items' ids
    /// (accepted: no pixels in a still).
    nonisolated public func dragContainer<Item: Transferable & Identifiable, Data: Collection>(
        for itemType: Item.Type = Item.self, in namespace: Namespace.ID? = nil,
        _ payload: @escaping ([Item.ID]) -> Data) -> some View where Item == Data.Element, Item.ID: Sendable { self }

    /// A container whose draggable views make their payload from item ids at `itemID`
    /// (accepted: no pixels in a still).
    nonisolated public func dragContainer<ItemID: Hashable & Sendable, Item: Transferable, Data: Collection>(
        for itemType: Item.Type = Item.self, itemID: KeyPath<Item, ItemID>, in namespace: Namespace.ID? = nil,
        _ payload: @escaping ([ItemID]) -> Data) -> some View where Item == Data.Element { self }

    /// The selected item ids a drag container drags together (accepted: no pixels in a still).
    nonisolated public func dragContainerSelection<ItemID: Hashable & Sendable>(
        _ selection: @autoclosure @escaping () -> [ItemID], containerNamespace: Namespace.ID? = nil) -> some View { self }
}
