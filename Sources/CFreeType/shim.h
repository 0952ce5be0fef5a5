#ifndef MAMSIM_CFREETYPE_SHIM_H
#define MAMSIM_CFREETYPE_SHIM_H
/* FreeType, for drawing a tape's screens as pixels (GIF, PNG and video recordings). Only the
 * library, face loading and glyph rendering functions are used. */
#include <ft2build.h>
#include FT_FREETYPE_H

/** FT_LOAD_RENDER | FT_LOAD_TARGET_NORMAL: load a glyph and render it as 8-bit coverage (the
 * flags are macros, which Swift does not import). */
static inline int mamsim_ft_load_render(void) { return FT_LOAD_RENDER | FT_LOAD_TARGET_NORMAL; }
#endif
