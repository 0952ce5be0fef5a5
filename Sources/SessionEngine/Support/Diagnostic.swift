/// One problem found in a user's file: where it is, how bad it is, and what is wrong.
///
/// Rendered as `file:line: key path: message` (the line when known), the form `mamsim check` prints.
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
  /// How serious a problem is; any `error` makes `mamsim check` exit 1.
  public enum Severity: String, Equatable, Sendable, Comparable {
    case error
    case warning
    case note

    private var rank: Int {
      switch self {
      case .error: 0
      case .warning: 1
      case .note: 2
      }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
  }

  /// How serious the problem is.
  public var severity: Severity
  /// The file as the user named it.
  public var file: String
  /// The 1-based line in the file, when known.
  public var line: Int?
  /// The 1-based column on that line, when known (a tape's diagnostics know it); not part of
  /// `description`, which names the line only.
  public var column: Int? = nil
  /// Where in the document, e.g. `IntuneMAMSettings.AccentColor` or `policies[0].minimumPinLength`.
  public var keyPath: String
  /// What is wrong, in our own words.
  public var message: String

  /// Creates a diagnostic.
  public init(
    _ severity: Severity, file: String, line: Int? = nil, keyPath: String, message: String
  ) {
    self.severity = severity
    self.file = file
    self.line = line
    self.keyPath = keyPath
    self.message = message
  }

  /// `file:line: key path: severity: message`.
  public var description: String {
    let place = line.map { "\(file):\($0)" } ?? file
    let path = keyPath.isEmpty ? "" : " \(keyPath):"
    return "\(place):\(path) \(severity.rawValue): \(message)"
  }
}

/// A diagnostic can be thrown by a reader that stops at its first problem.
extension Diagnostic: Error {}
