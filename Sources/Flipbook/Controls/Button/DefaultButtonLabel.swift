/// The label a button draws when it is made from a role alone, as SwiftUI's
/// `DefaultButtonLabel` (iOS 26): `Button(role: .close) { dismiss() }`.
///
/// The role's title and symbol, as a ``Label``: "Cancel" and "Close" with `xmark`, "Done" with
/// `checkmark` for `.confirm`, "Delete" with `trash` for `.destructive` — UIKit's system bar
/// items (`.cancel`, `.close`, `.done`, `.trash`). Where labels draw icon-only (a toolbar with
/// `.labelStyle(.iconOnly)`) only the symbol shows.
public struct DefaultButtonLabel: View {
    let role: ButtonRole

    public var body: some View {
        Label(DefaultButtonLabel.title(role), systemImage: DefaultButtonLabel.symbol(role))
    }

    static func title(_ role: ButtonRole) -> String {
        switch role {
        case .destructive: "Delete"
        case .confirm: "Done"
        case .close: "Close"
        default: "Cancel"
        }
    }

    static func symbol(_ role: ButtonRole) -> String {
        switch role {
        case .destructive: "trash"
        case .confirm: "checkmark"
        default: "xmark"
        }
    }
}

extension ButtonRole {
    /// A role that indicates a button that closes the current operation without losing
    /// progress, as SwiftUI's `ButtonRole.close` (iOS 26).
    public static let close = ButtonRole(name: "close")
    /// A role that indicates a button that confirms an operation, as SwiftUI's
    /// `ButtonRole.confirm` (iOS 26).
    public static let confirm = ButtonRole(name: "confirm")
}

extension Button where Label == DefaultButtonLabel {
    /// A button that displays its role's default label, as SwiftUI's `Button(role:action:)`.
    ///
    /// ```swift
    /// Button(role: .close) { dismiss() }
    /// ```
    public init(role: ButtonRole, action: @escaping () -> Void) {
        self.init(role: role, action: action) { DefaultButtonLabel(role: role) }
    }
}
