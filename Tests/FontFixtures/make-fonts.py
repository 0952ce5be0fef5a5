"""Writes the two fonts of FreeTypeStandInTests (run from this folder; needs fontTools and brotli:
pip install fonttools brotli).

Both map U+4E2D (a character DejaVu Sans Mono lacks, so RasterFont asks its fallbacks) to one
glyph with a 500 × 700 unit box outline (1000 units per em):
  colour-bitmap.ttf  the TrueType font with an `sbix` strike at 20 ppem holding a 20 × 20 red PNG
                     for that glyph (what colour emoji fonts do; FreeType decodes it with libpng)
  outline.woff2      the same font without `sbix`, as WOFF2 (FreeType decompresses it with brotli)
"""
import struct
import zlib

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import newTable
from fontTools.ttLib.tables.sbixGlyph import Glyph
from fontTools.ttLib.tables.sbixStrike import Strike


def png(width, height):
    """An opaque red RGBA PNG of width × height pixels."""
    def chunk(kind, data):
        crc = zlib.crc32(kind + data) & 0xFFFFFFFF
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)
    rows = b"".join(b"\x00" + b"\xff\x00\x00\xff" * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows))
            + chunk(b"IEND", b""))


builder = FontBuilder(1000, isTTF=True)
builder.setupGlyphOrder([".notdef", "box"])
builder.setupCharacterMap({0x4E2D: "box"})
pen = TTGlyphPen(None)
pen.moveTo((0, 0))
pen.lineTo((0, 700))
pen.lineTo((500, 700))
pen.lineTo((500, 0))
pen.closePath()
builder.setupGlyf({".notdef": TTGlyphPen(None).glyph(), "box": pen.glyph()})
builder.setupHorizontalMetrics({".notdef": (500, 0), "box": (1000, 0)})
builder.setupHorizontalHeader(ascent=800, descent=-200)
builder.setupNameTable({"familyName": "mamsim test", "styleName": "Regular"})
builder.setupOS2()
builder.setupPost()

sbix = newTable("sbix")
sbix.version = 1
sbix.flags = 1
strike = Strike(ppem=20, resolution=72)
strike.glyphs["box"] = Glyph(glyphName="box", graphicType="png ", originOffsetX=0,
                             originOffsetY=0, imageData=png(20, 20))
strike.glyphs[".notdef"] = Glyph(glyphName=".notdef")
sbix.strikes = {20: strike}
builder.font["sbix"] = sbix
builder.save("colour-bitmap.ttf")

del builder.font["sbix"]
builder.font.flavor = "woff2"
builder.save("outline.woff2")
