import SessionEngine
import Strings

/// The SDK's own sign-in prompt: for `loginAndEnrollAccount`, a required policy, or a PIN reset.
public struct SDKSignInScreen: PhoneScreen {
  /// The prompt's state.
  public let prompt: SignInPrompt

  /// Creates the screen.
  public init(prompt: SignInPrompt) {
    self.prompt = prompt
  }

  public var identity: String { "sdk.signIn.\(prompt.reason.rawValue)" }

  public func initialFields(_ context: ScreenContext) -> [String: String] {
    prompt.upn.map { ["upn": $0] } ?? [:]
  }

  public func content(_ context: ScreenContext) -> ScreenContent {
    let strings = context.strings
    let appName = context.scenario.app.name
    let wording = PinWording(context.state.activePolicy)
    let (title, message): (String, String) =
      switch prompt.reason {
      case .loginAndEnroll: (strings.text(.signInTitle), strings.text(.signInMessage))
      case .authRequired:
        (
          strings.text(.autoEnrollmentAuthRequiredTitle),
          strings.text(.autoEnrollmentAuthRequiredMessage, appName)
        )
      case .forgotPin:
        (
          strings.text(wording.pick(.forgotPinButton, .forgotPasscodeButton)),
          strings.text(wording.pick(.forgotPinMessage, .forgotPasscodeMessage))
        )
      case .maxPinAttempts:
        (
          strings.text(.maxAttemptResetTitle),
          strings.text(
            wording.pick(.maxAttemptResetMessage, .maxAttemptResetPasscodeMessage),
            prompt.upn ?? "")
        )
      case .accessCheck:
        (strings.text(.accessCheckTitle), strings.text(.accessCheckMessage, prompt.upn ?? ""))
      }
    var elements: [ScreenElement] = [
      .text(title, role: .title), .spacer(1), .text(message), .spacer(1),
      .field(id: "upn", label: strings.text(.notesAccountField), masked: false),
      .field(id: "password", label: strings.text(.notesPasswordField), masked: true), .spacer(1),
    ]
    if let problem = prompt.problem {
      elements.append(
        .text(
          SDKSignInScreen.message(
            for: problem, strings: strings, upn: prompt.upn, wording: wording), role: .error))
    }
    if prompt.busy {
      elements.append(.spinner(strings.text(.notesSigningIn)))
    } else {
      var buttons = [ButtonSpec(id: "signIn", label: strings.text(.signInButton), isDefault: true)]
      if prompt.cancellable {
        buttons.append(ButtonSpec(id: "cancel", label: strings.text(.cancelButton)))
      }
      if prompt.reason == .authRequired {
        buttons.append(ButtonSpec(id: "close", label: strings.text(.closeApplicationButton)))
      }
      elements.append(.buttons(buttons))
    }
    return ScreenContent(
      surface: .sdk, elements: elements, escapeControl: prompt.cancellable ? "cancel" : nil)
  }

  public func actions(_ context: ScreenContext) -> ScreenActions {
    let signIn: [AppAction] =
      prompt.busy ? [] : [.submit(.sdkSignIn(upn: "upn", password: "password"))]
    return ScreenActions([
      "signIn": signIn, "upn": signIn, "password": signIn,
      "cancel": [.send(.sdkSignInCancelled)], "close": [.send(.closeApplicationChosen)],
    ])
  }

  /// The sentence for a failed sign-in.
  static func message(
    for problem: SignInProblem, strings: StringTable, upn: String?, wording: PinWording
  ) -> String {
    switch problem {
    case .auth(let failure): authMessage(failure, strings: strings)
    case .accountMismatch:
      strings.text(
        wording.pick(.accountMismatchMessage, .accountMismatchPasscodeMessage), upn ?? "")
    }
  }
}

/// The sentence for an identity provider's refusal.
func authMessage(_ failure: AuthFailure, strings: StringTable) -> String {
  switch failure {
  case .unknownUser: strings.text(.authUnknownUser)
  case .wrongPassword: strings.text(.authWrongPassword)
  case .accountDisabled: strings.text(.authAccountDisabled)
  case .networkUnavailable: strings.text(.authOffline)
  }
}
