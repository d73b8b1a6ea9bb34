#!/usr/bin/env python3
"""The raster contact sheet, Skia side: replays every cell of ContactSheet.swift with real
Skia (skia-python m144) and composes the sheets Flipbook | Skia | ×8 difference.

    pip install skia-python numpy pillow
    FLIPBOOK_RECORD=1 swift test --filter FlipbookRasterTests.ContactSheetTests   # Flipbook side + cells JSON
    python3 Tests/FlipbookRasterTests/Reference/contact_sheet_skia.py

Reads  Reference/contact-sheet-cells.json        (written by the Swift test: the ops of every cell)
       Snapshots/raster-contact-sheet-flipbook.png (the Flipbook atlas, the golden)
Writes Reference/contact-sheet-skia.png           (Skia atlas, same layout; ContactSheetTests compares)
       Snapshots/raster-contact-sheet.png         (shapes, strokes, paints, clips, layers, effects)
       Snapshots/raster-contact-sheet-blend.png   (the 21 blend modes)

Mappings: Flipbook's continuous corners, capsules and every other path are filled from the very
Bézier elements Flipbook built (Skia has no continuous corners); perceptual gradients become 256
stops pre-mixed in OKLab (skia-python exposes no OKLab interpolation); plusLighter is kPlus;
plusDarker has no Skia mode (left blank). Layer effects go on saveLayer paints; a mask is a
kDstIn layer inside the content layer.
"""
import json
import math
import os

import numpy as np
import skia
from PIL import Image, ImageDraw, ImageFont

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
CELLS = os.path.join(HERE, "contact-sheet-cells.json")
SKIA_ATLAS = os.path.join(HERE, "contact-sheet-skia.png")
FLIPBOOK_ATLAS = os.path.join(ROOT, "Snapshots", "raster-contact-sheet-flipbook.png")
SHEETS = [os.path.join(ROOT, "Snapshots", "raster-contact-sheet.png"),
          os.path.join(ROOT, "Snapshots", "raster-contact-sheet-blend.png")]

BLEND = {
    "normal": skia.BlendMode.kSrcOver, "multiply": skia.BlendMode.kMultiply, "screen": skia.BlendMode.kScreen,
    "overlay": skia.BlendMode.kOverlay, "darken": skia.BlendMode.kDarken, "lighten": skia.BlendMode.kLighten,
    "colorDodge": skia.BlendMode.kColorDodge, "colorBurn": skia.BlendMode.kColorBurn,
    "softLight": skia.BlendMode.kSoftLight, "hardLight": skia.BlendMode.kHardLight,
    "difference": skia.BlendMode.kDifference, "exclusion": skia.BlendMode.kExclusion,
    "hue": skia.BlendMode.kHue, "saturation": skia.BlendMode.kSaturation, "color": skia.BlendMode.kColor,
    "luminosity": skia.BlendMode.kLuminosity, "sourceAtop": skia.BlendMode.kSrcATop,
    "destinationOver": skia.BlendMode.kDstOver, "destinationOut": skia.BlendMode.kDstOut,
    "plusLighter": skia.BlendMode.kPlus,
}
CAP = {"butt": skia.Paint.kButt_Cap, "round": skia.Paint.kRound_Cap, "square": skia.Paint.kSquare_Cap}
JOIN = {"miter": skia.Paint.kMiter_Join, "round": skia.Paint.kRound_Join, "bevel": skia.Paint.kBevel_Join}


def path_of(elements):
    p = skia.Path()
    for e in elements:
        k, v = e[0], e[1:]
        if k == "M": p.moveTo(*v)
        elif k == "L": p.lineTo(*v)
        elif k == "Q": p.quadTo(*v)
        elif k == "C": p.cubicTo(*v)
        elif k == "Z": p.close()
    return p


def color4f(c):
    return skia.Color4f(*c)


def color8(c):
    r, g, b, a = (max(0, min(255, round(v * 255))) for v in c)
    return skia.ColorSetARGB(a, r, g, b)


# OKLab, as in Sources/FlipbookRaster/Paint/OKLab.swift (Björn Ottosson's constants).
def lin(c): return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
def enc(l):
    l = min(max(l, 0.0), 1.0)
    return l * 12.92 if l <= 0.0031308 else 1.055 * l ** (1 / 2.4) - 0.055


