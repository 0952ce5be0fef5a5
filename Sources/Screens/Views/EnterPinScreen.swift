import SessionEngine

/// Entering the app PIN; a wrong one says so, with no attempts counter, as the SDK does.
public struct EnterPinScreen: PhoneScreen {
  /// The form's state.
  public let form: EnterPinForm
  /// How many characters the PIN has.
  public let length: Int
  /// Whether the PIN is numeric (boxes) or a passcode (a field).
  public let numeric: Bool

  /// Creates the screen.
  public init(form: EnterPinForm, length: Int, numeric: Bool) {
    self.form = form
    self.length = length
    self.numeric = numeric
  }

  public var identity: String { "sdk.enterPin" }

  public func content(_ context: ScreenContext) -> ScreenContent {
    let strings = context.strings
    let wording: PinWording = numeric ? .pin : .passcode
    var elements: [ScreenElement] = [
      .text(strings.text(wording.pick(.enterPinTitle, .enterPasscodeTitle)), role: .title),
      .spacer(1),
      .text(strings.text(numeric ? .enterPinMessage : .enterPasscodeMessage)), .spacer(1),
      numeric
        ? .pinBoxes(id: "pin", count: max(1, length), autoSubmit: true, digitsOnly: true)
        : .field(id: "pin", label: "", masked: true),
      .spacer(1),
    ]
    if form.incorrect {
      elements.append(
        .text(strings.text(wording.pick(.enterPinError, .enterPasscodeError)), role: .error))
    }
    if form.biometricsChanged {
      elements.append(
        .text(
          strings.text(wording.pick(.touchIDChangeDetected, .touchIDChangeDetectedPasscode)),
          role: .error))
    }
    if form.biometricFailed {
      elements.append(
        .text(strings.text(wording.pick(.biometricFailed, .biometricFailedPasscode)), role: .error))
    }
    elements.append(.spacer(1))
    var buttons = [
      ButtonSpec(
        id: "forgot", label: strings.text(wording.pick(.forgotPinButton, .forgotPasscodeButton)))
    ]
    if let offer = form.biometricOffer {
      let label = strings.text(offer == .touchID ? .useTouchIDButton : .useFaceIDButton)
      buttons.insert(ButtonSpec(id: "biometric", label: label), at: 0)
    }
    if !numeric {
      buttons.insert(
        ButtonSpec(id: "pin", label: strings.text(.continueButton), isDefault: true), at: 0)
    }
    // A switch to the work account of a multi-identity app may be cancelled here.
    let settings = context.scenario.app.settings
    let cancellable =
      context.state.identitySwitchPending == true && !settings.multiIdentityCancelDisabled
    if cancellable { buttons.append(ButtonSpec(id: "cancel", label: strings.text(.cancelButton))) }
    elements.append(.buttons(buttons))
    return ScreenContent(
      surface: .sdk, elements: elements, escapeControl: cancellable ? "cancel" : nil)
  }

  public func actions(_ context: ScreenContext) -> ScreenActions {
    ScreenActions([
      "pin": [.submit(.pin("pin"))],
      "forgot": [.clearField("pin"), .send(.forgotPinChosen)],
      "biometric": [.clearField("pin"), .send(.biometricScanned)],
      "cancel": [.clearField("pin"), .send(.identitySwitchCancelled)],
    ])
  }
}
