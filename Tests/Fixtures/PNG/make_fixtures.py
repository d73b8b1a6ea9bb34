#!/usr/bin/env python3
"""Writes the PNG decoding fixtures and, beside each, `<name>.rgba`: the premultiplied
RGBA8 bytes the decoder must produce, computed here from the source samples with the
PNG specification's formulas (never by decoding the PNG), so the test is independent
of libpng. Run from this folder: `pip install pypng && python3 make_fixtures.py`."""
import png  # pypng: writes every colour type, bit depth, tRNS and Adam7 interlacing

W, H = 13, 11  # odd sizes exercise Adam7's partial passes


def premul(r, g, b, a):
    return [(c * a + 127) // 255 for c in (r, g, b)] + [a]  # round(c*a/255), halves up


def save(name, writer, rows, straight):
    with open(name + ".png", "wb") as f:
        writer.write(f, rows)
    out = bytearray()
    for px in straight:
        out += bytes(premul(*px))
    with open(name + ".rgba", "wb") as f:
        f.write(out)


def scale(v, bits):  # PNG sample scaling to 8 bits: round(v * 255 / (2^bits - 1))
    return (v * 255 + ((1 << bits) - 1) // 2) // ((1 << bits) - 1)


# 4-bit palette with partial transparency (tRNS holds palette alphas).
palette = [(255, 0, 0, 255), (0, 255, 0, 128), (0, 0, 255, 0), (255, 255, 0, 77),
           (10, 20, 30, 255), (200, 100, 50, 1), (255, 255, 255, 254), (0, 0, 0, 255)]
idx = [[(x + 2 * y) % len(palette) for x in range(W)] for y in range(H)]
save("palette4_trns", png.Writer(W, H, palette=palette, bitdepth=4), idx,
     [palette[i] for row in idx for i in row])

# 1-bit grey.
g1 = [[(x ^ y) & 1 for x in range(W)] for y in range(H)]
save("grey1", png.Writer(W, H, greyscale=True, bitdepth=1), g1,
     [(v * 255,) * 3 + (255,) for row in g1 for v in row])

# 8-bit grey with a tRNS colour key (grey 100 is transparent).
g8 = [[(x * 20 + y * 7) % 256 for x in range(W)] for y in range(H)]
for y in range(H):
    g8[y][0] = 100
save("grey8_trns", png.Writer(W, H, greyscale=True, bitdepth=8, transparent=100), g8,
     [(v, v, v, 0 if v == 100 else 255) for row in g8 for v in row])

# 8-bit grey + alpha.
ga = [[((x * 19) % 256, (y * 25 + x) % 256) for x in range(W)] for y in range(H)]
save("greyalpha8", png.Writer(W, H, greyscale=True, alpha=True, bitdepth=8),
     [[c for px in row for c in px] for row in ga],
     [(v, v, v, a) for row in ga for v, a in row])

# 16-bit RGB, untagged (no gAMA/sRGB): browsers treat it as sRGB.
rgb16 = [[((x * 5000) % 65536, (y * 6000 + 257) % 65536, (x * y * 999) % 65536) for x in range(W)] for y in range(H)]
save("rgb16", png.Writer(W, H, greyscale=False, bitdepth=16),
     [[c for px in row for c in px] for row in rgb16],
     [tuple(scale(c, 16) for c in px) + (255,) for row in rgb16 for px in row])

# 16-bit RGBA, untagged.
rgba16 = [[((x * 5003) % 65536, 40000, (y * 6007) % 65536, (x * 4099 + y * 1000) % 65536) for x in range(W)] for y in range(H)]
save("rgba16", png.Writer(W, H, greyscale=False, alpha=True, bitdepth=16),
     [[c for px in row for c in px] for row in rgba16],
     [tuple(scale(c, 16) for c in px) for row in rgba16 for px in row])

# 8-bit RGBA, Adam7-interlaced.
rgba = [[((x * 37) % 256, (y * 41) % 256, (x * y * 3) % 256, (x * 17 + y * 29) % 256) for x in range(W)] for y in range(H)]
save("rgba8_interlaced", png.Writer(W, H, greyscale=False, alpha=True, bitdepth=8, interlace=True),
     [[c for px in row for c in px] for row in rgba],
     [px for row in rgba for px in row])

# 8-bit RGB with a tRNS colour key.
rgb = [[((x * 30) % 256, (y * 20) % 256, 90) for x in range(W)] for y in range(H)]
rgb[3][4] = (1, 2, 3)
save("rgb8_trns", png.Writer(W, H, greyscale=False, bitdepth=8, transparent=(1, 2, 3)),
     [[c for px in row for c in px] for row in rgb],
     [px + ((0,) if px == (1, 2, 3) else (255,)) for row in rgb for px in row])
