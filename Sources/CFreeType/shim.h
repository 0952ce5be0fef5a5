#ifndef MAMSIM_CFREETYPE_SHIM_H
#define MAMSIM_CFREETYPE_SHIM_H
/* FreeType, for drawing a tape's screens as pixels (GIF, PNG and video recordings). Only the
 * face loading and glyph rendering functions are used. The static release build also links the
 * libraries Debian's libfreetype.a needs (Package.swift, releaseLinkerSettings). */
#include <ft2build.h>
#include FT_FREETYPE_H

/** FT_LOAD_RENDER | FT_LOAD_TARGET_NORMAL: load a glyph and render it as 8-bit coverage. */
static inline int mamsim_ft_load_render(void) { return FT_LOAD_RENDER | FT_LOAD_TARGET_NORMAL; }

#include FT_MODULE_H
#include <stdlib.h>

/* The modules the static release build registers itself (mamsim_ft_open) instead of
 * FT_Init_FreeType's whole default set, so that the linker leaves the others out: TrueType and
 * SFNT (DejaVu, and the TrueType CJK fallbacks), CFF with PostScript aux, names and hinter (the
 * Noto CJK fallbacks), the auto-hinter (for unhinted TrueType fallbacks, as before) and the
 * anti-aliasing renderer. Not exported by the shared libfreetype, so only the static build may
 * call mamsim_ft_open (Replay's MAMSIM_STATIC_FREETYPE condition). */
extern const FT_Module_Class autofit_module_class;
extern const FT_Module_Class tt_driver_class;
extern const FT_Module_Class cff_driver_class;
extern const FT_Module_Class sfnt_module_class;
extern const FT_Module_Class ft_smooth_renderer_class;
extern const FT_Module_Class psaux_module_class;
extern const FT_Module_Class psnames_module_class;
extern const FT_Module_Class pshinter_module_class;

static void *mamsim_ft_alloc(FT_Memory memory, long size) {
  (void)memory;
  return malloc((size_t)size);
}

static void *mamsim_ft_realloc(FT_Memory memory, long current, long size, void *block) {
  (void)memory;
  (void)current;
  return realloc(block, (size_t)size);
}

static void mamsim_ft_free(FT_Memory memory, void *block) {
  (void)memory;
  free(block);
}

/** A FreeType library with the modules above (FT_Init_FreeType's order), its memory manager in
 * `memory`; 0 on success. Release it with mamsim_ft_close. */
static inline FT_Error mamsim_ft_open(FT_Library *library, FT_Memory *memory) {
  FT_Memory made = (FT_Memory)calloc(1, sizeof(*made));
  if (!made) return FT_Err_Out_Of_Memory;
  made->alloc = mamsim_ft_alloc;
  made->realloc = mamsim_ft_realloc;
  made->free = mamsim_ft_free;
  FT_Error error = FT_New_Library(made, library);
  if (error) {
    free(made);
    return error;
  }
  const FT_Module_Class *modules[] = {
    &autofit_module_class, &tt_driver_class, &cff_driver_class, &sfnt_module_class,
    &ft_smooth_renderer_class, &psaux_module_class, &psnames_module_class, &pshinter_module_class,
  };
  for (size_t index = 0; index < sizeof(modules) / sizeof(modules[0]); index++) {
    error = FT_Add_Module(*library, modules[index]);
    if (error) {
      FT_Done_Library(*library);
      free(made);
      return error;
    }
  }
  *memory = made;
  return 0;
}

/** Releases a library made by mamsim_ft_open (its faces first), then its memory manager. */
static inline void mamsim_ft_close(FT_Library library, FT_Memory memory) {
  FT_Done_Library(library);
  free(memory);
}
#endif
