import Foundation

/// The accessibility elements of a rendered view in reading order, as VoiceOver would find
/// them: a readable dump (``description``) that snapshot tests can assert on, next to the
/// picture. Get one from ``ImageRenderer/accessibilityTree``.
///
/// ```
/// "Now Playing" [header] @ (16, 8, 120×24)
/// "Play" [button] hint: "Starts the song" id: play @ (16, 40, 44×44)
/// "Shuffle" [button, toggle] value: "1" @ (68, 40, 51×31)
/// ```
///
/// Elements come from the views as on iOS: a `Text` is a static-text element labelled with
/// its string; an `Image(systemName:)` an image labelled with the symbol's name, dots read as
/// spaces (iOS has its own spoken names for many symbols; Flipbook has not); `Image("name")`
/// an image labelled `name`, `Image(decorative:)` nothing; a `Button` one button element whose
/// label joins its content's labels; a `Toggle` a button/toggle element with value "1" or
/// "0". Accessibility modifiers then apply to the element their view forms — on a view that
/// forms none (a stack) to every element inside it, as in SwiftUI. Reading order is view
/// order; `accessibilitySortPriority` moves higher priorities first among siblings.
public struct AccessibilityTree: Sendable, Equatable, CustomStringConvertible {
    /// One element (or, for `accessibilityElement(children: .contain)`, a container).
    public struct Element: Sendable, Equatable {
        public var label: String
        public var value: String?
        public var hint: String?
        public var identifier: String?
        public var traits: AccessibilityTraits
        public var actions: [String]
        /// Where the element is, in the rendered view's points.
        public var frame: CGRect
        /// A container's elements; empty for an element.
        public var children: [Element]
        public var isContainer: Bool
        var sortPriority: Double

        /// The element's line in the dump.
        public var line: String {
            var parts: [String] = []
            if isContainer { parts.append("Container") }
            parts.append("\"\(label)\"")
            if !traits.isEmpty { parts.append("[\(traits.names)]") }
            if let value { parts.append("value: \"\(value)\"") }
            if let hint { parts.append("hint: \"\(hint)\"") }
            if let identifier { parts.append("id: \(identifier)") }
            if !actions.isEmpty { parts.append("actions: \(actions.joined(separator: ", "))") }
            parts.append("@ (\(Self.number(frame.minX)), \(Self.number(frame.minY)), \(Self.number(frame.width))×\(Self.number(frame.height)))")
            return parts.joined(separator: " ")
        }

        static func number(_ v: CGFloat) -> String {
            let r = (Double(v) * 100).rounded() / 100
            return r == r.rounded() ? String(Int(r)) : String(r)
        }
    }

    /// The top-level elements, in reading order.
    public var elements: [Element]

    /// One line per element, in reading order; a container's elements indented under it.
    public var description: String {
        var lines: [String] = []
        func add(_ e: Element, _ depth: Int) {
            lines.append(String(repeating: "  ", count: depth) + e.line)
            for c in e.children { add(c, depth + 1) }
        }
        for e in elements { add(e, 0) }
        return lines.joined(separator: "\n")
    }

    /// Every element, containers' contents included, in reading order (containers omitted).
    public var allElements: [Element] {
        var out: [Element] = []
        func add(_ e: Element) { if e.isContainer { e.children.forEach(add) } else { out.append(e) } }
        elements.forEach(add)
        return out
    }
}

extension AccessibilityTree {
    /// The elements of a laid-out node tree.
    @MainActor init(root: ViewNode) {
        elements = Self.collect(root)
    }

    @MainActor private static func collect(_ node: ViewNode) -> [Element] {
        let props = node.accessibility
        if props.hidden == true { return [] }
        var elements: [Element]
        if let kind = props.children?.kind {
            let inner = sorted(node.children.flatMap(collect))
            switch kind {
            case .ignore:
                elements = [Element(label: "", traits: [], frame: node.frame)]
            case .combine:
                let flat = AccessibilityTree(elements: inner).allElements
                var e = Element(label: flat.map(\.label).filter { !$0.isEmpty }.joined(separator: ", "),
                                traits: flat.reduce([]) { $0.union($1.traits) }, frame: node.frame)
                e.value = flat.compactMap(\.value).first
                e.hint = flat.compactMap(\.hint).first
                e.actions = flat.flatMap(\.actions)
                elements = [e]
            case .contain:
                var e = Element(label: "", traits: [], frame: node.frame)
                e.isContainer = true
                e.children = inner
                elements = [e]
            }
        } else if let intrinsic = intrinsicElement(node) {
            elements = [intrinsic]
        } else {
            elements = sorted(node.children.flatMap(collect))
        }
        return elements.map { apply(props, to: $0) }
    }

    /// The element a view forms on its own (text, image, control), if any.
    @MainActor private static func intrinsicElement(_ node: ViewNode) -> Element? {
        switch node.behavior {
        case let text as TextBehavior:
            return Element(label: text.text.string, traits: .isStaticText, frame: node.frame)
        case let symbol as SymbolImageBehavior:
            return Element(label: symbol.name.replacingOccurrences(of: ".", with: " "), traits: .isImage, frame: node.frame)
        case is BitmapImageBehavior:
            return Element(label: "", traits: .isImage, frame: node.frame)
        case let control as ControlBehavior:
            // The content's labels are the control's; its own elements are not read apart.
            let inner = AccessibilityTree(elements: node.children.flatMap(collect)).allElements
            let label = inner.map(\.label).filter { !$0.isEmpty }.joined(separator: ", ")
            var e = Element(label: label, traits: .isButton, frame: node.frame)
            if control.kind == .toggle {
                e.traits.insert(.isToggle)
                if let on = control.isOn { e.value = on ? "1" : "0" }
            }
            return e
        default:
            return nil
        }
    }

    private static func apply(_ p: AccessibilityProperties, to element: Element) -> Element {
        var e = element
        if let l = p.label { e.label = l }
        if let v = p.value { e.value = v }
        if let h = p.hint { e.hint = h }
        if let i = p.identifier { e.identifier = i }
        if let s = p.sortPriority { e.sortPriority = s }
        e.traits.formUnion(p.addedTraits)
        e.traits.subtract(p.removedTraits)
        e.actions += p.actions
        return e
    }

    /// Higher sort priorities first; view order among equals.
    private static func sorted(_ elements: [Element]) -> [Element] {
        elements.enumerated().sorted { ($0.element.sortPriority, -$0.offset) > ($1.element.sortPriority, -$1.offset) }.map(\.element)
    }
}

extension AccessibilityTree.Element {
    init(label: String, traits: AccessibilityTraits, frame: CGRect) {
        self.init(label: label, value: nil, hint: nil, identifier: nil, traits: traits, actions: [], frame: frame,
                  children: [], isContainer: false, sortPriority: 0)
    }
}

extension ImageRenderer {
    /// The rendered view's accessibility elements in reading order (see ``AccessibilityTree``);
    /// frames in points. `description` is the readable dump.
    public var accessibilityTree: AccessibilityTree { AccessibilityTree(root: layout()) }
}
