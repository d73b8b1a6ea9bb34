#!/usr/bin/env python3
"""Renders the reference coverage masks the Swift tests compare against (SkiaComparisonTests).

Real Skia (pip install skia-python numpy). Each case is drawn white on a transparent 96×96
surface and the alpha channel saved as raw bytes (row-major, 96·96), twice:

- <case>.bin: Skia's own anti-aliasing, as Skia users see it;
- <case>.ss16.bin: Skia's geometry sampled 16×16 times per pixel (drawn aliased at 16× scale,
  then box-averaged), i.e. the true covered area to within 1/256 per pixel. Skia's AA is not
  exact-area (we measured up to 73/255 off this on a plain circle), so this is the tight
  reference for an exact-area rasteriser. The shapes are defined here independently of the Swift code:
the continuous corner is rebuilt from Apple's published constants (RoundedRectangle, .continuous).

Run from anywhere: python3 Tests/FlipbookRasterTests/Reference/skia_reference.py
"""
import math
import os

import numpy as np
import skia

SIZE = 96
HERE = os.path.dirname(os.path.abspath(__file__))


ANTIALIAS = True
SUPERSAMPLE = 16


def render(draw):
    surface = skia.Surface(SIZE, SIZE)
    canvas = surface.getCanvas()
    canvas.clear(skia.ColorTRANSPARENT)
    draw(canvas)
    pixels = surface.makeImageSnapshot().toarray()  # H × W × 4, alpha last
    return np.ascontiguousarray(pixels[:, :, 3]).astype(np.uint8)


def render_supersampled(draw):
    global ANTIALIAS
    n = SUPERSAMPLE
    surface = skia.Surface(SIZE * n, SIZE * n)
    canvas = surface.getCanvas()
    canvas.clear(skia.ColorTRANSPARENT)
    canvas.scale(n, n)
    ANTIALIAS = False
    try:
        draw(canvas)
    finally:
        ANTIALIAS = True
    alpha = surface.makeImageSnapshot().toarray()[:, :, 3].astype(np.float64) / 255
    cov = alpha.reshape(SIZE, n, SIZE, n).mean(axis=(1, 3))
    return np.round(cov * 255).astype(np.uint8)


def fill_paint():
    return skia.Paint(AntiAlias=ANTIALIAS, Color=skia.ColorWHITE)


def circle(canvas):
    canvas.drawCircle(48.37, 47.71, 37.3, fill_paint())


def rounded_rect_circular(canvas):
    rect = skia.Rect.MakeXYWH(10.4, 12.2, 75.3, 60.1)
    canvas.drawRRect(skia.RRect.MakeRectXY(rect, 14.5, 14.5), fill_paint())


def rounded_rect_oversized(canvas):
    # Corners 30 × 50 in a rect 38.2 tall: Skia (SkRRect::setRectXY) scales both radii by the
    # same factor until they fit, giving 11.46 × 19.1 — SwiftUI's behaviour too.
    rect = skia.Rect.MakeXYWH(6.3, 28.4, 83.5, 38.2)
    canvas.drawRRect(skia.RRect.MakeRectXY(rect, 30.0, 50.0), fill_paint())


# Apple's continuous corner: top-right corner points as (a, b) with P(a, b) = (x0 + W − a·r, y0 + b·r).
CONTINUOUS = [
    (1.528665, 0),
    (1.08849296, 0), (0.86840694, 0), (0.63149379, 0.07491139),
    (0.37282383, 0.16905956), (0.16905956, 0.37282383), (0.07491139, 0.63149379),
    (0, 0.86840694), (0, 1.08849296), (0, 1.52866498),
]


def continuous_rounded_rect_path(x0, y0, w, h, r):
    # Corners as (vertex, direction travelled in, direction travelled out), clockwise on screen.
    corners = [
        ((x0 + w, y0), (1, 0), (0, 1)),
        ((x0 + w, y0 + h), (0, 1), (-1, 0)),
        ((x0, y0 + h), (-1, 0), (0, -1)),
        ((x0, y0), (0, -1), (1, 0)),
    ]
    path = skia.Path()
    path.moveTo(x0 + 1.528665 * r, y0)
    for (vx, vy), (ix, iy), (ox, oy) in corners:
        def pt(ab):
            a, b = ab
            return (vx - ix * a * r + ox * b * r, vy - iy * a * r + oy * b * r)
        path.lineTo(*pt(CONTINUOUS[0]))
        for i in (1, 4, 7):
            c1, c2, e = pt(CONTINUOUS[i]), pt(CONTINUOUS[i + 1]), pt(CONTINUOUS[i + 2])
            path.cubicTo(c1[0], c1[1], c2[0], c2[1], e[0], e[1])
    path.close()
    return path


