import Foundation
import SessionEngine
import Testing

@testable import DeviceStore

/// The transaction that starts an empty write-ahead log commits without syncing it, and only
/// that one: every other transaction runs at the store's usual `synchronous` level, whatever
/// failed on the way, and what the log-starting one wrote is kept like any other commit.
@Suite struct LogStartingCommitTests {
  /// A WAL database in a fresh folder with one table, closed again (which removes its log).
  static func makeDatabase() throws -> String {
    let folder = NSTemporaryDirectory() + "mamsim-log-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/test.sqlite"
    let database = try SQLiteDatabase(path: path, create: true)
    try database.execute(
      "PRAGMA journal_mode = WAL; PRAGMA synchronous = \(SQLiteDatabase.synchronousLevel)")
    try database.execute("CREATE TABLE t (v INTEGER)")
    return path
  }

  /// Opens `path` as the store does (WAL, the store's level, a busy timeout of `busy` ms).
  static func open(_ path: String, busy: Int32 = 1_000) throws -> SQLiteDatabase {
    let database = try SQLiteDatabase(path: path, create: false)
    database.setBusyTimeout(milliseconds: busy)
    try database.execute(
      "PRAGMA journal_mode = WAL; PRAGMA synchronous = \(SQLiteDatabase.synchronousLevel)")
    return database
  }

  /// `PRAGMA synchronous` as the connection runs it (0 OFF, 1 NORMAL).
  static func level(_ database: SQLiteDatabase) throws -> Int64? {
    try database.scalar("PRAGMA synchronous")?.integer
  }

  /// The size of the database's log file, or nil when there is none.
  static func logSize(_ path: String) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: path + "-wal"))?[.size] as? Int
  }

  @Test func theFirstTransactionOnAnEmptyLogSkipsItsSyncsAndTheNextOnesDoNot() throws {
    let path = try Self.makeDatabase()
    #expect(Self.logSize(path) == nil)
    do {
      let database = try Self.open(path)
      #expect(try Self.level(database) == 1)

      try database.begin()
      #expect(database.transactionStartsLog)
      #expect(try Self.level(database) == 0)
      try database.run("INSERT INTO t VALUES (1)")
      try database.commit()
      #expect(!database.transactionStartsLog)
      #expect(try Self.level(database) == 1)
      #expect((Self.logSize(path) ?? 0) > 0)

      try database.begin()
      #expect(!database.transactionStartsLog)
      #expect(try Self.level(database) == 1)
      try database.run("INSERT INTO t VALUES (2)")
      try database.commit()

      // Another connection reads both commits.
      let reader = try Self.open(path)
      #expect(try reader.scalar("SELECT group_concat(v) FROM t")?.text == "1,2")
    }
    // Closed, the log is checkpointed into the file and removed; opened afresh, both are there.
    #expect(Self.logSize(path) == nil)
    let reopened = try Self.open(path)
    #expect(try reopened.scalar("SELECT group_concat(v) FROM t")?.text == "1,2")
    #expect(try reopened.scalar("PRAGMA integrity_check")?.text == "ok")
  }

  @Test func aLogWithAnotherConnectionsFramesIsSyncedAsUsual() throws {
    let path = try Self.makeDatabase()
    let first = try Self.open(path)
    try first.begin()
    try first.run("INSERT INTO t VALUES (1)")
    try first.commit()
    #expect((Self.logSize(path) ?? 0) > 0)

    // The second connection's first transaction finds frames in the log: no shortcut.
    let second = try Self.open(path)
    try second.begin()
    #expect(!second.transactionStartsLog)
    #expect(try Self.level(second) == 1)
    try second.run("INSERT INTO t VALUES (2)")
    try second.commit()
    #expect(try first.scalar("SELECT count(*) FROM t")?.integer == 2)
  }

  @Test func aBeginThatFailsPutsTheLevelBack() throws {
    let path = try Self.makeDatabase()
    let holder = try Self.open(path)
    try holder.run("BEGIN IMMEDIATE")  // holds the write lock, writes nothing: the log stays empty

    let waiting = try Self.open(path, busy: 0)
    #expect(throws: DeviceStoreError.self) { try waiting.begin() }
    #expect(!waiting.transactionStartsLog)
    #expect(try Self.level(waiting) == 1)

    try holder.run("INSERT INTO t VALUES (1)")
    try holder.run("COMMIT")
    // The log has the holder's frames now: the waiting connection's next transaction is usual.
    try waiting.begin()
    #expect(!waiting.transactionStartsLog)
    #expect(try Self.level(waiting) == 1)
    try waiting.run("INSERT INTO t VALUES (2)")
    try waiting.commit()
    #expect(try holder.scalar("SELECT count(*) FROM t")?.integer == 2)
  }

  @Test func aRolledBackLogStartingTransactionPutsTheLevelBack() throws {
    let path = try Self.makeDatabase()
    let database = try Self.open(path)
    try database.begin()
    #expect(database.transactionStartsLog)
    try database.run("INSERT INTO t VALUES (1)")
    database.rollBackAfterFailure()
    #expect(!database.transactionStartsLog)
    #expect(try Self.level(database) == 1)
    #expect(try database.scalar("SELECT count(*) FROM t")?.integer == 0)
  }

  @Test func aDeviceOpenedAgainKeepsItsLaunchStepAndRunsAtTheUsualLevel() throws {
    let fixture = StoreFixture()
    do {
      let store = try fixture.open()
      let runtime = try store.runtime(for: StoreFixture.scenario())
      runtime.launch()
    }
    // Closed, the device keeps its log file, emptied: the next session opens it rather than
    // creating it, and its first transaction starts it without syncs.
    let databasePath = fixture.directory + "/" + DeviceStore.databaseFileName
    #expect(Self.logSize(databasePath) == 0)
    do {
      let store = try fixture.open()
      try store.database.begin()
      #expect(store.database.transactionStartsLog)
      store.database.rollBackAfterFailure()
      #expect(try Self.level(store.database) == 1)
    }

    // The next launch starts the log afresh; its step is kept, and nothing after it skips a sync.
    let launches: Int
    do {
      let store = try fixture.open()
      let runtime = try store.runtime(for: StoreFixture.scenario())
      runtime.launch()
      #expect(runtime.storeError == nil)
      #expect(try Self.level(store.database) == 1)
      launches = runtime.state.launchCount
      runtime.advance(by: .seconds(2))
      #expect(try Self.level(store.database) == 1)
    }
    let store = try fixture.open()
    #expect(try store.integrityProblems().isEmpty)
    #expect(try store.storedSnapshot(bundleId: "com.contoso.notes")?.state.launchCount == launches)
  }
}
