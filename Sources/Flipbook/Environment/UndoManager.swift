import Foundation

#if !canImport(Darwin)
/// Records undo and redo operations, standing in for Foundation's `UndoManager`, which
/// Linux's Foundation lacks: the calls SwiftUI code makes (`registerUndo(withTarget:handler:)`,
/// `setActionName`, `undo()`, `redo()`, grouping) behave as Foundation's do, one group per
/// registration unless grouped explicitly.
open class UndoManager: @unchecked Sendable {
    private var undoStack: [[() -> Void]] = []
    private var redoStack: [[() -> Void]] = []
    private var openGroup: [() -> Void]?
    private var groupDepth = 0
    private var isUndoing = false
    private var isRedoing = false

    public init() {}

    /// The name of the action the next undo reverses.
    open private(set) var undoActionName = ""
    /// The name of the action the next redo repeats.
    open private(set) var redoActionName = ""
    /// How many groups undo keeps (0: no limit).
    open var levelsOfUndo = 0
    open var isUndoRegistrationEnabled: Bool { registrationDisabled == 0 }
    private var registrationDisabled = 0

    open var canUndo: Bool { !undoStack.isEmpty }
    open var canRedo: Bool { !redoStack.isEmpty }

    /// Registers `handler` to run on undo, with `target` as its argument.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        guard registrationDisabled == 0 else { return }
        let action = { [target] in handler(target) }
        if groupDepth > 0 {
            openGroup?.append(action)
        } else if isUndoing {
            redoStack.append([action])
        } else {
            undoStack.append([action])
            if !isRedoing { redoStack = [] }
            if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst() }
        }
    }

    open func setActionName(_ actionName: String) {
        if isUndoing { redoActionName = actionName } else { undoActionName = actionName }
    }

    open func beginUndoGrouping() {
        if groupDepth == 0 { openGroup = [] }
        groupDepth += 1
    }

    open func endUndoGrouping() {
        guard groupDepth > 0 else { return }
        groupDepth -= 1
        if groupDepth == 0, let group = openGroup {
            openGroup = nil
            if !group.isEmpty {
                if isUndoing { redoStack.append(group) } else { undoStack.append(group) }
            }
        }
    }

    /// Reverses the last group (its actions in reverse order).
    open func undo() {
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        beginUndoGrouping()
        for action in group.reversed() { action() }
        endUndoGrouping()
        isUndoing = false
    }

    /// Repeats the last undone group.
    open func redo() {
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        beginUndoGrouping()
        for action in group.reversed() { action() }
        endUndoGrouping()
        isRedoing = false
    }

    open func removeAllActions() {
        undoStack = []
        redoStack = []
    }

    open func disableUndoRegistration() { registrationDisabled += 1 }
    open func enableUndoRegistration() { registrationDisabled = max(0, registrationDisabled - 1) }
}
#endif

private struct UndoManagerKey: EnvironmentKey { static var defaultValue: UndoManager? { nil } }

extension EnvironmentValues {
    /// The undo manager of the view's window. A render has no window, so it is `nil` unless a
    /// test gives one (`.environment(\.undoManager, manager)`).
    public var undoManager: UndoManager? {
        get { self[UndoManagerKey.self] }
        set { self[UndoManagerKey.self] = newValue }
    }
}
