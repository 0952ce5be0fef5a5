/// The host app's own screens (when no SDK screen is over it).
public enum HostScreen: Equatable, Sendable {
  /// The notes list, the app's home.
  case notes
  /// One note.
  case note(id: String)
  /// The app's own sign-in form.
  case signIn
  /// The app's menu.
  case menu
  /// Writing a new note.
  case newNote
  /// The SDK's diagnostics console.
  case diagnostics
  /// The list of the app's web views.
  case webViews
  /// One web view, by name.
  case webView(name: String)
}
