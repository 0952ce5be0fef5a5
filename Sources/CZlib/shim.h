#ifndef MAMSIM_CZLIB_SHIM_H
#define MAMSIM_CZLIB_SHIM_H
/* zlib, for the deflate stream and the CRC-32 of PNG screenshots. */
#include <zlib.h>
#endif
