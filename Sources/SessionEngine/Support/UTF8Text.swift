/// Why a user's file cannot be read as UTF-8 text, and where.
///
/// The text readers (MDX policy XML, String Catalogs) read UTF-8 only. A UTF-16 file (a
/// byte-order mark, or NUL bytes before or after the first ASCII one) is named as such, with the
/// remedy; any other file is checked a line at a time, in time proportional to its size, up to
/// its first byte that is not UTF-8, whose line and column (in characters, 1-based) are given.
public enum UTF8Text {
  /// What is wrong and where.
  public struct Problem: Error, Equatable, Sendable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in characters, on that line; nil for a problem of the whole file.
    public var column: Int?
    /// What is wrong, in our words (without the place).
    public var message: String

    /// The message with its column in front, when it has one: "at column 7: …".
    public var text: String {
      column.map { "at column \($0): \(message)" } ?? message
    }
  }

  /// The problem of `bytes` as UTF-8 text, nil when they are UTF-8.
  public static func problem(in bytes: some Collection<UInt8>) -> Problem? {
    let array = Array(bytes)
    if isUTF16(array) {
      return Problem(
        line: 1, column: nil,
        message: "the file is UTF-16, which is not read; save it as UTF-8")
    }
    // A line at a time (a UTF-8 sequence never holds a newline byte, so each line is whole),
    // checked by the standard library; only the bad line is decoded scalar by scalar.
    var line = 1
    var start = 0
    while start < array.count {
      let end = array[start...].firstIndex(of: UInt8(ascii: "\n")) ?? array.count
      let slice = array[start..<end]
      if String(validating: slice, as: UTF8.self) == nil {
        return Problem(
          line: line, column: badColumn(in: slice),
          message: "a byte that is not UTF-8; the file must be saved as UTF-8")
      }
      line += 1
      start = end + 1
    }
    return nil
  }

  /// The 1-based column, in characters, of the first byte of `line` that is not UTF-8.
  private static func badColumn(in line: ArraySlice<UInt8>) -> Int {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = line.makeIterator()
    var column = 1
    while case .valid = parser.parseScalar(from: &iterator) { column += 1 }
    return column
  }

  /// Whether `bytes` look like UTF-16: a byte-order mark of either order, or a NUL byte beside
  /// a byte that is not NUL at the start (ASCII text written in UTF-16 without a mark).
  public static func isUTF16(_ bytes: some Collection<UInt8>) -> Bool {
    let start = Array(bytes.prefix(2))
    return start == [0xFE, 0xFF] || start == [0xFF, 0xFE]
      || (start.count == 2 && (start[0] == 0) != (start[1] == 0))
  }

  /// The bytes as a string when they are UTF-8 text (and not UTF-16), else the problem.
  public static func decode(_ bytes: some Collection<UInt8>) -> Result<String, Problem> {
    if !isUTF16(bytes), let text = String(validating: bytes, as: UTF8.self) {
      return .success(text)
    }
    return .failure(
      problem(in: bytes)
        ?? Problem(line: 1, column: nil, message: "the file is not UTF-8 text"))
  }
}
