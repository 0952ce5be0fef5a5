import CSQLite3
import CSQLite3StandIns
import Foundation
import SessionEngine
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

  /// The SQL functions the release build leaves out (the date and JSON stand-ins).
  static let leftOutFunctions = [
    "date", "time", "datetime", "julianday", "unixepoch", "strftime", "timediff",
    "current_date", "current_time", "current_timestamp",
    "json", "jsonb", "json_array", "json_array_length", "json_extract", "json_insert",
    "json_object", "json_patch", "json_remove", "json_replace", "json_set", "json_type",
    "json_valid", "json_quote", "json_group_array", "json_group_object", "->", "->>",
  ]

  /// Every connection opened while it is registered gets the left-out functions replaced by
  /// ones that fail (an application's function takes the place of SQLite's own of that name and
  /// argument count).
  private static let refuseLeftOutFunctions:
    @convention(c) (
      OpaquePointer?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, OpaquePointer?
    ) -> Int32 = { database, _, _ in
      let refuse:
        @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?)
          -> Void = { context, _, _ in
            sqlite3_result_error(context, "left out of the release build", -1)
          }
      for name in SQLiteStandInTests.leftOutFunctions {
        for arguments in Int32(-1)...3 {
          sqlite3_create_function_v2(
            database, name, arguments, SQLITE_UTF8, nil, refuse, nil, nil, nil)
        }
      }
      return SQLITE_OK
    }

  /// A whole flow on a device whose connections lack SQLite's date and JSON functions, as the
  /// release build's do: sign-in, enrolment, PIN, notes, a selective wipe, a second app and a
  /// second connection. Were a statement of the store to call one, its step would fail.
  @Test func theStoreNeedsNoDateOrJSONFunction() throws {
    let entry = unsafeBitCast(Self.refuseLeftOutFunctions, to: (@convention(c) () -> Void).self)
    #expect(sqlite3_auto_extension(entry) == SQLITE_OK)
    defer { sqlite3_cancel_auto_extension(entry) }
    // The replacement refuses, as checked on a connection of its own.
    #expect(Self.problem("SELECT date('now')")?.contains("left out") == true)
    #expect(Self.problem("SELECT json('{}')")?.contains("left out") == true)

    let fixture = StoreFixture()
    defer { try? FileManager.default.removeItem(atPath: fixture.directory) }
    let store = try fixture.open()
    let notes = try store.runtime(for: StoreFixture.scenario())
    notes.enrollAlex()
    notes.send(.noteAdded(Note(id: "personal-1", title: "mine", body: "list", owner: nil)))
    notes.advance(by: .seconds(40 * 60))
    let mail = try fixture.open().runtime(
      for: StoreFixture.scenario(bundleId: "com.contoso.mail"))
    mail.launch()
    notes.relaunch()
    notes.send(.signOutRequested)
    notes.advance(by: .seconds(5))
    #expect(notes.storeError == nil, "\(notes.storeError?.message ?? "")")
    #expect(mail.storeError == nil, "\(mail.storeError?.message ?? "")")
    #expect(try store.integrityProblems().isEmpty)
    #expect(try StoreInspector.text(of: store).contains("com.contoso.mail"))
  }
}
