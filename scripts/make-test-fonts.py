#!/usr/bin/env python3
"""Builds the stand-in fonts the tests use in place of Apple's (which may not be committed),
and the advances the tests compare Flipbook's against, computed here with fontTools alone.

Run from the package root: scripts/make-test-fonts.py   (pip install fonttools)

Writes Tests/Fixtures/Fonts/AppleStandIn/:
- SF-Pro-StandIn.ttf: family "SF Pro", a TrueType variable font with the axes Apple's
  SF-Pro.ttf has: wght 100…900, wdth 50…150, opsz 17…28 (default 400/100/17), and named
  instances Regular, Bold, Compressed, Condensed, Expanded. Its glyphs are bars whose advance
  moves with every axis, so the tests see whether weight, width and optical size reach both
  the shaper and the rasteriser.
- SF-Symbols-StandIn.ttf: family "SF Pro Symbols Stand-In", glyphs in the supplementary
  private use area (U+100000…), each named by the SF Symbols name it draws
  (glyph name "heart.fill"), as Apple's fonts carry symbols.
- Static/SF-Pro-Text-StandIn.ttf and Static/SF-Pro-Display-StandIn.ttf: static instances
  (opsz 17 and 28) named "SF Pro Text" and "SF Pro Display", as Apple's static files are, for
  the Text-below-20-pt / Display-from-20-pt rule.
- Designs/: static stand-ins named "SF Pro Rounded", "SF Mono" and "New York" (opsz 17
  instances), for the design → family mapping.
- expected-advances.json: advances (font units) of each glyph at the coordinates the tests
  ask for, from fontTools.varLib.instancer — an implementation independent of HarfBuzz and
  FreeType, which Flipbook uses.

The generated files are committed (about 10 kB) so that `swift test` needs neither Python nor
fontTools; this script is their source and regenerates them byte for byte.
"""
import json, os, sys, tempfile
os.environ.setdefault("SOURCE_DATE_EPOCH", "0")  # fixed head timestamps: the same bytes every run
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.designspaceLib import DesignSpaceDocument, AxisDescriptor, SourceDescriptor, InstanceDescriptor
from fontTools import varLib
from fontTools.varLib import instancer
from fontTools.ttLib import TTFont

OUT = "Tests/Fixtures/Fonts/AppleStandIn"
UPEM = 1000
# glyph: (unicode, base advance at the default instance)
GLYPHS = {"H": (0x48, 700), "O": (0x4F, 760), "n": (0x6E, 560), "space": (0x20, 250), "period": (0x2E, 260),
          "ellipsis": (0x2026, 800)}
AXES = [("wght", "Weight", 100, 400, 900), ("wdth", "Width", 50, 100, 150), ("opsz", "Optical size", 17, 17, 28)]
# Per master: how the advance and the bar's stem change (default, min and max of each axis).
MASTERS = [
    ({}, 1.00, 0, 100),
    ({"wght": 100}, 0.94, 0, 40), ({"wght": 900}, 1.12, 0, 220),
    ({"wdth": 50}, 0.60, 0, 80), ({"wdth": 150}, 1.40, 0, 120),
    ({"opsz": 28}, 1.00, -30, 90),
]
INSTANCES = [("Regular", {}), ("Bold", {"wght": 700}), ("Compressed", {"wdth": 60}), ("Condensed", {"wdth": 75}),
             ("Expanded", {"wdth": 125})]
# Coordinates the tests measure at.
PROBES = [{"wght": 400, "wdth": 100, "opsz": 17}, {"wght": 400, "wdth": 100, "opsz": 28},
          {"wght": 400, "wdth": 100, "opsz": 22}, {"wght": 700, "wdth": 100, "opsz": 17},
          {"wght": 400, "wdth": 75, "opsz": 17}, {"wght": 700, "wdth": 125, "opsz": 34}]


