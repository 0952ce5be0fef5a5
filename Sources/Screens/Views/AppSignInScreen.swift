import SessionEngine
import Strings

/// The host app's sign-in: its own form (it then calls `registerAndEnrollAccountId`), or, in an
/// app that lets the SDK sign the user in, a Sign in button (`loginAndEnrollAccount`).
public struct AppSignInScreen: PhoneScreen {
  public let identity = "app.signIn"

  /// Creates the screen.
  public init() {}

  public func content(_ context: ScreenContext) -> ScreenContent {
    let strings = context.strings
    let ownForm = context.scenario.app.signInStyle == .app
    var elements: [ScreenElement] = [
      .text(strings.text(.notesSignInTitle, context.scenario.tenant.name), role: .title),
      .spacer(1),
      .text(strings.text(.notesSignInMessage, context.scenario.app.name), role: .muted),
      .spacer(1),
    ]
    if ownForm {
      elements += [
        .field(id: "upn", label: strings.text(.notesAccountField), masked: false),
        .field(id: "password", label: strings.text(.notesPasswordField), masked: true), .spacer(1),
      ]
    }
    switch context.state.signIn {
    case .signingIn:
      elements.append(.spinner(strings.text(.notesSigningIn)))
    case .signedOut(let error?):
      elements += [
        .text(authMessage(error, strings: strings), role: .error), .spacer(1), buttons(strings),
      ]
    default:
      elements.append(buttons(strings))
    }
    // Only a demo account's password is shown, so no other lands in a recording.
    if ownForm,
      let demo = AppSignInScreen.demoAccount(
        context.scenario, walkthrough: context.walkthroughAccount),
      demo.isDemo
    {
      elements += [
        .spacer(1), .text(strings.text(.notesSignInHint, demo.upn, demo.password), role: .muted),
      ]
    }
    return ScreenContent(
      surface: .app, bar: NotesBar.text(context), elements: elements, escapeControl: "notNow")
  }

  private func buttons(_ strings: StringTable) -> ScreenElement {
    .buttons([
      ButtonSpec(id: "signIn", label: strings.text(.signInButton), isDefault: true),
      ButtonSpec(id: "notNow", label: strings.text(.notesNotNowButton)),
    ])
  }

  /// The account the hint names: the one a walkthrough's next sign-in needs (so the hint and
  /// the checklist agree), else the first one a policy targets.
  static func demoAccount(_ scenario: Scenario, walkthrough upn: String?) -> TenantUser? {
    if let upn {
      return scenario.tenant.users.first { $0.upn.lowercased() == upn.lowercased() }
    }
    return scenario.tenant.users.first {
      $0.enabled && $0.licensed && scenario.policy(for: $0) != nil
    }
  }

  public func actions(_ context: ScreenContext) -> ScreenActions {
    var signIn: [AppAction] = []
    if case .signedOut = context.state.signIn {
      signIn =
        context.scenario.app.signInStyle == .app
        ? [.submit(.appSignIn(upn: "upn", password: "password"))] : [.send(.appSignInRequested)]
    }
    return ScreenActions([
      "signIn": signIn, "upn": signIn, "password": signIn, "notNow": [.show(.notes)],
    ])
  }
}
