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
    for _ in 0..<12 where pilot.program.state.ui.focus != id { pilot.press(.tab) }
    #expect(pilot.program.state.ui.focus == id)
    pilot.press(.enter)
  }

  @Test func createMergeFromTwoAppsAndTheOutsider() {
    let pilot = MDXPilot()
    pilot.enrol()
    openVault(pilot)
    #expect(pilot.program.state.ui.mdxVault == .app)
    #expect(pilot.screen.contains("exists"))
    choose(pilot, MDXVaultScreen.Control.create)
    #expect(pilot.state.vaultKeychain.vaults.count == 1)
    choose(pilot, MDXVaultScreen.Control.key)
    pilot.type("a")
    pilot.press(.tab)
    pilot.type("123")
    pilot.press(.enter)
    #expect(pilot.state.vaults[.app]?.vaultData == ["a": "123"])
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
}
