#!/usr/bin/env python3
"""Converts the raw dump of ContactSheetTests (UInt32 LE width, height, then premultiplied
RGBA8 rows) to a PNG. Usage: scripts/rgba-to-png.py in.rgba out.png  (needs Pillow)."""
import struct
import sys

from PIL import Image

data = open(sys.argv[1], "rb").read()
w, h = struct.unpack("<II", data[:8])
img = Image.frombytes("RGBA", (w, h), data[8:], "raw", "RGBa")  # RGBa = premultiplied
img.convert("RGB").save(sys.argv[2], optimize=True)
print(f"{sys.argv[2]}: {w}×{h}")
