/// Defaults for phone screens.
extension PhoneScreen {
  /// Fields filled in when the screen appears (none by default).
  public func initialFields(_ context: ScreenContext) -> [String: String] { [:] }
}

/// A name's initials for an app icon: `Contoso Notes` → `CN`.
func initials(of name: String) -> String {
  let letters = name.split(separator: " ").compactMap(\.first)
  return String(letters.prefix(2)).uppercased()
}
