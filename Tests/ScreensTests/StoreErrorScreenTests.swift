import Screens
import SessionEngine
import TerminalUI
import Testing
@testable import Strings

/// The store error screen: a PIN vault whose store fails shows what failed and where the device
/// lives, never "wrong PIN" or "PIN reused", and the retry count stays as it was.
@Suite struct StoreErrorScreenTests {
  let control = FailingPinVault.Switch()

  @Test func aFailedPinCheckShowsTheErrorScreenNotAWrongPin() {
    let pilot = Pilot(vault: FailingPinVault(control: control))
    pilot.toEnterPin()
    pilot.type("0000")
    pilot.wait(.seconds(1))
    #expect(pilot.runtime.state.pin.failedAttempts == 1)
    control.failing = [.checkPin]
    pilot.type("2580")
    pilot.wait(.seconds(1))
    #expect(pilot.app.currentScreen.identity == "mamsim.storeError")
    #expect(pilot.runtime.state.pin.failedAttempts == 1)
    #expect(pilot.shows("could not check"))
    #expect(pilot.shows("/var/mamsim-test/device"))
    #expect(pilot.shows("mamsim reset"))
    #expect(!pilot.shows("not right"))
    pilot.golden("store-error", sizes: TerminalSize.both)
  }

  @Test func aFailedPinSaveShowsTheErrorScreenNotAReusedPin() {
    let pilot = Pilot(vault: FailingPinVault(control: control, location: nil))
    pilot.toSetPin()
    control.failing = [.savePin]
    pilot.type("2580")
    pilot.wait(.seconds(1))
    pilot.type("2580")
    pilot.wait(.seconds(1))
    #expect(pilot.app.currentScreen.identity == "mamsim.storeError")
    #expect(pilot.shows("could not keep"))
    #expect(pilot.shows("only (--ephemeral)."))
    #expect(!pilot.shows("have not used"))
    #expect(!pilot.runtime.state.pin.isSet)
  }

  @Test func closeAppOnTheErrorScreenGoesHome() {
    let pilot = Pilot(vault: FailingPinVault(control: control))
    pilot.toSetPin()
    control.failing = [.savePin]
    pilot.type("2580")
    pilot.wait(.seconds(1))
    pilot.type("2580")
    pilot.wait(.seconds(1))
    pilot.press(.enter)
    #expect(pilot.app.currentScreen.identity == "home")
  }

  @Test func theErrorScreenTakesItsWordsFromTheTable() {
    let strings = StringTable(overrides: [.storeErrorTitle: "Speicher defekt"])
    let pilot = Pilot(strings: strings, vault: FailingPinVault(control: control))
    pilot.toSetPin()
    control.failing = [.savePin]
    pilot.type("2580")
    pilot.wait(.seconds(1))
    pilot.type("2580")
    pilot.wait(.seconds(1))
    #expect(pilot.shows("Speicher defekt"))
  }
}
