import Foundation
import SessionEngine
import Strings
import TerminalUI
import Testing

@testable import Screens

/// F2 shows the side panel whole over the phone: a panel taller than the terminal scrolls with
/// ↑ ↓, the page keys, Home and End, and counts what it hides, at any width and in any language.
@Suite struct PanelScrollTests {
  /// A pilot whose tenant has many more accounts than a screen has rows.
  func pilot(_ size: TerminalSize, language: Language = .english) -> Pilot {
    let pilot = Pilot(size: size, strings: StringTable(language: language)) { scenario in
      guard let first = scenario.tenant.users.first else { return }
      for index in 0..<20 {
        var user = first
        user.upn = "user\(index)@contoso.com"
        user.objectId = "extra-\(index)"
        scenario.tenant.users.append(user)
      }
    }
    pilot.passSplash()
    pilot.press(.function(2))
    return pilot
  }

  @Test(arguments: [
    TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 42, rows: 24),
    TerminalSize(columns: 120, rows: 40),
  ])
  func theWholePanelIsReachable(size: TerminalSize) {
    let pilot = pilot(size)
    #expect(pilot.shows("Accounts"), "\(pilot.text)")
    #expect(pilot.shows("more lines below"), "\(pilot.text)")
    #expect(!pilot.shows("Policy"), "\(pilot.text)")
    // The hint row says the arrows scroll (a narrow row keeps only the most important hints).
    if size.columns >= 80 { #expect(pilot.shows("↑↓ PgUp PgDn scroll"), "\(pilot.text)") }
    pilot.press(.end)
    #expect(pilot.shows("Policy"), "\(pilot.text)")
    #expect(pilot.shows("Contoso Notes - first policy"), "\(pilot.text)")
    #expect(pilot.shows("more lines above"), "\(pilot.text)")
    #expect(!pilot.shows("more lines below"), "\(pilot.text)")
    pilot.press(.home)
    #expect(pilot.shows("Accounts"), "\(pilot.text)")
    #expect(!pilot.shows("more lines above"), "\(pilot.text)")
  }

  @Test func everyLineShowsOnOnePageOrAnother() {
    let pilot = pilot(TerminalSize(columns: 80, rows: 24))
    var seen: Set<String> = []
    for _ in 0..<20 {
      seen.formUnion(pilot.lines.map { $0.trimmingCharacters(in: .whitespaces) })
      pilot.press(.pageDown)
    }
    for index in 0..<20 {
      #expect(seen.contains { $0.hasPrefix("user\(index)@contoso.com") }, "user\(index)")
    }
    #expect(seen.contains { $0.hasPrefix("Device") })
    // A line down from the top shows the line counting those above.
    pilot.press(.home, .down)
    #expect(pilot.shows("↑ 1 more line above"), "\(pilot.text)")
  }

  @Test func theChinesePanelScrollsOnANarrowTerminal() {
    let pilot = pilot(TerminalSize(columns: 43, rows: 24), language: .simplifiedChinese)
    let strings = StringTable(language: .simplifiedChinese)
    #expect(pilot.shows(strings.text(.panelAccounts)), "\(pilot.text)")
    pilot.press(.end)
    #expect(pilot.shows(strings.text(.panelPolicy)), "\(pilot.text)")
  }

  /// Closing and opening F2 again starts the panel at its top.
  @Test func reopeningStartsAtTheTop() {
    let pilot = pilot(TerminalSize(columns: 80, rows: 24))
    pilot.press(.end, .function(2), .function(2))
    #expect(pilot.shows("Accounts"), "\(pilot.text)")
    #expect(!pilot.shows("more lines above"), "\(pilot.text)")
  }
}
