#!/usr/bin/env python3
"""SSIM between goldens and the pictures a run produced (scripts/real-suite).

    ssim.py GOLDENS ARTIFACTS [SNAPSHOTS]

For each golden PNG in GOLDENS: the failing snapshot swift-snapshot-testing wrote to
ARTIFACTS/<TestFile>/<name>.png, or, when there is none, the golden counts as passed (the
assertion matched). SSIM: Wang et al. 2004, Gaussian window sigma 1.5, K1 0.01, K2 0.03, on
premultiplied RGBA (so transparency counts), mean over the four channels. Different sizes
are not comparable. Prints one line per golden and a summary; never writes a file.
"""
import glob
import os
import sys

import numpy as np
from PIL import Image


def load(path):
    a = np.asarray(Image.open(path).convert("RGBA"), dtype=np.float64)
    a[..., :3] *= a[..., 3:4] / 255.0
    return a


def blur(x, sigma=1.5):
    radius = 5
    t = np.arange(-radius, radius + 1)
    k = np.exp(-(t * t) / (2 * sigma * sigma))
    k /= k.sum()
    pad = np.pad(x, radius, mode="reflect")
    rows = sum(k[i] * pad[:, i:i + x.shape[1]] for i in range(2 * radius + 1))
    return sum(k[i] * rows[i:i + x.shape[0], :] for i in range(2 * radius + 1))


def ssim(a, b):
    c1, c2 = (0.01 * 255) ** 2, (0.03 * 255) ** 2
    scores = []
    for ch in range(4):
        x, y = a[..., ch], b[..., ch]
        mx, my = blur(x), blur(y)
        sxx = blur(x * x) - mx * mx
        syy = blur(y * y) - my * my
        sxy = blur(x * y) - mx * my
        m = ((2 * mx * my + c1) * (2 * sxy + c2)) / ((mx * mx + my * my + c1) * (sxx + syy + c2))
        scores.append(m.mean())
    return float(np.mean(scores))


def main():
    goldens, artifacts = sys.argv[1], sys.argv[2]
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
        g, a = load(golden), load(found[0])
        if g.shape != a.shape:
            rows.append((name, f"size {a.shape[1]}x{a.shape[0]} vs golden {g.shape[1]}x{g.shape[0]}", None))
            continue
        s = ssim(g, a)
        compared += 1
        close += s >= 0.98
        rows.append((name, "fail", s))
    for name, verdict, s in rows:
        print(f"{name:55s} {verdict:10s} {'' if s is None else f'SSIM {s:.4f}'}")
    total = len(rows)
    print(f"{total} goldens: {passed} pass their assertion, {close} within SSIM 0.98, {compared} comparable (same size)")


if __name__ == "__main__":
    main()