def bar(width, stem, height=700):
    pen = TTGlyphPen(None)
    if width > 0:
        x0 = max(0, (width - stem) // 2)
        pen.moveTo((x0, 0)); pen.lineTo((x0, height)); pen.lineTo((x0 + stem, height)); pen.lineTo((x0 + stem, 0))
        pen.closePath()
    return pen.glyph()


def master(loc, scale, shift, stem, family="SF Pro"):
    names = [".notdef"] + list(GLYPHS)
    fb = FontBuilder(UPEM, isTTF=True)
    fb.setupGlyphOrder(names)
    fb.setupCharacterMap({u: g for g, (u, _) in GLYPHS.items()})
    glyphs, metrics = {".notdef": bar(500, 50)}, {".notdef": (500, 0)}
    for g, (_, adv) in GLYPHS.items():
        a = round(adv * scale) + shift
        glyphs[g] = bar(a if g != "space" else 0, stem)
        metrics[g] = (a, max(0, (a - stem) // 2) if g != "space" else 0)
    fb.setupGlyf(glyphs)
    fb.setupHorizontalMetrics(metrics)
    fb.setupHorizontalHeader(ascent=1950 * UPEM // 2048, descent=-(494 * UPEM // 2048))
    fb.setupNameTable({"familyName": family, "styleName": "Regular", "typographicFamily": family,
                       "uniqueFontIdentifier": "Flipbook stand-in " + family,
                       "version": "Version 1.000; Flipbook test stand-in, not an Apple font"})
    fb.setupOS2(sTypoAscender=952, sTypoDescender=-241, usWinAscent=952, usWinDescent=241, sCapHeight=700, sxHeight=520,
                usWeightClass=400)
    fb.setupPost()
    return fb.font


def build_variable():
    doc = DesignSpaceDocument()
    for tag, name, lo, default, hi in AXES:
        a = AxisDescriptor(); a.tag, a.name, a.minimum, a.default, a.maximum = tag, name, lo, default, hi
        doc.addAxis(a)
    tmp = tempfile.mkdtemp()
    for i, (loc, scale, shift, stem) in enumerate(MASTERS):
        path = os.path.join(tmp, f"m{i}.ttf")
        master(loc, scale, shift, stem).save(path)
        s = SourceDescriptor(); s.path = path
        s.location = {name: loc.get(tag, default) for tag, name, _, default, _ in AXES}
        doc.addSource(s)
    for style, loc in INSTANCES:
        inst = InstanceDescriptor(); inst.familyName = "SF Pro"; inst.styleName = style
        inst.location = {name: loc.get(tag, default) for tag, name, _, default, _ in AXES}
        doc.addInstance(inst)
    font, _, _ = varLib.build(doc)
    return font


def build_symbols():
    # Two symbols whose shapes the tests can tell apart: a filled square and a thin bar.
    names = [".notdef", "heart.fill", "star"]
    fb = FontBuilder(UPEM, isTTF=True)
    fb.setupGlyphOrder(names)
    fb.setupCharacterMap({0x100000: "heart.fill", 0x100001: "star"})
    fb.setupGlyf({".notdef": bar(500, 50), "heart.fill": bar(900, 800, 800), "star": bar(900, 100, 800)})
    fb.setupHorizontalMetrics({".notdef": (500, 0), "heart.fill": (900, 50), "star": (900, 400)})
    fb.setupHorizontalHeader(ascent=952, descent=-241)
    family = "SF Pro Symbols Stand-In"
    fb.setupNameTable({"familyName": family, "styleName": "Regular", "uniqueFontIdentifier": "Flipbook " + family,
                       "version": "Version 1.000; Flipbook test stand-in, not an Apple font"})
    fb.setupOS2(sTypoAscender=952, sTypoDescender=-241, usWinAscent=952, usWinDescent=241, sCapHeight=700, sxHeight=520)
    fb.setupPost(keepGlyphNames=True)
    return fb.font


def main():
    os.makedirs(OUT, exist_ok=True)
    var = build_variable()
    path = os.path.join(OUT, "SF-Pro-StandIn.ttf")
    var.save(path)
    build_symbols().save(os.path.join(OUT, "SF-Symbols-StandIn.ttf"))
    os.makedirs(os.path.join(OUT, "Static"), exist_ok=True)
    for family, opsz in (("SF Pro Text", 17), ("SF Pro Display", 28)):
        inst = instancer.instantiateVariableFont(TTFont(path), {"wght": 400, "wdth": 100, "opsz": opsz})
        name = inst["name"]
        for nid in (1, 16):
            name.setName(family, nid, 3, 1, 0x409)
        name.setName(family + " Regular", 4, 3, 1, 0x409)
        name.setName(family.replace(" ", "") + "-Regular", 6, 3, 1, 0x409)
        inst.save(os.path.join(OUT, "Static", family.replace(" ", "-") + "-StandIn.ttf"))
    os.makedirs(os.path.join(OUT, "Designs"), exist_ok=True)
    for family in ("SF Pro Rounded", "SF Mono", "New York"):
        inst = instancer.instantiateVariableFont(TTFont(path), {"wght": 400, "wdth": 100, "opsz": 17})
        name = inst["name"]
        for nid in (1, 16):
            name.setName(family, nid, 3, 1, 0x409)
        name.setName(family + " Regular", 4, 3, 1, 0x409)
        name.setName(family.replace(" ", "") + "-Regular", 6, 3, 1, 0x409)
        inst.save(os.path.join(OUT, "Designs", family.replace(" ", "-") + "-StandIn.ttf"))
    expected = []
    for probe in PROBES:
        inst = instancer.instantiateVariableFont(TTFont(path), dict(probe))
        hmtx = inst["hmtx"].metrics
        expected.append({"location": probe, "advances": {chr(u): hmtx[g][0] for g, (u, _) in GLYPHS.items()}})
    with open(os.path.join(OUT, "expected-advances.json"), "w") as f:
        json.dump({"unitsPerEm": UPEM, "probes": expected}, f, indent=1, sort_keys=True)
        f.write("\n")
    print("wrote", OUT)


if __name__ == "__main__":
    main()
