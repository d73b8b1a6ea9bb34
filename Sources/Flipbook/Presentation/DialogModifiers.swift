/// How serious a dialog is, as SwiftUI's `DialogSeverity`.
public struct DialogSeverity: Sendable, Equatable {
    let kind: Int
    public static let automatic = DialogSeverity(kind: 0)
    public static let standard = DialogSeverity(kind: 1)
    public static let critical = DialogSeverity(kind: 2)
}

extension View {
    /// Accepted, no pixels: iOS alerts and dialogs show no icon (macOS does).
    public func dialogIcon(_ icon: Image?) -> some View { self }
    /// Accepted, no pixels: iOS draws every severity alike (macOS badges critical ones).
    public func dialogSeverity(_ severity: DialogSeverity) -> some View { self }
    /// Accepted, no pixels: the suppression checkbox is macOS's; iOS dialogs have none.
    public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View { self }
    /// Accepted, no pixels: the suppression checkbox is macOS's; iOS dialogs have none.
    public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View { self }
    /// Accepted, no pixels: the suppression checkbox is macOS's; iOS dialogs have none.
    public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> some View { self }
    /// Accepted, no pixels: the suppression checkbox is macOS's; iOS dialogs have none.
    @_disfavoredOverload
    public func dialogSuppressionToggle<S: StringProtocol>(_ title: S, isSuppressed: Binding<Bool>) -> some View { self }

    /// Presents a popover for `item` while it is not `nil`: on iPhone a sheet, as iOS adapts it.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modifier(PresentationModifier(sheet: item.wrappedValue.map(content), fullScreen: false))
    }
}
