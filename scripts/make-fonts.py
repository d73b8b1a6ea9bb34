#!/usr/bin/env python3
"""Rebuilds Flipbook's Fonts/ directory from Debian font packages.

Needs: apt-get install fonts-inter fonts-noto-cjk fonts-material-design-icons-iconfont \
                       fonts-quicksand fonts-noto-core fonts-jetbrains-mono fonts-noto-color-emoji
       pip install fonttools
Usage: scripts/make-fonts.py [Fonts]   (run from the package root)

- Inter: the static OTFs Debian ships are copied as they are (all nine weights and their
  italics, so SwiftUI's ultraLight…black map onto real instances, no interpolation).
- Noto Sans CJK SC: face 2 of Debian's NotoSansCJK-{Regular,Bold}.ttc is subset with
  fontTools' subsetter to every character of GB2312 (all valid code points of Python's
  'gb2312' codec: 6763 Han characters plus its symbols, kana, Greek and Cyrillic), CJK
  symbols and punctuation, fullwidth/halfwidth forms, general punctuation and Latin-1,
  and written as a single-face OTF (not TTC).
- Material Icons: the Regular (filled) TTF is copied; Debian ships no Outlined face.
- Font designs (SwiftUI's .rounded, .serif, .monospaced): Quicksand (copied unchanged: its
  OFL reserves the name, so it is not subset), Noto Serif and JetBrains Mono (subset to the
  Western scripts, WESTERN below).
- Noto Color Emoji (CBDT bitmaps): subset to every code point of its cmap but the five
  skin-tone modifiers U+1F3FB–1F3FF, so the tone variants (1 895 of 3 968 glyphs, half the
  file) drop out of the ligature closure; ZWJ sequences, flags and keycaps stay.
"""
import os
import shutil
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection

INTER_DIR = "/usr/share/fonts/opentype/inter"
NOTO_DIR = "/usr/share/fonts/opentype/noto"
MATERIAL = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
MATERIAL_CSS = "/usr/share/fonts-material-design-icons-iconfont/css/material-design-icons.css"
NOTO_SC_INDEX = 2  # 0 JP, 1 KR, 2 SC, 3 TC, 4 HK in Debian's NotoSansCJK-*.ttc

QUICKSAND_DIR = "/usr/share/fonts/truetype/quicksand"
NOTO_SERIF_DIR = "/usr/share/fonts/truetype/noto"
JETBRAINS_DIR = "/usr/share/fonts/truetype/jetbrains-mono"
JETBRAINS_STYLES = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold"]

# Latin (with Extended-A/B), Greek, Cyrillic, punctuation, currency, letterlike symbols,
# arrows, mathematical operators, box drawing and geometric shapes: what UI text in the
# design faces uses; anything else falls back to Inter, then CJK, then symbols.
WESTERN = sorted(set(range(0x20, 0x7F)) | set(range(0xA0, 0x250)) | set(range(0x370, 0x400)) |
                 set(range(0x400, 0x530)) | set(range(0x2000, 0x2070)) | set(range(0x20A0, 0x20C1)) |
                 set(range(0x2100, 0x2150)) | set(range(0x2190, 0x2200)) | set(range(0x2200, 0x2300)) |
                 set(range(0x2500, 0x2600)) | {0xFFFD})

INTER_STYLES = [
    "Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black",
]


def gb2312_characters():
    """Every character Python's 'gb2312' codec decodes: rows 0xA1–0xF7, cells 0xA1–0xFE."""
    chars = set()
    for hi in range(0xA1, 0xF8):
        for lo in range(0xA1, 0xFF):
            try:
                chars.add(ord(bytes([hi, lo]).decode("gb2312")))
            except UnicodeDecodeError:
                pass
    return chars


def cjk_unicodes():
    u = gb2312_characters()
    u |= set(range(0x20, 0x7F))        # Basic Latin
    u |= set(range(0xA0, 0x100))       # Latin-1 supplement
    u |= set(range(0x2000, 0x2070))    # General punctuation (… ‘ ’ “ ” — ‰ …)
    u |= set(range(0x3000, 0x3040))    # CJK symbols and punctuation (、。〈〉「」『』【】…)
    u |= set(range(0xFF00, 0xFFF0))    # Halfwidth and fullwidth forms (，：；！？（）…)
    u |= {0x00B7, 0x2026, 0x25CB, 0x25CF}
    return sorted(u)


