#!/usr/bin/env python3
"""The reference side of `flipbook-bench raster`: the same cases drawn by Skia (skia-python).

Prints one JSON object {case: microseconds per operation}. Each case matches the Swift one in
Sources/flipbook-bench/RasterBenchmark.swift: same sizes, geometry, colours and filtering.
Timing: each case runs in rounds of at least 0.2 s of thread CPU time (the machine is shared:
time spent descheduled is not Skia's); the best round's mean is reported, which is what the
Swift side does too.
"""
import json
import sys
import time

import numpy as np
import skia


def timed(fn, min_seconds=0.2, rounds=5):
    fn()  # warm-up
    best = float("inf")
    for _ in range(rounds):
        n = 0
        start = time.thread_time()
        while True:
            fn()
            n += 1
            elapsed = time.thread_time() - start
            if elapsed >= min_seconds:
                break
        best = min(best, elapsed / n)
    return best * 1e6


def surface(w, h):
    info = skia.ImageInfo.Make(w, h, skia.ColorType.kRGBA_8888_ColorType, skia.AlphaType.kPremul_AlphaType)
    return skia.Surface.MakeRaster(info)


def image_from(rgba):
    h, w, _ = rgba.shape
    return skia.Image.fromarray(rgba, colorType=skia.ColorType.kRGBA_8888_ColorType,
                                alphaType=skia.AlphaType.kPremul_AlphaType)


