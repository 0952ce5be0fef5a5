import MDXEngine
import SessionEngine
import Strings
import TerminalUI
import Testing
import Walkthrough

@testable import Screens

/// A session the front must not ask while it runs a control: every question records an issue.
private struct UnaskedSession: PhoneSessionView {
  private func asked(_ what: String) { Issue.record("the front asked the session for \(what)") }
  var now: Instant {
    asked("the time")
    return .zero
  }
  var revision: UInt64 {
    asked("its revision")
    return 0
  }
  var worldRevision: UInt64 {
    asked("its world's revision")
    return 0
  }
  func title(strings: StringTable) -> String {
    asked("the title")
    return ""
  }
  func settle(_ ui: inout UIState, strings: StringTable) -> SettledScreen {
    asked("the screen")
    return SettledScreen(
      screen: MDXPhoneScreen(identity: "", shown: ScreenContent(surface: .sdk, elements: [])),
      content: ScreenContent(surface: .sdk, elements: []))
  }
  func controlRows(_ panel: ControlPanel, strings: StringTable) -> [ControlRow] {
    asked("the panel's rows")
    return []
  }
  func controlTitle(_ panel: ControlPanel, strings: StringTable) -> String {
    asked("the panel's title")
    return ""
  }
  func controlFootnote(_ panel: ControlPanel, strings: StringTable) -> String {
    asked("the panel's footnote")
    return ""
  }
  func controlNowCommands(_ panel: ControlPanel) -> [FrontCommand] {
    asked("the panel's commands")
    return []
  }
  func sidePanel(strings: StringTable, width: Int, height: Int, only: NarrowPanel)
    -> [(String, CellStyle)]
  {
    asked("the side panel")
    return []
  }
  func helpLines(strings: StringTable, width: Int) -> [String] {
    asked("the help")
    return []
  }
  func observe(_ walkthrough: inout Walkthrough) { asked("the walkthrough") }
}

/// `Front.update` runs the actions a screen's content names for a control, from that data and
/// the front's own state alone: the session is never asked what a control does.
@Suite struct FrontActionsTests {
  private let strings = StringTable()

  /// A front focused on `focus` of `content`, and the screen it settled on.
  private func onScreen(_ content: ScreenContent, focus: String) -> (FrontState, SettledScreen) {
    var front = FrontState(size: TerminalSize(columns: 100, rows: 30))
    front.ui.screenIdentity = "test"
    front.ui.focus = focus
    return (
      front,
      SettledScreen(screen: MDXPhoneScreen(identity: "test", shown: content), content: content)
    )
  }

  private func update(_ front: inout FrontState, _ input: FrontInput, _ look: SettledScreen)
    -> [FrontCommand]
  {
    Front.update(&front, input, session: UnaskedSession(), look: look, strings: strings)
  }