def subset_noto(weight, out_path, unicodes):
    src = os.path.join(NOTO_DIR, f"NotoSansCJK-{weight}.ttc")
    font = TTCollection(src).fonts[NOTO_SC_INDEX]
    options = subset.Options()
    options.layout_features = ["*"]     # keep vertical forms, proportional punctuation, kerning
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.hinting = False             # Flipbook renders unhinted; CFF hints only cost bytes
    options.desubroutinize = False
    sub = subset.Subsetter(options)
    sub.populate(unicodes=unicodes)
    sub.subset(font)
    font.save(out_path)


def subset_file(src, out_path, unicodes):
    """A fontTools subset of one TrueType file to `unicodes`, every layout feature kept
    (tabular figures, case forms…), hinting dropped (Flipbook renders unhinted)."""
    from fontTools.ttLib import TTFont
    font = TTFont(src)
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.hinting = False
    sub = subset.Subsetter(options)
    sub.populate(unicodes=unicodes)
    sub.subset(font)
    font.save(out_path)


EMOJI = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"


def make_emoji(out):
    from fontTools.ttLib import TTFont
    font = TTFont(EMOJI)
    keep = set(font.getBestCmap()) - set(range(0x1F3FB, 0x1F400))
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.hinting = False
    sub = subset.Subsetter(options)
    sub.populate(unicodes=keep)
    sub.subset(font)
    font.save(os.path.join(out, "NotoColorEmoji.ttf"))


def make_design_faces(out):
    for style in ("Light", "Regular", "Medium", "Bold"):
        name = f"Quicksand-{style}.ttf"
        shutil.copyfile(os.path.join(QUICKSAND_DIR, name), os.path.join(out, name))
    for style in ("Regular", "Italic", "Bold", "BoldItalic"):
        name = f"NotoSerif-{style}.ttf"
        subset_file(os.path.join(NOTO_SERIF_DIR, name), os.path.join(out, name), WESTERN)
    for style in JETBRAINS_STYLES:
        for italic in (False, True):
            name = f"JetBrainsMono-{style}{'Italic' if italic else ''}.ttf"
            if style == "Regular" and italic:
                name = "JetBrainsMono-Italic.ttf"
            subset_file(os.path.join(JETBRAINS_DIR, name), os.path.join(out, name), WESTERN)


def debian_license(package, name):
    """The text of the `License: <name>` paragraph of a Debian machine-readable copyright
    file (the stand-alone one with the full text, not a `Files:` paragraph's short field)."""
    lines = open(f"/usr/share/doc/{package}/copyright", encoding="utf-8").read().splitlines()
    for i, line in enumerate(lines):
        if line.split() != ["License:", name]:
            continue
        out = []
        for text in lines[i + 1:]:
            if not text.startswith(" "):
                break
            out.append("" if text.strip() == "." else text[1:])
        if out:
            return "\n".join(out).strip() + "\n"
    sys.exit(f"make-fonts: no 'License: {name}' text in /usr/share/doc/{package}/copyright")


