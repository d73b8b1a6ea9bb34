import Flipbook

/// Navigation stacks, links, tab views and tabs as views; their bars, presentations and the
/// safe area as modifiers. See Docs/scene-format.md, "Navigation, tabs, sheets and the safe area".
extension ViewDecoder {
    static let navigationViews: [String: ViewFactory] = [
        "NavigationStack": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["path", "content"], bare: "content", bareIsView: true)
            let views = try d.content(a)
            let path = try a["path"].map { p throws(SceneError) in try p.elements().map { e throws(SceneError) in try e.hashableValue() } } ?? []
            // Each pushed value needs a destination for its type somewhere in the stack (SwiftUI
            // shows a blank screen and logs; a scene says so now).
            if a["path"] != nil, let c = a["content"] {
                let declared = navigationDestinationTypes(c.json)
                for (i, v) in path.enumerated() {
                    let type = v.base is String ? "String" : v.base is Bool ? "Bool" : "Int"
                    guard declared.contains(type) else {
                        // Named on the stack: the path and the content disagree, either may be wrong.
                        throw n.error("path[\(i)] is a \(type) but no navigationDestination for \(type) values is in the stack's content",
                                                        suggestion: "add {\"navigationDestination\": {\"for\": \"\(type)\", \"destination\": …}} to a view in the stack")
                    }
                }
            }
            return .view(AnyView(NavigationStack(path: .constant(NavigationPath(path))) { list(views) }))
        },
        "NavigationView": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["content"], bare: "content", bareIsView: true)
            let views = try d.content(a)
            return .view(AnyView(NavigationView { list(views) }))
        },
        "NavigationLink": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["title", "label", "value", "destination"])
            let label: AnyView
            switch (a["title"], a["label"]) {
            case (let t?, nil): label = AnyView(try d.text(t))
            case (nil, let l?): label = try d.labelView(l)
            default:
                throw n.error("a NavigationLink needs a \"title\" or a \"label\" view, one of the two",
                              suggestion: "write {\"NavigationLink\": {\"title\": \"Wi-Fi\", \"value\": \"wifi\"}}")
            }
            if let v = a["value"] { _ = try v.hashableValue() }
            // The destination is checked; a still shows the link at rest.
            if let dest = a["destination"] { _ = try d.view(dest) }
            return .view(AnyView(NavigationLink(value: 0) { label }))
        },
        "TabView": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["selection", "content"], bare: "content", bareIsView: true)
            let views = try d.content(a)
            let selection = try a["selection"].map { s throws(SceneError) in try s.hashableValue() }
            return .view(AnyView(TabView(selection: selection.map { Binding.constant($0) }) { list(views) }))
        },
        "Tab": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["title", "systemImage", "value", "content"])
            let title = try a.required("title", example: "\"Home\"").string()
            let image = try a.required("systemImage", example: "\"house\"").string()
            let views = try d.content(a)
            let value = try a["value"].map { v throws(SceneError) in try v.hashableValue() } ?? AnyHashable(title)
            return .view(AnyView(Tab(title, systemImage: image, value: value) { list(views) }))
        },
    ]

    static let navigationModifiers: [String: ModifierFactory] = [
        "navigationTitle": { d, v, n throws(SceneError) in .view(AnyView(v.anyView.navigationTitle(try d.text(n)))) },
        "navigationBarTitleDisplayMode": { d, v, n throws(SceneError) in
            let m = try n.resolved().named(["automatic": NavigationBarItem.TitleDisplayMode.automatic, "inline": .inline, "large": .large],
                                           "title display mode")
            return .view(AnyView(v.anyView.navigationBarTitleDisplayMode(m)))
        },
        "navigationBarBackButtonHidden": { d, v, n throws(SceneError) in
            .view(AnyView(v.anyView.navigationBarBackButtonHidden(try n.resolved().bool())))
        },
        "navigationDestination": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["for", "destination"])
            let type = try a.required("for", example: "\"String\"")
            let dest = try d.view(try a.required("destination", example: "{\"Text\": \"Details\"}"))
            // The scene format has no closure parameter: every value of the type shows `destination`.
            let t = try type.resolved().named(["String": 0, "Int": 1, "Bool": 2], "destination type")
            switch t {
            case 0: return .view(AnyView(v.anyView.navigationDestination(for: String.self) { _ in dest }))
            case 1: return .view(AnyView(v.anyView.navigationDestination(for: Int.self) { _ in dest }))
            default: return .view(AnyView(v.anyView.navigationDestination(for: Bool.self) { _ in dest }))
            }
        },
        "toolbar": { d, v, n throws(SceneError) in
            let r = try n.resolved()
            if case .object(let ms) = r.json.value, ms.contains(where: { $0.key == "visibility" }) {
                let a = try Arguments(r, labels: ["visibility", "for"])
                let vis = try a.required("visibility", example: "\"hidden\"").visibility()
                let bar = try a["for"]?.toolbarPlacement() ?? .automatic
                return .view(AnyView(v.anyView.toolbar(vis, for: bar)))
            }
            var items: [(ToolbarItemPlacement, AnyView)] = []
            for item in try r.elements() {
                let a = try Arguments(item, labels: ["placement", "content"])
                let placement = try a["placement"]?.toolbarItemPlacement() ?? .automatic
                let views = try d.content(a)
                items.append((placement, AnyView(HStack(spacing: 16) { list(views) })))
            }
            return .view(AnyView(v.anyView.toolbar {
                ForEachToolbarItems(items: items)
            }))
        },
        "toolbarBackground": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["style", "visibility", "for"])
            let bar = try a["for"]?.toolbarPlacement() ?? .automatic
            var view = v.anyView
            if let s = a["style"] { view = AnyView(view.toolbarBackground(try d.paint(s), for: bar)) }
            if let vis = a["visibility"] { view = AnyView(view.toolbarBackground(try vis.visibility(), for: bar)) }
            return .view(view)
        },
        "tabItem": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["title", "systemImage"])
            let title = try a.required("title", example: "\"Home\"").string()
            if let s = a["systemImage"] {
                let name = try s.string()
                return .view(AnyView(v.anyView.tabItem { Label(title, systemImage: name) }))
            }
            return .view(AnyView(v.anyView.tabItem { Text(title) }))
        },
        "tag": { d, v, n throws(SceneError) in .view(AnyView(v.anyView.tag(try n.hashableValue()))) },
        "badge": { d, v, n throws(SceneError) in
            let r = try n.resolved()
            if case .number = r.json.value {
                let c = try r.number(in: -1e9...1e9, what: "a badge count")
                guard c == c.rounded() else { throw r.error("a badge count is a whole number") }
                return .view(AnyView(v.anyView.badge(Int(c))))
            }
            return .view(AnyView(v.anyView.badge(try d.text(r))))
        },
        "tabViewStyle": { d, v, n throws(SceneError) in
            let r = try n.resolved()
            if case .object = r.json.value {
                let a = try Arguments(r, labels: ["page"])
                let p = try Arguments(try a.required("page", example: "{\"indexDisplayMode\": \"always\"}"), labels: ["indexDisplayMode"])
                let mode = try p["indexDisplayMode"]?.named(["automatic": PageTabViewStyle.IndexDisplayMode.automatic, "always": .always, "never": .never],
                                                            "index display mode") ?? .automatic
                return .view(AnyView(v.anyView.tabViewStyle(.page(indexDisplayMode: mode))))
            }
            let s = try r.named(["automatic": TabViewStyleKind.automatic, "page": .page, "tabBarOnly": .tabBarOnly], "tab view style")
            return .view(AnyView(v.anyView.tabViewStyle(s)))
        },
        "sheet": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["isPresented", "content"])
            let shown = try d.boolBinding(try a.required("isPresented", example: "true"))
            let views = try d.content(a)
            return .view(AnyView(v.anyView.sheet(isPresented: shown) { list(views) }))
        },
        "fullScreenCover": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["isPresented", "content"])
            let shown = try d.boolBinding(try a.required("isPresented", example: "true"))
            let views = try d.content(a)
            return .view(AnyView(v.anyView.fullScreenCover(isPresented: shown) { list(views) }))
        },
        "presentationDetents": { d, v, n throws(SceneError) in
            var detents = Set<PresentationDetent>()
            for e in try n.resolved().elements() { detents.insert(try e.detent()) }
            guard !detents.isEmpty else { throw n.error("a sheet rests at one detent or more", suggestion: "write [\"medium\", \"large\"]") }
            return .view(AnyView(v.anyView.presentationDetents(detents)))
        },
        "presentationCornerRadius": { d, v, n throws(SceneError) in
            .view(AnyView(v.anyView.presentationCornerRadius(try n.resolved().length("a corner radius"))))
        },
        "presentationDragIndicator": { d, v, n throws(SceneError) in
            .view(AnyView(v.anyView.presentationDragIndicator(try n.resolved().visibility())))
        },
        "presentationBackground": { d, v, n throws(SceneError) in
            .view(AnyView(v.anyView.presentationBackground(try d.paint(n))))
        },
        "ignoresSafeArea": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["edges"], bare: "edges")
            return .view(AnyView(v.anyView.ignoresSafeArea(edges: try a["edges"]?.edgeSet() ?? .all)))
        },
        "safeAreaPadding": { d, v, n throws(SceneError) in .view(AnyView(v.anyView.safeAreaPadding(try n.paddingInsets()))) },
        "safeAreaInset": { d, v, n throws(SceneError) in
            let a = try Arguments(n, labels: ["edge", "spacing", "content"])
            let edge = try a.required("edge", example: "\"bottom\"").named(["top": Edge.top, "bottom": .bottom, "leading": .leading, "trailing": .trailing], "edge")
            let spacing = try a["spacing"]?.length("spacing")
            let views = try d.content(a)
            switch edge {
            case .top, .bottom:
                return .view(AnyView(v.anyView.safeAreaInset(edge: edge == .top ? VerticalEdge.top : .bottom, spacing: spacing) { list(views) }))
            case .leading, .trailing:
                return .view(AnyView(v.anyView.safeAreaInset(edge: edge == .leading ? HorizontalEdge.leading : .trailing, spacing: spacing) { list(views) }))
            }
        },
    ]
}

