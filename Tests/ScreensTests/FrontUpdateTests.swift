import SessionEngine
import TerminalUI
import Testing

@testable import Screens

/// The front as a reducer, tested like the engine: a front state and an input give an exact new
/// state and exact commands, with nothing carried out.
@Suite struct FrontUpdateTests {
  /// A program on the app's sign-in form, and what the front reads there.
  private func onSignIn(size: TerminalSize = TerminalSize(columns: 100, rows: 30))
    -> (Program, FrontState)
  {
    let pilot = Pilot(size: size)
    pilot.passSplash()
    _ = pilot.app.render(size: size)
    return (pilot.app, pilot.app.state)
  }

  /// Runs `input` through `Front.update` on `front` over `program`'s session, without carrying
  /// out the commands.
  private func update(_ program: Program, _ front: inout FrontState, _ input: FrontInput)
    -> [FrontCommand]
  {
    let look = ScreenSettler.settle(&front, program.session, strings: program.strings)
    return Front.update(
      &front, input, session: program.session, look: look, strings: program.strings)
  }

  @Test func theDiagnosticsConsoleScrollsWithTheArrowsAndPageKeys() {
    let size = TerminalSize(columns: 80, rows: 24)
    let pilot = Pilot(size: size)
    pilot.toManaged()
    pilot.press(.tab, .enter, .down, .down, .enter)
    #expect(pilot.app.currentScreen.identity == "sdk.diagnostics")
    #expect(pilot.lines.last?.contains("↑↓ PgUp PgDn scroll") == true)
    let program = pilot.app
    let start = program.state
    #expect(start.ui.scroll == 0)
    let area = Layout(size: size)?.phoneScreen ?? Rect(x: 0, y: 0, width: 40, height: 20)
    let limit = LayoutRenderer(theme: .systemLight, strings: program.strings).scrollLimit(
      program.currentContent, ui: start.ui, area: area)
    #expect(limit > 0, "the console is taller than the phone")
    var front = start
    #expect(update(program, &front, .key(.down)) == [])
    var expected = start
    expected.ui.scroll = 1
    #expect(front == expected, "Down scrolls one row and moves no focus")
    #expect(update(program, &front, .key(.pageDown)) == [])
    #expect(front.ui.scroll == min(limit, 1 + area.height - 2))
    _ = update(program, &front, .key(.pageDown))
    _ = update(program, &front, .key(.pageDown))
    #expect(front.ui.scroll == limit, "no further than the last row")
    _ = update(program, &front, .key(.up))
    #expect(front.ui.scroll == limit - 1)
    _ = update(program, &front, .key(.pageUp))
    _ = update(program, &front, .key(.pageUp))
    _ = update(program, &front, .key(.pageUp))
    #expect(front.ui.scroll == 0, "no further than the top")
    #expect(front.ui.focus == start.ui.focus)
    // What scrolled into view: the last of the policy's settings, drawn by the real program.
    pilot.press(.pageDown, .pageDown, .pageDown)
    let bottom = pilot.text
    pilot.press(.pageUp, .pageUp, .pageUp)
    #expect(bottom != pilot.text)
    #expect(bottom.contains("[ Back ]"))
    #expect(!pilot.text.contains("[ Back ]") || limit == 0)
  }

  @Test func typingFillsTheFocusedFieldAndAsksForNothing() {
    let (program, start) = onSignIn()
    var front = start
    #expect(front.ui.focus == "upn")
    #expect(update(program, &front, .key(.character("a"))) == [])
    var expected = start
    expected.ui.fields["upn"] = "a"
    #expect(front == expected)
  }