def to_oklab(c):
    r, g, b = (lin(v) for v in c[:3])
    l = math.copysign(abs(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b) ** (1 / 3), 1)
    m = (0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b) ** (1 / 3)
    s = (0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b) ** (1 / 3)
    return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)


def from_oklab(L, a, b):
    l_ = L + 0.3963377774 * a + 0.2158037573 * b
    m_ = L - 0.1055613458 * a - 0.0638541728 * b
    s_ = L - 0.0894841775 * a - 1.2914855480 * b
    l, m, s = l_ ** 3, m_ ** 3, s_ ** 3
    return (enc(+4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
            enc(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
            enc(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s))


STEPS = 256  # piecewise-linear sRGB between OKLab samples: within a level of the true curve


def stops_of(gradient):
    """(colors, positions) for Skia; perceptual gradients pre-mixed in OKLab at STEPS steps."""
    stops = gradient["stops"]
    if gradient["interpolation"] != "perceptual":
        return [color8(s["color"]) for s in stops], [s["location"] for s in stops]
    colors, pos = [], []
    for i in range(STEPS + 1):
        t = i / STEPS
        j = 0
        while j + 1 < len(stops) - 1 and stops[j + 1]["location"] < t: j += 1
        s0, s1 = stops[j], stops[j + 1]
        span = s1["location"] - s0["location"]
        u = 0 if span <= 0 else min(1, max(0, (t - s0["location"]) / span))
        a0, a1 = to_oklab(s0["color"]), to_oklab(s1["color"])
        mix = [x + (y - x) * u for x, y in zip(a0, a1)]
        alpha = s0["color"][3] + (s1["color"][3] - s0["color"][3]) * u
        colors.append(color8(list(from_oklab(*mix)) + [alpha]))
        pos.append(t)
    return colors, pos


def image_of(d):
    px = np.array(d["premultipliedRGBA"], np.uint8).reshape(d["height"], d["width"], 4)
    return skia.Image.fromarray(px, colorType=skia.kRGBA_8888_ColorType, alphaType=skia.kPremul_AlphaType)


def affine(t):
    a, b, c, d, tx, ty = t
    return skia.Matrix.MakeAll(a, c, tx, b, d, ty, 0, 0, 1)


def paint_of(d):
    p = skia.Paint(AntiAlias=True)
    k = d["type"]
    if k == "solid":
        p.setColor4f(color4f(d["color"]))
        return p
    p.setDither(True)
    if k == "image":
        img = image_of(d["image"])
        sampling = skia.SamplingOptions(skia.FilterMode.kLinear if d["filter"] == "bilinear" else skia.FilterMode.kNearest)
        p.setShader(img.makeShader(skia.TileMode.kDecal, skia.TileMode.kDecal, sampling, affine(d["transform"])))
        return p
    colors, pos = stops_of(d["gradient"])
    if k == "linear":
        shader = skia.GradientShader.MakeLinear([skia.Point(*d["start"]), skia.Point(*d["end"])], colors, pos)
    elif k == "radial":
        c = skia.Point(*d["center"])
        shader = skia.GradientShader.MakeTwoPointConical(c, d["startRadius"], c, d["endRadius"], colors, pos)
    elif k == "angular":
        shader = skia.GradientShader.MakeSweep(d["center"][0], d["center"][1], colors, pos, skia.TileMode.kClamp,
                                               math.degrees(d["startAngle"]), math.degrees(d["endAngle"]))
    p.setShader(shader)
    return p


def render(cell, scale):
    n = 40 * scale
    surface = skia.Surface.MakeRaster(skia.ImageInfo.Make(n, n, skia.kRGBA_8888_ColorType, skia.kPremul_AlphaType))
    canvas = surface.getCanvas()
    canvas.clear(skia.Color4f(1, 1, 1, 1))
    canvas.scale(scale, scale)
    layers = []  # per open layer: number of restores endLayer owes
    for op in cell["ops"]:
        k = op["op"]
        if k == "fill":
            p = paint_of(op["paint"])
            p.setBlendMode(BLEND[op["mode"]])
            path = path_of(op["path"])
            path.setFillType(skia.PathFillType.kEvenOdd if op["evenOdd"] else skia.PathFillType.kWinding)
            canvas.drawPath(path, p)
        elif k == "stroke":
            p = paint_of(op["paint"])
            p.setStyle(skia.Paint.kStroke_Style)
            p.setStrokeWidth(op["lineWidth"])
            p.setStrokeCap(CAP[op["cap"]])
            p.setStrokeJoin(JOIN[op["join"]])
            p.setStrokeMiter(op["miterLimit"])
            if op["dash"]:
                p.setPathEffect(skia.DashPathEffect.Make(op["dash"], op["dashPhase"]))
            canvas.drawPath(path_of(op["path"]), p)
        elif k == "clip":
            canvas.save()
            canvas.clipPath(path_of(op["path"]), skia.ClipOp.kIntersect, True)
        elif k == "popClip":
            canvas.restore()
        elif k == "beginLayer":
            p = skia.Paint()
            p.setAlphaf(op["opacity"])
            filt = None
            if op["blur"] > 0:
                filt = skia.ImageFilters.Blur(op["blur"], op["blur"])
            if "shadow" in op:
                s = op["shadow"]
                filt = skia.ImageFilters.DropShadow(s["dx"], s["dy"], s["sigma"], s["sigma"], color8(s["color"]))
            if filt is not None:
                p.setImageFilter(filt)
            if "colorMatrix" in op:
                p.setColorFilter(skia.ColorFilters.Matrix(op["colorMatrix"]))
            canvas.saveLayer(None, p)
            layers.append(1)
        elif k == "beginMask":
            canvas.saveLayer(None, skia.Paint(BlendMode=skia.BlendMode.kDstIn))
            layers[-1] += 1
        elif k == "endLayer":
            for _ in range(layers.pop()):
                canvas.restore()
        elif k == "image":
            h = op["homography"]
            img = image_of(op["image"])
            canvas.save()
            canvas.concat(skia.Matrix.MakeAll(h[0], h[3], h[6], h[1], h[4], h[7], h[2], h[5], h[8]))
            canvas.drawImageRect(img, skia.Rect.MakeWH(img.width(), img.height()),
                                 skia.SamplingOptions(skia.FilterMode.kLinear), skia.Paint(AntiAlias=True))
            canvas.restore()
    info = skia.ImageInfo.Make(n, n, skia.kRGBA_8888_ColorType, skia.kPremul_AlphaType)
    buf = bytearray(n * n * 4)
    assert surface.readPixels(info, buf, n * 4, 0, 0)
    return np.frombuffer(bytes(buf), np.uint8).reshape(n, n, 4)


def unpremultiply(px):
    a = px[..., 3:4].astype(np.float64)
    rgb = np.where(a > 0, np.round(px[..., :3] * 255.0 / np.maximum(a, 1)), 0)
    return np.concatenate([np.clip(rgb, 0, 255), a], axis=-1).astype(np.uint8)


def write_png(px, path):
    Image.fromarray(unpremultiply(px), "RGBA").save(path, optimize=True)


def font(size):
    for f in ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"]:
        if os.path.exists(f): return ImageFont.truetype(f, size)
    return ImageFont.load_default()


def over_checker(px):
    """Premultiplied RGBA → opaque RGB over a light checkerboard (shows transparency)."""
    h, w = px.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w]
    bg = np.where(((xx // 6 + yy // 6) % 2 == 0)[..., None], 235, 200).astype(np.float64)
    a = px[..., 3:4] / 255.0
    return np.clip(np.round(px[..., :3] + bg * (1 - a)), 0, 255).astype(np.uint8)


def compose(doc, indices, fb, sk, title, path):
    cols = 2
    rows = math.ceil(len(indices) / cols)
    pitch, aw = doc["rowPitch"], doc["atlasWidth"]
    group = aw + 10
    block_w, block_h = 3 * group + 24, pitch + 50
    legend_h = 70
    sheet = Image.new("RGB", (cols * block_w + 10, legend_h + rows * block_h), (250, 250, 250))
    draw = ImageDraw.Draw(sheet)
    f_title, f_label, f_note = font(16), font(12), font(10)
    draw.text((10, 8), title, fill=(0, 0, 0), font=f_title)
    draw.text((10, 30), "Each cell: Flipbook | Skia m144 (skia-python) | |Flipbook − Skia| × 8 on black; "
              "tiles at 1×, 2×, 3× (40 pt cell, same geometry in points). Transparent pixels over a checkerboard.",
              fill=(40, 40, 40), font=f_label)
    draw.text((10, 48), "By design: Skia's AA is supersampled, not exact-area (its circle covers ~0.7% less, star "
              "inner vertices differ); its blur is a box approximation; perceptual gradients on the Skia side are 256 OKLab-mixed stops; "
              "minified images: Flipbook anisotropic, Skia bilinear.",
              fill=(90, 90, 90), font=f_note)
    for j, i in enumerate(indices):
        cell = doc["cells"][i]
        bx, by = 10 + (j % cols) * block_w, legend_h + (j // cols) * block_h
        draw.text((bx, by), cell["name"], fill=(0, 0, 0), font=f_label)
        note = cell.get("noSkia") or cell.get("note")
        if note:
            draw.text((bx + 8 + draw.textlength(cell["name"], font=f_label), by + 2), note[:150],
                      fill=(170, 40, 40) if "noSkia" in cell else (90, 90, 90), font=f_note)
        y0 = i * pitch
        tf = fb[y0:y0 + pitch - 4, :aw]
        ts = sk[y0:y0 + pitch - 4, :aw]
        diff = np.abs(tf.astype(int) - ts.astype(int))
        dimg = np.clip(np.maximum(diff[..., :3], diff[..., 3:4]) * 8, 0, 255).astype(np.uint8)
        # Only the tiles, not the gaps between them.
        mask = np.zeros(tf.shape[:2], bool)
        for s, x in zip(doc["scales"], doc["tileX"]):
            mask[:40 * s, x:x + 40 * s] = True
        for k, img in enumerate([over_checker(tf), over_checker(ts), dimg]):
            img = img.copy()
            img[~mask] = 250
            if k > 0 and "noSkia" in cell:
                img[mask] = 220  # nothing to compare
            sheet.paste(Image.fromarray(img, "RGB"), (bx + k * group, by + 18))
        for k, lab in enumerate(["Flipbook", "Skia", "diff ×8"]):
            draw.text((bx + k * group + 128, by + 18 + 121), lab, fill=(120, 120, 120), font=f_note)
    sheet.save(path, optimize=True)


def main():
    with open(CELLS) as f:
        doc = json.load(f)
    pitch, aw = doc["rowPitch"], doc["atlasWidth"]
    atlas = np.zeros((pitch * len(doc["cells"]), aw, 4), np.uint8)
    for i, cell in enumerate(doc["cells"]):
        for s, x in zip(doc["scales"], doc["tileX"]):
            if "noSkia" in cell:
                continue
            atlas[i * pitch:i * pitch + 40 * s, x:x + 40 * s] = render(cell, s)
    write_png(atlas, SKIA_ATLAS)
    fb_img = np.asarray(Image.open(FLIPBOOK_ATLAS).convert("RGBA")).astype(np.float64)
    fb = fb_img.copy()
    fb[..., :3] = np.round(fb_img[..., :3] * fb_img[..., 3:4] / 255)  # premultiply, as PNGCodec.decode
    fb = fb.astype(np.uint8)
    blend = [i for i, c in enumerate(doc["cells"]) if c["name"].startswith("blend-")]
    rest = [i for i in range(len(doc["cells"])) if i not in blend]
    compose(doc, rest, fb, atlas, "FlipbookRaster contact sheet: shapes, strokes, paints, clip, layers, effects", SHEETS[0])
    compose(doc, blend, fb, atlas, "FlipbookRaster contact sheet: the 21 blend modes (circle α 0.85 over two tones and a 50% white band)", SHEETS[1])
    for p in [SKIA_ATLAS] + SHEETS:
        print(p, os.path.getsize(p), "bytes")


if __name__ == "__main__":
    main()
