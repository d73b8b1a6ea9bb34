/// `alert` and `confirmationDialog`: while presented, a still shows the alert as iOS 17/18
/// draws it over the dimmed screen (a confirmation dialog: its action sheet at the foot).
///
/// Metrics are not published; chosen by eye from iOS 17/18 screenshots:
/// - alert: a 270 pt card, 14 pt corners, #F2F2F2 light / #2C2C2E dark (opaque: no blur),
///   centred on the screen; the title 17 pt semibold and the message 13 pt, centred, 16 pt
///   from the sides, 19 pt from the top and 19 pt above the buttons; buttons 44 pt tall, two
///   side by side, else stacked, split by hairlines; labels 17 pt in the tint, the cancel
///   button semibold, a destructive one red; with no actions, one "OK" button;
/// - confirmation dialog: cards 8 pt from the sides and the safe area's foot, 13 pt corners;
///   buttons 57 pt tall with 20 pt labels, the cancel button semibold on its own card 8 pt
///   below the others; the title (13 pt semibold, secondary) when shown, in a 44 pt row;
/// - the screen behind dimmed with black at 20 %, as a sheet's.
struct AlertModifier<Actions: View, Message: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let title: Text
    let isPresented: Bool
    let actions: Actions
    let message: Message?
    let isDialog: Bool
    let showsTitle: Bool

    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        let main = content(context)
        guard isPresented else { return main }
        let presenter = resolveSingleNode(main, context)
        let buttons = AlertButtons.collect(actions)
        let design26 = context.environment.usesDesign26
        let card: AnyView = isDialog
            ? design26 ? AnyView(ConfirmationDialog26Card(title: showsTitle ? title : nil, message: message.map { AnyView($0) }, buttons: buttons))
            : AnyView(DialogCards(title: showsTitle ? title : nil, message: message.map { AnyView($0) }, buttons: buttons))
            : design26 ? AnyView(Alert26Card(title: title, message: message.map { AnyView($0) }, buttons: buttons))
            : AnyView(AlertCard(title: title, message: message.map { AnyView($0) }, buttons: buttons))
        let dim = resolveSingle(of: Color.black.opacity(SheetMetrics.dimOpacity), context.child(.explicit("alert.dim")))
        let cardNode = resolveSingle(of: card, context.child(.explicit("alert")))
        return [ViewNode(identity: context.identity, behavior: AlertBehavior(isDialog: isDialog, floatsAboveScreenFoot: isDialog && design26),
                         children: [presenter, dim, cardNode], environment: context.environment)]
    }
}

/// An action's label and role.
struct AlertButton {
    let label: AnyView
    let role: ButtonRole?
}

@MainActor protocol AlertButtonParts { var alertButton: AlertButton { get } }
extension Button: AlertButtonParts { var alertButton: AlertButton { AlertButton(label: AnyView(label), role: role) } }

/// An optional view's content (actions built from presented data).
@MainActor protocol OptionalView { var wrappedView: (any View)? { get } }
extension Optional: OptionalView where Wrapped: View { var wrappedView: (any View)? { self.map { $0 } } }

enum AlertButtons {
    /// The buttons among `actions` (one view, or a tuple of them).
    @MainActor static func collect<V: View>(_ actions: V) -> [AlertButton] {
        if let list = actions as? any AlertButtonList { return list.alertButtons }
        if let optional = actions as? any OptionalView {
            guard let wrapped = optional.wrappedView else { return [] }
            return collect(wrapped)
        }
        let views: [any View] = (actions as? any TupleElements)?.views ?? [actions]
        return views.compactMap { ($0 as? any AlertButtonParts)?.alertButton }
    }
}

enum AlertMetrics {
    static let card = Color(light: Color(red: 242 / 255, green: 242 / 255, blue: 242 / 255),
                            dark: Color(red: 44 / 255, green: 44 / 255, blue: 46 / 255))
    static let separator = Color(light: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29),
                                 dark: Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6))
    static let destructive = Color(light: Color(red: 1, green: 59 / 255, blue: 48 / 255), dark: Color(red: 1, green: 69 / 255, blue: 58 / 255))
}

/// One button's label as an alert or dialog draws it.
struct AlertButtonLabel: View {
    let button: AlertButton
    let size: CGFloat
    var body: some View {
        let weight: Font.Weight = button.role == .cancel ? .semibold : .regular
        if button.role == .destructive {
            button.label.font(.system(size: size, weight: weight)).foregroundStyle(AlertMetrics.destructive).lineLimit(1)
        } else {
            button.label.font(.system(size: size, weight: weight)).foregroundStyle(.tint).lineLimit(1)
        }
    }
}

/// A one-pixel separator (half a point would round away at 1×).
struct AlertHairline: View {
    let vertical: Bool
    @Environment(\.displayScale) private var scale
    var body: some View {
        let t = 1 / max(1, scale)
        if vertical { AlertMetrics.separator.frame(width: t) } else { AlertMetrics.separator.frame(height: t) }
    }
}

struct AlertCard: View {
    let title: Text
    let message: AnyView?
    let buttons: [AlertButton]

