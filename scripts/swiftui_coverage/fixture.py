"""The compile fixture: every symbol the table does not mark missing, used as Apple writes it.

A symbol's usage comes from usages.py when one is written there (the form Apple's documentation
shows); otherwise it is generated: a type is named, an environment value's key path is taken, a
modifier or member is called with a value of each parameter's type (the labels are Apple's, so
the call is the one users write). A symbol for which neither exists is listed as missing, so the
table never claims what the fixture does not compile.
"""

from __future__ import annotations

import re

import usages
from index import TYPE_KINDS
from scan import Decl, _split_top

# A value for a parameter type, as a user would write it.
VALUES = {
    "Bool": "true", "Bool?": "true", "Int": "1", "Int?": "1", "Double": "1", "Double?": "1",
    "CGFloat": "8", "CGFloat?": "8", "Float": "1", "String": '"a"', "String?": '"a"',
    "Text": 'Text("a")', "Text?": 'Text("a")', "LocalizedStringKey": '"a"', "LocalizedStringKey?": '"a"',
    "Color": ".red", "Color?": ".red", "Alignment": ".center", "UnitPoint": ".center", "UnitPoint?": ".center",
    "HorizontalAlignment": ".leading", "VerticalAlignment": ".top", "Angle": ".degrees(30)",
    "Edge.Set": ".all", "Edge": ".top", "Edge?": ".top", "Axis.Set": ".vertical", "Axis": ".vertical",
    "Axis?": ".vertical", "HorizontalEdge": ".trailing", "VerticalEdge": ".top",
    "VerticalEdge.Set": ".all", "Visibility": ".hidden", "EdgeInsets": "EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)",
    "EdgeInsets?": "EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)", "CGSize": "CGSize(width: 10, height: 20)",
    "CGPoint": "CGPoint(x: 10, y: 20)", "CGRect": "CGRect(x: 0, y: 0, width: 10, height: 10)",
    "CGAffineTransform": "CGAffineTransform(rotationAngle: 0.5)", "ProjectionTransform": "ProjectionTransform()",
    "FillStyle": "FillStyle(eoFill: true)", "StrokeStyle": "StrokeStyle(lineWidth: 2)",
    "Animation?": ".easeInOut", "Animation": ".easeInOut", "GestureMask": ".all", "ContentMode": ".fit",
    "ContentMode?": ".fit", "BlendMode": ".multiply", "ColorRenderingMode": ".linear", "RedactionReasons": ".placeholder",
    "SafeAreaRegions": ".all", "ColorScheme": ".dark", "ColorScheme?": ".dark", "ControlSize": ".large",
    "ButtonBorderShape": ".capsule", "SymbolRenderingMode?": ".hierarchical", "SymbolRenderingMode": ".hierarchical",
    "Font?": ".title", "Font": ".title", "Font.Weight?": ".bold", "Font.Weight": ".bold", "Font.Design?": ".rounded",
    "Font.Design": ".rounded", "Font.Width?": ".condensed", "Font.Width": ".condensed", "TextAlignment": ".center",
    "Text.Case?": ".uppercase", "Image.Scale": ".large", "Text.TruncationMode": ".middle", "DynamicTypeSize": ".large",
    "NavigationBarItem.TitleDisplayMode": ".inline", "ToolbarPlacement...": ".navigationBar",
    "ToolbarPlacement": ".navigationBar", "AccessibilityTraits": ".isButton", "AccessibilityChildBehavior": ".combine",
    "AccessibilityActionKind": ".default", "ContentShapeKinds": ".interaction", "PreviewLayout": ".sizeThatFits",
    "PreviewDevice?": 'PreviewDevice(rawValue: "iPhone 15")', "InterfaceOrientation": ".portrait",
    "Set<PresentationDetent>": "[.medium, .large]", "Binding<PresentationDetent>": ".constant(.medium)",
    "PopoverAttachmentAnchor": ".rect(.bounds)", "CoordinateSpace": ".global", "NamedCoordinateSpace": '.named("c")',
    "ListSectionSpacing": ".compact", "AnyTransition": ".opacity", "Binding<Bool>": ".constant(true)",
    "Binding<String>": '.constant("a")', "Binding<Int>": ".constant(1)", "Binding<Double>": ".constant(1)",
    "Binding<Date>": ".constant(Date(timeIntervalSince1970: 0))", "Date": "Date(timeIntervalSince1970: 0)",
    "ClosedRange<Int>": "1...3", "PartialRangeFrom<Int>": "2...", "PartialRangeThrough<Int>": "...3",
    "URL": 'URL(string: "https://example.com")!', "URL?": 'URL(string: "https://example.com")!',
    "Image": 'Image(systemName: "star")', "Image?": 'Image(systemName: "star")', "Gradient": "Gradient(colors: [.red, .blue])",
    "[Color]": "[.red, .blue]", "[Gradient.Stop]": "[.init(color: .red, location: 0), .init(color: .blue, location: 1)]",
    "TabViewStyleKind": ".page", "Locale": 'Locale(identifier: "en_US")', "RoundedCornerStyle": ".continuous",
    "ShapeRole": ".fill", "Prominence": ".increased", "ScrollIndicatorVisibility": ".hidden",
    "TextSelectability": ".enabled", "Material": ".ultraThinMaterial", "Namespace.ID": "CoverageSupport.namespace",
    "Transaction": "Transaction()", "ScenePadding": ".minimum", "UserInterfaceSizeClass?": ".compact",
    "LayoutDirection": ".rightToLeft", "KeyEquivalent": '"k"', "EventModifiers": ".command",
    "SubmitLabel": ".search", "SubmitTriggers": ".text", "TextInputAutocapitalization?": ".never",
    "ScrollDismissesKeyboardMode": ".immediately", "SearchFieldPlacement": ".automatic",
    "MatchedGeometryProperties": ".frame", "ToolbarItemPlacement": ".topBarTrailing", "Double...": "1",
    "PresentationDetent": ".medium", "[Text]": '[Text("a")]', "[String]": '["a"]', "Int...": "1",
    "HorizontalEdge.Set": ".all", "AccessibilityHeadingLevel": ".h1", "UIKeyboardType": ".numberPad",
    "Text.LineStyle.Pattern": ".dash", "CGLineCap": ".round", "CGLineJoin": ".round",
}

