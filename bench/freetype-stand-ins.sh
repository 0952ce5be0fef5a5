#!/bin/sh
# Checks the libpng and brotli stand-ins (Sources/CFreeTypeStandIns) against Debian's
# libfreetype.a as the static release build links them, side by side with the real libraries:
# a small C program opens each font of Tests/FontFixtures and DejaVu Sans Mono and renders
# U+4E2D (or "M") with mamsim's load flags (FT_LOAD_RENDER | FT_LOAD_TARGET_NORMAL).
#
# Usage: bench/freetype-stand-ins.sh   (from anywhere; needs clang and libfreetype-dev)
# Expected: with the real libraries both fixtures draw; with the stand-ins the WOFF2 font is
# refused by FT_New_Face and the colour bitmap glyph by FT_Load_Glyph (error 0x40, out of
# memory: FreeType's PNG loader got no libpng reader), without a crash; DejaVu is the same.
set -eu
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/check.c" <<'C'
#include <ft2build.h>
#include FT_FREETYPE_H
#include <stdio.h>
int main(int argc, char **argv) {
  FT_Library library;
  if (FT_Init_FreeType(&library)) return 2;
  for (int i = 1; i < argc; i++) {
    FT_Face face;
    FT_Error error = FT_New_Face(library, argv[i], 0, &face);
    const char *name = strrchr(argv[i], '/') ? strrchr(argv[i], '/') + 1 : argv[i];
    if (error) {
      printf("  %-24s FT_New_Face error 0x%02x\n", name, error);
      continue;
    }
    FT_Set_Pixel_Sizes(face, 0, 20);
    FT_UInt index = FT_Get_Char_Index(face, 0x4E2D);
    if (index == 0) index = FT_Get_Char_Index(face, 'M');
    error = FT_Load_Glyph(face, index, FT_LOAD_RENDER | FT_LOAD_TARGET_NORMAL);
    if (error)
      printf("  %-24s FT_Load_Glyph error 0x%02x\n", name, error);
    else
      printf("  %-24s drawn, %u x %u, pixel mode %d\n", name, face->glyph->bitmap.width,
             face->glyph->bitmap.rows, face->glyph->bitmap.pixel_mode);
    FT_Done_Face(face);
  }
  FT_Done_FreeType(library);
  return 0;
}
C
sed -i '1i #include <string.h>' "$work/check.c"
lib=/usr/lib/x86_64-linux-gnu
flags="-O1 $(pkg-config --cflags freetype2)"
clang $flags "$work/check.c" -o "$work/real" -static $lib/libfreetype.a -lpng16 -lbrotlidec \
  -lbrotlicommon -lz -lm
clang $flags -DMAMSIM_STATIC_FREETYPE -ISources/CFreeTypeStandIns/include "$work/check.c" \
  Sources/CFreeTypeStandIns/FreeTypeStandIns.c -o "$work/stand-ins" -static $lib/libfreetype.a \
  -lz -lm
fonts="Tests/FontFixtures/outline.woff2 Tests/FontFixtures/colour-bitmap.ttf
  /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
echo "real libpng and brotli ($(stat -c %s "$work/real") B static program)"
"$work/real" $fonts
echo "stand-ins ($(stat -c %s "$work/stand-ins") B static program)"
"$work/stand-ins" $fonts
