"""Flipbook's public declarations, read from the Swift sources.

Scans every .swift file under Sources/ (whatever the target layout: the engine/catalogue split
moves files, the scan does not care) and yields one Decl per `public`/`open` declaration:
types, functions, initialisers, properties, macros. A declaration marked
`@available(*, unavailable)` does not count; neither does one inside a non-public type.

This is a reader for the subset of Swift the project writes, not a Swift parser: comments and
string literals are blanked out first so that braces and keywords inside them do not count.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field

KEYWORDS_TYPE = ("struct", "class", "enum", "protocol", "actor")


@dataclass
class Decl:
    kind: str            # struct class enum protocol actor typealias func init var let macro case subscript
    owner: str           # "" at top level, else the extended or enclosing type ("View", "Text.Case")
    name: str            # base name ("padding", "init", "Text")
    labels: list = field(default_factory=list)   # argument labels, "_" for none
    params: list = field(default_factory=list)   # (label, type, has_default) per parameter
    generics: str = ""   # "<...>" text of a generic func or type
    static: bool = False
    mutating: bool = False
    wrapper: bool = False  # @propertyWrapper
    doc: str = ""        # the doc comment just above
    file: str = ""
    line: int = 0
    where: str = ""      # the extension's where clause, e.g. "Self == BorderedButtonStyle"
    inherits: str = ""   # a type's inheritance clause, e.g. "View, Equatable"

    @property
    def key(self) -> str:
        """Owner.name(labels:) as Apple's documentation titles a symbol."""
        base = f"{self.owner}.{self.name}" if self.owner else self.name
        if self.kind in ("func", "init", "macro", "subscript"):
            return base + "(" + "".join(l + ":" for l in self.labels) + ")"
        return base


def _blank_comments_and_strings(src: str) -> tuple[str, list[tuple[int, str]]]:
    """Returns the source with comments and string contents replaced by spaces (newlines kept,
    so offsets and line numbers survive), and the doc comments as (end offset, text)."""
    out = list(src)
    docs: list[tuple[int, str]] = []
    i, n = 0, len(src)
    while i < n:
        c = src[i]
        if src.startswith("///", i):
            j = src.find("\n", i)
            j = n if j < 0 else j
            docs.append((j, src[i + 3:j].strip()))
            for k in range(i, j):
                out[k] = " "
            i = j
        elif src.startswith("//", i):
            j = src.find("\n", i)
            j = n if j < 0 else j
            for k in range(i, j):
                out[k] = " "
            i = j
        elif src.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if src.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif src.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            for k in range(i, j):
                if out[k] != "\n":
                    out[k] = " "
            i = j
        elif c == '"' or (c == "#" and re.match(r'#+"', src[i:i + 8])):
            m = re.match(r'(#*)("""|")', src[i:])
            hashes, quote = m.group(1), m.group(2)
            close = quote + hashes
            j = i + len(m.group(0))
            while j < n:
                if src[j] == "\\" and not hashes:
                    if src.startswith("\\(", j):   # interpolation: skip to the matching paren
                        depth, j = 1, j + 2
                        while j < n and depth:
                            depth += {"(": 1, ")": -1}.get(src[j], 0)
                            j += 1
                        continue
                    j += 2
                    continue
                if src.startswith(close, j):
                    j += len(close)
                    break
                j += 1
            for k in range(i + 1, j - 1):
                if out[k] != "\n":
                    out[k] = " "
            i = j
        else:
            i += 1
    return "".join(out), docs


_HEAD = re.compile(
    r"(?P<attrs>(?:@[\w.]+(?:\([^()]*(?:\([^()]*\)[^()]*)*\))?\s*)*)"
    r"(?P<mods>(?:(?:(?:internal|private|fileprivate|package)\(set\)|public|open|package|internal|private|fileprivate|nonisolated|final|static|class|"
    r"override|mutating|nonmutating|indirect|convenience|required|dynamic|lazy|weak|unowned|"
    r"consuming|borrowing|__consuming|@\w+)\s+)*)"
    r"(?P<kw>struct|class|enum|protocol|actor|extension|typealias|func|init|var|let|macro|case|subscript)\b"
)


def _split_top(s: str, sep: str = ",") -> list[str]:
    parts, depth, cur = [], 0, []
    for k, ch in enumerate(s):
        if ch in "([{<":
            depth += 1
        elif ch in ")]}" or (ch == ">" and (k == 0 or s[k - 1] != "-")):
            depth -= 1
        if ch == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        parts.append("".join(cur))
    return parts


def _match_paren(s: str, i: int) -> int:
    """Index just past the bracket that closes the one at s[i]."""
    pairs = {"(": ")", "<": ">", "[": "]", "{": "}"}
    open_, close = s[i], pairs[s[i]]
    depth = 0
    for j in range(i, len(s)):
        if s[j] == open_:
            depth += 1
        elif s[j] == close and not (close == ">" and j > 0 and s[j - 1] == "-"):
            depth -= 1
            if depth == 0:
                return j + 1
    return len(s)


