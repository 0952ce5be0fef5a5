/// The policy's rules for a new app PIN or passcode.
public enum PinRules {
  /// Why `pin` is not acceptable under `policy`, or nil when it is.
  ///
  /// Checks, in order: digits only for a numeric PIN, the minimum length, a passcode that is all
  /// digits, and with `simplePinBlocked` the mix of character kinds (passcode) and any 3-character
  /// window that repeats (`111`) or runs up or down (`123`, `cba`).
  public static func problem(with pin: Secret, under policy: AppProtectionPolicy) -> PinProblem? {
    let characters = Array(pin.reveal())
    let numeric = policy.pinCharacterSet == .numeric
    if numeric, !characters.allSatisfy(\.isASCIIDigit) { return .digitsOnly }
    if characters.count < policy.minimumPinLength {
      return .tooShort(minimum: policy.minimumPinLength)
    }
    if !numeric, characters.allSatisfy(\.isASCIIDigit) { return .numericNotAllowed }
    if policy.simplePinBlocked {
      if !numeric {
        let hasDigit = characters.contains(where: \.isASCIIDigit)
        let hasLetter = characters.contains(where: \.isLetter)
        let hasSpecial = characters.contains { !$0.isASCIIDigit && !$0.isLetter }
        if !(hasDigit && hasLetter && hasSpecial) { return .needsMixedCharacters }
      }
      if hasSimpleWindow(characters) { return .simple }
    }
    return nil
  }

  /// Whether some 3 consecutive characters repeat or step by one, up or down.
  static func hasSimpleWindow(_ characters: [Character]) -> Bool {
    let scalars = characters.map { $0.unicodeScalars.first.map { Int($0.value) } ?? -1 }
    guard scalars.count >= 3 else { return false }
    for start in 0...(scalars.count - 3) {
      let first = scalars[start + 1] - scalars[start]
      let second = scalars[start + 2] - scalars[start + 1]
      if first == second, abs(first) <= 1 { return true }
    }
    return false
  }
}

extension Character {
  /// Whether this is one of the ASCII digits 0–9.
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