  @Test func aButtonRunsItsActionsInOrder() {
    var content = ScreenContent(
      surface: .sdk, elements: [.buttons([ButtonSpec(id: "ok", label: "OK", isDefault: true)])])
    content.actions = ScreenActions([
      "ok": [.send(.restartAcknowledged), .show(.menu), .mdx(.installSecureHub), .launch]
    ])
    var (front, look) = onScreen(content, focus: "ok")
    front.ui.phoneApp = .home
    #expect(
      update(&front, .key(.enter), look) == [
        .session(.restartAcknowledged), .mdx(.installSecureHub), .launchApp,
      ])
    #expect(front.ui.hostScreen == .menu)
    #expect(front.ui.phoneApp == nil, "a launch leaves the phone's other apps")
    #expect(update(&front, .click(control: "ok", row: nil), look).count == 3)
  }

  @Test func aListRunsTheActionsOfItsSelectedRow() {
    var content = ScreenContent(
      surface: .app,
      elements: [.list(id: "rows", rows: [ListRow(title: "a"), ListRow(title: "b")])])
    content.actions = ScreenActions(
      rows: ["rows": [[.show(.menu)], [.send(.signOutRequested), .show(.diagnostics)]]])
    var (front, look) = onScreen(content, focus: "rows")
    #expect(update(&front, .key(.down), look) == [])
    #expect(update(&front, .key(.enter), look) == [.session(.signOutRequested)])
    #expect(front.ui.hostScreen == .diagnostics)
    #expect(update(&front, .click(control: "rows", row: 0), look) == [])
    #expect(front.ui.hostScreen == .menu)
  }

  @Test func thePinSubmitsItselfWithItsLastDigitInTheSameUpdate() {
    var content = ScreenContent(
      surface: .sdk, elements: [.pinBoxes(id: "pin", count: 4, autoSubmit: true, digitsOnly: true)])
    content.actions = ScreenActions(["pin": [.submit(.pin("pin"))]])
    var (front, look) = onScreen(content, focus: "pin")
    for digit in "258" { #expect(update(&front, .key(.character(digit)), look) == []) }
    #expect(front.ui.fields["pin"] == "258")
    #expect(
      update(&front, .key(.character("0")), look) == [.session(.pinSubmitted(Secret("2580")))])
    #expect(front.ui.fields["pin"] == "", "the PIN is not kept")
  }

  @Test func aSubmissionReadsTheTypedFieldsAndEmptiesTheSecretOnes() {
    var content = ScreenContent(
      surface: .app,
      elements: [
        .field(id: "upn", label: "Account", masked: false),
        .field(id: "password", label: "Password", masked: true),
        .buttons([ButtonSpec(id: "signIn", label: "Sign in", isDefault: true)]),
      ])
    content.actions = ScreenActions([
      "signIn": [.submit(.appSignIn(upn: "upn", password: "password")), .show(.menu)]
    ])
    var (front, look) = onScreen(content, focus: "password")
    front.ui.fields = ["password": "Pilot-Alex"]
    #expect(update(&front, .key(.enter), look) == [], "no account: nothing is submitted")
    #expect(front.ui.hostScreen == .notes, "and the actions after the submission do not run")
    #expect(front.ui.fields["password"] == "Pilot-Alex", "nor is anything emptied")
    front.ui.fields["upn"] = "alex@contoso.com"
    #expect(
      update(&front, .key(.enter), look) == [
        .session(.appSignInSubmitted(upn: "alex@contoso.com", password: Secret("Pilot-Alex")))
      ])
    #expect(front.ui.hostScreen == .menu)
    #expect(front.ui.fields == ["upn": "alex@contoso.com", "password": ""])
  }

  @Test func everyFormMakesItsEventOfItsFields() {
    var fields = [
      "title": "Minutes", "body": "Agreed.", "user": "rash", "password": "Dispatch-2026",
      "pin": "246810", "confirm": "246811", "server": "mdm.example", "key": "k", "value": "v",
    ]
    let note = Note(id: "note-3-1", title: "", body: "", owner: "alex@contoso.com")
    #expect(
      Front.submit(.note(title: "title", body: "body", note: note), &fields) == [
        .session(
          .noteAdded(
            Note(id: "note-3-1", title: "Minutes", body: "Agreed.", owner: "alex@contoso.com")))
      ])
    #expect(
      Front.submit(.mdxServer("server"), &fields) == [.mdx(.submitServerAddress("mdm.example"))])
    #expect(
      Front.submit(.mdxCreatePin("pin", confirmation: "confirm"), &fields) == [
        .mdx(.createPin("246810", confirmation: "246811"))
      ])
    #expect(fields["pin"] == "" && fields["confirm"] == "")
    #expect(
      Front.submit(.mdxCredentials(user: "user", password: "password"), &fields) == [
        .mdx(.submitCredentials(user: "rash", password: "Dispatch-2026"))
      ])
    #expect(fields["password"] == "" && fields["user"] == "rash")
    #expect(
      Front.submit(.mdxVaultUpdate(.companion, key: "key", value: "value"), &fields) == [
        .mdx(.vault(.companion, .update(["k": "v"])))
      ])
    #expect(
      Front.submit(.mdxVaultSave(.app, key: "none", value: "neither"), &fields) == [
        .mdx(.vaultClass(.app, .save([:])))
      ], "nothing typed saves an empty vault")
    #expect(Front.submit(.note(title: "missing", body: "body", note: note), &fields) == nil)
  }

  @Test func aDataRequestCarriesTheTextTypedInItsField() {
    var content = ScreenContent(
      surface: .app,
      elements: [
        .field(id: "text", label: "Text", masked: false),
        .list(id: "actions", rows: [ListRow(title: "Copy")]),
      ])
    let context = DataContext(surface: .personalApp, uiIdentity: .signedOut, policy: nil)
    content.actions = ScreenActions(
      rows: ["actions": [[.data(DataRequest(.copy(""), in: context, textField: "text"))]]])
    var (front, look) = onScreen(content, focus: "actions")
    front.ui.fields["text"] = "typed here"
    #expect(update(&front, .key(.enter), look) == [.data(.copy("typed here"), .personalApp)])
    #expect(front.notice == strings.text(.noticeCopied, 10))
  }

  /// The real PIN screen: its boxes submit with the last digit, as one update asks.
  @Test func theEnterPinScreenSubmitsWithItsLastDigit() {
    let pilot = Pilot()
    pilot.toEnterPin()
    let program = pilot.app
    var front = program.state
    var look = ScreenSettler.settle(&front, program.session, strings: program.strings)
    guard case .pinBoxes(_, let count, true, _)? = look.content.element(holding: "pin") else {
      Issue.record("the PIN screen shows self-submitting boxes")
      return
    }
    let pin = String(repeating: "7", count: count)
    var commands: [FrontCommand] = []
    for digit in pin {
      look = ScreenSettler.settle(&front, program.session, strings: program.strings)
      commands = Front.update(
        &front, .key(.character(digit)), session: program.session, look: look,
        strings: program.strings)
    }
    #expect(commands == [.session(.pinSubmitted(Secret(pin)))])
    #expect(front.ui.fields["pin"] == "")
  }
}
