/// How the views inside a `Menu` (or a context menu) become the open panel's rows, as iOS
/// builds a `UIMenu` from SwiftUI's menu content: buttons are rows; a `Section`, an inline
/// `Picker` and a `ControlGroup` are each a group of their own, set apart by dividers (iOS's
/// inline sub-menus), a section's title heading it; a `Picker`'s options and a `Toggle` carry a
/// checkmark when selected or on; a nested `Menu` is a row with a chevron (its submenu closed);
/// `ForEach` and groups contribute their views.
@MainActor protocol ContextMenuItemSource {
    /// The rows, and whether they form a group of their own (dividers around them).
    var contextMenuGroup: (items: [ContextMenuItem], ownGroup: Bool) { get }
}

/// The views of a menu's content, one level deep (tuples, `ForEach`, `Group` expanded).
@MainActor protocol MenuContentViews { var menuContentViews: [(tag: AnyHashable?, view: any View)] { get } }

extension ForEach: MenuContentViews {
    var menuContentViews: [(tag: AnyHashable?, view: any View)] {
        data.flatMap { element -> [(tag: AnyHashable?, view: any View)] in
            let v = content(element)
            let inner = MenuContent.views(of: v)
            // A view's own `.tag` wins over the element's id, as a Picker matches them.
            return inner.map { ($0.tag ?? AnyHashable(id(element)), $0.view) }
        }
    }
}

extension TaggedView: MenuContentViews {
    var menuContentViews: [(tag: AnyHashable?, view: any View)] { [(tag, content)] }
}

enum MenuContent {
    /// `view`'s views: a tuple's, a `ForEach`'s, a tagged view's (with its tag), else itself.
    @MainActor static func views(of view: any View) -> [(tag: AnyHashable?, view: any View)] {
        if let tuple = view as? any TupleElements { return tuple.views.flatMap { views(of: $0) } }
        if let list = view as? any MenuContentViews { return list.menuContentViews }
        return [(nil, view)]
    }

    /// A label's title and icon (a `Label`), else the view as the title.
    @MainActor static func titleAndIcon(_ label: any View) -> (AnyView, AnyView?) {
        if let l = label as? any LabelParts { return (l.parts.title, l.parts.icon) }
        return (AnyView(label), nil)
    }
}

extension Section: ContextMenuItemSource {
    var contextMenuGroup: (items: [ContextMenuItem], ownGroup: Bool) {
        let title: [ContextMenuItem] = header is EmptyView ? [] : [.header(AnyView(header))]
        return (title + ContextMenuItems.collect(content), true)
    }
}

extension Picker: ContextMenuItemSource {
    var contextMenuGroup: (items: [ContextMenuItem], ownGroup: Bool) {
        let current = AnyHashable(selection.wrappedValue)
        let options = MenuContent.views(of: content).map { option -> ContextMenuItem in
            let (title, icon) = MenuContent.titleAndIcon(option.view)
            return .button(title: title, icon: icon, role: nil, accessory: option.tag == current ? .checkmark : .unchecked)
        }
        return (options, true)
    }
}

extension Toggle: ContextMenuItemSource {
    var contextMenuGroup: (items: [ContextMenuItem], ownGroup: Bool) {
        let (title, icon) = MenuContent.titleAndIcon(label)
        return ([.button(title: title, icon: icon, role: nil, accessory: isOn.wrappedValue ? .checkmark : .unchecked)], false)
    }
}

extension Menu: ContextMenuItemSource {
    var contextMenuGroup: (items: [ContextMenuItem], ownGroup: Bool) {
        let (title, icon) = MenuContent.titleAndIcon(label)
        return ([.button(title: title, icon: icon, role: nil, accessory: .submenu)], false)
    }
}

extension ControlGroup: ContextMenuItemSource {
    var contextMenuGroup: (items: [ContextMenuItem], ownGroup: Bool) {
        let cells = ContextMenuItems.collect(content).compactMap { item -> ContextMenuCell? in
            if case .button(let title, let icon, let role, _) = item { return ContextMenuCell(title: title, icon: icon, role: role) }
            return nil
        }
        return (cells.isEmpty ? [] : [.controlGroup(cells)], true)
    }
}
