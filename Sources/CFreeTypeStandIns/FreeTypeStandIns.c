/* Stand-ins for the libpng and brotli functions Debian's libfreetype.a calls, so that the static
 * release build links neither library (about 0.3 MB of code and brotli's 0.12 MB dictionary).
 *
 * FreeType calls libpng only to decode the PNG glyphs of colour bitmap fonts (the sbix and CBDT
 * tables, for emoji) and brotli only to open WOFF2 web fonts. mamsim draws recordings with the
 * TrueType/OpenType fonts of RasterFontFiles, and uses 8-bit coverage only (a colour glyph is
 * refused by RasterFont even when decoded), so neither is needed. Here:
 *
 * - png_create_read_struct returns NULL, which FreeType's PNG loader (sfnt/pngshim.c) treats as
 *   out of memory: FT_Load_Glyph fails for such a glyph, and RasterFont tries the next face or
 *   draws a box. The loader calls nothing else of libpng when it gets NULL; the other functions
 *   exist for the linker and do nothing.
 * - BrotliDecoderDecompress reports an error, which FreeType (sfnt/sfwoff2.c) turns into a
 *   failed FT_New_Face: the font is skipped like an unreadable one.
 *
 * Only the static release build on Linux (MAMSIM_STATIC_FREETYPE) defines them; debug builds and
 * tests link the shared libfreetype, which brings the real libraries, and this file is empty. */
#include "CFreeTypeStandIns.h"

#if defined(MAMSIM_STATIC_FREETYPE)
#include <brotli/decode.h>
#include <png.h>
#include <stdlib.h>

int mamsim_freetype_stand_ins_linked(void) { return 1; }

png_structp png_create_read_struct(png_const_charp user_png_ver, png_voidp error_ptr,
                                   png_error_ptr error_fn, png_error_ptr warn_fn) {
  (void)user_png_ver;
  (void)error_ptr;
  (void)error_fn;
  (void)warn_fn;
  return NULL;
}

/* Unreachable without a png_struct (FreeType calls them only after png_create_read_struct
 * succeeded); they answer "nothing" or do nothing. */

png_infop png_create_info_struct(png_const_structrp png_ptr) {
  (void)png_ptr;
  return NULL;
}

void png_destroy_read_struct(png_structpp png_ptr_ptr, png_infopp info_ptr_ptr,
                             png_infopp end_info_ptr_ptr) {
  (void)png_ptr_ptr;
  (void)info_ptr_ptr;
  (void)end_info_ptr_ptr;
}

/* libpng's png_error never returns (it long-jumps to the reader's error handler); without a
 * png_struct there is no handler to jump to. */
void png_error(png_const_structrp png_ptr, png_const_charp error_message) {
  (void)png_ptr;
  (void)error_message;
  abort();
}

png_uint_32 png_get_IHDR(png_const_structrp png_ptr, png_const_inforp info_ptr,
                         png_uint_32 *width, png_uint_32 *height, int *bit_depth,
                         int *color_type, int *interlace_method, int *compression_method,
                         int *filter_method) {
  (void)png_ptr;
  (void)info_ptr;
  (void)width;
  (void)height;
  (void)bit_depth;
  (void)color_type;
  (void)interlace_method;
  (void)compression_method;
  (void)filter_method;
  return 0;
}

png_voidp png_get_error_ptr(png_const_structrp png_ptr) {
  (void)png_ptr;
  return NULL;
}

png_voidp png_get_io_ptr(png_const_structrp png_ptr) {
  (void)png_ptr;
  return NULL;
}

png_uint_32 png_get_valid(png_const_structrp png_ptr, png_const_inforp info_ptr,
                          png_uint_32 flag) {
  (void)png_ptr;
  (void)info_ptr;
  (void)flag;
  return 0;
}

void png_read_end(png_structrp png_ptr, png_inforp info_ptr) {
  (void)png_ptr;
  (void)info_ptr;
}

void png_read_image(png_structrp png_ptr, png_bytepp image) {
  (void)png_ptr;
  (void)image;
}

void png_read_info(png_structrp png_ptr, png_inforp info_ptr) {
  (void)png_ptr;
  (void)info_ptr;
}

void png_read_update_info(png_structrp png_ptr, png_inforp info_ptr) {
  (void)png_ptr;
  (void)info_ptr;
}

void png_set_expand_gray_1_2_4_to_8(png_structrp png_ptr) { (void)png_ptr; }

void png_set_filler(png_structrp png_ptr, png_uint_32 filler, int flags) {
  (void)png_ptr;
  (void)filler;
  (void)flags;
}

void png_set_gray_to_rgb(png_structrp png_ptr) { (void)png_ptr; }

int png_set_interlace_handling(png_structrp png_ptr) {
  (void)png_ptr;
  return 1;
}

jmp_buf *png_set_longjmp_fn(png_structrp png_ptr, png_longjmp_ptr longjmp_fn,
                            size_t jmp_buf_size) {
  (void)png_ptr;
  (void)longjmp_fn;
  (void)jmp_buf_size;
  return NULL;
}

void png_set_packing(png_structrp png_ptr) { (void)png_ptr; }

void png_set_palette_to_rgb(png_structrp png_ptr) { (void)png_ptr; }

void png_set_read_fn(png_structrp png_ptr, png_voidp io_ptr, png_rw_ptr read_data_fn) {
  (void)png_ptr;
  (void)io_ptr;
  (void)read_data_fn;
}

void png_set_read_user_transform_fn(png_structrp png_ptr,
                                    png_user_transform_ptr read_user_transform_fn) {
  (void)png_ptr;
  (void)read_user_transform_fn;
}

void png_set_strip_16(png_structrp png_ptr) { (void)png_ptr; }

void png_set_tRNS_to_alpha(png_structrp png_ptr) { (void)png_ptr; }

BrotliDecoderResult BrotliDecoderDecompress(size_t encoded_size, const uint8_t *encoded_buffer,
                                            size_t *decoded_size, uint8_t *decoded_buffer) {
  (void)encoded_size;
  (void)encoded_buffer;
  (void)decoded_buffer;
  if (decoded_size) *decoded_size = 0;
  return BROTLI_DECODER_RESULT_ERROR;
}
#else
int mamsim_freetype_stand_ins_linked(void) { return 0; }
#endif
