import Screens
import SessionEngine
import TerminalUI
import Testing

/// Program's focus and keys, mouse clicks, PIN boxes, and wide text inside the phone.
@Suite("App keys")
struct AppKeysTests {
  /// A pilot on the app's own sign-in form.
  static func onSignIn() -> Pilot {
    let pilot = Pilot()
    pilot.passSplash()
    #expect(pilot.app.currentScreen.identity == "app.signIn")
    return pilot
  }

  /// A pilot on the notes list, signed out.
  static func onNotesSignedOut() -> Pilot {
    let pilot = onSignIn()
    pilot.press(.escape)
    #expect(pilot.app.currentScreen.identity == "app.notes")
    return pilot
  }

  // MARK: - Focus

  @Test func tabAndShiftTabCycleThroughTheControls() {
    let pilot = AppKeysTests.onSignIn()
    #expect(pilot.app.ui.focus == "upn")
    var seen: [String?] = []
    for _ in 0..<4 {
      pilot.press(.tab)
      seen.append(pilot.app.ui.focus)
    }
    #expect(seen == ["password", "signIn", "notNow", "upn"])
    pilot.press(.backTab)
    #expect(pilot.app.ui.focus == "notNow")
    pilot.press(.backTab)
    #expect(pilot.app.ui.focus == "signIn")
  }

  @Test func enterActivatesTheFocusedControl() {
    let pilot = AppKeysTests.onNotesSignedOut()
    pilot.press(.down, .enter)
    #expect(pilot.shows("Tue 5k easy"))
  }

  @Test func escapeGoesBack() {
    let pilot = AppKeysTests.onNotesSignedOut()
    pilot.press(.enter)
    #expect(pilot.app.currentScreen.identity.hasPrefix("app.note."))
    pilot.press(.escape)
    #expect(pilot.app.currentScreen.identity == "app.notes")
  }

  @Test func backspaceDeletesTheLastCharacter() {
    let pilot = AppKeysTests.onSignIn()
    pilot.type("alexx")
    pilot.press(.backspace)
    #expect(pilot.app.ui.fields["upn"] == "alex")
    pilot.press(.backspace, .backspace, .backspace, .backspace, .backspace)
    #expect(pilot.app.ui.fields["upn"] == "")
  }

  // MARK: - Quitting

  @Test func qQuitsOnAppScreens() {
    let pilot = AppKeysTests.onNotesSignedOut()
    #expect(!pilot.app.shouldQuit)
    pilot.type("q")
    #expect(pilot.app.shouldQuit)
  }

  @Test func qTypesIntoAField() {
    let pilot = AppKeysTests.onSignIn()
    pilot.type("q")
    #expect(!pilot.app.shouldQuit)
    #expect(pilot.app.ui.fields["upn"] == "q")
  }

  @Test func qDoesNotQuitOverAnSDKScreen() {
    let pilot = Pilot()
    pilot.toRestartAlert()
    pilot.type("q")
    #expect(!pilot.app.shouldQuit)
  }

  @Test func controlCQuitsAnywhere() {
    let onField = AppKeysTests.onSignIn()
    onField.press(.control("c"))
    #expect(onField.app.shouldQuit)
    let onPin = Pilot()
    onPin.toSetPin()
    onPin.press(.control("c"))
    #expect(onPin.app.shouldQuit)
    let onHelp = Pilot()
    onHelp.press(.function(1), .control("c"))
    #expect(onHelp.app.shouldQuit)
  }

  // MARK: - Mouse

  @Test func clickingAButtonWhereItIsDrawnActivatesIt() throws {
    let pilot = AppKeysTests.onNotesSignedOut()
    let button = try #require(pilot.position(of: "[ Sign in ]"))
    pilot.press(.mouse(x: button.x + 3, y: button.y))
    #expect(pilot.app.currentScreen.identity == "app.signIn")
    let notNow = try #require(pilot.position(of: "[ Not now ]"))
    pilot.press(.mouse(x: notNow.x, y: notNow.y))
    #expect(pilot.app.currentScreen.identity == "app.notes")
  }

  @Test func clickingAFieldFocusesItWithoutActivating() throws {
    let pilot = AppKeysTests.onSignIn()
    let label = try #require(pilot.position(of: "Password"))
    pilot.press(.mouse(x: label.x, y: label.y + 1))
    #expect(pilot.app.ui.focus == "password")
    #expect(pilot.app.currentScreen.identity == "app.signIn")
  }

  @Test func clickingOutsideAnyControlDoesNothing() {
    let pilot = AppKeysTests.onNotesSignedOut()
    pilot.press(.mouse(x: 0, y: 0))
    #expect(pilot.app.currentScreen.identity == "app.notes")
    #expect(pilot.app.ui.focus == "notes")
  }

  // MARK: - PIN boxes

  @Test func pinBoxesAcceptOnlyDigits() {
    let pilot = Pilot()
    pilot.toSetPin()
    pilot.type("a1-b2 ")
    #expect(pilot.app.ui.fields["pin"] == "12")
    #expect(pilot.app.currentScreen.identity == "sdk.setPin.choose")
  }

