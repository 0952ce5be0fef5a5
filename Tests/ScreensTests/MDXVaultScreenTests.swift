import MDXEngine
import Screens
import SessionEngine
import Testing

/// The shared-vault screen through the MDX front: keys make vault calls from the app and from
/// the other apps of the phone, and the screen shows what each instance sees.
@Suite("MDX vault screen")
struct MDXVaultScreenTests {
  /// Opens the vault screen from the running app (its last button).
  func openVault(_ pilot: MDXPilot) {
    pilot.press(.tab, .tab, .enter)
  }

  /// Focuses the button `id` with Tab, then presses Enter.
  func choose(_ pilot: MDXPilot, _ id: String) {
    for _ in 0..<20 where pilot.program.state.ui.focus != id { pilot.press(.tab) }
    #expect(pilot.program.state.ui.focus == id)
    pilot.press(.enter)
  }

  @Test func createMergeFromTwoAppsAndTheOutsider() {
    let pilot = MDXPilot()
    pilot.enrol()
    openVault(pilot)
    #expect(pilot.program.state.ui.mdxVault == .app)
    #expect(pilot.screen.contains("exists"))
    // A new instance on a fresh phone holds nil and writes nothing; the merge creates the vault.
    choose(pilot, MDXVaultScreen.Control.create)
    #expect(pilot.state.vaults[.app]?.vaultData == nil)
    #expect(pilot.state.vaultKeychain.vaults.isEmpty)
    choose(pilot, MDXVaultScreen.Control.key)
    pilot.type("a")
    pilot.press(.tab)
    pilot.type("123")
    pilot.press(.enter)
    #expect(pilot.state.vaults[.app]?.vaultData == ["a": "123"])
    #expect(pilot.state.vaultKeychain.vaults.count == 1)
    #expect(pilot.screen.contains("loadedDataSequenceNumber 1"), "the SDK name is never cut")
    pilot.golden("mdx-vault")
    choose(pilot, MDXVaultScreen.Control.nextApp)
    #expect(pilot.program.state.ui.mdxVault == .companion)
    #expect(pilot.screen.contains("nil"), "the companion has not loaded yet")
    choose(pilot, MDXVaultScreen.Control.load)
    choose(pilot, MDXVaultScreen.Control.key)
    pilot.type("b")
    pilot.press(.tab)
    pilot.type("234")
    pilot.press(.enter)
    #expect(pilot.state.vaults[.companion]?.vaultData == ["a": "123", "b": "234"])
    choose(pilot, MDXVaultScreen.Control.nextApp)
    choose(pilot, MDXVaultScreen.Control.load)
    #expect(pilot.state.vaults[.outsider]?.lastError == .vaultNotFound)
    pilot.golden("mdx-vault-outsider")
    choose(pilot, MDXVaultScreen.Control.nextApp)
    #expect(pilot.program.state.ui.mdxVault == .app)
    choose(pilot, MDXVaultScreen.Control.sync)
    #expect(pilot.state.vaults[.app]?.lastError == .vaultDataMismatch)
    #expect(pilot.wideScreen.contains("5111"))
    pilot.press(.escape)
    #expect(pilot.program.state.ui.mdxVault == nil)
    #expect(pilot.screen.contains("Signed in as Robin Ash"))
  }

  @Test func theClassMethodsReadReplaceAndRemoveTheVault() {
    let pilot = MDXPilot()
    pilot.enrol()
    openVault(pilot)
    choose(pilot, MDXVaultScreen.Control.classGet)
    #expect(pilot.state.vaultClassResults[.app]?.error == .vaultNotFound)
    #expect(pilot.wideScreen.contains("5101"))
    choose(pilot, MDXVaultScreen.Control.key)
    pilot.type("user")
    pilot.press(.tab)
    pilot.type("robin")
    choose(pilot, MDXVaultScreen.Control.classSave)
    let place = pilot.state.vaultKeychain.vaults.keys.first
    #expect(place.flatMap { pilot.state.vaultKeychain.vaults[$0]?.data } == ["user": "robin"])
    #expect(
      pilot.state.vaults[.app]?.loadedDataSequenceNumber == nil,
      "a class method leaves the instance alone")
    choose(pilot, MDXVaultScreen.Control.nextApp)
    choose(pilot, MDXVaultScreen.Control.classGet)
    #expect(pilot.state.vaultClassResults[.companion]?.data == ["user": "robin"])
    #expect(pilot.wideScreen.contains(#"{user: "robin"}"#))
    pilot.golden("mdx-vault-class")
    choose(pilot, MDXVaultScreen.Control.nextApp)
    choose(pilot, MDXVaultScreen.Control.classDelete)
    #expect(pilot.state.vaultClassResults[.outsider]?.error == .vaultNotFound)
    #expect(pilot.state.vaultKeychain.vaults.count == 1, "the outsider cannot remove it")
    choose(pilot, MDXVaultScreen.Control.nextApp)
    choose(pilot, MDXVaultScreen.Control.classDelete)
    #expect(pilot.state.vaultKeychain.vaults.isEmpty)
    #expect(pilot.state.vaultClassResults[.app] == MDXVaultClassResult())
  }

  @Test func theCompanionLocksAndLogsOnAgainFromItsVaultScreen() {
    let pilot = MDXPilot()
    pilot.enrol()
    openVault(pilot)
    choose(pilot, MDXVaultScreen.Control.key)
    pilot.type("a")
    pilot.press(.tab)
    pilot.type("123")
    pilot.press(.enter)
    choose(pilot, MDXVaultScreen.Control.nextApp)
    choose(pilot, MDXVaultScreen.Control.lockApp)
    #expect(pilot.state.otherSession(.companion).open == false)
    choose(pilot, MDXVaultScreen.Control.load)
    #expect(pilot.state.vaults[.companion] == nil, "a locked app calls nothing")
    #expect(pilot.wideScreen.contains("Locked: this app must log on first."))
    pilot.golden("mdx-vault-companion-locked")
    choose(pilot, MDXVaultScreen.Control.logonApp)
    #expect(pilot.state.otherSession(.companion).open)
    choose(pilot, MDXVaultScreen.Control.load)
    #expect(pilot.state.vaults[.companion]?.loadedDataSequenceNumber == 1)
  }
}
