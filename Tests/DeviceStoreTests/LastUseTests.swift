import MDXEngine
import SessionEngine
import TestSupport
import Testing

@testable import DeviceStore

/// Each app's last use by the wall clock: recorded by its own steps, Intune and Citrix alike,
/// gone with the app, and made for a device an earlier mamsim kept without it.
@Suite(.scratchFolder) struct LastUseTests {
  @Test func eachAppKeepsTheWallTimeOfItsOwnLastStep() throws {
    let fixture = StoreFixture()
    let store = try fixture.open()
    store.wallClock = { 1_000_000 }
    let notes = try store.runtime(for: StoreFixture.scenario())
    notes.enrollAlex()
    // Two hours later by the wall clock, another app of the device is used.
    store.wallClock = { 1_000_000 + 7_200_000 }
    let mail = try store.runtime(for: StoreFixture.scenario(bundleId: "com.contoso.mail"))
    mail.launch()
    mail.advance(by: .seconds(3))
    #expect(try store.lastUse(bundleId: "com.contoso.notes") == 1_000_000)
    #expect(try store.lastUse(bundleId: "com.contoso.mail") == 8_200_000)
    #expect(try store.lastUse(bundleId: "com.fabrikam.notes") == nil, "never used")

    // A Citrix app's steps are recorded too.
    store.wallClock = { 9_000_000 }
    guard let citrix = MDXScenarioLoader.embedded() else {
      Issue.record("the embedded Citrix scenario does not load")
      return
    }
    let mdx = try MDXRuntime(scenario: citrix, keeper: store)
    MDXStoreTests.enrol(mdx)
    #expect(try store.lastUse(bundleId: citrix.bundleId) == 9_000_000)

    // Read by a later process that only reads the device.
    let reader = try DeviceStore.open(directory: fixture.directory, readOnly: true)
    #expect(try reader.lastUse(bundleId: "com.contoso.notes") == 1_000_000)
  }

  @Test func anUninstalledOrErasedAppHasNoLastUse() throws {
    let fixture = StoreFixture()
    let store = try fixture.open()
    for bundleId in ["com.contoso.notes", "com.contoso.mail"] {
      let runtime = try store.runtime(for: StoreFixture.scenario(bundleId: bundleId))
      runtime.launch()
      runtime.advance(by: .seconds(3))
      #expect(try store.lastUse(bundleId: bundleId) != nil)
      #expect(try store.isInstalled(bundleId: bundleId))
    }
    try store.uninstall(bundleId: "com.contoso.notes")
    #expect(try store.lastUse(bundleId: "com.contoso.notes") == nil)
    #expect(try !store.isInstalled(bundleId: "com.contoso.notes"))
    #expect(try store.lastUse(bundleId: "com.contoso.mail") != nil)
    try store.eraseDevice()
    #expect(try store.lastUse(bundleId: "com.contoso.mail") == nil)
  }

  @Test func aDeviceKeptWithoutTheTableOpensAndGetsIt() throws {
    let fixture = StoreFixture()
    do {
      let store = try fixture.open()
      let runtime = try store.runtime(for: StoreFixture.scenario())
      runtime.enrollAlex()
      try store.database.execute("DROP TABLE app_use")
    }
    // Read only, such a device has no last use to tell, and is left as it is.
    do {
      let reader = try DeviceStore.open(directory: fixture.directory, readOnly: true)
      #expect(try reader.lastUse(bundleId: "com.contoso.notes") == nil)
      #expect(try reader.isInstalled(bundleId: "com.contoso.notes"))
    }
    // Opened for the emulator, it gets the table, and the app's next step is recorded.
    let store = try fixture.open()
    store.wallClock = { 42 }
    let runtime = try store.runtime(for: StoreFixture.scenario())
    runtime.launch()
    runtime.advance(by: .seconds(3))
    #expect(try store.lastUse(bundleId: "com.contoso.notes") == 42)
    #expect(runtime.state.enrolledAccount?.upn == "alex@contoso.com", "nothing else changed")
  }
}
