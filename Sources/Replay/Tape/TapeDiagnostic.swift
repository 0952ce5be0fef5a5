/// One problem found in a tape: where it is, how bad it is, what is wrong and how to fix it.
///
/// Rendered as `file:line:column: message`, followed by `; did you mean "Enter"?` for a suggested
/// spelling or ` (note)` for an explanation; warnings carry `warning: ` before the message. A
/// file that cannot be read at all is `file: error: message`, with no line to point at.
public struct TapeDiagnostic: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
  /// How serious a problem is: any error stops the tape from running.
  public enum Severity: String, Equatable, Hashable, Sendable {
    /// The tape cannot run.
    case error
    /// The tape runs, but part of it is ignored.
    case warning
  }

  /// Extra help after the message.
  public enum Hint: Equatable, Hashable, Sendable {
    /// A known word close to what was written, shown as `; did you mean "word"?`.
    case suggestion(String)
    /// An explanation, shown in parentheses.
    case note(String)
  }

  /// Where the problem is.
  public var location: SourceLocation
  /// What is wrong, in our own words.
  public var message: String
  /// A suggested fix or explanation, when there is one.
  public var hint: Hint?
  /// How serious the problem is.
  public var severity: Severity
  /// Whether the problem is a tool this machine lacks (ffmpeg, the font) rather than the tape.
  public var isMissingTool: Bool = false

  /// Creates a diagnostic (an error unless told otherwise).
  public init(
    _ location: SourceLocation, _ message: String, hint: Hint? = nil,
    severity: Severity = .error
  ) {
    self.location = location
    self.message = message
    self.hint = hint
    self.severity = severity
  }

  /// Whether this diagnostic stops the tape from running.
  public var isError: Bool { severity == .error }

  /// The message and its hint, without the place or the severity: what an annotation that
  /// carries both itself shows.
  public var text: String {
    switch hint {
    case .suggestion(let word): "\(message); did you mean \"\(word)\"?"
    case .note(let note): "\(message) (\(note))"
    case nil: message
    }
  }

  /// `file:line:column: message` plus the hint (`warning: ` before a warning's message); for a
  /// whole file, `file: error: message` as `check` tells other files' problems.
  public var description: String {
    if location.isWholeFile { return "\(location): \(severity.rawValue): \(text)" }
    let prefix = severity == .warning ? "warning: " : ""
    return "\(location): \(prefix)\(text)"
  }

  /// `diagnostics` as a reader meets them: the files in the order they first appear (a tape,
  /// then each file it `Source`s), and in each file by line and column, a whole file's problem
  /// first. Problems found in later passes (an output's place, a `Set` file) so join their lines.
  public static func inReadingOrder(_ diagnostics: [TapeDiagnostic]) -> [TapeDiagnostic] {
    var fileOrder: [String: Int] = [:]
    for diagnostic in diagnostics where fileOrder[diagnostic.location.file] == nil {
      fileOrder[diagnostic.location.file] = fileOrder.count
    }
    let keyed = diagnostics.enumerated().map { index, diagnostic in
      (file: fileOrder[diagnostic.location.file] ?? 0, index: index, diagnostic: diagnostic)
    }
    return keyed.sorted { left, right in
      let a = left.diagnostic.location
      let b = right.diagnostic.location
      if left.file != right.file { return left.file < right.file }
      if a.line != b.line { return a.line < b.line }
      if a.column != b.column { return a.column < b.column }
      return left.index < right.index
    }.map(\.diagnostic)
  }
}
