/// Why a new PIN was refused; each maps to one of the SDK's PIN messages.
public enum PinProblem: Equatable, Sendable, Codable {
  /// `Passcode_Length_Required`: shorter than `minimumPinLength`.
  case tooShort(minimum: Int)
  /// A numeric PIN must be digits only.
  case digitsOnly
  /// `Simple_PIN_Not_Allowed`: a repeat or a sequence in some 3-character window.
  case simple
  /// `Numeric_PIN_Not_Allowed`: a passcode needs a letter or a special character.
  case numericNotAllowed
  /// A passcode with simple PINs blocked needs a number, a letter and a special character.
  case needsMixedCharacters
  /// `Set_Pin_Error`: the confirmation did not match.
  case mismatch
  /// The PIN is one of the last `count` PINs (`previousPinBlockCount`).
  case reused(count: Int)
  /// `Passcode_Change_Required_Pin_Expired`: the PIN is older than `periodBeforePinReset`.
  case expired(days: Int)
  /// The PIN just entered is right but breaks the policy's PIN rules, which changed since it
  /// was chosen (a longer `minimumPinLength`, simple PINs blocked): a new one is needed.
  case rulesChanged
}
