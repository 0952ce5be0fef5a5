import Foundation
import SessionEngine
import TestSupport
import Testing

@testable import DeviceStore
@testable import mamsim

/// The time an app lay unused while mamsim was closed, from what the device held of it when it
/// was opened: each app's own, whatever other apps of the device did meanwhile.
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

  /// What the device in `folder` holds of `bundleId`, as the emulator reads it at open.
  static func record(_ bundleId: String, in folder: String) throws -> TimeAway.Record {
    TimeAway.Record.of(bundleId, in: try DeviceStore.open(directory: folder))
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
    let written = TimeAway.lastWrite(in: folder)
    let notes = try Self.record("com.contoso.notes", in: folder)
    #expect(TimeAway.since(notes, lastWrite: written, now: now) == .seconds(3 * 3600))
    let mail = try Self.record("com.contoso.mail", in: folder)
    #expect(TimeAway.since(mail, lastWrite: written, now: now) == .seconds(3600))
    // An app not on the device starts afresh; a clock set back counts no time away; a device in
    // memory has no time away.
    let fresh = try Self.record("com.fabrikam.notes", in: folder)
    #expect(TimeAway.since(fresh, lastWrite: written, now: now) == .zero)
    #expect(TimeAway.since(mail, lastWrite: written, now: Self.date(Self.start)) == .zero)
    #expect(TimeAway.since(nil, lastWrite: written, now: now) == .zero)
  }

  @Test func aDeviceWithoutTheRecordCountsFromItsLastWrite() throws {
    let folder = ScratchFolder.path("away-old")
    do {
      let store = try DeviceStore.open(directory: folder, pinHashIterations: 1000)
      try Self.use("com.contoso.notes", on: store, at: Self.start)
      try store.database.execute("DROP TABLE app_use")  // as an earlier mamsim kept it
    }
    let last = try #require(TimeAway.lastWrite(in: folder))
    let record = try Self.record("com.contoso.notes", in: folder)
    #expect(record.lastUse == nil && record.isInstalled)
    let away = TimeAway.since(record, lastWrite: last, now: last.addingTimeInterval(90))
    #expect(away >= .seconds(89) && away <= .seconds(91), "\(away)")
    // No device at all: nothing lay unused.
    #expect(TimeAway.lastWrite(in: folder + "-none") == nil)
  }
}
