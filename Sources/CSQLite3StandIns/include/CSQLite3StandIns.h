#ifndef MAMSIM_CSQLITE3_STAND_INS_H
#define MAMSIM_CSQLITE3_STAND_INS_H
/* Stand-ins for the registration functions of SQLite's optional extensions (full-text search,
 * R-trees, the dbstat table), linked into the static release build instead of those parts of
 * Debian's libsqlite3.a (SQLite3StandIns.c says why). Nothing here is called from Swift. */

/** 1 when this build links the stand-ins (the static release build on Linux), else 0. */
int mamsim_sqlite3_stand_ins_linked(void);
#endif