# A value for a generic parameter, by the protocol it must conform to.
GENERIC_VALUES = [
    ("View", 'Text("x")'), ("InsettableShape", "Capsule()"), ("Shape", "Circle()"),
    ("ShapeStyle", "Color.red"), ("StringProtocol", '"a"'), ("Gesture", "TapGesture()"),
    ("PreferenceKey", "CoverageSupport.Key.self"), ("ViewModifier", "CoverageSupport.Modifier()"),
    ("BinaryFloatingPoint", "0.5"), ("Hashable", "1"), ("Equatable", "1"), ("Identifiable", "CoverageSupport.Item()"),
    ("RandomAccessCollection", "[CoverageSupport.Item()]"), ("Sequence", "[1, 2]"),
    ("Collection", "[1, 2]"), ("Strideable", "1"),
]

# An instance to call an owner's instance members on.
INSTANCES = {
    "Text": 'Text("a")', "Image": 'Image(systemName: "star")', "Font": "Font.body", "Color": "Color.red",
    "Animation": "Animation.easeIn", "Shape": "Rectangle()", "InsettableShape": "Circle()",
    "Gesture": "DragGesture()", "AnyTransition": "AnyTransition.opacity", "ShapeStyle": "Color.red",
    "View": "Color.clear", "Angle": "Angle.degrees(30)", "Path": "Path()",
    "DynamicViewContent": 'ForEach([1, 2], id: \\.self) { Text("\\($0)") }',
}

# Where a static member of a style protocol is written: .buttonStyle(.bordered) etc.
STYLE_CONTEXT = {
    "PrimitiveButtonStyle": "buttonStyle", "ButtonStyle": "buttonStyle", "PickerStyle": "pickerStyle",
    "DatePickerStyle": "datePickerStyle", "MenuStyle": "menuStyle", "ToggleStyle": "toggleStyle",
    "GaugeStyle": "gaugeStyle", "ProgressViewStyle": "progressViewStyle", "LabelStyle": "labelStyle",
    "TextFieldStyle": "textFieldStyle", "TextEditorStyle": "textEditorStyle", "ListStyle": "listStyle",
    "TableStyle": "tableStyle", "DisclosureGroupStyle": "disclosureGroupStyle",
    "NavigationSplitViewStyle": "navigationSplitViewStyle", "TabViewStyle": "tabViewStyle",
    "ControlGroupStyle": "controlGroupStyle", "FormStyle": "formStyle", "GroupBoxStyle": "groupBoxStyle",
    "IndexViewStyle": "indexViewStyle", "LabeledContentStyle": "labeledContentStyle",
    "ShapeStyle": "foregroundStyle", "Shape": "clipShape", "InsettableShape": "clipShape",
    "Transition": "transition", "ShadowStyle": None,
}


