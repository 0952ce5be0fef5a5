/// The phone's light or dark appearance.
public enum Appearance: String, Equatable, Sendable, CaseIterable {
  /// Light backgrounds, dark text.
  case light
  /// Dark backgrounds, light text.
  case dark

  /// The appearance the terminal suggests: dark when `COLORFGBG` says its background is dark.
  ///
  /// `COLORFGBG` is `fg;bg` (sometimes `fg;default;bg`); backgrounds 0–6 and 8 are dark.
  public static func detect(environment: [String: String]) -> Appearance {
    guard let value = environment["COLORFGBG"],
      let last = value.split(separator: ";").last, let background = Int(last)
    else { return .light }
    return (0...6).contains(background) || background == 8 ? .dark : .light
  }
}
