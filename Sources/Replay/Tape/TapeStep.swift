/// One command of a tape and where it was written.
public struct TapeStep: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// What to do.
  public var command: TapeCommand
  /// Where the command starts (its first word).
  public var location: SourceLocation

  /// Creates a step.
  public init(_ command: TapeCommand, at location: SourceLocation) {
    self.command = command
    self.location = location
  }

  /// `file:line:column: command`.
  public var description: String { "\(location): \(command)" }
}
