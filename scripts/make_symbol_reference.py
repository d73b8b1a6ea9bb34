#!/usr/bin/env python3
"""Exact references for SymbolOutlineTests: each symbol's outlines (FreeType's, widened for the
weight as the masks are — exported by the test, in root points), combined by Skia's own path
ops (union of the parts, less the knocked-out ones), mapped by the full root-to-device matrix
(scale, rotationEffect, scaleEffect, rotation3DEffect's projection) and filled by Skia at 16×16
samples a pixel, averaged: exact-area coverage.

    pip install skia-python numpy
    FLIPBOOK_SYMBOL_CASES=Snapshots/symbol-transforms/symbols.json \
        swift test --filter SymbolOutlineTests              # writes the outlines and matrices
    FLIPBOOK_PROJECTION_CASES=Snapshots/symbol-transforms/projections.json \
        swift test --filter ProjectedItemsTests             # items under projections, one matrix each
    python3 scripts/make_symbol_reference.py                # writes Snapshots/symbol-transforms/<case>.png

Each PNG holds the coverage (255 = covered) in its grey channel; layers and items are drawn in
order, each one's exact coverage at its paint's alpha composited source-over per pixel (as any
renderer draws separate items: where two anti-aliased edges meet, a seam of partial cover).
"""
import json, os, sys
import numpy as np
import skia

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIR = os.path.join(ROOT, "Snapshots", "symbol-transforms")
SS = 16


def path_of(elements):
    p = skia.Path()
    for e in elements:
        k = int(e[0])
        if k == 0: p.moveTo(e[1], e[2])
        elif k == 1: p.lineTo(e[1], e[2])
        elif k == 2: p.quadTo(e[1], e[2], e[3], e[4])
        elif k == 3: p.cubicTo(e[1], e[2], e[3], e[4], e[5], e[6])
        else: p.close()
    p.setFillType(skia.PathFillType.kWinding)
    return p


def coverage(case, shape):
    """One shape's exact-area coverage (0…1) on the canvas."""
    w, h = case["width"], case["height"]
    surface = skia.Surface(w * SS, h * SS)
    canvas = surface.getCanvas()
    canvas.clear(skia.ColorWHITE)
    canvas.scale(SS, SS)
    m = case["matrix"]
    canvas.concat(skia.Matrix.MakeAll(m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8]))
    if "matrix" in shape:  # each item's own root → device matrix (items under projections)
        s = shape["matrix"]
        canvas.concat(skia.Matrix.MakeAll(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8]))
    path = skia.Path()
    for part in shape["parts"]:
        path = skia.Op(path, path_of(part), skia.PathOp.kUnion_PathOp)
    for cut in shape["subtracted"]:
        path = skia.Op(path, path_of(cut), skia.PathOp.kDifference_PathOp)
    canvas.drawPath(path, skia.Paint(AntiAlias=True, Color=skia.ColorBLACK))
    rgba = np.array(surface.makeImageSnapshot().toarray())
    return (255 - rgba[:, :, 0].astype(np.float64)).reshape(h, SS, w, SS).mean(axis=(1, 3)) / 255


def render(case):
    # Each item is a separate draw: its coverage at its paint's alpha, source-over onto the
    # ones before (as the renderer composites layers and items, pixel by pixel).
    alpha = np.zeros((case["height"], case["width"]))
    for shape in case["shapes"]:
        a = coverage(case, shape) * shape["alpha"]
        alpha = a + alpha * (1 - a)
    return np.clip(np.rint(alpha * 255), 0, 255).astype(np.uint8)


def main():
    cases = []
    for name in ("symbols.json", "projections.json"):  # SymbolOutlineTests, ProjectedItemsTests
        with open(os.path.join(DIR, name)) as f:
            cases += json.load(f)["cases"]
    for case in cases:
        cov = render(case)
        image = skia.Image.fromarray(np.ascontiguousarray(cov), colorType=skia.ColorType.kGray_8_ColorType)
        out = os.path.join(DIR, case["name"] + ".png")
        image.save(out, skia.EncodedImageFormat.kPNG)
        print(out, cov.shape, "ink", int(cov.astype(np.int64).sum() // 255))


if __name__ == "__main__":
    sys.exit(main())
