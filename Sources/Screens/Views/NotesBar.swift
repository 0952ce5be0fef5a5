import SessionEngine
import Strings
import TerminalUI

/// The host app's top bar: its name before sign-in, then who is signed in and whether the app is managed.
///
/// The bar keeps one shape once an account is signed in — the account, then a badge when the
/// policy manages the app — so it does not change form when the badge appears. The app's name is
/// on the phone's home screen and in the terminal's title line.
enum NotesBar {
  /// The bar's text for `context`.
  static func text(_ context: ScreenContext) -> String {
    let strings = context.strings
    guard let account = context.state.signIn.account else {
      return "\(context.scenario.app.name) · \(strings.text(.notesSignedOut))"
    }
    let badge: StringKey =
      context.state.currentUIIdentity == .personal
      ? .notesPersonalIdentityBadge : .notesManagedBadge
    let managed = context.state.isManaged ? " · " + strings.text(badge) : ""
    return strings.text(.notesSignedInAs, account.upn) + managed
  }
}
