/// `sheet`, `fullScreenCover`: while presented, a still shows the presenter dimmed and the
/// sheet over it at its detent (a cover over the whole screen), as iOS shows them at rest.
///
/// The sheet covers the screen (the device's, or the presenter's own frame without one). It
/// draws where the modifier sits, so put it on the screen's outermost view (as is usual):
/// views drawn after the presenter would draw over it.
///
/// Not published by Apple; chosen by eye from iOS 17/18 screenshots:
/// - the presenter dimmed with black at 20 %, at every detent; at the large detent it also
///   shrinks into a card behind the sheet, as iOS 17/18 draws it: scaled to leave 16 pt each
///   side, its top at the safe area's top, 10 pt corners, on black;
/// - top corners 10 pt (UIKit's `preferredCornerRadius` default is "nil", the system's);
/// - `.large` reaches 10 pt below the top of the safe area; `.medium` is half the screen's
///   height; `.fraction(f)` is f of the large height; `.height(h)` is h above the home
///   indicator; the sheet opens at its smallest detent;
/// - the sheet's background white in light appearance and #1C1C1E (elevated) in dark;
/// - the drag indicator a 36 × 5 capsule 5 pt below the top, #C7C7CC light / #48484A dark,
///   shown by `.automatic` when there is more than one detent.
struct PresentationModifier<SheetContent: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let sheet: SheetContent?
    let fullScreen: Bool

    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        let main = content(context)
        guard let sheet else { return main }
        let presenter = resolveSingleNode(main, context)
        let sheetContext = context.child(.explicit("sheet")).with { $0.isPresented = true }
        let sheetNode = resolveSingle(of: sheet, sheetContext)
        var look = PresentationPreference()
        for p in sheetNode.presentationPreferences { look.merge(p) }
        var children = [presenter]
        func add<V: View>(_ v: V, _ name: String) { children.append(resolveSingle(of: v, context.child(.explicit("sheet.\(name)")))) }
        let detents = look.detents ?? [.large]
        if !fullScreen { add(Color.black.opacity(look.dims(resting: detents) ? SheetMetrics.dimOpacity : 0), "dim") }
        add(Color.black, "backdrop")
        // The presenter's window background, shown when it shrinks into a card.
        add(Color(light: .white, dark: .black), "window")
        let design26 = context.environment.usesDesign26
        let radius = fullScreen ? 0 : (look.cornerRadius ?? (design26 ? Sheet26Look.cornerRadius : SheetMetrics.cornerRadius))
        let fill = look.background ?? AnyShapeStyle(fullScreen ? SheetMetrics.coverBackground : SheetMetrics.background)
        if let (view, alignment) = look.backgroundView {
            add(view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
                .clipShape(RoundedRectangle(cornerRadius: radius, style: .continuous)), "background")
        } else if look.background == nil, Sheet26Look.isGlass(design26: design26, fullScreen: fullScreen, detents: detents) {
            add(Color.clear.glassEffect(.regular.tint(SheetMetrics.background), in: RoundedRectangle(cornerRadius: radius, style: .continuous)), "background")
        } else {
            add(RoundedRectangle(cornerRadius: radius, style: .continuous).fill(fill), "background")
        }
        children.append(sheetNode)
        let grabber = !fullScreen && (look.dragIndicator == .visible || (look.dragIndicator == .automatic && detents.count > 1))
        if grabber { add(Capsule().fill(SheetMetrics.grabber).frame(width: 36, height: 5), "grabber") }
        var behavior = SheetBehavior(fullScreen: fullScreen, detents: detents, cornerRadius: radius, hasGrabber: grabber)
        behavior.environment = context.environment
        if design26 && !fullScreen { behavior.floatingInset = Sheet26Look.floatingInset }
        return [ViewNode(identity: context.identity, behavior: behavior, children: children, environment: context.environment)]
    }
}

enum SheetMetrics {
    static let dimOpacity = 0.2
    static let cornerRadius: CGFloat = 10
    static let largeTopGap: CGFloat = 10
    static let background = Color(light: .white, dark: Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255))
    static let coverBackground = Color(light: .white, dark: .black)
    static let grabber = Color(light: Color(red: 199 / 255, green: 199 / 255, blue: 204 / 255),
                               dark: Color(red: 72 / 255, green: 72 / 255, blue: 74 / 255))
}

/// Lays out a presentation: the presenter as it is, then over the screen the dimming, the
/// sheet's card at its detent, its content in the card (with the home indicator's inset
/// as its safe area) and the drag indicator.
struct SheetBehavior: PrimaryChildBehavior {
    let fullScreen: Bool
    let detents: [PresentationDetent]
    let cornerRadius: CGFloat
    let hasGrabber: Bool
    /// How far a card at a partial detent floats in from the screen's sides and foot (iOS 26:
    /// Sheet26.swift); 0: it spans the width and runs past the foot.
    var floatingInset: CGFloat = 0
    /// The presenter's environment, which custom detents may read.
    var environment = EnvironmentValues()
    var debugName: String { fullScreen ? "FullScreenCover" : "Sheet" }

