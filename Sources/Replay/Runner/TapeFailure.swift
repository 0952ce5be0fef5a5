/// Why a tape failed: where, what was expected, and the screen at that moment.
public struct TapeFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// The command that failed, or `nil` for a problem with the tape as a whole.
  public var location: SourceLocation?
  /// What was expected and what happened, in one or more lines.
  public var message: String
  /// The screen when it failed, rows trimmed of trailing spaces (empty when nothing was drawn).
  public var screen: String

  /// Creates a failure.
  public init(location: SourceLocation?, message: String, screen: String = "") {
    self.location = location
    self.message = message
    self.screen = screen
  }

  /// `file:line:column: message`.
  public var description: String {
    guard let location else { return message }
    return "\(location): \(message)"
  }
}
