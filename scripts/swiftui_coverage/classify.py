"""Matches Apple's symbols with Flipbook's public declarations and decides each one's status."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass

import marks
from index import Entry, TYPE_KINDS
from scan import Decl

# Apple documents a member on one protocol where Flipbook (and often SwiftUI's interface) may
# declare it on a related one; a declaration on any of these owners serves the symbol.
OWNER_ALIASES = {
    # `ActionSheet.Button` is a typealias of `Alert.Button`.
    "ActionSheet": ["Alert"],
    "PrimitiveButtonStyle": ["ButtonStyle"],
    "ButtonStyle": ["PrimitiveButtonStyle"],
    "Color": ["ShapeStyle"],
    "ShapeStyle": ["Color", "Material", "HierarchicalShapeStyle"],
    "Shape": ["InsettableShape", "Rectangle"],
    "InsettableShape": ["Shape"],
    "AnyTransition": ["Transition"],
    "Transition": ["AnyTransition"],
    "DynamicViewContent": ["ForEach"],
}


@dataclass
class Row:
    entry: Entry
    status: str        # drawn | accepted | missing | not-ios
    reason: str
    decl: Decl | None
    issue: str

    @property
    def where(self) -> str:
        return f"{self.decl.file}:{self.decl.line}" if self.decl else ""


class Flipbook:
    def __init__(self, decls: list[Decl]):
        self.by_key: dict[str, list[Decl]] = defaultdict(list)
        self.by_base: dict[str, list[Decl]] = defaultdict(list)
        self.conformances: dict[str, str] = defaultdict(str)
        for d in decls:
            if d.kind == "conformance":
                self.conformances[d.name] += ", " + d.inherits
                continue
            if d.kind in ("struct", "class", "enum", "protocol", "actor"):
                self.conformances[(d.owner + "." if d.owner else "") + d.name] += ", " + d.inherits
            self.by_key[d.key].append(d)
            base = (d.owner + "." if d.owner else "") + d.name
            self.by_base[base].append(d)

    def find(self, key: str) -> Decl | None:
        if key in self.by_key:
            return self.by_key[key][0]
        owner, _, member = key.partition(".")
        if member:
            for alt in OWNER_ALIASES.get(owner, []):
                k = alt + "." + member
                if k in self.by_key:
                    return self.by_key[k][0]
        return None

    def near(self, key: str) -> list[Decl]:
        """Declarations with the same owner and base name but other labels."""
        base = key.split("(")[0]
        found = list(self.by_base.get(base, []))
        owner, _, member = base.partition(".")
        for alt in OWNER_ALIASES.get(owner, []):
            found += self.by_base.get(alt + "." + member, [])
        return found


def classify(entries: list[Entry], decls: list[Decl]) -> list[Row]:
    fb = Flipbook(decls)
    rows = []
    for e in entries:
        issue = marks.issue_for(e)
        if not e.in_ios_sdk:
            rows.append(Row(e, "not-ios", "not in the iOS SDK (macOS, watchOS, tvOS or visionOS only)", None, issue))
            continue
        if e.symbol in marks.STATUS_OVERRIDES:
            status, reason = marks.STATUS_OVERRIDES[e.symbol]
            rows.append(Row(e, status, reason, fb.near(e.key)[0] if fb.near(e.key) else None, issue))
            continue
        key = e.key
        d = fb.find(key)
        if d is None and e.kind == "X" and "(" not in key:
            # A member without parameters may be a nested type, a static var or a case.
            d = fb.find(key)
        if d is None:
            rows.append(Row(e, "missing", missing_reason(e, fb), None, issue))
            continue
        status, reason = drawn_or_accepted(e, d, fb)
        rows.append(Row(e, status, reason, d, issue))
    return rows


def missing_reason(e: Entry, fb: Flipbook) -> str:
    name = e.base_symbol
    for pat, why in marks.MISSING_REASONS:
        if re.match(pat, name):
            return why
    near = fb.near(e.key)
    if near and "(" in e.key:
        forms = sorted({d.key.split(".", 1)[-1] for d in near})[:3]
        return "not yet in this form; Flipbook has " + ", ".join(f"`{f}`" for f in forms)
    return "not yet"


def drawn_or_accepted(e: Entry, d: Decl, fb: Flipbook) -> tuple[str, str]:
    if d.doc and marks.ACCEPTED_DOC.search(d.doc):
        sentences = re.split(r"(?<=\.)\s+", d.doc)
        said = next((x for x in sentences if marks.ACCEPTED_DOC.search(x)), sentences[0])
        return "accepted", said
    if e.kind in marks.ACCEPTED_KINDS:
        return "accepted", marks.ACCEPTED_KINDS[e.kind]
    if d.wrapper:
        return "accepted", marks.ACCEPTED_KINDS["W"]
    if e.kind == "M":
        for pat, why in marks.ACCEPTED_MODIFIERS:
            if re.match(pat, e.base_symbol):
                return "accepted", why
        return "drawn", ""
    if e.kind in TYPE_KINDS:
        name = e.base_symbol
        if e.kind == "P" and (name in marks.DRAWING_PROTOCOLS or name.endswith("Style")):
            return "drawn", ""
        if marks.DRAWING_CONFORMANCES.search(fb.conformances.get(name, "")):
            return "drawn", ""
        return "accepted", "value or protocol type: feeds drawing, no pixels of its own"
    if e.kind == "F":
        return "drawn", ""
    owner = e.base_symbol.split(".")[0]
    if d.kind == "init" and marks.DRAWING_CONFORMANCES.search(fb.conformances.get(owner, "")):
        return "drawn", ""
    if owner in marks.ACCEPTED_OWNERS:
        return "accepted", marks.ACCEPTED_OWNERS[owner]
    if owner in marks.DRAWING_OWNERS:
        return "drawn", ""
    return "accepted", "behaviour or value member: no pixels of its own"
