import CursesTerminal

/// Opens the terminal a live command (`replay --live`, `present`) draws on.
enum LiveTerminal {
  /// The terminal, or nil after saying on standard error why it cannot be used (a refused
  /// `TERM`, no terminal, no terminfo entry).
  static func open(environment: [String: String]) -> CursesTerminal? {
    if let refusal = TerminalRefusal.reason(environment: environment) {
      StandardStreams.writeErrorLine(refusal)
      return nil
    }
    do {
      return try CursesTerminal(environment: environment)
    } catch {
      StandardStreams.writeErrorLine(error.message)
      return nil
    }
  }
}
