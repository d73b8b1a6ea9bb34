#!/usr/bin/env python3
"""Renders reference images with real Skia (skia-python) for PaintSkiaTests.swift.

    pip install skia-python numpy
    python3 Tests/FlipbookRasterTests/Reference/make_skia_reference.py

Writes ../SkiaPaintReference.swift (Reference/ itself is excluded from the test target):
premultiplied RGBA8 pixels as hex strings (string literals keep the Swift type checker fast). Every input is generated here and stored
too, so the Swift test needs no random generator of its own. The scenes must match the
parameters written in PaintSkiaTests.swift.
"""
import os
import numpy as np
import skia

N = 16  # blend-mode images are N × N


def lcg(seed):
    state = seed
    while True:
        state = (state * 1103515245 + 12345) & 0x7FFFFFFF
        yield state >> 8


def make_image(seed):
    """Premultiplied RGBA8 N×N: random straight colours, alphas biased to the edge cases."""
    rnd = lcg(seed)
    alphas = [0, 1, 37, 128, 200, 254, 255, 255]
    out = np.zeros((N, N, 4), np.uint8)
    for y in range(N):
        for x in range(N):
            c = [next(rnd) & 255 for _ in range(3)]
            a = alphas[next(rnd) % len(alphas)] if next(rnd) % 3 else next(rnd) & 255
            out[y, x, :3] = [(v * a + 127) // 255 for v in c]
            out[y, x, 3] = a
    return out


def surface_with(pixels):
    h, w = pixels.shape[:2]
    info = skia.ImageInfo.Make(w, h, skia.kRGBA_8888_ColorType, skia.kPremul_AlphaType)
    surface = skia.Surface.MakeRaster(info)
    surface.writePixels(skia.Pixmap(info, pixels.tobytes(), w * 4), 0, 0)
    return surface


def read(surface):
    h, w = surface.height(), surface.width()
    info = skia.ImageInfo.Make(w, h, skia.kRGBA_8888_ColorType, skia.kPremul_AlphaType)
    buf = bytearray(w * h * 4)
    assert surface.readPixels(info, buf, w * 4, 0, 0)
    return np.frombuffer(bytes(buf), np.uint8).reshape(h, w, 4)


def as_image(pixels):
    return skia.Image.fromarray(pixels.copy(), colorType=skia.kRGBA_8888_ColorType,
                                alphaType=skia.kPremul_AlphaType)


MODES = {
    "normal": skia.BlendMode.kSrcOver, "multiply": skia.BlendMode.kMultiply,
    "screen": skia.BlendMode.kScreen, "overlay": skia.BlendMode.kOverlay,
    "darken": skia.BlendMode.kDarken, "lighten": skia.BlendMode.kLighten,
    "colorDodge": skia.BlendMode.kColorDodge, "colorBurn": skia.BlendMode.kColorBurn,
    "softLight": skia.BlendMode.kSoftLight, "hardLight": skia.BlendMode.kHardLight,
    "difference": skia.BlendMode.kDifference, "exclusion": skia.BlendMode.kExclusion,
    "hue": skia.BlendMode.kHue, "saturation": skia.BlendMode.kSaturation,
    "color": skia.BlendMode.kColor, "luminosity": skia.BlendMode.kLuminosity,
    "sourceAtop": skia.BlendMode.kSrcATop, "destinationOver": skia.BlendMode.kDstOver,
    "destinationOut": skia.BlendMode.kDstOut, "plusLighter": skia.BlendMode.kPlus,
    # plusDarker has no Skia equivalent; it is checked against its formula instead.
}


def blend_refs(src, dst):
    refs = {}
    for name, mode in MODES.items():
        s = surface_with(dst)
        paint = skia.Paint()
        paint.setBlendMode(mode)
        s.getCanvas().drawImage(as_image(src), 0, 0, skia.SamplingOptions(), paint)
        refs[name] = read(s)
    return refs


def shaded(shader, size=32):
    """A shader filled over a transparent size×size canvas (source-over onto zero = the shader)."""
    s = surface_with(np.zeros((size, size, 4), np.uint8))
    paint = skia.Paint(Shader=shader)
    paint.setDither(False)
    s.getCanvas().drawPaint(paint)
    return read(s)


def gradient_refs(pattern):
    premul = skia.GradientShader.kInterpolateColorsInPremul_Flag
    out = {}
    # Linear: (4, 4) → (28, 20); red, green at alpha 128, blue; at 0, 0.4, 1.
    out["linear"] = shaded(skia.GradientShader.MakeLinear(
        [skia.Point(4, 4), skia.Point(28, 20)],
        [0xFFFF0000, 0x8000FF00, 0xFF0000FF], [0, 0.4, 1], skia.TileMode.kClamp, premul))
    # Radial: concentric about (16, 16), radius 4 → 14; yellow → blue.
    out["radial"] = shaded(skia.GradientShader.MakeTwoPointConical(
        skia.Point(16, 16), 4, skia.Point(16, 16), 14,
        [0xFFFFFF00, 0xFF0000FF], None, skia.TileMode.kClamp, premul))
    # Sweep: about (15.3, 16.7), one full turn from +x; red, green, blue, red.
    out["sweep"] = shaded(skia.GradientShader.MakeSweep(
        15.3, 16.7, [0xFFFF0000, 0xFF00FF00, 0xFF0000FF, 0xFFFF0000], None,
        skia.TileMode.kClamp, 0, 360, premul))
    # Image: the 8×8 pattern scaled 3.3, rotated 20°, moved by (5, -2); bilinear, transparent outside.
    m = skia.Matrix()
    m.setScale(3.3, 3.3)
    m.postRotate(20)
    m.postTranslate(5, -2)
    out["image"] = shaded(as_image(pattern).makeShader(
        skia.TileMode.kDecal, skia.TileMode.kDecal,
        skia.SamplingOptions(skia.FilterMode.kLinear, skia.MipmapMode.kNone), m))
    return out


def hexs(a):
    return a.astype(np.uint8).tobytes().hex()


def main():
    src, dst = make_image(1), make_image(2)
    pattern = make_image(3)[:8, :8].copy()
    lines = [
        "// Generated by make_skia_reference.py with skia-python " + skia.__version__ + ". Do not edit.",
        "// Premultiplied RGBA8, row-major, as hex.",
        "enum SkiaPaintReference {",
        f"    static let size = {N}",
        f'    static let source = "{hexs(src)}"',
        f'    static let destination = "{hexs(dst)}"',
        f'    static let pattern = "{hexs(pattern)}"',
        "    /// `source` drawn over `destination` in each mode (Skia's N32 raster pipeline).",
        "    static let blended: [String: String] = [",
    ]
    for name, img in blend_refs(src, dst).items():
        lines.append(f'        "{name}": "{hexs(img)}",')
    lines.append("    ]")
    lines.append("    /// 32×32 shader renders (see gradient_refs in the script).")
    lines.append("    static let shaded: [String: String] = [")
    for name, img in gradient_refs(pattern).items():
        lines.append(f'        "{name}": "{hexs(img)}",')
    lines.append("    ]")
    lines.append("}")
    path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "SkiaPaintReference.swift")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    print("wrote", path)


if __name__ == "__main__":
    main()
