/* Stand-ins for the functions with which SQLite registers its optional extensions on every
 * database it opens, so that the static release build does not link them: FTS3/FTS4 and FTS5
 * (full-text search), R-tree (with Geopoly) and the dbstat virtual table, about 0.35 MB of
 * Debian's libsqlite3.a. Each opening of the device store also stops running their set-up
 * (FTS5's alone touched 120 KB of code at start). Likewise the SQL functions for JSON (json(),
 * json_each, ...) and for dates (date(), datetime(), strftime(), CURRENT_TIMESTAMP, ...), about
 * 40 KB: the store keeps its JSON and its instants as values it writes itself and never asks
 * SQL to read or make them (SQLiteStandInTests checks every statement it prepares).
 *
 * The device store's schema (DeviceStore+Schema.swift) uses plain tables only. A database that
 * declares a virtual table of these modules would get SQLite's own "no such module" error when
 * the table is used, as with any SQLite built without them; mamsim opens only its own store.
 *
 * SQLite's main.c calls these through its list of built-in extensions (func.c the date and JSON
 * registrations) and nothing else refers to the objects that define them (fts3.o, fts5.o,
 * rtree.o, dbstat.o, date.o, json.o in Debian 12's libsqlite3.a, 3.40), so with the stand-ins
 * the linker leaves those objects out. Only the static release build
 * on Linux (MAMSIM_STATIC_SQLITE) defines them: other builds link the shared libsqlite3, whose
 * own definitions must stay in use, and this file is empty. */
#include "CSQLite3StandIns.h"

#if defined(MAMSIM_STATIC_SQLITE)
#include <sqlite3.h>

int mamsim_sqlite3_stand_ins_linked(void) { return 1; }

/** FTS3 and FTS4 are not registered. */
int sqlite3Fts3Init(sqlite3 *db) {
  (void)db;
  return SQLITE_OK;
}

/** FTS5 is not registered. */
int sqlite3Fts5Init(sqlite3 *db) {
  (void)db;
  return SQLITE_OK;
}

/** R-tree and Geopoly are not registered. */
int sqlite3RtreeInit(sqlite3 *db) {
  (void)db;
  return SQLITE_OK;
}

/** The dbstat virtual table is not registered. */
int sqlite3DbstatRegister(sqlite3 *db) {
  (void)db;
  return SQLITE_OK;
}

/** The date and time SQL functions are not registered (date.o in Debian's libsqlite3.a). */
void sqlite3RegisterDateTimeFunctions(void) {}

/** The JSON SQL functions are not registered (json.o). */
void sqlite3RegisterJsonFunctions(void) {}

/** The json_each and json_tree table-valued functions are not registered (json.o). */
int sqlite3JsonTableFunctions(sqlite3 *db) {
  (void)db;
  return SQLITE_OK;
}
#else
int mamsim_sqlite3_stand_ins_linked(void) { return 0; }
#endif
