import Foundation
import SessionEngine
import TestSupport
import Testing

@testable import DeviceStore
@testable import mamsim

/// The time an app lay unused while mamsim was closed, read from the device before the
/// emulator opens it: each app's own, whatever other apps of the device did meanwhile.
@Suite(.scratchFolder) struct TimeAwayTests {
  static let hour: Int64 = 3_600_000
  static let start: Int64 = 1_800_000_000_000

  /// The wall time `milliseconds` since 1970 as a date.
  static func date(_ milliseconds: Int64) -> Date {
    Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }

  /// Launches `bundleId` on `store` and lets it run a few seconds, at wall time `wall`.
  static func use(_ bundleId: String, on store: DeviceStore, at wall: Int64) throws {
    store.wallClock = { wall }
    var scenario = ScenarioLoader.embedded()
    scenario.app.bundleId = bundleId
    let runtime = try store.runtime(for: scenario)
    runtime.launch()
    runtime.advance(by: .seconds(3))
    runtime.send(.terminated)
  }

  @Test func eachAppCountsFromItsOwnLastUse() throws {
    let folder = ScratchFolder.path("away")
    do {
      let store = try DeviceStore.open(directory: folder, pinHashIterations: 1000)
      try Self.use("com.contoso.notes", on: store, at: Self.start)
      // Two hours later another app of the device is used; then mamsim stays closed an hour.
      try Self.use("com.contoso.mail", on: store, at: Self.start + 2 * Self.hour)
    }
    let now = Self.date(Self.start + 3 * Self.hour)
    let threeHours = Duration.seconds(3 * 3600)
    #expect(
      TimeAway.since(lastUseOf: "com.contoso.notes", in: folder, now: now) == threeHours)
    #expect(TimeAway.since(lastUseOf: "com.contoso.mail", in: folder, now: now) == .seconds(3600))
    // An app not on the device starts afresh; a clock set back counts no time away.
    #expect(TimeAway.since(lastUseOf: "com.fabrikam.notes", in: folder, now: now) == .zero)
    #expect(
      TimeAway.since(lastUseOf: "com.contoso.mail", in: folder, now: Self.date(Self.start)) == .zero
    )
    // Reading changed nothing: the other app's time is still its own.
    #expect(
      TimeAway.since(lastUseOf: "com.contoso.notes", in: folder, now: now) == threeHours)
  }

  @Test func aDeviceWithoutTheRecordCountsFromItsLastWrite() throws {
    let folder = ScratchFolder.path("away-old")
    do {
      let store = try DeviceStore.open(directory: folder, pinHashIterations: 1000)
      try Self.use("com.contoso.notes", on: store, at: Self.start)
      try store.database.execute("DROP TABLE app_use")  // as an earlier mamsim kept it
    }
    let database = folder + "/" + DeviceStore.databaseFileName
    let written = [database, database + "-wal"].compactMap {
      (try? FileManager.default.attributesOfItem(atPath: $0))?[.modificationDate] as? Date
    }.max()
    let last = try #require(written)
    let away = TimeAway.since(
      lastUseOf: "com.contoso.notes", in: folder, now: last.addingTimeInterval(90))
    #expect(away >= .seconds(89) && away <= .seconds(91), "\(away)")
    // No device at all: nothing lay unused.
    #expect(TimeAway.since(lastUseOf: "com.contoso.notes", in: folder + "-none") == .zero)
  }
}
