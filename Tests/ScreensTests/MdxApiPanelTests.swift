import MDXEngine
import Screens
import SessionEngine
import TerminalUI
import Testing
@testable import Strings

/// The Citrix API panel: each MdxManager answer with its explanation, by mode.
@Suite struct MdxApiPanelTests {
  static let sam = MDXUser(
    upn: "sam@fabrikam.example", samAccountName: "sam", displayName: "Sam",
    mail: "sam@fabrikam.example", password: Secret("pw"))

  func state(_ mode: MDXMode) -> MDXState {
    MDXState(
      configuration: MDXConfiguration(
        mode: mode, serverAddress: "mdm.fabrikam.example", users: [Self.sam],
        managedPolicies: MDXPolicies.consoleDefaults.setting(.disableCamera, to: "true"),
        premiumDefaults: MDXPolicies(["DisableCamera": "false"])))
  }

  func text(_ state: MDXState, width: Int = 200) -> [String] {
    MdxApiPanel.lines(state, strings: StringTable(), width: width).map(\.0)
  }

  @Test func eachModeExplainsGetValueOfPolicy() {
    let managed = text(state(.managed))
    #expect(managed.first == "MdxManager answers (managed)")
    #expect(managed.contains("getValueOfPolicy(DisableCamera) → true"))
    #expect(managed.contains("  The administrator's value for DisableCamera."))
    let premium = text(state(.unmanagedPremium))
    #expect(premium.contains("getValueOfPolicy(DisableCamera) → false"))
    #expect(
      premium.contains(
        "  Unmanaged Premium: the value of DisableCamera in the bundled default_policies.xml."))
    #expect(premium.contains("isAppManaged → false"))
    let general = text(state(.unmanagedGeneral))
    #expect(general.contains("getValueOfPolicy(DisableCamera) → nil"))
    #expect(general.contains("  Unmanaged General: the app has no MDX policies at all."))
  }

  @Test func launchedByWorxHomeIsFlaggedDuringWillEnterForeground() {
    var state = state(.managed)
    for event: MDXEvent in [
      .launch, .submitServerAddress("mdm.fabrikam.example"),
      .submitCredentials(user: "sam", password: "pw"), .createPin("123456", confirmation: "123456"),
      .background, .willEnterForeground,
    ] {
      _ = MDXEngine.reduce(&state, event, at: .zero)
    }
    let lines = text(state)
    #expect(lines.contains("isAppLaunchedByWorxHome → false (undefined: do not ask here)"))
    #expect(
      lines.contains("managedUserInformation → {kXenMobileUsername: \"sam@fabrikam.example\"}"))
  }

  @Test func explanationsWrapToTheWidth() {
    let lines = text(state(.managed), width: 30)
    #expect(lines.dropFirst().allSatisfy { CharacterWidth.of(text: $0) <= 30 })
  }
}

/// The Citrix side panel beside the phone, cut to the rows it has.
@Suite struct MdxSidePanelFitTests {
  @Test(arguments: [NarrowPanel.none, .events, .scenario])
  func linesThatDoNotFitAreCountedOnTheLastRow(_ only: NarrowPanel) throws {
    let scenario = try #require(MDXScenarioLoader.embedded())
    let view = MDXSessionView(MDXRuntime(scenario: scenario))
    let strings = StringTable()
    let whole = view.sidePanel(strings: strings, width: 35, height: 1000, only: only)
    #expect(!whole.contains { $0.0.contains("more lines") }, "everything fits in 1,000 rows")
    let height = 3
    let cut = view.sidePanel(strings: strings, width: 35, height: height, only: only)
    #expect(cut.count == height)
    #expect(cut.prefix(height - 1).map(\.0) == whole.prefix(height - 1).map(\.0))
    #expect(cut.last?.0 == strings.text(.panelMoreLines, whole.count - (height - 1)))
  }
}
