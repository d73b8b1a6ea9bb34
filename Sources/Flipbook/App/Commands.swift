/// Menu-bar commands of an app, as SwiftUI's `Commands`. On iPad they fill the keyboard
/// shortcut menu, which has no pixels in a still of a view: accepted, so app code compiles.
@MainActor @preconcurrency
public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
    public var body: Never { fatalError("\(Self.self) is built-in commands and has no body") }
}

/// Builds commands, as SwiftUI's `CommandsBuilder`.
@resultBuilder
@MainActor
public enum CommandsBuilder {
    public static func buildExpression<C: Commands>(_ content: C) -> C { content }
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> CommandsList { CommandsList() }
    public static func buildOptional<C: Commands>(_ content: C?) -> CommandsList { CommandsList() }
    public static func buildEither<C: Commands>(first: C) -> CommandsList { CommandsList() }
    public static func buildEither<C: Commands>(second: C) -> CommandsList { CommandsList() }
    public static func buildLimitedAvailability<C: Commands>(_ content: C) -> CommandsList { CommandsList() }
}

/// Several commands together (what a `CommandsBuilder` block makes).
public struct CommandsList: Commands {
    public typealias Body = Never
}

/// No commands, as SwiftUI's `EmptyCommands`.
public struct EmptyCommands: Commands {
    public typealias Body = Never
    public init() {}
}

/// A menu of commands, as SwiftUI's `CommandMenu`.
public struct CommandMenu<Content: View>: Commands {
    public typealias Body = Never
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    public init(_ name: Text, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}
}

/// Where a command group goes among the standard ones, as SwiftUI's `CommandGroupPlacement`.
public struct CommandGroupPlacement: Sendable {
    let name: String
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let importExport = CommandGroupPlacement(name: "importExport")
    public static let printItem = CommandGroupPlacement(name: "printItem")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    public static let windowList = CommandGroupPlacement(name: "windowList")
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    public static let help = CommandGroupPlacement(name: "help")
}

/// Commands placed among the standard ones, as SwiftUI's `CommandGroup`.
public struct CommandGroup<Content: View>: Commands {
    public typealias Body = Never
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}

/// The standard sidebar commands, as SwiftUI's `SidebarCommands`.
public struct SidebarCommands: Commands {
    public typealias Body = Never
    public init() {}
}
/// The standard toolbar commands, as SwiftUI's `ToolbarCommands`.
public struct ToolbarCommands: Commands {
    public typealias Body = Never
    public init() {}
}
/// The standard text editing commands, as SwiftUI's `TextEditingCommands`.
public struct TextEditingCommands: Commands {
    public typealias Body = Never
    public init() {}
}
/// The standard text formatting commands, as SwiftUI's `TextFormattingCommands`.
public struct TextFormattingCommands: Commands {
    public typealias Body = Never
    public init() {}
}
/// The standard inspector commands, as SwiftUI's `InspectorCommands`.
public struct InspectorCommands: Commands {
    public typealias Body = Never
    public init() {}
}

extension Scene {
    /// Accepted: the commands go in the (iPad) menu, which a still of the scene's view has not.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { self }
    /// Accepted: a still has no menu bar to remove.
    public func commandsRemoved() -> some Scene { self }
    /// Accepted: a still has no menu bar.
    public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { self }
}
