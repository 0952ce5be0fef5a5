import SessionEngine

/// The host app's top bar: its name, who is signed in, and whether the app is managed.
enum NotesBar {
  /// The bar's text for `context`.
  static func text(_ context: ScreenContext) -> String {
    let strings = context.strings
    let name = context.scenario.app.name
    guard let account = context.state.signIn.account else {
      return "\(name) · \(strings.text(.notesSignedOut))"
    }
    let managed = context.state.isManaged ? " · " + strings.text(.notesManagedBadge) : ""
    return "\(name) · \(strings.text(.notesSignedInAs, account.upn))\(managed)"
  }
}
