#ifndef MAMSIM_CSQLITE3_SHIM_H
#define MAMSIM_CSQLITE3_SHIM_H
#include <sqlite3.h>

/* SQLITE_TRANSIENT is a cast of -1 to a destructor pointer, which Swift cannot import. */

/** Binds a copy of `length` bytes of text (SQLite copies them before returning). */
static inline int mamsim_bind_text(sqlite3_stmt *statement, int index, const char *text, int length) {
  return sqlite3_bind_text(statement, index, text, length, SQLITE_TRANSIENT);
}

/** Binds a copy of `length` bytes (SQLite copies them before returning). */
static inline int mamsim_bind_blob(sqlite3_stmt *statement, int index, const void *bytes, int length) {
  return sqlite3_bind_blob(statement, index, bytes, length, SQLITE_TRANSIENT);
}
#endif
