/// Which characters an app PIN may hold (Graph `pinCharacterSet`).
public enum PinCharacterSet: String, GraphEnum {
  /// Digits only.
  case numeric
  /// A passcode: letters and symbols allowed.
  case alphanumericAndSymbol
}
