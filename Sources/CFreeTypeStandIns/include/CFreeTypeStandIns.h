#ifndef MAMSIM_CFREETYPE_STAND_INS_H
#define MAMSIM_CFREETYPE_STAND_INS_H
/* Stand-ins for the libpng and brotli functions Debian's libfreetype.a calls, linked into the
 * static release build instead of those libraries (FreeTypeStandIns.c says why). Nothing here
 * is called from Swift. */

/** 1 when this build links the stand-ins (the static release build on Linux), else 0. */
int mamsim_freetype_stand_ins_linked(void);
#endif
