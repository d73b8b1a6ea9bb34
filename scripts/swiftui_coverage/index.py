"""Apple's SwiftUI symbol index (Docs/coverage/apple-doc-index.txt) as a list of Entry."""

from __future__ import annotations

import re
from dataclasses import dataclass

KINDS = {
    "S": "struct", "C": "class", "N": "enum", "P": "protocol", "A": "typealias",
    "W": "property wrapper", "R": "macro", "M": "modifier", "E": "environment value",
    "X": "member", "F": "function",
}
TYPE_KINDS = {"S", "C", "N", "P", "A", "W"}


@dataclass
class Entry:
    family: str
    slug: str
    kind: str          # one letter, see KINDS
    symbol: str        # as Apple's documentation titles it, e.g. "padding(_:_:)", "Text.init(_:) (Image)"
    ios: str           # "13" … "26", "16.4", "?" or "-"
    line: int

    @property
    def display(self) -> str:
        """The symbol as the table shows it: modifiers get a leading dot, values their owner."""
        if self.kind == "M":
            return "." + self.symbol
        if self.kind == "E":
            return "EnvironmentValues." + self.symbol
        return self.symbol

    @property
    def key(self) -> str:
        """Owner.member(labels:) in the form the declaration scan produces."""
        sym = self.base_symbol
        if self.kind == "M":
            return "View." + sym
        if self.kind == "E":
            return "EnvironmentValues." + sym
        return sym

    @property
    def base_symbol(self) -> str:
        """The symbol without a disambiguating note ("Text.init(_:) (Image)" → "Text.init(_:)")."""
        return re.sub(r"\s+\(.*\)$", "", self.symbol)

    @property
    def note(self) -> str:
        m = re.search(r"\s+\((.*)\)$", self.symbol)
        return m.group(1) if m else ""

    @property
    def in_ios_sdk(self) -> bool:
        return self.ios != "-"


def load(path: str) -> list[Entry]:
    entries: list[Entry] = []
    seen: set[tuple[str, str]] = set()
    family, slug = "", ""
    for n, raw in enumerate(open(path, encoding="utf-8"), 1):
        line = raw.rstrip("\n")
        if not line.strip() or line.startswith("#"):
            continue
        if line.startswith("@ "):
            m = re.match(r"@ (.*?)(?: \((.*)\))?$", line)
            family, slug = m.group(1), m.group(2) or ""
            continue
        kind, rest = line.split(" ", 1)
        symbol, ios = rest.rsplit(" ", 1)
        if kind not in KINDS:
            raise SystemExit(f"{path}:{n}: unknown kind {kind!r} (one of {', '.join(KINDS)})")
        if not re.fullmatch(r"\d+(\.\d+)?|\?|-", ios):
            raise SystemExit(f"{path}:{n}: iOS version {ios!r} is not 13…26, '?' or '-'")
        e = Entry(family, slug, kind, symbol, ios, n)
        ident = ("type" if kind in TYPE_KINDS else kind, e.symbol)
        if ident in seen:       # Apple lists many symbols in several collections: keep the first
            continue
        seen.add(ident)
        entries.append(e)
    return entries