  @Test func pinBoxesSubmitWhenFull() {
    let pilot = Pilot()
    pilot.toSetPin()
    pilot.type("258")
    #expect(pilot.app.currentScreen.identity == "sdk.setPin.choose")
    pilot.type("0")
    pilot.wait(.seconds(1))
    #expect(pilot.app.currentScreen.identity == "sdk.setPin.confirm")
    #expect(pilot.app.ui.fields["pin", default: ""].isEmpty)
  }

  @Test func pinBoxesFollowThePolicyLength() {
    let pilot = Pilot { $0.policies[0].minimumPinLength = 6 }
    pilot.toSetPin()
    #expect(pilot.pinBoxMarks().count == 6)
    pilot.type("25802")
    #expect(pilot.app.currentScreen.identity == "sdk.setPin.choose")
    pilot.type("5")
    pilot.wait(.seconds(1))
    #expect(pilot.app.currentScreen.identity == "sdk.setPin.confirm")
  }

  // MARK: - Wide text

  /// Whether the phone frame's right border is in its column on every row.
  static func rightBorderHolds(_ pilot: Pilot) -> Bool {
    guard let layout = Layout(size: pilot.size) else { return false }
    let frame = layout.phoneFrame
    let buffer = pilot.screen
    let x = frame.x + frame.width - 1
    return ((frame.y + 1)..<(frame.y + frame.height - 1)).allSatisfy { buffer[x, $0].text == "│" }
  }

  @Test(arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40)])
  func cjkNoteTitlesShowAtTheirRealWidth(size: TerminalSize) throws {
    let pilot = Pilot(size: size) {
      $0.app.notes.insert(Note(id: "zh", title: "季度销售回顾会议纪要和后续行动计划", body: "要点"), at: 0)
      $0.app.notes.insert(Note(id: "ja", title: "週次ミーティング", body: "議題"), at: 0)
    }
    pilot.passSplash()
    pilot.press(.escape)
    #expect(pilot.shows("週次ミーティング"))
    // 34 columns cut to the 32 the list gives a title (badge aside): 15 ideographs and "…".
    #expect(pilot.shows("季度销售回顾会议纪要和后续行动…"))
    let start = try #require(pilot.position(of: "週次"))
    #expect(pilot.screen[start.x + 1, start.y].isContinuation)
    #expect(AppKeysTests.rightBorderHolds(pilot))
  }

  @Test func typingCJKIntoAFieldKeepsTheFrame() {
    let pilot = Pilot()
    pilot.toManaged()
    pilot.press(.tab, .enter, .enter)
    #expect(pilot.app.currentScreen.identity == "app.newNote")
    pilot.type("会議の議事録")
    #expect(pilot.app.ui.fields["title"] == "会議の議事録")
    #expect(pilot.shows("会議の議事録"))
    #expect(AppKeysTests.rightBorderHolds(pilot))
    // Longer than the field: it scrolls to its end and the border stays put.
    pilot.type("と来週の予定と担当者の一覧と連絡先")
    #expect(pilot.shows("連絡先"))
    #expect(AppKeysTests.rightBorderHolds(pilot))
  }
}

/// A new note needs a title: one of spaces alone is refused with a word, and spaces around a
/// title are not kept.
@Suite struct NewNoteTitleTests {
  /// A pilot on the managed app's New note screen.
  static func onNewNote() -> Pilot {
    let pilot = Pilot()
    pilot.toManaged()
    pilot.press(.tab, .enter, .enter)
    #expect(pilot.app.currentScreen.identity == "app.newNote")
    return pilot
  }

  @Test func aBlankTitleIsRefusedAndSaidSo() {
    let pilot = Self.onNewNote()
    pilot.type("   ")
    pilot.press(.tab)
    pilot.type("body text")
    pilot.press(.enter)
    #expect(pilot.app.currentScreen.identity == "app.newNote", "not saved")
    #expect(pilot.app.state.notice == "Give the note a title first.")
    #expect(pilot.app.ui.focus == "title")
    #expect(pilot.app.ui.fields["body"] == "body text", "what was typed stays")
  }

  @Test func spacesAroundATitleAreNotKept() {
    let pilot = Self.onNewNote()
    pilot.type("  Board prep  ")
    pilot.press(.enter)
    #expect(pilot.app.currentScreen.identity == "app.notes")
    #expect(pilot.shows("Board prep"))
    #expect(!pilot.shows("  Board prep  "))
  }
}

/// A field holding more than its box shows its end, as typing does, with an ellipsis where its
/// start is hidden.
@Suite struct LongFieldTests {
  @Test func aHiddenStartIsMarkedWithAnEllipsis() {
    let pilot = AppKeysTests.onSignIn()
    let long = "supercalifragilistic-expialidocious-" + String(repeating: "x", count: 30) + "end"
    pilot.type(long)
    let row = pilot.text.split(separator: "\n").first { $0.contains("xend") }
    #expect(row?.contains("…") == true, "\(String(describing: row))")
    #expect(row?.contains("supercali") == false)
    // A value that fits shows whole, with no mark.
    pilot.press(.tab)
    pilot.type("short")
    #expect(
      pilot.text.split(separator: "\n").contains { $0.contains("•••••") && !$0.contains("…") })
  }
}
