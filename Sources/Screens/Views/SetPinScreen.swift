import SessionEngine

/// Choosing a new app PIN or passcode, then confirming it, with the policy's rules shown first.
public struct SetPinScreen: PhoneScreen {
  /// Choose or confirm.
  public let step: SetPinStep
  /// The policy whose rules apply.
  public let policy: AppProtectionPolicy

  /// Creates the screen.
  public init(step: SetPinStep, policy: AppProtectionPolicy) {
    self.step = step
    self.policy = policy
  }

  public var identity: String {
    switch step {
    case .choose: "sdk.setPin.choose"
    case .confirm, .saving: "sdk.setPin.confirm"
    }
  }

  private var numeric: Bool { policy.pinCharacterSet == .numeric }

  public func content(_ context: ScreenContext) -> ScreenContent {
    let strings = context.strings
    var elements: [ScreenElement] = [
      .text(strings.text(numeric ? .setPinTitle : .setPasscodeTitle), role: .title), .spacer(1),
    ]
    switch step {
    case .choose(let problem):
      elements.append(.text(strings.text(numeric ? .setPinMessage : .setPasscodeMessage)))
      elements.append(
        .text(
          strings.text(
            numeric ? .pinLengthRequired : .passcodeLengthRequired, policy.minimumPinLength),
          role: .muted))
      elements.append(.spacer(1))
      elements.append(entry)
      elements.append(.spacer(1))
      if let problem {
        elements.append(
          .text(SetPinScreen.message(for: problem, strings: strings, policy: policy), role: .error))
      }
    case .confirm:
      elements += [.text(strings.text(.setPinConfirm)), .spacer(1), entry]
    case .saving:
      elements += [.text(strings.text(.setPinConfirm)), .spacer(1)]
    }
    if !numeric {
      elements += [
        .spacer(1),
        .buttons([ButtonSpec(id: "pin", label: strings.text(.continueButton), isDefault: true)]),
      ]
    }
    return ScreenContent(surface: .sdk, elements: elements)
  }

  /// PIN boxes for a numeric PIN (they submit when full); a masked field for a passcode.
  private var entry: ScreenElement {
    numeric
      ? .pinBoxes(
        id: "pin", count: max(1, policy.minimumPinLength), autoSubmit: true, digitsOnly: true)
      : .field(id: "pin", label: "", masked: true)
  }

  public func activate(_ id: String, _ context: ScreenContext) -> [AppAction] {
    guard id == "pin" else { return [] }
    let pin = context.field("pin")
    guard !pin.isEmpty else { return [] }
    return [.clearField("pin"), .send(.pinSubmitted(Secret(pin)))]
  }

  /// The sentence for a refused PIN.
  static func message(for problem: PinProblem, strings: StringTable, policy: AppProtectionPolicy)
    -> String
  {
    switch problem {
    case .tooShort(let minimum):
      strings.text(.pinTooShort) + " "
        + strings.text(
          policy.pinCharacterSet == .numeric ? .pinLengthRequired : .passcodeLengthRequired, minimum
        )
    case .digitsOnly: strings.text(.pinDigitsOnly)
    case .simple: strings.text(.simplePinNotAllowed)
    case .numericNotAllowed: strings.text(.numericPinNotAllowed)
    case .needsMixedCharacters: strings.text(.passcodeNeedsMixed)
    case .mismatch: strings.text(.setPinError)
    case .reused(let count): strings.text(.pinReused, count)
    case .expired(let days): strings.text(.passcodeChangeRequiredPinExpired, days)
    }
  }
}
