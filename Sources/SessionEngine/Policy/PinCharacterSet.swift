/// Stub replaced by the policy work.
public enum PinCharacterSet: String, Equatable, Sendable {
  case numeric
  case alphanumericAndSymbol
}