    /// The sheet's top for the screen and safe area.
    func sheetTop(screen: CGRect, safe: CGRect) -> CGFloat {
        if fullScreen { return screen.minY }
        let largeTop = safe.minY + SheetMetrics.largeTopGap
        let large = screen.maxY - largeTop
        let bottomInset = screen.maxY - safe.maxY
        let heights = detents.map { d -> CGFloat in
            switch d.kind {
            case .large: return large
            case .medium: return screen.height / 2
            case .fraction(let f): return large * min(1, max(0, f.finiteOrZero))
            case .height(let h): return min(large, max(0, h.finiteOrZero) + bottomInset)
            case .custom(let box):
                let h = box.height(PresentationDetent.Context(maxDetentValue: large, environment: environment)) ?? large
                return min(large, max(0, h.finiteOrZero))
            }
        }
        return screen.maxY - (heights.min() ?? large)
    }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        node.children[0].place(in: frame)
        let region = SafeAreaRegion.current
        let screen = region?.outer ?? frame
        let safe = region?.safe ?? frame
        let top = sheetTop(screen: screen, safe: safe)
        var i = 1
        if !fullScreen { node.children[i].place(in: screen); i += 1 }
        node.children[i].place(in: screen); i += 1
        node.children[i].place(in: screen); i += 1
        let floats = floatingInset > 0 && top > safe.minY + SheetMetrics.largeTopGap + 0.5
        let card = floats
            ? CGRect(x: screen.minX + floatingInset, y: top, width: max(0, screen.width - 2 * floatingInset), height: max(0, screen.maxY - top - floatingInset))
            : CGRect(x: screen.minX, y: top, width: screen.width, height: screen.maxY - top)
        // The card runs a corner's radius past the screen's foot, so only its top corners show
        // (a floating card shows all four).
        node.children[i].place(in: floats ? card : CGRect(x: card.minX, y: card.minY, width: card.width, height: card.height + cornerRadius)); i += 1
        var contentSafe = card
        contentSafe.origin.y = max(card.minY, fullScreen ? safe.minY : card.minY)
        contentSafe.size.height = max(0, min(card.maxY, safe.maxY) - contentSafe.minY)
        SafeAreaRegion.with(SafeAreaRegion(outer: card, safe: contentSafe)) {
            let s = node.children[i].sizeThatFits(ProposedViewSize(contentSafe.size))
            node.children[i].place(in: CGRect(x: contentSafe.midX - s.width / 2, y: contentSafe.midY - s.height / 2, width: s.width, height: s.height))
        }
        i += 1
        if hasGrabber {
            node.children[i].place(in: CGRect(x: card.midX - 18, y: card.minY + 5, width: 36, height: 5))
        }
    }

    /// Whether the sheet rests at the large detent, where iOS shrinks the presenter behind it
    /// (on a device: without a status bar above there is no room to shrink into).
    func shrinksPresenter(screen: CGRect, safeTop: CGFloat) -> Bool {
        shrinksAtLargeDetent && safeTop > screen.minY
    }

    /// A sheet resting at the large detent.
    var shrinksAtLargeDetent: Bool { !fullScreen && detents.allSatisfy { $0.kind == .large } }

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        // Children: presenter, dimming (sheets), backdrop, window, card, content, grabber.
        let backdrop = fullScreen ? 1 : 2
        let screen = node.children[backdrop].frame   // the backdrop covers the screen
        let dimIndex = fullScreen ? nil : 1
        let rest = node.children.dropFirst(backdrop + 2)
        // At the large detent the card's top is 10 pt below the safe area's.
        let safeTop = node.children[backdrop + 2].frame.minY - SheetMetrics.largeTopGap
        if shrinksPresenter(screen: screen, safeTop: safeTop) {
            node.children[backdrop].draw(into: &list)
            // Scale about the point that keeps the presenter's top at the safe area's top.
            let s = (screen.width - 32) / screen.width
            let anchor = CGPoint(x: screen.midX, y: screen.minY + (safeTop - screen.minY) / (1 - s))
            let t = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
                .concatenating(CGAffineTransform(scaleX: s, y: s))
                .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
            let corner = RoundedRectangle(cornerRadius: SheetMetrics.cornerRadius / s, style: .continuous).rootPath(in: screen).storage
            list.withEffect(.transform(t)) { inner in
                inner.withEffect(.clip(corner, .nonZero)) { clipped in
                    node.children[backdrop + 1].draw(into: &clipped)
                    node.children[0].draw(into: &clipped)
                    if let d = dimIndex { node.children[d].draw(into: &clipped) }
                }
            }
        } else {
            node.children[0].draw(into: &list)
            if let d = dimIndex { node.children[d].draw(into: &list) }
        }
        for c in rest { c.draw(into: &list) }
    }
}

