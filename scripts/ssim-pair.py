#!/usr/bin/env python3
"""SSIM and mean absolute error of PNG pairs, as the fidelity benchmark measures them
(scripts/ssim.py instead measures a real suite run, scripts/real-suite):
both images composited over white, SSIM on grey levels (Rec. 601 luma) with an 11×11
Gaussian window, σ 1.5 (Wang et al. 2004, K1 0.01, K2 0.03), MAE in 8-bit levels over R, G, B.
Images of different sizes are compared over their common top-left area and the size
difference is reported.

  scripts/ssim-pair.py [--over black] expected.png actual.png [more pairs…]
  (--over black composites over black instead: white text of a dark-mode golden on a clear
  background vanishes over white)
  (pip install numpy scipy pillow)
"""
import sys
import numpy as np
from PIL import Image
from scipy.ndimage import gaussian_filter


BACKGROUND = 1.0


def over_white(path):
    im = np.asarray(Image.open(path).convert("RGBA"), dtype=np.float64) / 255.0
    rgb, a = im[..., :3], im[..., 3:4]
    return rgb * a + (1 - a) * BACKGROUND  # straight alpha over the background


def ssim(x, y):
    c1, c2 = (0.01 * 255) ** 2, (0.03 * 255) ** 2
    # truncate 3.33 σ = 5 px each side: an 11×11 window
    f = lambda z: gaussian_filter(z, 1.5, truncate=5 / 1.5, mode="reflect")
    mx, my = f(x), f(y)
    sxx, syy, sxy = f(x * x) - mx * mx, f(y * y) - my * my, f(x * y) - mx * my
    m = ((2 * mx * my + c1) * (2 * sxy + c2)) / ((mx * mx + my * my + c1) * (sxx + syy + c2))
    return float(m[5:-5, 5:-5].mean()) if min(m.shape) > 10 else float(m.mean())


def compare(expected, actual):
    e, a = over_white(expected), over_white(actual)
    h, w = min(e.shape[0], a.shape[0]), min(e.shape[1], a.shape[1])
    e, a = e[:h, :w] * 255, a[:h, :w] * 255
    grey = lambda im: im[..., 0] * 0.299 + im[..., 1] * 0.587 + im[..., 2] * 0.114
    return ssim(grey(e), grey(a)), float(np.abs(e - a).mean())


if __name__ == "__main__":
    args = sys.argv[1:]
    if args[:2] == ["--over", "black"]:
        BACKGROUND, args = 0.0, args[2:]
    if len(args) < 2 or len(args) % 2:
        sys.exit(__doc__)
    for exp, act in zip(args[::2], args[1::2]):
        s, mae = compare(exp, act)
        se, sa = Image.open(exp).size, Image.open(act).size
        size = "" if se == sa else f"  size {se[0]}×{se[1]} vs {sa[0]}×{sa[1]}"
        print(f"SSIM {s:.4f}  MAE {mae:6.2f}  {act}{size}")
