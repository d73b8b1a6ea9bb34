#!/usr/bin/python3
# Makes the PDF image-set fixtures of VectorImageSetTests (issue 24 item 8) and their poppler
# references. Needs python3-cairo and poppler-utils (Debian); run from this folder:
#   /usr/bin/python3 make-pdf-fixtures.py
# pdfglyph.pdf is written by cairo (FlateDecode, a transparency-group form, ExtGState alpha);
# handmade.pdf by hand, as design tools write what cairo does not: an ICC-based colour space
# with scn, CMYK, v/y curves, a clip, an offset MediaBox, /Rotate, a dash, a form XObject with
# /Matrix and inherited resources.
import os, subprocess, zlib
import cairo

sets = "../../FlipbookTests/Assets.xcassets"

def imageset(name, filename):
    folder = f"{sets}/{name}.imageset"
    os.makedirs(folder, exist_ok=True)
    with open(f"{folder}/Contents.json", "w") as f:
        f.write('{\n  "images" : [\n    {\n      "filename" : "%s",\n      "idiom" : "universal"\n    }\n  ],\n'
                '  "info" : {\n    "author" : "xcode",\n    "version" : 1\n  },\n'
                '  "properties" : {\n    "preserves-vector-representation" : true\n  }\n}\n' % filename)
    return f"{folder}/{filename}"

# 1. cairo: 40 × 30 pt.
path = imageset("PDFGlyph", "pdfglyph.pdf")
s = cairo.PDFSurface(path, 40, 30)
c = cairo.Context(s)
c.set_source_rgb(0x1E / 255, 0x90 / 255, 1)           # a card with rounded corners
r = 4
c.new_sub_path(); c.arc(36 - r, 2 + r, r, -1.5708, 0); c.arc(36 - r, 28 - r, r, 0, 1.5708)
c.arc(4 + r, 28 - r, r, 1.5708, 3.14159); c.arc(4 + r, 2 + r, r, 3.14159, 4.71239); c.close_path(); c.fill()
c.set_fill_rule(cairo.FILL_RULE_EVEN_ODD)             # a dark square with a hole
c.set_source_rgb(0.2, 0.2, 0.2); c.rectangle(7, 7, 10, 10); c.rectangle(10, 10, 4, 4); c.fill()
c.set_fill_rule(cairo.FILL_RULE_WINDING)
c.set_source_rgba(0, 0.8, 0, 0.5)                     # a half-transparent green circle
c.arc(26, 12, 6, 0, 6.28318); c.fill()
c.save(); c.arc(26, 22, 4, 0, 6.28318); c.clip()      # a red square clipped to a circle
c.set_source_rgb(1, 0, 0); c.rectangle(20, 16, 8, 8); c.fill(); c.restore()
c.set_source_rgb(1, 0.6, 0); c.set_line_width(1.5)    # a round-capped curve
c.set_line_cap(cairo.LINE_CAP_ROUND); c.move_to(6, 24); c.curve_to(10, 18, 14, 30, 18, 22); c.stroke()
c.set_source_rgb(1, 1, 1); c.set_line_width(1); c.set_dash([2, 1])   # a dashed line
c.set_line_cap(cairo.LINE_CAP_BUTT); c.move_to(6, 4.5); c.line_to(34, 4.5); c.stroke()
s.finish()

# 2. By hand: an offset MediaBox, an ICC-based space, CMYK, v/y, clip, form, text; then rotated.
def write_pdf(path, content, rotate=0, compress=True):
    icc = b"<< /N 3 /Alternate /DeviceRGB /Length 0 >>\nstream\n\nendstream"
    form = b"q 0 0 1 rg 0 0 m 4 0 l 2 4 l h f Q"
    data = zlib.compress(content) if compress else content
    filt = b" /Filter /FlateDecode" if compress else b""
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [10 10 40 30] /Resources 5 0 R >>",
        b"<< /Type /Page /Parent 2 0 R /Contents 4 0 R /Rotate %d >>" % rotate,
        b"<< /Length %d%s >>\nstream\n" % (len(data), filt) + data + b"\nendstream",
        b"<< /ColorSpace << /CS0 [/ICCBased 6 0 R] >> /ExtGState << /GS0 << /ca 0.5 /CA 1 >> >> "
        b"/XObject << /Fm0 7 0 R >> /Font << >> >>",
        icc,
        b"<< /Type /XObject /Subtype /Form /BBox [0 0 4 4] /Matrix [2 0 0 2 30 12] /Length %d >>\nstream\n" % len(form)
        + form + b"\nendstream",
    ]
    out = b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n"
    offsets = []
    for i, o in enumerate(objects):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % (i + 1) + o + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    open(path, "wb").write(out)

content = b"""% an ICC-based colour and scn; the whole page as the background
/CS0 cs 0.9 0.9 0.8 scn 10 10 30 20 re f
q 1 0 0 1 10 10 cm
0.1 0.2 0.7 scn 2 2 m 8 2 l 8 8 2 8 v 0 5 2 2 y h f
0 0 0 1 k 0.5 0 1 0 K 1.5 w 1 j 0 J [3 1] 0 d 11 3 m 20 3 l 20 9 l S
q 12 11 6 6 re W n 1 0 0 rg 10 9 6 6 re f Q
/GS0 gs 0 0.6 0 rg 20 10 m 28 10 l 24 18 l h f
Q
/Fm0 Do
"""
write_pdf(imageset("PDFHandmade", "handmade.pdf"), content)
write_pdf(imageset("PDFRotated", "rotated.pdf"), content, rotate=90, compress=False)

# A decompression bomb for the hostile-file test: 64 MiB of zeros in one FlateDecode stream.
bomb = zlib.compress(bytes(64 << 20), 9)
open("inflate-bomb.pdf", "wb").write(
    b"%%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 10 10] /Contents 2 0 R >> endobj\n"
    b"2 0 obj << /Filter /FlateDecode /Length %d >>\nstream\n" % len(bomb) + bomb + b"\nendstream endobj\n")

# References: poppler at 3× (216 dpi), anti-aliased, on white.
for name, stem in [("PDFGlyph", "pdfglyph"), ("PDFHandmade", "handmade"), ("PDFRotated", "rotated")]:
    subprocess.run(["pdftoppm", "-r", "216", "-png", "-singlefile", f"{sets}/{name}.imageset/{stem}.pdf",
                    f"{stem}@3x-poppler"], check=True)