def _strip_attributes(p: str) -> str:
    """A parameter without its leading attributes, generic ones included
    (`@TableColumnBuilder<Value, Never> columns: …` → `columns: …`)."""
    p = p.lstrip()
    while p.startswith("@"):
        m = re.match(r"@[\w.]+", p)
        end = m.end() if m else 1
        if end < len(p) and p[end] == "<":
            end = _match_paren(p, end)
        elif end < len(p) and p[end] == "(":
            end = _match_paren(p, end)
        p = p[end:].lstrip()
    return p


def _params(text: str) -> list[tuple[str, str, bool]]:
    out = []
    for p in _split_top(text):
        p = p.strip()
        if not p:
            continue
        p = _strip_attributes(p)
        head, _, rest = p.partition(":")
        names = head.split()
        names = [n for n in names if not n.startswith("@")]
        label = names[0] if names else "_"
        typ, _, default = rest.partition("=")
        out.append((label, " ".join(typ.split()), bool(default.strip())))
    return out


def scan_file(path: str, rel: str) -> list[Decl]:
    raw = open(path, encoding="utf-8").read()
    src, docs = _blank_comments_and_strings(raw)
    decls: list[Decl] = []
    # A stack of (brace depth at which the scope's body opened, owner name, public?, where)
    stack: list[tuple[int, str, bool, str]] = []
    depth = 0
    i, n = 0, len(src)
    line_starts = [0] + [m.end() for m in re.finditer("\n", src)]

    def line_of(off: int) -> int:
        lo, hi = 0, len(line_starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if line_starts[mid] <= off:
                lo = mid
            else:
                hi = mid - 1
        return lo + 1

    def doc_before(off: int) -> str:
        lines = []
        # doc lines end just before the declaration (attributes may sit between)
        prev_end = raw.rfind("\n", 0, off)
        texts = [t for (e, t) in docs if e <= off]
        ends = [e for (e, t) in docs if e <= off]
        k = len(ends) - 1
        cursor = off
        while k >= 0:
            gap = raw[ends[k]:cursor]
            if gap.strip() and not re.fullmatch(r"\s*(@[\w.]+(\([^)]*\))?\s*)*", gap.strip() and gap or ""):
                break
            lines.append(texts[k])
            cursor = raw.rfind("\n", 0, ends[k]) if ends[k] > 0 else 0
            k -= 1
        return " ".join(reversed(lines))

    while i < n:
        ch = src[i]
        if ch == "{":
            depth += 1
            i += 1
            continue
        if ch == "}":
            depth -= 1
            while stack and stack[-1][0] > depth:
                stack.pop()
            i += 1
            continue
        # only look for declarations at token starts
        if not (ch == "@" or ch.isalpha()) or (i > 0 and (src[i - 1].isalnum() or src[i - 1] in "_.")):
            i += 1
            continue
        m = _HEAD.match(src, i)
        if not m:
            # skip the identifier
            j = i
            while j < n and (src[j].isalnum() or src[j] == "_"):
                j += 1
            i = max(j, i + 1)
            continue
        kw = m.group("kw")
        mods = m.group("mods").split()
        attrs = m.group("attrs")
        start = m.start()
        j = m.end()
        in_scope_owner = stack[-1][1] if stack else ""
        scope_public = stack[-1][2] if stack else True
        # body-less statement context (inside a function) is depth > scope body depth + 0:
        # a declaration counts only directly inside a type or extension body, or at top level.
        directly = (not stack and depth == 0) or (stack and depth == stack[-1][0])
        is_public = ("public" in mods or "open" in mods)
        unavailable = "unavailable" in attrs and "@available(*" in attrs.replace(" ", "")
        if kw == "extension":
            # extension Name<...>? (: Proto)? (where ...)? {
            brace = src.find("{", j)
            header = " ".join(src[j:brace].split())
            nm = re.match(r"[\w.]+", header)
            if brace < 0 or not nm:
                i = j
                continue
            name = nm.group(0)
            where = header.split(" where ", 1)[1] if " where " in header else ""
            conf = header.split(" where ")[0]
            if ":" in conf and directly:
                decls.append(Decl(kind="conformance", owner="", name=name,
                                  inherits=conf.split(":", 1)[1].strip(), file=rel, line=line_of(start)))
            if directly:
                stack.append((depth + 1, name, True, where))
            depth += 1
            i = brace + 1
            continue
        if kw in KEYWORDS_TYPE and not (kw == "class" and re.match(r"\s+(func|var|let|subscript)\b", src[j:j + 12])):
            mm = re.match(r"\s+(\w+)", src[j:])
            if not mm:
                i = j
                continue
            name = mm.group(1)
            k = j + mm.end()
            generics = ""
            if k < n and src[k] == "<":
                e = _match_paren(src, k)
                generics = src[k:e]
                k = e
            brace = src.find("{", k)
            owner = in_scope_owner
            full = f"{owner}.{name}" if owner else name
            pub = is_public and scope_public
            if directly and pub and not unavailable:
                clause = " ".join(src[k:brace].split())
                clause = clause[1:].split(" where ")[0].strip() if clause.startswith(":") else ""
                decls.append(Decl(kind=kw, owner=owner, name=name, generics=generics,
                                  wrapper="@propertyWrapper" in attrs, doc=doc_before(start),
                                  file=rel, line=line_of(start), inherits=clause))
            if directly:
                stack.append((depth + 1, full, pub, ""))
            depth += 1
            i = brace + 1
            continue
        if not directly:
            i = j
            continue
        pub = is_public and scope_public
        static = "static" in mods or ("class" in mods)
        owner = in_scope_owner
        if kw == "typealias":
            mm = re.match(r"\s+(\w+)", src[j:])
            if pub and mm and not unavailable:
                decls.append(Decl(kind="typealias", owner=owner, name=mm.group(1), doc=doc_before(start),
                                  file=rel, line=line_of(start)))
            i = j
            continue
        if kw in ("func", "macro", "init", "subscript"):
            k = j
            if kw in ("func", "macro"):
                mm = re.match(r"\s*(`?\w+`?|[^\s\w(<`]+)\s*", src[k:])
                if not mm:
                    i = k
                    continue
                name = mm.group(1).strip("`")
                k += mm.end()
            else:
                name = kw
                if k < n and src[k] in "?!":
                    k += 1
            generics = ""
            while k < n and src[k].isspace():
                k += 1
            if k < n and src[k] == "<":
                e = _match_paren(src, k)
                generics = src[k:e]
                k = e
            while k < n and src[k].isspace():
                k += 1
            if k >= n or src[k] != "(":
                i = k
                continue
            e = _match_paren(src, k)
            params = _params(src[k + 1:e - 1])
            if pub and not unavailable:
                labels = [p[0] for p in params]
                if not re.match(r"\w", name):      # operators take no labels at the call site
                    labels = ["_" for _ in params]
                if kw == "subscript":
                    labels = ["_" if l == p[0] and len(src[k + 1:e - 1].split(":")[0].split()) == 1 else l
                              for l, p in zip(labels, params)]
                decls.append(Decl(kind=kw, owner=owner, name=name, labels=labels, params=params,
                                  generics=generics, static=static, mutating="mutating" in mods,
                                  doc=doc_before(start),
                                  file=rel, line=line_of(start), where=stack[-1][3] if stack else ""))
            i = e
            continue
        if kw in ("var", "let", "case"):
            # var a, b: T   /  case a, b(x: Int)
            stop = len(src)
            for ch2 in ("{", "\n"):
                p = src.find(ch2, j)
                if p >= 0:
                    stop = min(stop, p)
            seg = src[j:stop]
            names = []
            if kw == "case":
                for part in _split_top(seg):
                    mm = re.match(r"\s*`?(\w+)", part)
                    if mm:
                        names.append(mm.group(1))
            else:
                # A keyword used as a name is backticked (`static var `switch``).
                mm = re.match(r"\s*`?(\w+)`?", seg)
                if mm:
                    names.append(mm.group(1))
            if (pub or (kw == "case" and scope_public)) and not unavailable:
                for nm in names:
                    decls.append(Decl(kind=kw, owner=owner, name=nm, static=static or kw == "case",
                                      doc=doc_before(start), file=rel, line=line_of(start),
                                      where=stack[-1][3] if stack else ""))
            i = j
            continue
        i = j
    return decls


def visible_targets(sources: str, root: str = "Flipbook") -> list[str]:
    """The targets whose public API `import Flipbook` brings: Flipbook and, transitively, every
    target it re-exports with `@_exported import` (after the engine/catalogue split the engine is
    one of them). Other targets (FlipbookScene, FlipbookTesting…) are imported on their own."""
    seen, todo = [], [root]
    while todo:
        t = todo.pop()
        d = os.path.join(sources, t)
        if t in seen or not os.path.isdir(d):
            continue
        seen.append(t)
        for base, _, files in os.walk(d):
            for f in files:
                if f.endswith(".swift"):
                    text = open(os.path.join(base, f), encoding="utf-8").read()
                    todo += re.findall(r"^\s*@_exported\s+import\s+(\w+)", text, re.M)
    return sorted(seen)


def scan(sources: str) -> list[Decl]:
    out: list[Decl] = []
    for target in visible_targets(sources):
        for root, dirs, files in os.walk(os.path.join(sources, target)):
            dirs.sort()
            for f in sorted(files):
                if f.endswith(".swift"):
                    p = os.path.join(root, f)
                    out.extend(scan_file(p, os.path.relpath(p, os.path.dirname(sources))))
    return out


if __name__ == "__main__":
    import sys
    root = sys.argv[1] if len(sys.argv) > 1 else "Sources"
    for d in scan(root):
        print(d.kind, d.key, d.file, d.line, sep="\t")