def test_image(w, h, translucent):
    # The same procedural image as the Swift side: a smooth colour field, premultiplied.
    y, x = np.mgrid[0:h, 0:w]
    r = (x * 255 // max(w - 1, 1)).astype(np.uint32)
    g = (y * 255 // max(h - 1, 1)).astype(np.uint32)
    b = ((x + y) * 255 // max(w + h - 2, 1)).astype(np.uint32)
    a = (128 + (x * 127 // max(w - 1, 1))).astype(np.uint32) if translucent else np.full((h, w), 255, np.uint32)
    rgba = np.stack([(r * a + 127) // 255, (g * a + 127) // 255, (b * a + 127) // 255, a], axis=-1)
    return np.ascontiguousarray(rgba.astype(np.uint8))


def main():
    results = {}

    s = surface(300, 300)
    c = s.getCanvas()
    rrect = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(20.5, 20.5, 256, 256), 32, 32)
    solid = skia.Paint(AntiAlias=True, Color4f=skia.Color4f(0.2, 0.4, 0.8, 1.0))
    results["rrect-256"] = timed(lambda: c.drawRRect(rrect, solid))

    grad = skia.Paint(AntiAlias=True, Shader=skia.GradientShader.MakeLinear(
        [skia.Point(20.5, 20.5), skia.Point(276.5, 276.5)], [skia.ColorRED, skia.ColorBLUE]))
    results["gradient-rrect-256"] = timed(lambda: c.drawRRect(rrect, grad))

    s2 = surface(1920, 1080)
    c2 = s2.getCanvas()
    c2.clear(skia.ColorWHITE)
    layer = image_from(test_image(1920, 1080, translucent=True))
    nearest = skia.SamplingOptions(skia.FilterMode.kNearest)
    results["srcover-1080p"] = timed(lambda: c2.drawImage(layer, 0, 0, nearest))

    s2m = surface(1920, 1080)
    c2m = s2m.getCanvas()
    c2m.clear(skia.ColorWHITE)
    multiply = skia.Paint(BlendMode=skia.BlendMode.kMultiply)
    results["multiply-1080p"] = timed(lambda: c2m.drawImage(layer, 0, 0, nearest, multiply))

    ring_s = surface(440, 440)
    ring_c = ring_s.getCanvas()
    ring_c.scale(2, 2)
    ring_p = skia.Paint(AntiAlias=True, Color4f=skia.Color4f(0.2, 0.4, 0.8, 1.0), Style=skia.Paint.kStroke_Style, StrokeWidth=4)
    results["stroke-ring-2x"] = timed(lambda: ring_c.drawCircle(110, 110, 100, ring_p))

    wave_s = surface(600, 300)
    wave_c = wave_s.getCanvas()
    wave_c.scale(3, 3)
    wave = skia.Path()
    wave.moveTo(10, 50)
    for i in range(6):
        x = 10 + i * 30
        y = 0 if i % 2 == 0 else 100
        wave.cubicTo(x + 10, y, x + 20, y, x + 30, 50)
    wave_p = skia.Paint(AntiAlias=True, Color4f=skia.Color4f(0.2, 0.4, 0.8, 1.0), Style=skia.Paint.kStroke_Style, StrokeWidth=3,
                        StrokeCap=skia.Paint.kRound_Cap, StrokeJoin=skia.Paint.kRound_Join)
    results["stroke-wave-3x"] = timed(lambda: wave_c.drawPath(wave, wave_p))

    src = image_from(test_image(1080, 400, translucent=False))
    s3 = surface(1080, 400)
    c3 = s3.getCanvas()
    blur = skia.Paint(ImageFilter=skia.ImageFilters.Blur(10, 10, skia.TileMode.kDecal))
    def do_blur():
        c3.clear(skia.ColorTRANSPARENT)
        c3.drawImage(src, 0, 0, skia.SamplingOptions(), blur)
    results["blur-s10-1080x400"] = timed(do_blur)

    for sigma, label in [(1.5, "1.5"), (2, "2"), (2.9, "2.9"), (3, "3"), (4.4, "4.4")]:
        small = skia.Paint(ImageFilter=skia.ImageFilters.Blur(sigma, sigma, skia.TileMode.kDecal))
        def do_small(paint=small):
            c3.clear(skia.ColorTRANSPARENT)
            c3.drawImage(src, 0, 0, skia.SamplingOptions(), paint)
        results[f"blur-s{label}-1080x400"] = timed(do_small)

    card_s = surface(800, 500)
    card_c = card_s.getCanvas()
    card_c.clear(skia.ColorTRANSPARENT)
    card_c.drawRRect(skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(0, 0, 800, 500), 24, 24),
                     skia.Paint(AntiAlias=True, Color4f=skia.Color4f(1, 1, 1, 1)))
    card = card_s.makeImageSnapshot()
    s6 = surface(800 + 120, 500 + 121)
    c6 = s6.getCanvas()
    shadow_only = skia.Paint(ImageFilter=skia.ImageFilters.DropShadowOnly(
        0, 10, 20, 20, skia.Color4f(0, 0, 0, 0.33).toColor(), None))
    def do_shadow():
        c6.clear(skia.ColorTRANSPARENT)
        c6.drawImage(card, 60, 50, skia.SamplingOptions(), shadow_only)
    results["shadow-s20-800x500"] = timed(do_shadow)

    s8 = surface(800 + 18, 500 + 20)
    c8 = s8.getCanvas()
    small_shadow = skia.Paint(ImageFilter=skia.ImageFilters.DropShadowOnly(
        0, 2, 3, 3, skia.Color4f(0, 0, 0, 0.33).toColor(), None))
    def do_small_shadow():
        c8.clear(skia.ColorTRANSPARENT)
        c8.drawImage(card, 9, 9, skia.SamplingOptions(), small_shadow)
    results["shadow-s3-800x500"] = timed(do_small_shadow)

    def do_scene():
        s7 = surface(780, 1688)
        c7 = s7.getCanvas()
        c7.clear(skia.Color4f(0.95, 0.95, 0.97, 1).toColor())
        p = skia.Paint(AntiAlias=True, Color4f=skia.Color4f(1, 1, 1, 1),
                       ImageFilter=skia.ImageFilters.DropShadow(0, 4, 20, 20, skia.Color4f(0, 0, 0, 0.2).toColor(), None))
        for i in range(20):
            r = skia.Rect.MakeXYWH(40 + (i % 2) * 360, 40 + (i // 2) * 164, 340, 140)
            c7.drawRRect(skia.RRect.MakeRectXY(r, 24, 24), p)
        s7.flushAndSubmit()
    results["shadow-scene-780x1688"] = timed(do_scene)

    img512 = image_from(test_image(512, 512, translucent=False))
    s4 = surface(600, 600)
    c4 = s4.getCanvas()
    m = skia.Matrix.MakeAll(0.9, 0.1, 40, -0.05, 0.95, 30, -0.0004, 0.0002, 1.0)
    bilinear = skia.SamplingOptions(skia.FilterMode.kLinear)
    def do_warp():
        c4.save(); c4.concat(m); c4.drawImage(img512, 0, 0, bilinear, skia.Paint(AntiAlias=True)); c4.restore()
    results["warp-512"] = timed(do_warp)

    yy, xx = np.mgrid[0:64, 0:512]
    mask = (np.clip(np.sin(xx * 0.35) * np.cos(yy * 0.2) * 400 + 128, 0, 255)).astype(np.uint8)
    a8 = skia.Image.fromarray(np.ascontiguousarray(mask), colorType=skia.ColorType.kAlpha_8_ColorType)
    s5 = surface(600, 100)
    c5 = s5.getCanvas()
    c5.clear(skia.ColorWHITE)
    tint = skia.Paint(Color4f=skia.Color4f(0.1, 0.1, 0.1, 1.0))
    results["glyph-mask-512x64"] = timed(lambda: c5.drawImage(a8, 20, 18, nearest, tint))

    json.dump(results, sys.stdout)
    print()


if __name__ == "__main__":
    main()
