/// Defaults for phone screens.
extension PhoneScreen {
  /// Fields filled in when the screen appears (none by default).
  public func initialFields(_ context: ScreenContext) -> [String: String] { [:] }

  /// The screen described whole: what it shows, with what each of its controls does.
  public func described(_ context: ScreenContext) -> ScreenContent {
    var shown = content(context)
    shown.actions = actions(context)
    return shown
  }
}

/// A name's initials for an app icon: `Contoso Notes` → `CN`.
///
/// The first letters of the first two words (runs of characters between spaces), upper-cased:
/// appended one by one, since making a string of a slice of characters went through the
/// standard library's generic, unspecialized path (≈ 13 K instructions a name).
func initials(of name: String) -> String {
  var letters = ""
  var words = 0
  for word in name.split(separator: " ") {
    guard words < 2, let first = word.first else { break }
    letters.append(first)
    words += 1
  }
  return letters.uppercased()
}
