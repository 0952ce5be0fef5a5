/// A place in a tape file: the file as the user named it, and a 1-based line and column; or the
/// whole file (line and column 0), for a file that cannot be read at all.
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

  /// The whole of `file`, not a place in it: for a file that is missing or cannot be read.
  public static func wholeFile(_ file: String) -> SourceLocation {
    SourceLocation(file: file, line: 0, column: 0)
  }

  /// Whether this is a whole file rather than a line in it.
  public var isWholeFile: Bool { line == 0 }

  /// `file:line:column`, the form editors and terminals turn into links; `file` alone for a
  /// whole file.
  public var description: String { isWholeFile ? file : "\(file):\(line):\(column)" }
}
