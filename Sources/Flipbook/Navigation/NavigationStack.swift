/// A type-erased list of pushed values, as SwiftUI's `NavigationPath`.
public struct NavigationPath: Hashable, @unchecked Sendable {
    var elements: [AnyHashable]
    public init() { elements = [] }
    /// A path of `elements`, pushed in order.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }
    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(k, elements.count)) }
}

/// A stack of screens with a navigation bar, as SwiftUI's `NavigationStack`: it shows the
/// screen on top of its path (the root when the path is empty), with the bar that screen
/// asks for (`navigationTitle`, `toolbar`…) and, for a pushed screen, a back button.
///
/// ```swift
/// NavigationStack(path: $path) {
///     List(parks) { park in NavigationLink(park.name, value: park) }
///         .navigationTitle("Parks")
///         .navigationDestination(for: Park.self) { ParkDetails(park: $0) }
/// }
/// ```
public struct NavigationStack<Data, Root: View>: View {
    public typealias Body = Never
    let root: Root
    let path: [AnyHashable]
}

extension NavigationStack where Data == NavigationPath {
    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = []
    }

    /// A stack showing the top of `path` (its root when empty).
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = path.wrappedValue.elements
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
                                Data.Element: Hashable {
    /// A stack showing the screen for the last value of `path`.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = path.wrappedValue.map { AnyHashable($0) }
    }
}

/// The older navigation container, as SwiftUI's `NavigationView`: on iPhone a stack.
public struct NavigationView<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { NavigationStack { content } }
}

/// `navigationViewStyle(.stack)`: the only style an iPhone shows.
public struct StackNavigationViewStyle: Sendable { public init() {} }
extension StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension View {
    /// Accepted: on iPhone a navigation view is always a stack.
    public func navigationViewStyle(_ style: StackNavigationViewStyle) -> some View { self }
}

extension NavigationStack: PrimitiveView {
    package func makeNode(_ context: ResolveContext) -> ViewNode {
        let rootNode = resolveSingle(of: root, context.child(.content))
        return makeNavigationStackNode(rootNode: rootNode, pushes: path.map { .value($0) }, context: context)
    }
}

/// A screen pushed on a stack: a value its destinations turn into a view, or a view.
enum NavigationPush {
    case value(AnyHashable)
    case view(AnyView)
}

/// A `NavigationStack`'s parts, so a split view can show a column's own stack as its stack.
@MainActor protocol NavigationStackParts {
    var rootView: AnyView { get }
    var pathValues: [AnyHashable] { get }
}

extension NavigationStack: NavigationStackParts {
    var rootView: AnyView { AnyView(root) }
    var pathValues: [AnyHashable] { path }
}

/// A stack's node: `rootNode` with `pushes` on top of it, then whatever the top screen
/// presents with `navigationDestination(isPresented:)`/`(item:)`, and the top screen's bar.
@MainActor
func makeNavigationStackNode(rootNode: ViewNode, pushes: [NavigationPush], context: ResolveContext) -> ViewNode {
    var screen = NavigationScreen(node: rootNode, index: 0)
    var destinations = screen.destinations
    var previous: NavigationScreen?
    var count = 0
    func push(_ view: AnyView) {
        let node = resolveSingle(of: view, context.child(.explicit("push\(count)")))
        count += 1
        var next = NavigationScreen(node: node, index: count)
        if next.displayMode == .automatic { next.displayMode = screen.displayMode }
        destinations.merge(next.destinations) { a, _ in a }
        previous = screen
        screen = next
    }
    pushing: for p in pushes {
        switch p {
        case .view(let view): push(view)
        case .value(let value):
            guard let make = destinations[ObjectIdentifier(type(of: value.base))], let view = make(value) else {
                context.graph?.record(RenderError(identity: context.identity, viewType: "NavigationStack",
                    message: "the path's value \(value.base) of type \(type(of: value.base)) has no navigationDestination(for: \(type(of: value.base)).self); add one inside the stack (the screen is left out)"))
                break pushing
            }
            push(view)
        }
    }
    // A destination bound to a true flag or a non-nil item is pushed on the screen that
    // declares it (bounded: a screen that always presents itself would never end).
    while count < 32, let make = screen.presented { push(make()) }
    return NavigationBarBuilder(screen: screen, previous: previous, context: context).node()
}

/// The bar a screen asks for, read from its preferences.
struct NavigationScreen {
    let node: ViewNode
    let index: Int
    var title: Text?
    var displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    var toolbar: [ToolbarEntry] = []
    var barHidden = false
    var bottomBarHidden = false
    var background: AnyShapeStyle?
    var backgroundVisibility: Visibility = .automatic
    var backButtonHidden = false
    var destinations: [ObjectIdentifier: @MainActor (AnyHashable) -> AnyView?] = [:]
    var presented: (@MainActor () -> AnyView)?
    var columnWidth: NavigationColumnWidth?
    var search: SearchBarInfo?
    var barColorScheme: ColorScheme?
    var role: ToolbarRole?
    var titleMenu = false
    var searchFocused = false

    @MainActor init(node: ViewNode, index: Int) {
        self.node = node
        self.index = index
        for p in node.navigationPreferences {
            switch p {
            case .title(let t): if title == nil { title = t }
            case .displayMode(let m): if displayMode == .automatic { displayMode = m }
            case .toolbar(let e):
                toolbar += e
                if e.contains(where: \.isTitleMenu) { titleMenu = true }
            case .barVisibility(let v, let bars):
                if ToolbarPlacement.addresses(bars, .navigationBar) { barHidden = v == .hidden }
                if ToolbarPlacement.addresses(bars, .bottomBar) { bottomBarHidden = v == .hidden }
            case .barBackground(let s, let v, let bars):
                if ToolbarPlacement.addresses(bars, .navigationBar) {
                    if let s { background = s }
                    if let v { backgroundVisibility = v }
                }
            case .backButtonHidden(let h): backButtonHidden = h
            case .destination(let id, let make): if destinations[id] == nil { destinations[id] = make }
            case .pushed(let make): if presented == nil, let make { presented = make }
            case .columnWidth(let w): if columnWidth == nil { columnWidth = w }
            case .search(let s): if search == nil { search = s }
            case .barColorScheme(let c, let bars):
                if ToolbarPlacement.addresses(bars, .navigationBar), barColorScheme == nil { barColorScheme = c }
            case .role(let r): if role == nil { role = r }
            case .titleMenu: titleMenu = true
            case .searchFocused: searchFocused = true
            case .tabItem, .badge, .presentation: break
            }
        }
        // A focused search field is an active one (Cancel beside it), as on iOS.
        if searchFocused { search?.isActive = true }
        // The root's automatic mode is large, as iOS's (a pushed screen inherits).
        if index == 0, displayMode == .automatic { displayMode = .large }
    }
}
