/// A place in a tape file: the file as the user named it, and a 1-based line and column.
public struct SourceLocation: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The file as the user named it (or as resolved from a `Source` command).
  public var file: String
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, counted in characters.
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, the form editors and terminals turn into links.
  public var description: String { "\(file):\(line):\(column)" }
}
