/// Terminals mamsim refuses before it takes them over, with the reason.
///
/// An unknown `TERM` is refused when curses cannot load it; `dumb` loads, but it cannot move the
/// cursor or clear the screen, so every frame would come out as a garbled stream of lines.
enum TerminalRefusal {
  /// The `TERM` values that name a terminal unable to draw a screen.
  static let unable: Set<String> = ["dumb"]

  /// Why the terminal named by `environment`'s `TERM` cannot show mamsim, or nil when it may.
  static func reason(environment: [String: String]) -> String? {
    guard let name = environment["TERM"], unable.contains(name) else { return nil }
    return "mamsim cannot drive this terminal: TERM=\(name) cannot move the cursor or draw a "
      + "screen (run mamsim in a terminal emulator, or try TERM=xterm-256color)"
  }
}