def _strip(t: str) -> str:
    t = re.sub(r"@\w+(\([^)]*\))?\s*", "", t)
    t = t.replace("inout ", "").replace("sending ", "").strip()
    t = re.sub(r"^some\s+", "some ", t)
    return t


def _generic_map(decl: Decl) -> dict[str, str]:
    """Generic parameter name → the protocol text it conforms to (from <…> and a where clause)."""
    out: dict[str, str] = {}
    g = decl.generics.strip("<>")
    for part in _split_top(g):
        name, _, bound = part.partition(":")
        out[name.strip()] = bound.strip()
    return out


def value_for(typ: str, generics: dict[str, str]) -> str | None:
    t = _strip(typ)
    if t in VALUES:
        return VALUES[t]
    if t.endswith("?") and t[:-1] in VALUES:
        return VALUES[t[:-1]]
    if t.startswith("(") and t.endswith(")?"):      # optional closure
        t = t[1:-2]
    m = re.fullmatch(r"\((.*)\)\s*(async\s+)?(throws\s+)?->\s*(.+)", t)
    if m:                                            # a closure
        args = [a for a in _split_top(m.group(1)) if a.strip()]
        ret = _strip(m.group(4))
        head = ", ".join("_" for _ in args)
        head = f"{head} in " if args else ""
        if ret in ("Void", "()"):
            return "{ " + head + "}"
        body = value_for(ret, generics)
        if body is None:
            return None
        return "{ " + head + body + " }"
    m = re.fullmatch(r"some\s+(.+)", t)
    if m:
        for proto, v in GENERIC_VALUES:
            if re.search(rf"\b{proto}\b", m.group(1)):
                return v
        return None
    m = re.fullmatch(r"Binding<(.+)>", t)
    if m:
        inner = _strip(m.group(1))
        if inner.endswith("?"):
            base = inner[:-1]
            bound = generics.get(base)
            if bound is None:
                return ".constant(nil)"
            if "Identifiable" in bound:
                return ".constant(Optional<CoverageSupport.Item>.none)"
            return ".constant(Optional<Int>.none)"
        v = value_for(inner, generics)
        return f".constant({v})" if v and not v.startswith(".") else (f".constant({v})" if v else None)
    if re.fullmatch(r"\w+\.Type", t):
        g = t[:-5]
        bound = generics.get(g, "")
        if "PreferenceKey" in bound:
            return "CoverageSupport.Key.self"
        if "LayoutValueKey" in bound:
            return "CoverageSupport.LayoutKey.self"
        if "Hashable" in bound or g in ("D", "T", "Data", "Value"):
            return "Int.self"
        return None
    if t in generics:
        bound = generics[t]
        for proto, v in GENERIC_VALUES:
            if re.search(rf"\b{proto}\b", bound):
                return v
        if not bound:
            return "1"
        return None
    if t.endswith("?") and t[:-1] in generics:
        return value_for(t[:-1], generics)
    return None


def call_args(decl: Decl) -> str | None:
    generics = _generic_map(decl)
    args = []
    for label, typ, has_default in decl.params:
        v = value_for(typ, generics)
        if v is None:
            if has_default:
                continue
            return None
        args.append(v if label == "_" else f"{label}: {v}")
    return "(" + ", ".join(args) + ")"


def _best(decls: list[Decl]) -> list[Decl]:
    """Overloads in the order to try: the LocalizedStringKey and concrete forms first."""
    def score(d: Decl):
        ts = " ".join(t for _, t, _ in d.params)
        return (0 if "LocalizedStringKey" in ts else 1, ts.count("<"), len(d.params))
    return sorted(decls, key=score)


