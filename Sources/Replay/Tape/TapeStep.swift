/// One command of a tape and where it was written.
public struct TapeStep: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// What to do.
  public var command: TapeCommand
  /// Where the command starts (its first word).
  public var location: SourceLocation
  /// The column of the path the command names (`Output`, `Screenshot`, `Snapshot`, `Source`,
  /// `Set Scenario`, ...), where a problem with that path is reported; nil when the command
  /// names none or the column is not known. Not part of the step's identity.
  public var pathColumn: Int?

  /// Creates a step.
  public init(_ command: TapeCommand, at location: SourceLocation, pathColumn: Int? = nil) {
    self.command = command
    self.location = location
    self.pathColumn = pathColumn
  }

  /// Where the command's path is written: its column when known, else the command's start.
  public var pathLocation: SourceLocation {
    guard let pathColumn else { return location }
    return SourceLocation(file: location.file, line: location.line, column: pathColumn)
  }

  /// `file:line:column: command`.
  public var description: String { "\(location): \(command)" }

  public static func == (lhs: TapeStep, rhs: TapeStep) -> Bool {
    lhs.command == rhs.command && lhs.location == rhs.location
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(command)
    hasher.combine(location)
  }
}