/// The `for` types of every `navigationDestination` written inside `json`.
func navigationDestinationTypes(_ json: JSONNode) -> Set<String> {
    var out = Set<String>()
    func walk(_ n: JSONNode) {
        switch n.value {
        case .object(let ms):
            for m in ms {
                if m.key == "navigationDestination", case .object(let args) = m.value.value,
                   let f = args.first(where: { $0.key == "for" }), case .string(let t) = f.value.value { out.insert(t) }
                walk(m.value)
            }
        case .array(let items): items.forEach(walk)
        default: break
        }
    }
    walk(json)
    return out
}

/// The items of a scene's `toolbar` array.
struct ForEachToolbarItems: ToolbarContent {
    let items: [(ToolbarItemPlacement, AnyView)]
    var body: some ToolbarContent {
        for item in items { ToolbarItemGroup(placement: item.0) { item.1 } }
    }
}

extension Node {
    /// A string, a whole number or a boolean as a path value, tag or selection.
    func hashableValue() throws(SceneError) -> AnyHashable {
        let r = try resolved()
        switch r.json.value {
        case .string(let s): return AnyHashable(s)
        case .bool(let b): return AnyHashable(b)
        case .number(let v):
            guard v.isFinite, v == v.rounded(), abs(v) < 1e15 else {
                throw r.error("a value a selection or path compares is a string, a whole number or a boolean, found \(r.format(v))")
            }
            return AnyHashable(Int(v))
        default: throw r.expected("a string, a whole number or a boolean")
        }
    }

