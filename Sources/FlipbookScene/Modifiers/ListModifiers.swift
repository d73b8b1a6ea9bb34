import Flipbook

/// Modifiers of lists, forms, labels and grids.
extension ViewDecoder {
    static let listModifiers: [String: ModifierFactory] = [
        "listStyle": { d, v, n throws(SceneError) in
            let view = v.anyView
            let styled: AnyView
            switch try n.named(["automatic": 0, "insetGrouped": 0, "grouped": 1, "plain": 2, "inset": 3, "sidebar": 4], "list style") {
            case 1: styled = AnyView(view.listStyle(.grouped))
            case 2: styled = AnyView(view.listStyle(.plain))
            case 3: styled = AnyView(view.listStyle(.inset))
            case 4: styled = AnyView(view.listStyle(.sidebar))
            default: styled = AnyView(view.listStyle(.insetGrouped))
            }
            return .view(styled)
        },
        "labelStyle": { d, v, n throws(SceneError) in
            let view = v.anyView
            switch try n.named(["automatic": 0, "titleAndIcon": 1, "iconOnly": 2, "titleOnly": 3], "label style") {
            case 1: return .view(AnyView(view.labelStyle(.titleAndIcon)))
            case 2: return .view(AnyView(view.labelStyle(.iconOnly)))
            case 3: return .view(AnyView(view.labelStyle(.titleOnly)))
            default: return .view(AnyView(view.labelStyle(.automatic)))
            }
        },
        "listRowBackground": { d, v, n throws(SceneError) in
            .view(AnyView(v.anyView.listRowBackground(try d.colors.decode(n))))
        },
        "listRowSeparator": { d, v, n throws(SceneError) in
            .view(AnyView(v.anyView.listRowSeparator(try n.visibility())))
        },
        "listRowInsets": { d, v, n throws(SceneError) in
            .view(AnyView(v.anyView.listRowInsets(try n.paddingInsets())))
        },
        "listSectionSpacing": { d, v, n throws(SceneError) in
            let r = try n.resolved()
            if case .string = r.json.value {
                return .view(AnyView(v.anyView.listSectionSpacing(try r.named(["default": ListSectionSpacing.default, "compact": .compact],
                                                                              "list section spacing"))))
            }
            return .view(AnyView(v.anyView.listSectionSpacing(try r.length("listSectionSpacing"))))
        },
        "scrollContentBackground": { d, v, n throws(SceneError) in
            .view(AnyView(v.anyView.scrollContentBackground(try n.visibility())))
        },
        "gridCellColumns": { d, v, n throws(SceneError) in
            let count = try n.number(in: 1...1000, what: "a column count")
            guard count == count.rounded() else { throw n.error("a column count is a whole number") }
            return .view(AnyView(v.anyView.gridCellColumns(Int(count))))
        },
        "gridColumnAlignment": { d, v, n throws(SceneError) in
            .view(AnyView(v.anyView.gridColumnAlignment(try n.horizontalAlignment())))
        },
        "gridCellAnchor": { d, v, n throws(SceneError) in
            .view(AnyView(v.anyView.gridCellAnchor(try n.unitPoint())))
        },
        "gridCellUnsizedAxes": { d, v, n throws(SceneError) in
            .view(AnyView(v.anyView.gridCellUnsizedAxes(try n.axisSet())))
        },
    ]
}