  @Test func enterInAFieldSubmitsTheFormAsOneSessionEvent() {
    let (program, start) = onSignIn()
    var front = start
    front.ui.fields["upn"] = "alex@contoso.com"
    front.ui.fields["password"] = "Pilot-Alex"
    let commands = update(program, &front, .key(.enter))
    #expect(
      commands == [
        .session(.appSignInSubmitted(upn: "alex@contoso.com", password: Secret("Pilot-Alex")))
      ])
    #expect(front.ui.fields["password"] == "", "the password field is cleared")
    #expect(program.runtime.state.signIn == .signedOut(error: nil), "nothing ran")
  }

  @Test func ctrlCQuitsFromAnywhereAndQOnlyWhereItIsNotTyped() {
    let (program, start) = onSignIn()
    var front = start
    #expect(update(program, &front, .key(.control("c"))) == [.quit])
    front = start
    #expect(update(program, &front, .key(.character("q"))) == [])
    #expect(front.ui.fields["upn"] == "q", "q is a letter in a text field")
  }

  @Test func aPanelRowGivesItsWorldChangeAndNothingElse() {
    let (program, start) = onSignIn()
    var front = start
    #expect(update(program, &front, .key(.function(4))) == [])
    #expect(front.ui.controlPanel == .device)
    for _ in 0..<3 { #expect(update(program, &front, .key(.down)) == []) }
    #expect(update(program, &front, .key(.enter)) == [.world(.device(.online(false)))])
    #expect(program.runtime.scenario.device.online, "the front only asks; the program applies")
    #expect(update(program, &front, .key(.escape)) == [])
    #expect(front.ui.controlPanel == nil)
  }

  @Test func theAdminPanelEditsThePolicyTheTapeWouldEdit() {
    let (program, start) = onSignIn()
    var front = start
    _ = update(program, &front, .key(.function(5)))
    let rows = ControlPanel.admin.rows(program.session, strings: program.strings)
    let index = rows.firstIndex { $0.label == "minimumPinLength" }
    front.ui.controlSelection = index ?? 0
    let edit = PolicyEdit(property: "minimumPinLength", value: .number(6))
    #expect(update(program, &front, .key(.enter)) == [.world(.admin(.editPolicy(edit)))])
  }

  @Test func whileTooSmallOnlyQuitHelpAndResizeAct() {
    let (program, start) = onSignIn()
    var front = start
    #expect(update(program, &front, .resize(TerminalSize(columns: 30, rows: 10))) == [])
    #expect(front.isTooSmall)
    let hidden = front
    for key: Key in [.character("2"), .character("5"), .tab, .enter, .function(4), .escape] {
      #expect(update(program, &front, .key(key)) == [])
    }
    #expect(front == hidden, "no key reached the hidden screen")
    #expect(update(program, &front, .key(.function(1))) == [])
    #expect(front.ui.showHelp)
    #expect(update(program, &front, .key(.function(1))) == [])
    #expect(update(program, &front, .key(.character("q"))) == [.quit])
    #expect(update(program, &front, .key(.control("c"))) == [.quit])
  }

  @Test func aClickOnAButtonActivatesIt() {
    let (program, start) = onSignIn()
    var front = start
    #expect(update(program, &front, .click(control: "notNow", row: nil)) == [])
    #expect(front.ui.hostScreen == .notes)
    #expect(front.ui.focus == "notNow")
  }

  @Test func aRefusedWorldChangeIsShownNotThrown() {
    let (program, _) = onSignIn()
    program.perform(.world(.admin(.selectiveWipe(upn: "nobody@contoso.com"))))
    #expect(program.state.notice?.contains("nobody@contoso.com") == true)
    #expect(
      program.render(size: program.state.size).text(trimmingTrailingSpaces: true)
        .contains("Not changed: the tenant has no user nobody@contoso.com"))
    program.handle(.tab)
    #expect(program.state.notice == nil, "the next key clears it")
  }

  @Test(arguments: [(Key.function(2), NarrowPanel.scenario), (.function(3), .events)])
  func besideTheSidePanelTheNarrowPanelKeysShowTheWholePanel(_ key: Key, _ panel: NarrowPanel) {
    // At 80 columns the side panel has room for the start of the scenario and the events
    // only: F2 and F3 show the whole of one over the phone, and Esc (or the key again) closes
    // it, the keys reaching the field again.
    let (program, start) = onSignIn(size: TerminalSize(columns: 80, rows: 24))
    var front = start
    #expect(update(program, &front, .key(key)) == [])
    #expect(front.ui.narrowPanel == panel)
    _ = update(program, &front, .key(.character("a")))
    #expect(front.ui.fields["upn"] == nil, "the open panel takes the keys, as the help does")
    _ = update(program, &front, .key(.escape))
    #expect(front.ui.narrowPanel == .none)
    _ = update(program, &front, .key(key))
    _ = update(program, &front, .key(key))
    #expect(front.ui.narrowPanel == .none, "\(key) again closes it")
    _ = update(program, &front, .key(.character("a")))
    #expect(front.ui.fields["upn"] == "a", "typing after it is closed reaches the field")
  }

  @Test func aPanelLeftOpenStaysOpenWhenTheTerminalGrows() {
    let (program, start) = onSignIn(size: TerminalSize(columns: 60, rows: 24))
    var front = start
    _ = update(program, &front, .key(.function(2)))
    #expect(front.ui.narrowPanel == .scenario, "a narrow terminal shows the panel instead")
    _ = update(program, &front, .resize(TerminalSize(columns: 100, rows: 30)))
    #expect(front.ui.narrowPanel == .scenario, "the whole panel is still what was asked for")
    _ = update(program, &front, .key(.escape))
    _ = update(program, &front, .key(.character("a")))
    #expect(front.ui.fields["upn"] == "a", "the keys reach the phone again")
  }

  /// One of the help, the panel F2 or F3 shows whole and the F4 or F5 panel is open at a time:
  /// opening one closes the others, so the keys never go to a panel that is not on screen.
  @Test(arguments: [Key.function(1), .function(2), .function(3), .function(4), .function(5)])
  func openingAnOverlayClosesTheOthers(_ first: Key) {
    let (program, start) = onSignIn(size: TerminalSize(columns: 80, rows: 24))
    func open(_ front: FrontState) -> [String] {
      var names: [String] = []
      if front.ui.showHelp { names.append("help") }
      if front.ui.narrowPanel == .scenario { names.append("scenario") }
      if front.ui.narrowPanel == .events { names.append("events") }
      if front.ui.controlPanel == .device { names.append("device") }
      if front.ui.controlPanel == .admin { names.append("admin") }
      return names
    }
    let names: [Key: String] = [
      .function(1): "help", .function(2): "scenario", .function(3): "events",
      .function(4): "device", .function(5): "admin",
    ]
    for second in [Key.function(1), .function(2), .function(3), .function(4), .function(5)]
    where second != first {
      var front = start
      _ = update(program, &front, .key(first))
      _ = update(program, &front, .key(second))
      #expect(open(front) == [names[second] ?? ""], "\(first) then \(second)")
      // One Esc leaves it, and the keys reach the phone again.
      _ = update(program, &front, .key(.escape))
      #expect(open(front) == [], "\(first) then \(second), then Esc")
    }
  }

  /// The admin panel opened under the events, as the probe found it, can no longer wipe or
  /// disable an account from out of sight: the arrows and Enter scroll the events.
  @Test func keysOnTheEventsNeverReachAHiddenAdminPanel() {
    let (program, start) = onSignIn(size: TerminalSize(columns: 80, rows: 24))
    var front = start
    _ = update(program, &front, .key(.function(5)))
    _ = update(program, &front, .key(.function(3)))
    for key in [Key.down, .down, .enter] {
      #expect(update(program, &front, .key(key)) == [], "\(key) does nothing to the world")
    }
  }
}