    /// `"automatic"`, `"visible"` or `"hidden"` (or a state value holding one).
    func visibility() throws(SceneError) -> Visibility {
        try resolved().named(["automatic": Visibility.automatic, "visible": .visible, "hidden": .hidden], "visibility")
    }

    func toolbarPlacement() throws(SceneError) -> ToolbarPlacement {
        try resolved().named(["automatic": ToolbarPlacement.automatic, "navigationBar": .navigationBar, "tabBar": .tabBar, "bottomBar": .bottomBar],
                             "bar")
    }

    func toolbarItemPlacement() throws(SceneError) -> ToolbarItemPlacement {
        try resolved().named([
            "automatic": ToolbarItemPlacement.automatic, "primaryAction": .primaryAction, "secondaryAction": .secondaryAction,
            "principal": .principal, "navigation": .navigation, "confirmationAction": .confirmationAction,
            "cancellationAction": .cancellationAction, "destructiveAction": .destructiveAction,
            "topBarLeading": .topBarLeading, "topBarTrailing": .topBarTrailing, "navigationBarLeading": .navigationBarLeading,
            "navigationBarTrailing": .navigationBarTrailing, "bottomBar": .bottomBar, "status": .status, "keyboard": .keyboard,
        ], "toolbar item placement")
    }

    /// `"medium"`, `"large"`, `{"fraction": 0.4}`, `{"height": 200}`.
    func detent() throws(SceneError) -> PresentationDetent {
        let r = try resolved()
        if case .object = r.json.value {
            let a = try Arguments(r, labels: ["fraction", "height"])
            switch (a["fraction"], a["height"]) {
            case (let f?, nil): return .fraction(CGFloat(try f.number(in: 0...1, what: "a fraction")))
            case (nil, let h?): return .height(try h.length("a height"))
            default: throw r.error("a detent is \"medium\", \"large\", {\"fraction\": f} or {\"height\": h}")
            }
        }
        return try r.named(["medium": PresentationDetent.medium, "large": .large], "detent")
    }
}