    var body: some View {
        let shown = buttons.isEmpty ? [AlertButton(label: AnyView(Text("OK")), role: .cancel)] : buttons
        VStack(spacing: 0) {
            VStack(spacing: 2) {
                title.font(.system(size: 17, weight: .semibold)).multilineTextAlignment(.center)
                if let message { message.font(.system(size: 13)).multilineTextAlignment(.center) }
            }
            .foregroundStyle(.primary)
            .padding(.horizontal, 16).padding(.vertical, 19)
            .frame(maxWidth: .infinity)
            AlertHairline(vertical: false)
            if shown.count == 2 {
                HStack(spacing: 0) {
                    AlertButtonLabel(button: shown[0], size: 17).frame(maxWidth: .infinity)
                    AlertHairline(vertical: true)
                    AlertButtonLabel(button: shown[1], size: 17).frame(maxWidth: .infinity)
                }
                .frame(height: 44)
            } else {
                ForEach(shown.indices, id: \.self) { i in
                    if i > 0 { AlertHairline(vertical: false) }
                    AlertButtonLabel(button: shown[i], size: 17).frame(maxWidth: .infinity).frame(height: 44)
                }
            }
        }
        .frame(width: 270)
        .background(RoundedRectangle(cornerRadius: 14, style: .continuous).fill(AlertMetrics.card))
    }
}

struct DialogCards: View {
    let title: Text?
    let message: AnyView?
    let buttons: [AlertButton]

    var body: some View {
        let cancel = buttons.first { $0.role == .cancel } ?? AlertButton(label: AnyView(Text("Cancel")), role: .cancel)
        let others = buttons.filter { $0.role != .cancel }
        VStack(spacing: 8) {
            VStack(spacing: 0) {
                if title != nil || message != nil {
                    VStack(spacing: 2) {
                        if let title { title.font(.system(size: 13, weight: .semibold)) }
                        if let message { message.font(.system(size: 13)) }
                    }
                    .foregroundStyle(.secondary).multilineTextAlignment(.center)
                    .padding(.horizontal, 16).padding(.vertical, 14).frame(maxWidth: .infinity, minHeight: 44)
                    if !others.isEmpty { AlertHairline(vertical: false) }
                }
                ForEach(others.indices, id: \.self) { i in
                    if i > 0 { AlertHairline(vertical: false) }
                    AlertButtonLabel(button: others[i], size: 20).frame(maxWidth: .infinity).frame(height: 57)
                }
            }
            .background(RoundedRectangle(cornerRadius: 13, style: .continuous).fill(AlertMetrics.card))
            AlertButtonLabel(button: cancel, size: 20).frame(maxWidth: .infinity).frame(height: 57)
                .background(RoundedRectangle(cornerRadius: 13, style: .continuous).fill(Color(light: .white, dark: Color(red: 44 / 255, green: 44 / 255, blue: 46 / 255))))
        }
        .padding(.horizontal, 8)
    }
}

/// Lays out an alert: the presenter as it is, the dimming over the screen, the card
/// centred on it (a dialog's cards at the safe area's foot, 8 pt up).
struct AlertBehavior: PrimaryChildBehavior {
    let isDialog: Bool
    /// An iOS 26 dialog: its gap is to the screen's foot (as a floating sheet's), not the safe area's.
    var floatsAboveScreenFoot = false
    var debugName: String { isDialog ? "ConfirmationDialog" : "Alert" }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        node.children[0].place(in: frame)
        let region = SafeAreaRegion.current
        let screen = region?.outer ?? frame
        let safe = region?.safe ?? frame
        node.children[1].place(in: screen)
        SafeAreaRegion.with(nil) {
            let card = node.children[2]
            let s = card.sizeThatFits(ProposedViewSize(width: screen.width, height: nil))
            let y = floatsAboveScreenFoot ? screen.maxY - Sheet26Look.floatingInset - s.height
                : isDialog ? safe.maxY - 8 - s.height : screen.midY - s.height / 2
            card.place(in: CGRect(x: screen.midX - s.width / 2, y: y, width: s.width, height: s.height))
        }
    }
}

extension View {
    /// Shows an alert titled `title` while `isPresented` is true, with `actions` as its buttons.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modifier(AlertModifier<A, EmptyView>(title: title, isPresented: isPresented.wrappedValue, actions: actions(), message: nil,
                                             isDialog: false, showsTitle: true))
    }
    /// An alert with a message under its title.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        modifier(AlertModifier(title: title, isPresented: isPresented.wrappedValue, actions: actions(), message: message(),
                               isDialog: false, showsTitle: true))
    }
    /// An alert titled from a string literal.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions)
    }
    /// An alert titled from a string literal, with a message.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }
    /// An alert titled from a string.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions)
    }
    /// An alert titled from a string, with a message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// Shows an action sheet of `actions` while `isPresented` is true (the title only when
    /// `titleVisibility` is `.visible`, as iOS).
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        modifier(AlertModifier<A, EmptyView>(title: title, isPresented: isPresented.wrappedValue, actions: actions(), message: nil,
                                             isDialog: true, showsTitle: titleVisibility == .visible))
    }
    /// An action sheet with a message.
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        modifier(AlertModifier(title: title, isPresented: isPresented.wrappedValue, actions: actions(), message: message(),
                               isDialog: true, showsTitle: titleVisibility == .visible))
    }
    /// An action sheet titled from a string literal.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }
    /// An action sheet titled from a string literal, with a message.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }
    /// An action sheet titled from a string.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }
}
