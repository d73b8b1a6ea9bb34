/// A key on a keyboard, as SwiftUI's `KeyEquivalent`.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key produces.
    public var character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }

    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")
}

/// Modifier keys held with a key or click, as SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// A key and modifiers that trigger a control, as SwiftUI's `KeyboardShortcut`.
public struct KeyboardShortcut: Hashable, Sendable {
    /// How a shortcut adapts to the keyboard layout.
    public struct Localization: Hashable, Sendable {
        let value: Int
        public static let automatic = Localization(value: 0)
        public static let withoutMirroring = Localization(value: 1)
        public static let custom = Localization(value: 2)
    }
    public var key: KeyEquivalent
    public var modifiers: EventModifiers
    public var localization: Localization

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization = .automatic) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }
    public init(_ character: Character, modifiers: EventModifiers = .command, localization: Localization = .automatic) {
        self.init(KeyEquivalent(character), modifiers: modifiers, localization: localization)
    }

    /// Return, the default button's shortcut.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape (or ⌘.), the cancel button's shortcut.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// A key press, as SwiftUI's `KeyPress` (iOS 17).
public struct KeyPress: Sendable {
    /// Phases of a key press.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1)
        public static let `repeat` = Phases(rawValue: 2)
        public static let up = Phases(rawValue: 4)
        public static let all: Phases = [.down, .repeat, .up]
    }
    /// Whether an action handled a key press.
    public enum Result: Sendable { case handled, ignored }

    public var phase: Phases
    public var key: KeyEquivalent
    public var characters: String
    public var modifiers: EventModifiers
}

private struct KeyboardShortcutKey: EnvironmentKey { static var defaultValue: KeyboardShortcut? { nil } }

extension EnvironmentValues {
    /// The keyboard shortcut of the control this view is in, if any.
    public var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

// A render has no hardware keyboard: shortcuts and key presses have no pixels, and these
// modifiers draw the view as it is (the shortcut is set in the environment, as SwiftUI does,
// for views inside that read it).
extension View {
    /// Gives the control a keyboard shortcut (no pixels on iOS: shown only in the iPad
    /// shortcut overlay).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        environment(\.keyboardShortcut, KeyboardShortcut(key, modifiers: modifiers))
    }
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command,
                                 localization: KeyboardShortcut.Localization) -> some View {
        environment(\.keyboardShortcut, KeyboardShortcut(key, modifiers: modifiers, localization: localization))
    }
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { environment(\.keyboardShortcut, shortcut) }
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { environment(\.keyboardShortcut, shortcut) }

    /// Runs `action` when `key` is pressed while the view has focus; never in a render.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
}

import Foundation
