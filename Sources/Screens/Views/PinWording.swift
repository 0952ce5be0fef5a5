import SessionEngine
import Strings

/// The word a PIN flow uses throughout, chosen by the policy's character set: "PIN" for digits,
/// "passcode" when letters and symbols are allowed, so one flow never mixes the two.
public enum PinWording: Equatable, Sendable {
  /// Digits only: a PIN, typed into boxes.
  case pin
  /// Letters, digits and symbols: a passcode, typed into a field.
  case passcode

  /// The wording for `policy` (a PIN without one).
  public init(_ policy: AppProtectionPolicy?) {
    self = policy?.pinCharacterSet == .alphanumericAndSymbol ? .passcode : .pin
  }

  /// The key of the PIN sentence or the passcode one.
  func pick(_ pin: StringKey, _ passcode: StringKey) -> StringKey {
    self == .pin ? pin : passcode
  }

  /// Every rule of `policy` for a new PIN or passcode, in the very sentences used to refuse one
  /// that breaks it.
  static func rules(_ policy: AppProtectionPolicy, strings: StringTable) -> [String] {
    let wording = PinWording(policy)
    var rules = [
      strings.text(
        counting: policy.minimumPinLength,
        wording.pick(.pinLengthRequired, .passcodeLengthRequired))
    ]
    switch (wording, policy.simplePinBlocked) {
    case (.pin, true): rules.append(strings.text(.simplePinNotAllowed))
    case (.pin, false): break
    case (.passcode, true):
      rules += [strings.text(.passcodeNeedsMixed), strings.text(.simplePasscodeNotAllowed)]
    case (.passcode, false): rules.append(strings.text(.numericPinNotAllowed))
    }
    return rules
  }

  /// The sentence for a refused PIN or passcode: for a broken rule, the rule's own sentence.
  static func refusal(
    _ problem: PinProblem, strings: StringTable, policy: AppProtectionPolicy
  ) -> String {
    let wording = PinWording(policy)
    return switch problem {
    case .tooShort(let minimum):
      strings.text(counting: minimum, wording.pick(.pinLengthRequired, .passcodeLengthRequired))
    case .digitsOnly: strings.text(.pinDigitsOnly)
    case .simple: strings.text(wording.pick(.simplePinNotAllowed, .simplePasscodeNotAllowed))
    case .numericNotAllowed: strings.text(.numericPinNotAllowed)
    case .needsMixedCharacters: strings.text(.passcodeNeedsMixed)
    case .mismatch: strings.text(wording.pick(.setPinError, .setPasscodeError))
    case .reused(let count):
      strings.text(counting: count, wording.pick(.pinReused, .passcodeReused))
    case .expired(let days):
      strings.text(
        counting: days,
        wording.pick(.passcodeChangeRequiredPinExpired, .passcodeChangeRequiredPasscodeExpired))
    case .rulesChanged: strings.text(wording.pick(.pinRulesChanged, .passcodeRulesChanged))
    }
  }
}
