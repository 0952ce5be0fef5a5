import Foundation
import SessionEngine
import TestSupport
import Testing

@testable import DeviceStore

/// The store's fast paths — statements prepared once per connection, notes and the device not
/// written again when a step left them as they were, the device decoded once per text — leave
/// exactly what writing everything with statements prepared afresh leaves.
@Suite(.scratchFolder) struct StoreFastPathTests {
  /// Opens a device in `fixture`, with the fast paths on or off.
  static func open(_ fixture: StoreFixture, fast: Bool) throws -> DeviceStore {
    let store = try fixture.open()
    store.skipsUnchangedRows = fast
    store.database.keepsStatements = fast
    return store
  }

  /// What a device holds, opened, as text: every app's snapshot with its notes, the notes rows
  /// (sealed or not), the device and which keychain items exist.
  static func contents(of fixture: StoreFixture) throws -> [String] {
    let store = try open(fixture, fast: false)
    var lines: [String] = []
    for bundleId in try store.installedApps() {
      lines.append(
        "\(bundleId): \(String(describing: try store.storedSnapshot(bundleId: bundleId)))")
      lines.append("\(bundleId) notes: \(try store.readNotes(bundleId: bundleId))")
    }
    // Owners and account digests are sealed or keyed under each device's own key: compared as
    // what they open to.
    for row in try store.database.rows(
      "SELECT bundle_id, note_id, position, owner, encrypted FROM notes ORDER BY bundle_id, position"
    ) {
      let owner = try store.noteOwner(
        row[3], bundleId: row[0].text ?? "", id: row[1].text ?? "")
      lines.append("\(row[0]) \(row[1]) \(row[2]) \(owner ?? "personal") \(row[4])")
    }
    var items: [String] = []
    for row in try store.database.rows("SELECT access_group, service, account FROM keychain") {
      let service = row[1].text ?? ""
      var account = row[2].text ?? ""
      for upn in ["alex@contoso.com", "blake@contoso.com"]
      where try store.storedAccount(service: service, account: upn) == account {
        account = upn
      }
      items.append("\(row[0]) \(service) \(account)")
    }
    lines += items.sorted()
    lines.append("device: \(String(describing: try store.storedDevice()))")
    lines += try store.integrityProblems()
    return lines
  }

  /// The same flow on two devices, one with the fast paths and one without: two apps of one
  /// publisher, notes added and changed, app-level encryption, a selective wipe, a second
  /// connection writing between the first one's steps, relaunches.
  @Test(arguments: [false, true])
  func aFlowLeavesTheSameDevice(_ secondConnection: Bool) throws {
    let fast = StoreFixture()
    let plain = StoreFixture()
    var snapshots: [[String]] = [[], []]
    for (index, fixture) in [fast, plain].enumerated() {
      let isFast = index == 0
      let store = try Self.open(fixture, fast: isFast)
      let notes = try store.runtime(for: StoreFixture.scenario())
      notes.enrollAlex()
      snapshots[index].append(contentsOf: try Self.contents(of: fixture))
      notes.send(.noteAdded(Note(id: "personal-1", title: "mine", body: "groceries", owner: nil)))
      notes.advance(by: .seconds(1))
      let mail = try store.runtime(for: StoreFixture.scenario(bundleId: "com.contoso.mail"))
      mail.enrollAlex()
      if secondConnection {
        // Another connection (another mamsim) runs the notes app between this one's steps.
        let other = try Self.open(fixture, fast: isFast)
        let again = try other.runtime(for: StoreFixture.scenario())
        again.launch()
        again.send(.noteAdded(Note(id: "other-1", title: "theirs", body: "b", owner: nil)))
        again.advance(by: .seconds(1))
      }
      notes.advance(by: .seconds(3))
      notes.send(.noteAdded(Note(id: "personal-2", title: "more", body: "milk", owner: nil)))
      snapshots[index].append(contentsOf: try Self.contents(of: fixture))
      notes.change(.admin(.selectiveWipe(upn: "alex@contoso.com")))
      notes.change(.admin(.checkInNow))
      notes.advance(by: .seconds(5))
      snapshots[index].append(contentsOf: try Self.contents(of: fixture))
      // Relaunch from a new connection, as the next mamsim does.
      let reopened = try Self.open(fixture, fast: isFast)
      let relaunched = try reopened.runtime(for: StoreFixture.scenario())
      relaunched.launch()
      relaunched.advance(by: .seconds(2))
      snapshots[index].append(contentsOf: try Self.contents(of: fixture))
    }
    #expect(snapshots[0].count == snapshots[1].count)
    for (fastLine, plainLine) in zip(snapshots[0], snapshots[1]) {
      #expect(fastLine == plainLine)
    }
    #expect(!snapshots[0].isEmpty)
  }

  @Test func keptStatementsAnswerAsFreshOnes() throws {
    let kept = try SQLiteDatabase(path: ":memory:", create: true)
    let fresh = try SQLiteDatabase(path: ":memory:", create: true, keepsStatements: false)
    var answers: [[String]] = [[], []]
    for (index, database) in [kept, fresh].enumerated() {
      try database.execute("CREATE TABLE t (k TEXT PRIMARY KEY, v INTEGER)")
      for round in 0..<20 {
        try database.run(
          "INSERT OR REPLACE INTO t (k, v) VALUES (?, ?)",
          [.text("k\(round % 7)"), .integer(Int64(round))])
        answers[index].append("\(try database.rows("SELECT k, v FROM t ORDER BY k"))")
        answers[index].append(
          "\(String(describing: try database.scalar("SELECT v FROM t WHERE k = ?", [.text("k3")])))"
        )
        // A failing statement leaves the kept one usable.
        do {
          try database.run("INSERT INTO t (k, v) VALUES (?, ?)", [.text("k0"), .integer(1)])
          answers[index].append("inserted")
        } catch {
          answers[index].append("refused")
        }
        // Bindings do not leak from one use to the next: a missing value is NULL.
        answers[index].append("\(try database.rows("SELECT ? IS NULL, ?", [.integer(1)]))")
      }
    }
    #expect(answers[0] == answers[1])
    #expect(kept.preparedCount > 0)
    #expect(fresh.preparedCount == 0)
    // BEGIN and COMMIT through kept statements: a transaction still commits.
    try kept.run("BEGIN IMMEDIATE")
    try kept.run("DELETE FROM t")
    try kept.run("COMMIT")
    #expect(try kept.rows("SELECT count(*) FROM t") == [[.integer(0)]])
  }
}
