"""Makes the committed seeds that the repository does not already hold: small subset fonts
(libFuzzer mutates a few-KB font far faster than a 300 KB one) and a two-frame APNG.
Run once: python3 Fuzz/make-seeds.py (needs fontTools: pip install fonttools)."""
import os, struct, subprocess, zlib

here = os.path.dirname(os.path.abspath(__file__))
fonts = os.path.join(here, "..", "Fonts")
out = os.path.join(here, "Seeds")
os.makedirs(os.path.join(out, "font"), exist_ok=True)
os.makedirs(os.path.join(out, "apng"), exist_ok=True)

for name, text in [("Inter-Regular.otf", "Ag fi"), ("Inter-BoldItalic.otf", "Hw"),
                   ("MaterialIcons-Regular.ttf", None), ("NotoSansCJKsc-Regular.otf", "你好")]:
    args = ["pyftsubset", os.path.join(fonts, name), "--output-file=" + os.path.join(out, "font", "subset-" + name)]
    args += ["--text=" + text] if text else ["--unicodes=U+E87D,U+E8B6"]  # favorite, search
    subprocess.run(args, check=True)

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

def frame(rgba, w, h):
    return zlib.compress(b"".join(b"\0" + rgba[y * w * 4:(y + 1) * w * 4] for y in range(h)))

w = h = 4
red, blue = bytes([255, 0, 0, 255]) * 16, bytes([0, 0, 255, 128]) * 16
fctl = lambda seq: struct.pack(">IIIIIHHBB", seq, w, h, 0, 0, 1, 10, 0, 0)
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
png += chunk(b"acTL", struct.pack(">II", 2, 0)) + chunk(b"fcTL", fctl(0)) + chunk(b"IDAT", frame(red, w, h))
png += chunk(b"fcTL", fctl(1)) + chunk(b"fdAT", struct.pack(">I", 2) + frame(blue, w, h)) + chunk(b"IEND", b"")
open(os.path.join(out, "apng", "two-frames.png"), "wb").write(png)
