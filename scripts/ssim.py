#!/usr/bin/env python3
"""SSIM of pictures against Apple's goldens, in the two ways Flipbook measures them.

  ssim.py suite GOLDENS ARTIFACTS [SNAPSHOTS]
      A real suite run (scripts/real-suite). For each golden PNG in GOLDENS: the failing
      snapshot swift-snapshot-testing wrote to ARTIFACTS/<TestFile>/<name>.png, or, when
      there is none, the golden counts as passed (the assertion matched). SSIM on
      premultiplied RGBA (so transparency counts), mean over the four channels; different
      sizes are not comparable. One line per golden and a summary.
      (`ssim.py GOLDENS ARTIFACTS [SNAPSHOTS]`, without the mode, is the same.)

  ssim.py pair [--over black] EXPECTED ACTUAL [EXPECTED ACTUAL …]
      Pairs, as the fidelity benchmark (flipbook-bench fidelity) measures them: both images
      composited over white (--over black: over black, for white text of a dark-mode golden
      on a clear background), SSIM on grey levels (Rec. 601 luma), and the mean absolute
      error in 8-bit levels over R, G, B; images of different sizes are compared over their
      common top-left area and the size difference is reported.

Both: Wang et al. 2004, 11×11 Gaussian window, σ 1.5, K1 0.01, K2 0.03. Never writes a file.
Needs numpy, scipy and Pillow (pip install numpy scipy pillow).
"""
import glob
import os
import sys

import numpy as np
from PIL import Image
from scipy.ndimage import gaussian_filter


def window(z):
    # truncate 3.33 σ = 5 px each side: an 11×11 window
    return gaussian_filter(z, 1.5, truncate=5 / 1.5, mode="reflect")


def ssim_map(x, y, window=window):
    c1, c2 = (0.01 * 255) ** 2, (0.03 * 255) ** 2
    mx, my = window(x), window(y)
    sxx, syy, sxy = window(x * x) - mx * mx, window(y * y) - my * my, window(x * y) - mx * my
    return ((2 * mx * my + c1) * (2 * sxy + c2)) / ((mx * mx + my * my + c1) * (sxx + syy + c2))


# --- suite mode -------------------------------------------------------------------------

def load_premultiplied(path):
    a = np.asarray(Image.open(path).convert("RGBA"), dtype=np.float64)
    a[..., :3] *= a[..., 3:4] / 255.0
    return a


def blur(x, sigma=1.5):
    # numpy's "reflect" padding (the edge pixel not repeated), as the suite numbers reported
    # since the first run were computed; scipy's "reflect" repeats it (4th-decimal changes).
    radius = 5
    t = np.arange(-radius, radius + 1)
    k = np.exp(-(t * t) / (2 * sigma * sigma))
    k /= k.sum()
    pad = np.pad(x, radius, mode="reflect")
    rows = sum(k[i] * pad[:, i:i + x.shape[1]] for i in range(2 * radius + 1))
    return sum(k[i] * rows[i:i + x.shape[0], :] for i in range(2 * radius + 1))


def ssim_rgba(a, b):
    return float(np.mean([ssim_map(a[..., ch], b[..., ch], blur).mean() for ch in range(4)]))


def suite(goldens, artifacts):
    passed = close = compared = 0
    rows = []
    for golden in sorted(glob.glob(os.path.join(goldens, "*.png"))):
        name = os.path.basename(golden)
        found = glob.glob(os.path.join(artifacts, "*", name))
        if not found:
            passed += 1
            close += 1
            compared += 1
            rows.append((name, "pass", 1.0))
            continue
        g, a = load_premultiplied(golden), load_premultiplied(found[0])
        if g.shape != a.shape:
            rows.append((name, f"size {a.shape[1]}x{a.shape[0]} vs golden {g.shape[1]}x{g.shape[0]}", None))
            continue
        s = ssim_rgba(g, a)
        compared += 1
        close += s >= 0.98
        rows.append((name, "fail", s))
    for name, verdict, s in rows:
        print(f"{name:55s} {verdict:10s} {'' if s is None else f'SSIM {s:.4f}'}")
    total = len(rows)
    print(f"{total} goldens: {passed} pass their assertion, {close} within SSIM 0.98, {compared} comparable (same size)")


# --- pair mode --------------------------------------------------------------------------

def over(path, background):
    im = np.asarray(Image.open(path).convert("RGBA"), dtype=np.float64) / 255.0
    rgb, a = im[..., :3], im[..., 3:4]
    return rgb * a + (1 - a) * background  # straight alpha over the background


def compare(expected, actual, background):
    e, a = over(expected, background), over(actual, background)
    h, w = min(e.shape[0], a.shape[0]), min(e.shape[1], a.shape[1])
    e, a = e[:h, :w] * 255, a[:h, :w] * 255
    grey = lambda im: im[..., 0] * 0.299 + im[..., 1] * 0.587 + im[..., 2] * 0.114
    m = ssim_map(grey(e), grey(a))
    s = float(m[5:-5, 5:-5].mean()) if min(m.shape) > 10 else float(m.mean())
    return s, float(np.abs(e - a).mean())


def pairs(args):
    background = 1.0
    if args[:2] == ["--over", "black"]:
        background, args = 0.0, args[2:]
    if len(args) < 2 or len(args) % 2:
        sys.exit(__doc__)
    for exp, act in zip(args[::2], args[1::2]):
        s, mae = compare(exp, act, background)
        se, sa = Image.open(exp).size, Image.open(act).size
        size = "" if se == sa else f"  size {se[0]}×{se[1]} vs {sa[0]}×{sa[1]}"
        print(f"SSIM {s:.4f}  MAE {mae:6.2f}  {act}{size}")


if __name__ == "__main__":
    args = sys.argv[1:]
    if args[:1] == ["pair"]:
        pairs(args[1:])
    elif args[:1] == ["suite"] and len(args) >= 3:
        suite(args[1], args[2])
    elif len(args) >= 2 and os.path.isdir(args[0]):
        suite(args[0], args[1])
    else:
        sys.exit(__doc__)