def rounded_rect_continuous(canvas):
    canvas.drawPath(continuous_rounded_rect_path(8.6, 14.3, 79.2, 66.5, 18.25), fill_paint())


def star_even_odd(canvas):
    path = skia.Path()
    cx, cy, radius, turn = 47.6, 48.3, 41.2, 0.1
    for i in range(5):
        a = -math.pi / 2 + turn + i * 2 * (2 * math.pi / 5)
        x, y = cx + radius * math.cos(a), cy + radius * math.sin(a)
        path.moveTo(x, y) if i == 0 else path.lineTo(x, y)
    path.close()
    path.setFillType(skia.PathFillType.kEvenOdd)
    canvas.drawPath(path, fill_paint())


def stroke_paint(width, cap, join, miter=10.0):
    p = skia.Paint(AntiAlias=ANTIALIAS, Color=skia.ColorWHITE)
    p.setStyle(skia.Paint.kStroke_Style)
    p.setStrokeWidth(width)
    p.setStrokeCap(cap)
    p.setStrokeJoin(join)
    p.setStrokeMiter(miter)
    return p


def stroked_cubic_round_caps(canvas):
    path = skia.Path()
    path.moveTo(12.3, 70.4)
    path.cubicTo(30.0, -8.0, 66.0, 108.0, 84.6, 22.2)
    canvas.drawPath(path, stroke_paint(7.5, skia.Paint.kRound_Cap, skia.Paint.kRound_Join))


def dashed_zigzag_miter(canvas):
    path = skia.Path()
    path.moveTo(8.2, 80.5)
    path.lineTo(30.7, 20.3)
    path.lineTo(50.1, 75.8)
    path.lineTo(70.4, 18.9)
    path.lineTo(88.8, 60.2)
    paint = stroke_paint(5.0, skia.Paint.kButt_Cap, skia.Paint.kMiter_Join, 4.0)
    paint.setPathEffect(skia.DashPathEffect.Make([22.0, 7.0], 3.0))
    canvas.drawPath(path, paint)


def stroked_circle_2x(canvas):
    # SwiftUI's Circle().stroke(lineWidth: 4) in a 40-pt frame at 2×: the 1/255-level test of
    # stroke geometry (a ring is where a systematic offset of the outline shows on both edges).
    canvas.save()
    canvas.scale(2, 2)
    canvas.drawCircle(24.1, 23.9, 20.0, stroke_paint(4.0, skia.Paint.kButt_Cap, skia.Paint.kMiter_Join))
    canvas.restore()


def stroked_cubic_thin_3x(canvas):
    # A 1-pt hairline-ish curve at 3× (the renaudjenny clock's 1-pt circles are this size).
    canvas.save()
    canvas.scale(3, 3)
    path = skia.Path()
    path.moveTo(4.1, 23.4)
    path.cubicTo(10.0, -3.0, 22.0, 36.0, 28.2, 7.4)
    canvas.drawPath(path, stroke_paint(1.0, skia.Paint.kButt_Cap, skia.Paint.kMiter_Join))
    canvas.restore()


CASES = {
    "circle": circle,
    "rounded_rect_circular": rounded_rect_circular,
    "rounded_rect_continuous": rounded_rect_continuous,
    "rounded_rect_oversized": rounded_rect_oversized,
    "star_even_odd": star_even_odd,
    "stroked_cubic_round_caps": stroked_cubic_round_caps,
    "dashed_zigzag_miter": dashed_zigzag_miter,
    "stroked_circle_2x": stroked_circle_2x,
    "stroked_cubic_thin_3x": stroked_cubic_thin_3x,
}

if __name__ == "__main__":
    for name, draw in CASES.items():
        mask = render(draw)
        with open(os.path.join(HERE, name + ".bin"), "wb") as f:
            f.write(mask.tobytes())
        exact = render_supersampled(draw)
        with open(os.path.join(HERE, name + ".ss16.bin"), "wb") as f:
            f.write(exact.tobytes())
        diff = np.abs(mask.astype(int) - exact.astype(int))
        print(f"{name}: area {int(mask.sum()) / 255:.2f} px (AA), {int(exact.sum()) / 255:.2f} px (16×16);"
              f" Skia AA vs 16×16: max {diff.max()}, mean {diff.mean():.3f}")
    print("skia-python", skia.__version__)