def write_licenses(out):
    with open(os.path.join(out, "Inter-LICENSE-OFL.txt"), "w", encoding="utf-8") as f:
        f.write("Copyright (c) 2016-2022 The Inter Project Authors (https://github.com/rsms/inter)\n\n"
                "This Font Software is licensed under the SIL Open Font License, Version 1.1.\n\n")
        f.write(debian_license("fonts-inter", "OFL-1.1"))
    with open(os.path.join(out, "NotoSansCJK-LICENSE-OFL.txt"), "w", encoding="utf-8") as f:
        f.write("Copyright 2014-2021 Adobe (http://www.adobe.com/), with Reserved Font Name 'Source'.\n"
                "Noto is a trademark of Google Inc.\n\n"
                "NotoSansCJKsc-*.otf here are subsets (scripts/make-fonts.py) of Noto Sans CJK SC.\n\n"
                "This Font Software is licensed under the SIL Open Font License, Version 1.1.\n\n")
        f.write(debian_license("fonts-noto-cjk", "SIL-1.1"))
    with open(os.path.join(out, "MaterialIcons-LICENSE-Apache-2.0.txt"), "w", encoding="utf-8") as f:
        f.write("Material Icons: Copyright 2014-2020 Material Design Authors, Copyright 2018 Google, Inc.;\n"
                "packaging 2019-2022 Jossef Harush (Material Design Icons DX).\n\n")
        f.write(open("/usr/share/common-licenses/Apache-2.0", encoding="utf-8").read())
    with open(os.path.join(out, "NotoColorEmoji-LICENSE.txt"), "w", encoding="utf-8") as f:
        f.write("Copyright 2013-2017 Google Inc.\n\n"
                "NotoColorEmoji.ttf here is a subset (scripts/make-fonts.py) of Noto Color Emoji 2.042.\n"
                "The font is under the SIL Open Font License 1.1; the emoji images in it are under the\n"
                "Apache License 2.0 (/usr/share/doc/fonts-noto-color-emoji/copyright).\n\n")
        f.write(debian_license("fonts-noto-color-emoji", "SIL-1.1"))
        f.write("\n\n---- Apache License 2.0 (the emoji images) ----\n\n")
        f.write(open("/usr/share/common-licenses/Apache-2.0", encoding="utf-8").read())
    with open(os.path.join(out, "Quicksand-LICENSE-OFL.txt"), "w", encoding="utf-8") as f:
        f.write("Copyright 2011 The Quicksand Project Authors "
                "(https://github.com/andrew-paglinawan/QuicksandFamily), with Reserved Font Name \"Quicksand\".\n\n"
                "This Font Software is licensed under the SIL Open Font License, Version 1.1.\n\n")
        f.write(debian_license("fonts-quicksand", "OFL-1.1"))
    with open(os.path.join(out, "NotoSerif-LICENSE-OFL.txt"), "w", encoding="utf-8") as f:
        f.write("Copyright 2015 Google LLC. All Rights Reserved. Noto is a trademark of Google Inc.\n\n"
                "NotoSerif-*.ttf here are subsets (scripts/make-fonts.py) of Noto Serif 2.004.\n\n"
                "This Font Software is licensed under the SIL Open Font License, Version 1.1.\n\n")
        f.write(debian_license("fonts-noto-core", "OFL-1.1"))
    with open(os.path.join(out, "JetBrainsMono-LICENSE-Apache-2.0.txt"), "w", encoding="utf-8") as f:
        f.write("Copyright 2020 The JetBrains Mono Project Authors (https://github.com/JetBrains/JetBrainsMono);\n"
                "Debian's fonts-jetbrains-mono distributes it under the Apache License 2.0.\n\n"
                "JetBrainsMono-*.ttf here are subsets (scripts/make-fonts.py) of JetBrains Mono 2.242.\n\n")
        f.write(open("/usr/share/common-licenses/Apache-2.0", encoding="utf-8").read())


def write_material_codepoints(out):
    """`name codepoint` lines (the format of Google's MaterialIcons-Regular.codepoints) from the
    CSS Debian ships, kept only where the font's cmap has the code point."""
    import re
    from fontTools.ttLib import TTFont
    css = open(MATERIAL_CSS, encoding="utf-8").read()
    pairs = re.findall(r'\.material-icons\.([a-z0-9_]+):before \{\s*content: "\\([0-9a-f]+)"', css)
    cmap = TTFont(MATERIAL).getBestCmap()
    with open(os.path.join(out, "MaterialIcons-Regular.codepoints"), "w", encoding="utf-8") as f:
        for name, cp in sorted(pairs):
            if int(cp, 16) in cmap:
                f.write(f"{name} {cp}\n")


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "Fonts"
    os.makedirs(out, exist_ok=True)
    for style in INTER_STYLES:
        for italic in (False, True):
            if style == "Regular":
                name = "Inter-Italic.otf" if italic else "Inter-Regular.otf"
            else:
                name = f"Inter-{style}{'Italic' if italic else ''}.otf"
            shutil.copyfile(os.path.join(INTER_DIR, name), os.path.join(out, name))
    unicodes = cjk_unicodes()
    print(f"Noto Sans CJK SC subset: {len(unicodes)} code points "
          f"({len(gb2312_characters())} from GB2312)")
    for weight in ("Regular", "Bold"):
        subset_noto(weight, os.path.join(out, f"NotoSansCJKsc-{weight}.otf"), unicodes)
    shutil.copyfile(MATERIAL, os.path.join(out, "MaterialIcons-Regular.ttf"))
    write_material_codepoints(out)
    make_design_faces(out)
    make_emoji(out)
    write_licenses(out)
    for f in sorted(os.listdir(out)):
        print(f"{os.path.getsize(os.path.join(out, f)):>10}  {f}")


if __name__ == "__main__":
    main()
