import MDXEngine
import SessionEngine
import Strings
import TerminalUI
import Testing

@testable import Screens

/// Every control a screen shows runs something: each button, each set of PIN boxes and each row
/// of each list has actions in the screen's content, on every screen of both vendors.
@Suite struct ScreenActionsTests {
  /// The controls of `content` that would do nothing when activated: a button or PIN boxes with
  /// no actions, a list whose rows and named rows differ in number, or a row with none.
  static func idleControls(_ content: ScreenContent) -> [String] {
    let actions = content.actions
    var idle: [String] = []
    for element in content.elements {
      switch element {
      case .buttons(let buttons):
        for button in buttons where actions.actions(for: button.id, row: 0).isEmpty {
          idle.append(button.id)
        }
      case .pinBoxes(let id, _, _, _):
        if actions.actions(for: id, row: 0).isEmpty { idle.append(id) }
      case .list(let id, let rows):
        let named = actions.rows[id] ?? []
        if named.count != rows.count || named.contains(where: \.isEmpty) { idle.append(id) }
      default:
        break
      }
    }
    return idle
  }

  @Test(arguments: ScreenTour.all)
  func everyControlOfAToursScreenRunsSomething(_ tour: ScreenTour) {
    let pilot = tour.pilot(.english, size: .standard)
    let content = pilot.app.currentContent
    #expect(Self.idleControls(content) == [], "\(tour.name)")
  }

  /// The screens the tour does not reach (and more of their kinds), each in a managed session
  /// with notes and web views. (The app's own sign-in form, shown only while signed out, is the
  /// tour's.)
  @Test func everyControlOfEveryOtherIntuneScreenRunsSomething() {
    let pilot = Pilot()
    pilot.toManaged()
    let context = pilot.app.context
    let scenario = context.scenario
    #expect(!scenario.app.webViews.isEmpty, "the built-in scenario has web views")
    var passcode = AppProtectionPolicy()
    passcode.pinCharacterSet = .alphanumericAndSymbol
    var screens: [any PhoneScreen] = [
      NotesListScreen(), MenuScreen(), NewNoteScreen(), DiagnosticsScreen(), WebViewListScreen(),
      PhoneHomeScreen(), OtherAppScreen(app: .personal), OtherAppScreen(app: .managed),
      BrowserScreen(url: "https://contoso.example", managed: true),
      DataAlertScreen(alert: .printingBlocked), NoPolicyWarningScreen(), RestartRequiredScreen(),
      ConnectingScreen(), EnrollmentBlockedScreen(block: .noPolicy),
      WipeNoticeScreen(reason: .adminWipe),
      StoreErrorScreen(failure: StoreFailure(.checkPin, reason: "disk full")),
      ConditionalLaunchScreen(finding: ConditionalLaunchFinding(.jailbroken, .warn)),
      ConditionalLaunchScreen(finding: ConditionalLaunchFinding(.jailbroken, .block)),
      ConditionalLaunchScreen(
        finding: ConditionalLaunchFinding(.offlineTooLong(since: context.now), .block)),
      SDKSignInScreen(prompt: SignInPrompt(reason: .authRequired, cancellable: true)),
      SDKSignInScreen(prompt: SignInPrompt(reason: .loginAndEnroll, busy: true, cancellable: true)),
      EnterPinScreen(form: EnterPinForm(biometricOffer: .faceID), length: 4, numeric: true),
      EnterPinScreen(form: EnterPinForm(), length: 6, numeric: false),
      SetPinScreen(step: .choose(problem: nil), policy: AppProtectionPolicy()),
      SetPinScreen(step: .confirm, policy: passcode),
    ]
    screens += scenario.app.webViews.map { WebViewScreen(view: $0) }
    screens += context.state.visibleNotes.map { NoteDetailScreen(note: $0) }
    for screen in screens {
      #expect(Self.idleControls(screen.described(context)) == [], "\(screen.identity)")
    }
  }

  /// Every phase of the Citrix engine, and the shared-vault screen of every app.
  @Test func everyControlOfEveryCitrixScreenRunsSomething() {
    let pilot = MDXPilot()
    pilot.enrol()
    let strings = StringTable()
    let phases: [MDXPhase] = [
      .notRunning, .secureHubMissing, .hubServerAddress, .hubCredentials, .hubCreatePin,
      .hubLogon, .appPasscode, .offlineReminder(minutesLeft: 5), .offlineLocked, .authLocked,
      .jailbreakBlocked, .adminLocked, .wiped, .running,
    ]
    for phase in phases {
      var state = pilot.state
      state.phase = phase
      var content = MDXScreens.content(state, app: "App", organisation: "Org", strings: strings)
      content.actions = MDXScreens.actions(state)
      #expect(Self.idleControls(content) == [], "\(phase)")
    }
    for role in MDXVaultRole.allCases {
      var content = MDXVaultScreen.content(pilot.state, role: role, app: "App", strings: strings)
      content.actions = MDXVaultScreen.actions(role)
      #expect(Self.idleControls(content) == [], "\(role)")
    }
  }

  /// A control with no actions really is found: the check above can fail.
  @Test func aButtonWithoutActionsIsFound() {
    let content = ScreenContent(
      surface: .sdk,
      elements: [
        .buttons([ButtonSpec(id: "ok", label: "OK")]),
        .list(id: "rows", rows: [ListRow(title: "a")]),
        .pinBoxes(id: "pin", count: 4, autoSubmit: true, digitsOnly: true),
      ])
    #expect(Self.idleControls(content) == ["ok", "rows", "pin"])
  }
}
