/// An alert described as a value, as SwiftUI's `Alert` (iOS 13): shown by
/// `.alert(isPresented:content:)` or `.alert(item:content:)`, drawn as the modern alert.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (OK when `nil`).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons, side by side.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }

    /// A button of an alert or action sheet, as SwiftUI's `Alert.Button`.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button drawn in the tint.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: nil, action: action) }
        /// A cancel button titled `label`, drawn semibold.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .cancel, action: action) }
        /// A cancel button titled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: Text(verbatim: "Cancel"), role: .cancel, action: action) }
        /// A destructive button, drawn red.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }
}

/// An action sheet described as a value, as SwiftUI's `ActionSheet` (iOS 13): shown by
/// `.actionSheet(isPresented:content:)`, drawn as the modern confirmation dialog (title and
/// message at the top of its card).
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An action sheet with `buttons` (a cancel button by default).
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    public typealias Button = Alert.Button
}

/// Buttons handed over as a list rather than as views.
@MainActor protocol AlertButtonList { var alertButtons: [AlertButton] { get } }

/// A legacy alert's buttons, as the alert modifier collects them.
struct LegacyAlertActions: View, AlertButtonList {
    let buttons: [Alert.Button]
    var body: some View { EmptyView() }
    var alertButtons: [AlertButton] { buttons.map { AlertButton(label: AnyView($0.label), role: $0.role) } }
}

extension View {
    /// Shows the alert `content` makes while `isPresented` is true (iOS 13's spelling).
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert: Alert? = isPresented.wrappedValue ? content() : nil
        return legacyAlert(alert, isDialog: false)
    }

    /// Shows the alert `content` makes for `item` while it is not `nil`.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        legacyAlert(item.wrappedValue.map(content), isDialog: false)
    }

    /// Shows the action sheet `content` makes while `isPresented` is true (iOS 13's spelling
    /// of `confirmationDialog`).
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet: ActionSheet? = isPresented.wrappedValue ? content() : nil
        return legacyAlert(sheet.map { Alert(title: $0.title, message: $0.message, buttons: $0.buttons) }, isDialog: true)
    }

    /// Shows the action sheet `content` makes for `item` while it is not `nil`.
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        return legacyAlert(sheet.map { Alert(title: $0.title, message: $0.message, buttons: $0.buttons) }, isDialog: true)
    }

    private func legacyAlert(_ alert: Alert?, isDialog: Bool) -> some View {
        modifier(AlertModifier(title: alert?.title ?? Text(verbatim: ""), isPresented: alert != nil,
                               actions: LegacyAlertActions(buttons: alert?.buttons ?? []), message: alert?.message,
                               isDialog: isDialog, showsTitle: true))
    }
}

extension Alert {
    init(title: Text, message: Text?, buttons: [Button]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}
