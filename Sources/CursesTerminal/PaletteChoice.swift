/// Whether mamsim may redefine the terminal's palette slots to draw the app's exact colours.
///
/// Many terminals that call themselves `xterm-256color` ignore a redefinition (OSC 4); there the
/// redefined slots show their stock colours and the screen can come out unreadable. So by
/// default mamsim asks the terminal first and redefines only when it answers.
public enum PaletteChoice: String, CaseIterable, Equatable, Sendable {
  /// Ask the terminal (an OSC 4 query fenced by a device attributes request); redefine slots
  /// only when it answers the query, else draw with the nearest fixed colours.
  case ask
  /// Redefine slots without asking (a terminal known to honour OSC 4).
  case redefine
  /// Never redefine: the nearest colours of the terminal's fixed palette.
  case fixed
}
