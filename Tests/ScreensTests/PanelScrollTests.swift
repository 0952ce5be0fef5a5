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

/// F3 shows every delegate call over the phone: it opens at the newest, follows new calls while
/// the reader stays at the end, and scrolls back to the first with ↑, the page keys and Home.
@Suite struct EventPanelScrollTests {
  /// A pilot whose log holds many more calls than the overlay has rows.
  func pilot() -> Pilot {
    let pilot = Pilot(size: TerminalSize(columns: 80, rows: 24))
    pilot.passSplash()
    for _ in 0..<30 { signInAndOut(pilot) }
    return pilot
  }

  /// An account no policy targets signs in with the app's form (the SDK reports its enrollment)
  /// and out again.
  func signInAndOut(_ pilot: Pilot) {
    pilot.runtime.send(
      .appSignInSubmitted(upn: "blake@contoso.com", password: Secret("Blake-1357")))
    pilot.wait(.seconds(5))
    pilot.runtime.send(.signOutRequested)
    pilot.wait(.seconds(2))
  }

  /// The panel's line for the log's newest call.
  func newest(_ pilot: Pilot) -> String {
    let log = pilot.runtime.log
    guard let last = log.entries.last else { return "no call" }
    return SidePanel.eventLine(last, log: log)
  }

  @Test func theEventsOpenAtTheNewestAndScrollBackToTheFirst() {
    let pilot = pilot()
    let log = pilot.runtime.log
    #expect(log.entries.count > 24, "\(log.entries.count) calls")
    pilot.press(.function(3))
    #expect(pilot.shows(newest(pilot)), "\(pilot.text)")
    #expect(pilot.shows("more lines above"), "\(pilot.text)")
    #expect(!pilot.shows("more lines below"), "\(pilot.text)")
    #expect(pilot.shows("↑↓ PgUp PgDn scroll"), "\(pilot.text)")
    pilot.press(.home)
    #expect(pilot.shows("Delegate events"), "\(pilot.text)")
    if let first = log.entries.first {
      #expect(pilot.shows(SidePanel.eventLine(first, log: log)), "\(pilot.text)")
    }
    #expect(!pilot.shows(newest(pilot)), "\(pilot.text)")
    #expect(pilot.shows("more lines below"), "\(pilot.text)")
    pilot.press(.pageDown, .up)
    #expect(pilot.shows("more lines above"), "\(pilot.text)")
    pilot.press(.end)
    #expect(pilot.shows(newest(pilot)), "\(pilot.text)")
  }

  @Test func atTheEndNewCallsComeIntoViewAndScrolledUpTheWindowStays() {
    let pilot = pilot()
    pilot.press(.function(3))
    let before = newest(pilot)
    signInAndOut(pilot)
    #expect(newest(pilot) != before)
    #expect(pilot.shows(newest(pilot)), "followed to the newest call: \(pilot.text)")
    pilot.press(.home)
    // The calls in view stay as they were (the title's clock and the count below move on).
    let top = pilot.lines.dropFirst().dropLast(2)
    signInAndOut(pilot)
    #expect(pilot.lines.dropFirst().dropLast(2) == top, "a new call does not move the window")
    #expect(pilot.shows("12 more lines below"), "\(pilot.text)")
    // Up from the end moves one line up at once, not from past the end.
    pilot.press(.end, .up)
    #expect(pilot.shows("more lines below"), "\(pilot.text)")
  }
}

/// F2 shows the policy whole: past its first access requirements, every setting the scenario
/// or the administrator changed from its default, as the F5 panel lists them.
@Suite struct WholePolicyPanelTests {
  @Test func theSettingsTheAdministratorChangedShowInTheWholePanel() throws {
    let pilot = Pilot(size: TerminalSize(columns: 100, rows: 30))
    pilot.passSplash()
    for (property, value) in [
      ("minimumPinLength", JSONValue.number(6)), ("faceIdBlocked", .bool(true)),
    ] {
      try pilot.runtime.applyWorld(
        .admin(.editPolicy(PolicyEdit(property: property, value: value))))
    }
    #expect(!pilot.shows("minimumPinLength=6"), "beside the phone, the first settings only")
    pilot.press(.function(2))
    #expect(pilot.shows("minimumPinLength=6"), "\(pilot.text)")
    #expect(pilot.shows("faceIdBlocked=true"), "\(pilot.text)")
    #expect(pilot.shows("pinRequired=true"), "\(pilot.text)")
  }
}
