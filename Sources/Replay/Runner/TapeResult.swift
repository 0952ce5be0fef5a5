/// What playing one tape gave: whether it passed, why not, and how long it took.
public struct TapeResult: Equatable, Sendable {
  /// The tape's file as the user named it.
  public var file: String
  /// Problems found while reading the tape; with any error the tape did not run.
  public var diagnostics: [TapeDiagnostic]
  /// The failures; a tape stops at its first, so there is at most one from running it.
  public var failures: [TapeFailure]
  /// How much simulated time the tape took.
  public var virtualDuration: Duration
  /// How much real time playing it took.
  public var wallTime: Duration
  /// The last screen drawn, rows trimmed of trailing spaces (empty if the tape did not run or the
  /// runner keeps no final screens).
  public var finalScreen: String

  /// Creates a result.
  public init(
    file: String, diagnostics: [TapeDiagnostic] = [], failures: [TapeFailure] = [],
    virtualDuration: Duration = .zero, wallTime: Duration = .zero, finalScreen: String = ""
  ) {
    self.file = file
    self.diagnostics = diagnostics
    self.failures = failures
    self.virtualDuration = virtualDuration
    self.wallTime = wallTime
    self.finalScreen = finalScreen
  }

  /// Whether the tape could not be read (so it did not run).
  public var hasParseErrors: Bool { diagnostics.contains(where: \.isError) }

  /// Whether the tape ran and everything it checked held.
  public var passed: Bool { !hasParseErrors && failures.isEmpty }
}
