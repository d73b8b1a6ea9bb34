#!/usr/bin/env python3
"""References for ProjectedPaintTests: gradients, images and clips under a projection, drawn by
Skia through the same perspective matrices (each item's own root-to-device 3×3, concatenated on
the canvas, so Skia's shaders are evaluated at each sample's pre-image and its images sampled
through the inverse map), 16×16 samples a pixel averaged, on white.

    pip install skia-python numpy
    FLIPBOOK_PROJECTION_PAINTS=Snapshots/projection-paints/cases.json \\
        swift test --filter ProjectedPaintTests      # writes paths, paints, images, clips, matrices
    python3 scripts/make_projection_reference.py     # writes Snapshots/projection-paints/<case>.png

Gradient colours come from Flipbook's own colour table (256 samples exported by the test), so
the comparison measures geometry — where each colour lands — not the choice of mixing space.
"""
import base64, json, os, sys
import numpy as np
import skia

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIR = os.path.join(ROOT, "Snapshots", "projection-paints")
SS = 16


def path_of(elements, even_odd=False):
    p = skia.Path()
    for e in elements:
        k = int(e[0])
        if k == 0: p.moveTo(e[1], e[2])
        elif k == 1: p.lineTo(e[1], e[2])
        elif k == 2: p.quadTo(e[1], e[2], e[3], e[4])
        elif k == 3: p.cubicTo(e[1], e[2], e[3], e[4], e[5], e[6])
        else: p.close()
    p.setFillType(skia.PathFillType.kEvenOdd if even_odd else skia.PathFillType.kWinding)
    return p


def matrix(m):
    return skia.Matrix.MakeAll(m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])


def color(c):
    r, g, b, a = (max(0, min(255, int(round(v * 255)))) for v in c)
    return skia.ColorSetARGB(a, r, g, b)


def shader(paint):
    t = paint["type"]
    if t == "solid":
        return None
    colors = [color(c) for c in paint["ramp"]]
    pos = [i / (len(colors) - 1) for i in range(len(colors))]
    if t == "linear":
        x0, y0, x1, y1 = paint["points"]
        return skia.GradientShader.MakeLinear([skia.Point(x0, y0), skia.Point(x1, y1)], colors, pos, skia.TileMode.kClamp)
    if t == "radial":
        cx, cy = paint["center"]
        r0, r1 = paint["radii"]
        return skia.GradientShader.MakeTwoPointConical(skia.Point(cx, cy), r0, skia.Point(cx, cy), r1, colors, pos, skia.TileMode.kClamp)
    if t == "angular":
        cx, cy = paint["center"]
        a0, a1 = (np.degrees(a) for a in paint["angles"])
        return skia.GradientShader.MakeSweep(cx, cy, colors, pos, skia.TileMode.kClamp, float(a0), float(a1))
    raise ValueError(t)


def render(case, SS=SS):
    w, h = case["width"], case["height"]
    surface = skia.Surface(w * SS, h * SS)
    canvas = surface.getCanvas()
    canvas.clear(skia.ColorWHITE)
    for item in case["items"]:
        canvas.save()
        for c in item["clips"]:
            # Each clip in device space: its path through its own matrix (and the sampling scale).
            clip = path_of(c["elements"], c["evenOdd"])
            m = skia.Matrix.Scale(SS, SS)
            m.preConcat(matrix(c["matrix"]))
            clip.transform(m)
            canvas.clipPath(clip, skia.ClipOp.kIntersect, True)
        canvas.scale(SS, SS)
        canvas.concat(matrix(item["matrix"]))
        if item["kind"] == "path":
            paint = skia.Paint(AntiAlias=True)
            s = shader(item["paint"])
            if s is None:
                paint.setColor(color(item["paint"]["color"]))
            else:
                paint.setShader(s)
            canvas.drawPath(path_of(item["elements"], item["evenOdd"]), paint)
        else:
            px = np.frombuffer(base64.b64decode(item["rgba"]), dtype=np.uint8).reshape(item["height"], item["width"], 4)
            image = skia.Image.fromarray(np.ascontiguousarray(px), colorType=skia.ColorType.kRGBA_8888_ColorType,
                                         alphaType=skia.AlphaType.kPremul_AlphaType)
            canvas.drawImage(image, 0, 0, skia.SamplingOptions(skia.FilterMode.kLinear, skia.MipmapMode.kLinear),
                             skia.Paint(AntiAlias=True))
        canvas.restore()
    rgba = np.array(surface.makeImageSnapshot().toarray(colorType=skia.ColorType.kRGBA_8888_ColorType)).astype(np.float64)
    small = rgba.reshape(h, SS, w, SS, 4).mean(axis=(1, 3))
    out = np.clip(np.rint(small), 0, 255).astype(np.uint8)
    out[:, :, 3] = 255
    return out


def main():
    with open(os.path.join(DIR, "cases.json")) as f:
        cases = json.load(f)["cases"]
    for case in cases:
        px = render(case)
        image = skia.Image.fromarray(np.ascontiguousarray(px), colorType=skia.ColorType.kRGBA_8888_ColorType)
        out = os.path.join(DIR, case["name"] + ".png")
        image.save(out, skia.EncodedImageFormat.kPNG)
        # Skia's own one-sample draw (bilinear + linear mipmaps for images) against the
        # reference: what a renderer's single sample a pixel gets to, for the test's numbers.
        one = render(case, SS=1)
        d = np.abs(one[:, :, :3].astype(int) - px[:, :, :3].astype(int))
        print(out, px.shape, "Skia 1 sample: mean |Δ| %.3f max %d" % (d.mean(), d.max()))


if __name__ == "__main__":
    sys.exit(main())
