import CSQLite3
import CSQLite3StandIns
import Foundation
import Testing

@testable import DeviceStore

/// The static release build links stand-ins for the registration of SQLite's optional extensions
/// (full-text search, R-tree, dbstat; Sources/CSQLite3StandIns); other builds link the shared
/// libsqlite3 with them. The store must not need them.
@Suite struct SQLiteStandInTests {
  /// Runs `sql` on an in-memory database; nil on success, else SQLite's message.
  private static func problem(_ sql: String) -> String? {
    var database: OpaquePointer?
    defer { sqlite3_close(database) }
    guard sqlite3_open(":memory:", &database) == SQLITE_OK else { return "cannot open" }
    var message: UnsafeMutablePointer<CChar>?
    guard sqlite3_exec(database, sql, nil, nil, &message) != SQLITE_OK else { return nil }
    defer { sqlite3_free(message) }
    return message.map { String(cString: $0) } ?? "failed"
  }

  @Test func onlyTheStaticReleaseBuildLinksTheStandIns() {
    // Tests link the shared libsqlite3; were the release-only condition in Package.swift lost,
    // the stand-ins would replace its extensions (see the next test).
    #expect(mamsim_sqlite3_stand_ins_linked() == 0)
  }

  @Test func aTableOfAnExtensionLeftOutIsRefusedByName() {
    for (module, sql) in [
      ("fts5", "CREATE VIRTUAL TABLE t USING fts5(x)"),
      ("fts4", "CREATE VIRTUAL TABLE t USING fts4(x)"),
      ("rtree", "CREATE VIRTUAL TABLE t USING rtree(id, x0, x1)"),
      ("dbstat", "SELECT * FROM dbstat"),
    ] {
      let problem = Self.problem(sql)
      if mamsim_sqlite3_stand_ins_linked() == 1 {
        #expect(problem?.contains(module) == true, "\(module): \(problem ?? "created")")
      } else {
        #expect(problem == nil, "\(module): \(problem ?? "")")
      }
    }
  }

  @Test func theStoreUsesNoVirtualTable() throws {
    let fixture = StoreFixture()
    defer { try? FileManager.default.removeItem(atPath: fixture.directory) }
    _ = try fixture.open()
    var database: OpaquePointer?
    defer { sqlite3_close(database) }
    let path = fixture.directory + "/" + DeviceStore.databaseFileName
    #expect(sqlite3_open_v2(path, &database, SQLITE_OPEN_READONLY, nil) == SQLITE_OK)
    var statement: OpaquePointer?
    defer { sqlite3_finalize(statement) }
    let query = "SELECT count(*), sum(sql LIKE '%VIRTUAL%') FROM sqlite_master"
    #expect(sqlite3_prepare_v2(database, query, -1, &statement, nil) == SQLITE_OK)
    #expect(sqlite3_step(statement) == SQLITE_ROW)
    #expect(sqlite3_column_int(statement, 0) > 0, "the store has tables")
    #expect(sqlite3_column_int(statement, 1) == 0, "a virtual table needs an extension")
  }
}
