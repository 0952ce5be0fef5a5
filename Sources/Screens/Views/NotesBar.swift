import SessionEngine
import Strings
import TerminalUI

/// The host app's top bar: its name, who is signed in, and whether the app is managed.
enum NotesBar {
  /// The bar's text for `context`.
  static func text(_ context: ScreenContext) -> String {
    let strings = context.strings
    let name = context.scenario.app.name
    guard let account = context.state.signIn.account else {
      return "\(name) · \(strings.text(.notesSignedOut))"
    }
    let badge: StringKey =
      context.state.currentUIIdentity == .personal
      ? .notesPersonalIdentityBadge : .notesManagedBadge
    let managed = context.state.isManaged ? " · " + strings.text(badge) : ""
    let who = strings.text(.notesSignedInAs, account.upn) + managed
    // The phone is narrow: the app's name gives way before who is signed in and how.
    let full = "\(name) · \(who)"
    return CharacterWidth.of(text: full) <= Layout.phoneInner.columns - 2 ? full : who
  }
}