def generated_usage(row, fb_by_key) -> str | None:
    e, d = row.entry, row.decl
    key = e.key
    if e.kind in TYPE_KINDS or (e.kind == "X" and d.kind in ("struct", "class", "enum", "protocol", "typealias")):
        name = e.base_symbol
        if d.kind == "protocol" or d.generics or d.kind == "typealias":
            return f"@top extension {name} {{}}" if d.kind != "typealias" else f"@top typealias Coverage_{_ident(name)} = {name}"
        return f"_ = {name}.self"
    if e.kind == "E":
        return f"_ = \\EnvironmentValues.{e.base_symbol}"
    decls = _best(fb_by_key.get(d.key, [d]))
    if e.kind == "M":
        for cand in decls:
            a = call_args(cand)
            if a is not None:
                return f"_ = Color.clear.{cand.name}{a}"
        return None
    if e.kind == "F":
        for cand in decls:
            a = call_args(cand)
            if a is not None:
                return f"_ = {cand.name}{a}"
        return None
    if e.kind == "X":
        owner = e.base_symbol.split(".")[0]
        member = d.name
        if d.kind in ("var", "let", "case") and d.static:
            ctx = STYLE_CONTEXT.get(owner, "")
            if ctx:
                return f"_ = Color.clear.{ctx}(.{member})"
            if owner == "Transition":
                return f"_ = Color.clear.transition(.{member})"
            return f"_ = {owner}.{member}"
        if d.kind in ("var", "let") and owner in INSTANCES:
            return f"_ = {INSTANCES[owner]}.{member}"
        if d.kind == "init":
            for cand in decls:
                a = call_args(cand)
                if a is not None:
                    return f"_ = {owner}{a}"
            return None
        if d.kind == "func":
            for cand in decls:
                a = call_args(cand)
                if a is None:
                    continue
                if cand.static:
                    ctx = STYLE_CONTEXT.get(owner, "")
                    if ctx:
                        return f"_ = Color.clear.{ctx}(.{member}{a})"
                    return f"_ = {owner}.{member}{a}"
                if owner == "Path" and cand.mutating:
                    return f"var p = Path(); p.{member}{a}; _ = p"
                if owner in INSTANCES:
                    return f"_ = {INSTANCES[owner]}.{member}{a}"
            return None
    return None


def _ident(s: str) -> str:
    return re.sub(r"\W+", "_", s).strip("_")


def attach_usages(rows, decls):
    """Gives each implemented row its fixture usage; rows without one become missing."""
    by_key: dict[str, list[Decl]] = {}
    for d in decls:
        by_key.setdefault(d.key, []).append(d)
    unverified = []
    for r in rows:
        r.usage = None
        if r.status not in ("drawn", "accepted"):
            continue
        u = usages.USAGES.get(r.entry.symbol) or usages.USAGES.get(r.entry.display)
        if u is not None and u.startswith("MISSING: "):
            r.status, r.reason = "missing", u[len("MISSING: "):]
            continue
        if u is None and not r.entry.note:   # an overload told apart by a note needs a hand use
            u = generated_usage(r, by_key)
        if u is None:
            unverified.append(r)
            r.status, r.reason = "missing", ("declared in Flipbook (" + r.where + ") but not yet used by the "
                                             "compile fixture, so not claimed")
            continue
        r.usage = u
    return rows, unverified


HEADER = """\
// GENERATED by scripts/swiftui-coverage from Docs/coverage/apple-doc-index.txt and a scan of
// Sources/: do not edit. Every SwiftUI symbol that Docs/swiftui-coverage.md marks drawn or
// accepted is used here as Apple's documentation writes it, so the table cannot claim what does
// not compile (Swift 6 language mode, `import Flipbook` in place of `import SwiftUI`).
// CoverageTests checks that each such symbol has its `// coverage:` line below.

import Foundation
import Flipbook

"""


def swift(rows) -> str:
    top: list[str] = []
    body: list[str] = []
    for i, r in enumerate(rows):
        if r.usage is None:
            continue
        marker = f"// coverage: {r.entry.kind} {r.entry.symbol}"
        lines = r.usage.split("\n")
        if lines[0].startswith("@top "):
            top.append(marker)
            top.append(lines[0][5:])
            top.extend(lines[1:])
            continue
        body.append(marker)
        body.append(f"@MainActor func use{i:04d}() {{")
        body.extend("    " + l for l in lines)
        body.append("}")
    return HEADER + "\n".join(top) + "\n\n" + "\n".join(body) + "\n"
