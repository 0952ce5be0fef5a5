import MDXEngine
import Screens
import SessionEngine
import TerminalUI
import Testing

/// The MDX front's F1 help and mouse clicks.
@Suite("MDX help and mouse")
struct MDXHelpAndMouseTests {
  /// Where `text` starts on the 80×24 screen, if it is shown.
  func position(of text: String, in pilot: MDXPilot) -> (x: Int, y: Int)? {
    let lines = pilot.program.render(size: TerminalSize.standard).lines
    for (y, line) in lines.enumerated() {
      if let range = line.range(of: text) {
        return (line.distance(from: line.startIndex, to: range.lowerBound) + 2, y)
      }
    }
    return nil
  }

  @Test func f1ShowsTheKeysAndEscapeClosesThem() {
    let pilot = MDXPilot()
    pilot.enrol()
    pilot.press(.function(1))
    #expect(pilot.program.state.ui.showHelp)
    #expect(pilot.screen.contains("F5                admin panel"))
    #expect(!pilot.screen.contains("Signed in as Robin Ash"), "the help covers the phone")
    pilot.golden("mdx-help")
    let before = pilot.state
    pilot.press(.tab, .enter)
    #expect(pilot.state == before, "keys do nothing under the help")
    pilot.press(.escape)
    #expect(!pilot.program.state.ui.showHelp)
    #expect(pilot.screen.contains("Signed in as Robin Ash"))
  }

  @Test func aClickPressesTheButtonUnderIt() throws {
    let pilot = MDXPilot()
    pilot.enrol()
    let vault = try #require(position(of: "[ Shared vault ]", in: pilot))
    pilot.press(.mouse(x: 0, y: 0))
    #expect(pilot.program.state.ui.mdxVault == nil, "a click on no control does nothing")
    pilot.press(.function(1))
    pilot.press(.mouse(x: vault.x, y: vault.y))
    #expect(pilot.program.state.ui.mdxVault == nil, "nothing is pressed under the help")
    pilot.press(.function(1))
    pilot.press(.mouse(x: vault.x, y: vault.y))
    #expect(pilot.program.state.ui.mdxVault == .app)
    let create = try #require(position(of: "[ New ]", in: pilot))
    pilot.press(.mouse(x: create.x, y: create.y))
    #expect(pilot.state.vaults[.app] != nil, "a new instance was made")
    let back = try #require(position(of: "[ Back ]", in: pilot))
    pilot.press(.mouse(x: back.x, y: back.y))
    let force = try #require(position(of: "[ logonMdxWithFlag(force: true) ]", in: pilot))
    pilot.press(.mouse(x: force.x, y: force.y))
    #expect(pilot.state.phase == .hubLogon, "the forced logon hands off to Secure Hub")
  }
}
