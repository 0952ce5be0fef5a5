import MDXEngine
import SessionEngine
import Testing

@testable import Screens

/// The one front over a Citrix MDX session, tested like the Intune one: a front state and an
/// input through the same `Front.update` give an exact new state and exact commands, with
/// nothing carried out.
@Suite struct MDXFrontUpdateTests {
  /// Runs `input` through `Front.update` on `front` over `pilot`'s MDX session, without carrying
  /// out the commands.
  private func update(_ pilot: MDXPilot, _ front: inout FrontState, _ input: FrontInput)
    -> [FrontCommand]
  {
    let program = pilot.program
    let look = ScreenSettler.settle(&front, program.session, strings: program.strings)
    return Front.update(
      &front, input, session: program.session, look: look, strings: program.strings)
  }

  @Test func typingFillsTheServerFieldAndEnterSubmitsItAsOneMDXEvent() {
    let pilot = MDXPilot()
    var front = pilot.program.state
    #expect(front.ui.focus == MDXScreens.Control.server)
    #expect(update(pilot, &front, .key(.character("m"))) == [])
    var expected = pilot.program.state
    expected.ui.fields[MDXScreens.Control.server] = "m"
    #expect(front == expected)
    front.ui.fields[MDXScreens.Control.server] = "mdm.harbourline.example"
    #expect(
      update(pilot, &front, .key(.enter)) == [.mdx(.submitServerAddress("mdm.harbourline.example"))]
    )
    #expect(pilot.state.phase == .hubServerAddress, "the front only asks")
  }

  @Test func theCitrixPinIsSubmittedWhenItsBoxesAreFullAndThenForgotten() {
    let pilot = MDXPilot()
    pilot.enrol()
    pilot.press(.tab, .enter)
    #expect(pilot.state.phase == .hubLogon)
    var front = pilot.program.state
    for digit in "24681" { #expect(update(pilot, &front, .key(.character(digit))) == []) }
    #expect(update(pilot, &front, .key(.character("x"))) == [], "letters are not PIN digits")
    #expect(update(pilot, &front, .key(.character("0"))) == [.mdx(.enterPin("246810"))])
    #expect(front.ui.fields[MDXScreens.Control.pin] == "", "the PIN is not kept")
  }

  @Test func createPinTakesDigitsOnlyAndATurnedDownPinIsTypedAgainFromTheFirstField() {
    let pilot = MDXPilot()
    pilot.type("mdm.harbourline.example")
    pilot.press(.enter)
    pilot.type("rash")
    pilot.press(.tab)
    pilot.type("Dispatch-2026")
    pilot.press(.enter)
    #expect(pilot.state.phase == .hubCreatePin)
    pilot.type("24a68b10")
    #expect(
      pilot.program.state.ui.fields[MDXScreens.Control.pin] == "246810",
      "letters are not PIN digits")
    pilot.press(.tab)
    pilot.type("135790")
    pilot.press(.tab)
    #expect(pilot.program.state.ui.focus == MDXScreens.Control.submit)
    pilot.press(.enter)
    #expect(pilot.state.denial == .pinsDiffer)
    #expect(pilot.program.state.ui.focus == MDXScreens.Control.pin, "back to the first PIN field")
    pilot.type("246810")
    pilot.press(.tab)
    pilot.type("246810")
    pilot.press(.enter)
    #expect(pilot.state.phase == .running)
  }

  @Test func enterOnAnEmptyCitrixPinIsNotAWrongPin() {
    let pilot = MDXPilot()
    pilot.enrol()
    pilot.press(.tab, .enter)
    #expect(pilot.state.phase == .hubLogon)
    var front = pilot.program.state
    #expect(update(pilot, &front, .key(.enter)) == [], "nothing typed, nothing submitted")
    #expect(pilot.state.authFailures == 0)
  }

  @Test func theAdministratorsRowsGiveMDXEventsAndTheDevicesRowsWorldChanges() {
    let pilot = MDXPilot()
    pilot.enrol()
    var front = pilot.program.state
    #expect(update(pilot, &front, .key(.function(5))) == [])
    #expect(front.ui.controlPanel == .admin)
    #expect(update(pilot, &front, .key(.enter)) == [.mdx(.admin(.appLock))])
    #expect(update(pilot, &front, .key(.down)) == [])
    #expect(update(pilot, &front, .key(.down)) == [])
    #expect(update(pilot, &front, .key(.enter)) == [.mdx(.admin(.appWipe))])
    #expect(update(pilot, &front, .key(.function(4))) == [])
    #expect(front.ui.controlPanel == .device)
    #expect(update(pilot, &front, .key(.enter)) == [.mdx(.removeSecureHub)])
    #expect(update(pilot, &front, .key(.down)) == [])
    #expect(update(pilot, &front, .key(.enter)) == [.world(.device(.online(false)))])
    #expect(update(pilot, &front, .key(.escape)) == [])
    #expect(front.ui.controlPanel == nil)
    #expect(pilot.state.phase == .running && pilot.state.online, "nothing ran")
  }

  @Test func theVaultScreenOpensAndEscapeClosesItWithoutAnEvent() {
    let pilot = MDXPilot()
    pilot.enrol()
    var front = pilot.program.state
    #expect(
      update(pilot, &front, .click(control: MDXVaultScreen.Control.open, row: nil)) == [])
    #expect(front.ui.mdxVault == .app)
    #expect(
      update(pilot, &front, .click(control: MDXVaultScreen.Control.create, row: nil)) == [
        .mdx(.vault(.app, .create))
      ])
    #expect(update(pilot, &front, .key(.escape)) == [])
    #expect(front.ui.mdxVault == nil)
  }

  @Test func launchingAndInstallingSecureHubAndQuitting() {
    let missing = MDXPilot { $0.device.secureHubInstalled = false }
    var front = missing.program.state
    #expect(front.ui.focus == MDXScreens.Control.install)
    #expect(update(missing, &front, .key(.enter)) == [.mdx(.installSecureHub)])
    #expect(update(missing, &front, .key(.control("c"))) == [.quit])

    let pilot = MDXPilot()
    pilot.enrol()
    pilot.press(.function(4))
    for _ in 0..<8 { pilot.press(.down) }
    pilot.press(.enter, .escape)
    #expect(pilot.state.phase == .notRunning, "Close the app from F4")
    front = pilot.program.state
    #expect(update(pilot, &front, .key(.enter)) == [.launchApp])
    #expect(update(pilot, &front, .key(.character("q"))) == [.quit], "q on the home screen")
  }

  @Test func aKeyOnTheRunningAppCountsAsActivityButOneOnAPanelDoesNot() {
    let pilot = MDXPilot()
    pilot.enrol()
    pilot.wait(minutes: 10)
    pilot.press(.tab)
    pilot.wait(minutes: 10)
    #expect(pilot.state.phase == .running, "the Tab restarted the 15-minute timer")
    pilot.press(.function(4))
    pilot.wait(minutes: 10)
    pilot.press(.down, .down)
    pilot.wait(minutes: 6)
    #expect(pilot.state.phase == .appPasscode, "keys on a panel are not the app's")
  }
}
