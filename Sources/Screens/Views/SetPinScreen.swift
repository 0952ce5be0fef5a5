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
    let wording = PinWording(policy)
    var elements: [ScreenElement] = [
      .text(strings.text(wording.pick(.setPinTitle, .setPasscodeTitle)), role: .title), .spacer(1),
    ]
    switch step {
    case .choose(let problem):
      elements.append(.text(strings.text(wording.pick(.setPinMessage, .setPasscodeMessage))))
      for rule in PinWording.rules(policy, strings: strings) {
        elements.append(.text(rule, role: .muted))
      }
      elements.append(.spacer(1))
      elements.append(entry)
      elements.append(.spacer(1))
      if let problem {
        elements.append(
          .text(PinWording.refusal(problem, strings: strings, policy: policy), role: .error))
      }
    case .confirm:
      elements += [
        .text(strings.text(wording.pick(.setPinConfirm, .setPasscodeConfirm))), .spacer(1), entry,
      ]
    case .saving:
      elements += [
        .text(strings.text(wording.pick(.setPinConfirm, .setPasscodeConfirm))), .spacer(1),
      ]
    }
    if !numeric {
      elements += [
        .spacer(1),
        .buttons([ButtonSpec(id: "pin", label: strings.text(.continueButton), isDefault: true)]),
      ]
    }
    return ScreenContent(surface: .sdk, elements: elements)
  }

  /// Exactly `minimumPinLength` boxes for a numeric PIN (they submit when full, so the rule says
  /// "exactly"); a masked field for a passcode.
  private var entry: ScreenElement {
    numeric
      ? .pinBoxes(
        id: "pin", count: max(1, policy.minimumPinLength), autoSubmit: true, digitsOnly: true)
      : .field(id: "pin", label: "", masked: true)
  }

  public func actions(_ context: ScreenContext) -> ScreenActions {
    ScreenActions(["pin": [.submit(.pin("pin"))]])
  }
}
