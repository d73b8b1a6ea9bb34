#!/usr/bin/env python3
"""Reference for PerspectiveWarpTests.matchesSkia: draws the test image through a
rotation3DEffect-like homography with real Skia (skia-python), bilinear, anti-aliased, and
writes the premultiplied RGBA8 result to warp_reference.rgba (128×96, row-major, no header).

    pip install skia-python numpy
    python3 Tests/FlipbookRasterTests/Reference/skia_warp.py

The image and the matrix are defined identically in PerspectiveWarpTests.swift
(`skiaTestImage`, `skiaTestTransform`); change both together.
"""
import math, os, sys
import numpy as np
import skia

W, H = 64, 48          # source image
OUT_W, OUT_H = 128, 96 # canvas

def test_image():
    px = np.zeros((H, W, 4), np.uint8)
    for y in range(H):
        for x in range(W):
            r, g = (x * 4) % 256, (y * 5) % 256
            b = 255 if (x // 8 + y // 8) % 2 == 0 else 40
            a = 255
            if x >= 48:  # a translucent band, premultiplied with rounding
                a = 128
                r, g, b = [(c * a + 127) // 255 for c in (r, g, b)]
            px[y, x] = (r, g, b, a)
    return px

def transform():
    """CATransform3D (row vectors): translate(-centre) · rotateY(35°) · perspective(m34 = -1/300)
    · scale(1.5) · translate(64, 48); as a ProjectionTransform keep m11 m12 m14 / m21 m22 m24 /
    m41 m42 m44. Returns the 3×3 in row-vector layout."""
    th = math.radians(35)
    def T(tx, ty): m = np.eye(4); m[3, 0], m[3, 1] = tx, ty; return m
    R = np.eye(4); R[0, 0] = math.cos(th); R[0, 2] = -math.sin(th); R[2, 0] = math.sin(th); R[2, 2] = math.cos(th)
    P = np.eye(4); P[2, 3] = -1 / 300
    S = np.diag([1.5, 1.5, 1, 1])
    M = T(-W / 2, -H / 2) @ R @ P @ S @ T(64, 48)
    keep = [0, 1, 3]
    return M[np.ix_(keep, keep)]

def main():
    m = transform()
    print("row-vector homography:")
    for r in m: print("  " + ", ".join(repr(float(v)) for v in r))
    img = skia.Image.fromarray(test_image(), colorType=skia.kRGBA_8888_ColorType, alphaType=skia.kPremul_AlphaType)
    info = skia.ImageInfo.Make(OUT_W, OUT_H, skia.kRGBA_8888_ColorType, skia.kPremul_AlphaType)
    surface = skia.Surface.MakeRaster(info)
    canvas = surface.getCanvas()
    canvas.clear(skia.Color4f(0, 0, 0, 0))
    # Skia uses column vectors: x' = (scaleX·x + skewX·y + transX) / (pers0·x + pers1·y + pers2).
    sk = skia.Matrix.MakeAll(m[0, 0], m[1, 0], m[2, 0], m[0, 1], m[1, 1], m[2, 1], m[0, 2], m[1, 2], m[2, 2])
    canvas.concat(sk)
    paint = skia.Paint(AntiAlias=True)
    canvas.drawImage(img, 0, 0, skia.SamplingOptions(skia.FilterMode.kLinear, skia.MipmapMode.kNone), paint)
    out = np.zeros((OUT_H, OUT_W, 4), np.uint8)
    assert surface.readPixels(info, out, OUT_W * 4)
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "warp_reference.rgba")
    out.tofile(path)
    if len(sys.argv) > 1:  # optional PNG for looking at it
        from PIL import Image
        Image.fromarray(out, "RGBA").save(sys.argv[1])
    print("wrote", path)

main()