/// A height a sheet rests at, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case large, medium, fraction(CGFloat), height(CGFloat), custom(CustomDetentBox) }
    let kind: Kind
    /// The full height (below the status bar).
    public static let large = PresentationDetent(kind: .large)
    /// About half the screen.
    public static let medium = PresentationDetent(kind: .medium)
    /// A fraction of the large height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    /// A fixed height above the home indicator.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }
}

/// What a sheet's content asks of its presentation.
struct PresentationPreference {
    var detents: [PresentationDetent]?
    var cornerRadius: CGFloat?
    var dragIndicator: Visibility = .automatic
    var background: AnyShapeStyle?
    var backgroundView: (AnyView, Alignment)?
    var interaction: PresentationBackgroundInteraction?

    enum Change {
        case detents([PresentationDetent]), cornerRadius(CGFloat?), dragIndicator(Visibility), background(AnyShapeStyle)
        case backgroundView(AnyView, Alignment), interaction(PresentationBackgroundInteraction)
    }

    /// Whether the presenter is dimmed behind a sheet resting at the smallest of `resting`:
    /// not where `presentationBackgroundInteraction` enables the presenter at that height.
    func dims(resting detents: [PresentationDetent]) -> Bool {
        switch interaction?.kind {
        case .enabled?: return false
        case .enabledUpThrough(let limit)?:
            let rest = detents.map(\.rank).min() ?? 1
            return rest > limit.rank
        default: return true
        }
    }
    var change: Change?

    mutating func merge(_ p: PresentationPreference) {
        switch p.change {
        case .detents(let d)?: if detents == nil { detents = d }
        case .cornerRadius(let r)?: if cornerRadius == nil { cornerRadius = r.map { max(0, $0.finiteOrZero) } }
        case .dragIndicator(let v)?: if dragIndicator == .automatic { dragIndicator = v }
        case .background(let s)?: if background == nil, backgroundView == nil { background = s }
        case .backgroundView(let v, let a)?: if background == nil, backgroundView == nil { backgroundView = (v, a) }
        case .interaction(let i)?: if interaction == nil { interaction = i }
        case nil: break
        }
    }
}

extension ViewNode {
    /// The presentation preferences under this node (entering navigation stacks, as iOS
    /// lets `presentationDetents` sit inside a sheet's stack, but not nested sheets).
    @MainActor var presentationPreferences: [PresentationPreference] {
        var out: [PresentationPreference] = []
        func walk(_ n: ViewNode, top: Bool) {
            if !top, n.behavior is SheetBehavior { return }
            if let p = n.behavior as? NavigationPreferenceBehavior, case .presentation(let x) = p.preference { out.append(x) }
            for c in n.children { walk(c, top: false) }
        }
        walk(self, top: true)
        return out
    }
}

extension View {
    func presentation(_ change: PresentationPreference.Change) -> some View {
        var p = PresentationPreference()
        p.change = change
        return modifier(NavigationPreferenceModifier(preference: .presentation(p)))
    }

    /// The heights the sheet this view is in rests at (it opens at the smallest).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        presentation(.detents(Array(detents)))
    }
    /// The heights the sheet rests at; `selection` is accepted (a still opens at the smallest).
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        presentation(.detents(detents.contains(selection.wrappedValue) ? [selection.wrappedValue] : Array(detents)))
    }
    /// The sheet's corner radius (`nil`: the system's, 10 pt).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { presentation(.cornerRadius(cornerRadius)) }
    /// Whether the sheet shows its drag indicator.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { presentation(.dragIndicator(visibility)) }
    /// The sheet's background.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { presentation(.background(AnyShapeStyle(style))) }

    /// Presents `content` as a sheet while `isPresented` is true: the still shows it over
    /// the dimmed presenter.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PresentationModifier(sheet: isPresented.wrappedValue ? content() : nil, fullScreen: false))
    }

    /// Presents a sheet for `item` while it is not `nil`.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modifier(PresentationModifier(sheet: item.wrappedValue.map(content), fullScreen: false))
    }

    /// Presents `content` over the whole screen while `isPresented` is true.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PresentationModifier(sheet: isPresented.wrappedValue ? content() : nil, fullScreen: true))
    }

    /// Presents `content` over the whole screen for `item` while it is not `nil`.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modifier(PresentationModifier(sheet: item.wrappedValue.map(content), fullScreen: true))
    }

    /// Accepted; a popover on iPhone is a sheet, which a still shows while presented.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PresentationModifier(sheet: isPresented.wrappedValue ? content() : nil, fullScreen: false))
    }
}

/// Where a popover points, as SwiftUI's `PopoverAttachmentAnchor` (accepted, not drawn).
public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor)
    case point(UnitPoint)
    /// The source of the anchor's rectangle.
    public enum Anchor: Sendable { case bounds }
}
