#!/usr/bin/env python3
"""Exact references for GlyphRunTransformTests: the same font file's glyph outlines, placed
where Flipbook's layout put them and mapped by the full root-to-device transform (scale,
rotationEffect, scaleEffect, rotation3DEffect's projection), filled by Skia at 16×16 samples
a pixel and averaged: exact-area coverage, not Skia's own anti-aliasing approximation.

    pip install skia-python numpy
    FLIPBOOK_GLYPH_CASES=Snapshots/glyph-transforms/glyphs.json \
        swift test --filter GlyphRunTransformTests      # writes the glyphs and transforms
    python3 scripts/make_glyph_reference.py             # writes Snapshots/glyph-transforms/<case>.png

Each PNG holds the coverage (255 = covered) in its grey channel, the canvas's size in pixels.
Glyph paths are taken from Skia's own reading of the font (unhinted), not from FreeType.
"""
import json, os, sys
import numpy as np
import skia

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIR = os.path.join(ROOT, "Snapshots", "glyph-transforms")


SS = 16  # samples per pixel side: exact-area coverage to within about 1/256


def render(case):
    w, h = case["width"], case["height"]
    surface = skia.Surface(w * SS, h * SS)
    canvas = surface.getCanvas()
    canvas.clear(skia.ColorWHITE)
    canvas.scale(SS, SS)
    m = case["matrix"]  # row-major 3x3, column vectors: device = M · (x, y, 1)
    canvas.concat(skia.Matrix.MakeAll(m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8]))
    paint = skia.Paint(AntiAlias=True, Color=skia.ColorBLACK)
    fonts = {}
    path = skia.Path()
    for g in case["glyphs"]:
        key = (g["font"], g["size"])
        if key not in fonts:
            typeface = skia.Typeface.MakeFromFile(os.path.join(ROOT, g["font"]) if not os.path.isabs(g["font"]) else g["font"])
            font = skia.Font(typeface, g["size"])
            font.setHinting(skia.FontHinting.kNone)
            font.setSubpixel(True)
            font.setLinearMetrics(True)
            fonts[key] = font
        glyph_path = fonts[key].getPath(g["id"])
        if glyph_path is None:
            continue
        if g.get("oblique"):
            glyph_path.transform(skia.Matrix.MakeAll(1, -0.2, 0, 0, 1, 0, 0, 0, 1))
        path.addPath(glyph_path, g["x"], g["y"])
    path.setFillType(skia.PathFillType.kWinding)
    canvas.drawPath(path, paint)
    rgba = np.array(surface.makeImageSnapshot().toarray())
    ink = (255 - rgba[:, :, 0].astype(np.float64)).reshape(h, SS, w, SS).mean(axis=(1, 3))
    return np.clip(np.rint(ink), 0, 255).astype(np.uint8)


def main():
    with open(os.path.join(DIR, "glyphs.json")) as f:
        cases = json.load(f)["cases"]
    for case in cases:
        cov = render(case)
        image = skia.Image.fromarray(np.ascontiguousarray(cov), colorType=skia.ColorType.kGray_8_ColorType)
        out = os.path.join(DIR, case["name"] + ".png")
        image.save(out, skia.EncodedImageFormat.kPNG)
        print(out, cov.shape, "ink", int(cov.astype(np.int64).sum() // 255))


if __name__ == "__main__":
    sys.exit(main())
