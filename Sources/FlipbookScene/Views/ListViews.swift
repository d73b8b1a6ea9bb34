import Flipbook

/// Lists, forms, sections, groups (`GroupBox`, `DisclosureGroup`, `LabeledContent`,
/// `ControlGroup`) and grids.
extension ViewDecoder {
    static let listViews: [String: ViewFactory] = [
        "List": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["style", "content"], bare: "content")
            let views = try d.content(a)
            let list = List { ViewDecoder_list(views) }
            switch try a["style"]?.named(["automatic": "insetGrouped", "insetGrouped": "insetGrouped", "grouped": "grouped",
                                          "plain": "plain", "inset": "inset", "sidebar": "sidebar"], "list style") ?? "insetGrouped" {
            case "grouped": return .view(AnyView(list.listStyle(.grouped)))
            case "plain": return .view(AnyView(list.listStyle(.plain)))
            case "inset": return .view(AnyView(list.listStyle(.inset)))
            case "sidebar": return .view(AnyView(list.listStyle(.sidebar)))
            default: return .view(AnyView(list.listStyle(.insetGrouped)))
            }
        },
        "Form": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["content"], bare: "content")
            let views = try d.content(a)
            return .view(AnyView(Form { ViewDecoder_list(views) }))
        },
        "Section": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["title", "header", "footer", "content"], bare: "content")
            let views = try d.content(a)
            if let t = a["title"], let h = a["header"] {
                _ = t
                throw h.error("a Section takes a \"title\" or a \"header\" view, not both")
            }
            var header = AnyView(EmptyView()), footer = AnyView(EmptyView())
            if let t = a["title"] { header = AnyView(try d.text(t)) } else if let h = a["header"] { header = try d.labelView(h) }
            if let f = a["footer"] { footer = try d.labelView(f) }
            let hasHeader = a["title"] != nil || a["header"] != nil
            if hasHeader || a["footer"] != nil {
                return .view(AnyView(Section { ViewDecoder_list(views) } header: { header } footer: { footer }))
            }
            return .view(AnyView(Section { ViewDecoder_list(views) }))
        },
        "GroupBox": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["title", "content"], bare: "content")
            let views = try d.content(a)
            if let t = a["title"] {
                let title = try d.text(t)
                return .view(AnyView(GroupBox { ViewDecoder_list(views) } label: { title }))
            }
            return .view(AnyView(GroupBox { ViewDecoder_list(views) }))
        },
        "DisclosureGroup": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["title", "isExpanded", "content"], bare: "content")
            let title = try d.text(try a.required("title", example: "\"Details\""))
            let views = try d.content(a)
            let expanded = try a["isExpanded"]?.bool() ?? false
            return .view(AnyView(DisclosureGroup(isExpanded: .constant(expanded)) { ViewDecoder_list(views) } label: { title }))
        },
        "LabeledContent": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["title", "value"])
            let title = try d.text(try a.required("title", example: "\"Version\""))
            let value = try a.required("value", example: "\"17.4\"").string()
            return .view(AnyView(LabeledContent { Text(value) } label: { title }))
        },
        "Grid": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["alignment", "horizontalSpacing", "verticalSpacing", "content"], bare: "content")
            let views = try d.content(a)
            return .view(AnyView(Grid(alignment: try a["alignment"]?.alignment() ?? .center,
                                      horizontalSpacing: try a["horizontalSpacing"]?.length("horizontalSpacing"),
                                      verticalSpacing: try a["verticalSpacing"]?.length("verticalSpacing")) { ViewDecoder_list(views) }))
        },
        "GridRow": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["alignment", "content"], bare: "content")
            let views = try d.content(a)
            return .view(AnyView(GridRow(alignment: try a["alignment"]?.verticalAlignment()) { ViewDecoder_list(views) }))
        },
        "LazyVGrid": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["columns", "spacing", "content"], bare: "content")
            var columns: [GridItem] = []
            for c in try a.required("columns", example: "[{\"adaptive\": 80}]").elements() { columns.append(try c.gridItem()) }
            let views = try d.content(a)
            return .view(AnyView(LazyVGrid(columns: columns, spacing: try a["spacing"]?.length("spacing")) { ViewDecoder_list(views) }))
        },
        "LazyHGrid": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["rows", "spacing", "content"], bare: "content")
            var rows: [GridItem] = []
            for r in try a.required("rows", example: "[{\"fixed\": 40}]").elements() { rows.append(try r.gridItem()) }
            let views = try d.content(a)
            return .view(AnyView(LazyHGrid(rows: rows, spacing: try a["spacing"]?.length("spacing")) { ViewDecoder_list(views) }))
        },
        "ControlGroup": { d, n throws(SceneError) in
            let a = try Arguments(n, labels: ["content"], bare: "content")
            let views = try d.content(a)
            return .view(AnyView(ControlGroup { ViewDecoder_list(views) }))
        },
    ]
}

/// The views of a content array as one list (each its own row or cell).
@MainActor func ViewDecoder_list(_ views: [AnyView]) -> ForEach<Range<Int>, Int, AnyView> { list(views) }

extension Node {
    /// `{"fixed": 60}`, `{"flexible": {}}` (or `{"flexible": {"minimum": 10, "maximum": 100}}`),
    /// `{"adaptive": 80}`.
    func gridItem() throws(SceneError) -> GridItem {
        let a = try Arguments(self, labels: ["fixed", "flexible", "adaptive"])
        if let f = a["fixed"] { return GridItem(.fixed(try f.length("fixed"))) }
        if let ad = a["adaptive"] { return GridItem(.adaptive(minimum: try ad.length("adaptive"))) }
        if let fl = a["flexible"] {
            let b = try Arguments(fl, labels: ["minimum", "maximum"])
            // Limits left out take GridItem's own defaults.
            let minimum = try b["minimum"]?.length("minimum"), maximum = try b["maximum"]?.length("maximum")
            let size: GridItem.Size = switch (minimum, maximum) {
            case let (lo?, hi?): .flexible(minimum: lo, maximum: hi)
            case let (lo?, nil): .flexible(minimum: lo)
            case let (nil, hi?): .flexible(maximum: hi)
            case (nil, nil): .flexible()
            }
            return GridItem(size)
        }
        throw error("a grid item is {\"fixed\": 60}, {\"flexible\": {}} or {\"adaptive\": 80}", suggestion: "write {\"adaptive\": 80}")
    }
}
