import SessionEngine
import TerminalUI
import Testing

@testable import Screens

/// Through the web views and the phone's other apps (copies, pastes, alerts, other apps and a
/// browser), the content the program settled on is always a fresh look's.
@Suite struct DataProtectionFlowTests {
  /// The steps of a flow through every new screen, each a name and keys.
  private let steps: [(String, [Key])] = [
    ("menu", [.tab, .enter]), ("web views", [.down, .down, .down, .enter]),
    ("view E", [.down, .down, .down, .down, .enter]), ("type", [.character("a")]),
    ("into the list", [.down]), ("copy", [.down, .down, .enter]),
    ("external link", [.up, .enter]), ("back from the browser", [.enter]),
    ("share to Notepad", [.down, .down, .down, .down, .down, .down, .down, .enter]),
    ("alert closed", [.enter]), ("back", [.escape]), ("back again", [.escape]),
    ("home", [.down, .down, .down, .down, .enter]), ("Notepad", [.tab, .enter]),
    ("paste", [.down, .down, .enter]), ("alert closed", [.enter]), ("home again", [.escape]),
    ("Tasks", [.tab, .tab, .enter]), ("paste there", [.down, .down, .enter]),
    ("to the app", [.escape, .enter]),
  ]

  /// A managed pilot whose policy blocks what leaves for unmanaged apps, and sends external
  /// links to the managed browser (installed), so that the flow passes through a browser.
  private func strictPilot(size: TerminalSize) -> Pilot {
    let pilot = Pilot(size: size)
    pilot.toManaged()
    pilot.setPolicy("allowedOutboundClipboardSharingLevel", .string("managedApps"))
    pilot.setPolicy("allowedOutboundDataTransferDestinations", .string("managedApps"))
    pilot.setPolicy("managedBrowserToOpenLinksRequired", .bool(true))
    try? pilot.runtime.apply(.device(.managedBrowserInstalled(true)))
    return pilot
  }

  @Test func keptContentMatchesAFreshLook() {
    let pilot = strictPilot(size: .standard)
    for (name, keys) in steps {
      for key in keys { pilot.press(key) }
      let kept = pilot.app.currentContent
      let fresh = pilot.app.currentScreen.described(pilot.app.context)
      #expect(kept == fresh, "after \(name)")
    }
    #expect(
      pilot.runtime.dataLog.map(\.decision.action) == [.copy, .openLink, .openIn, .paste, .paste])
    #expect(
      pilot.runtime.dataLog.map(\.decision.outcome.isAllowed) == [true, true, false, false, true])
  }
}
