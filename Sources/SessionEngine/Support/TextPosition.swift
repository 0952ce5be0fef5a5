/// A place in a text read as bytes — its 1-based line and column, the column counted in bytes —
/// with the checks a reader of UTF-8 files makes before it reads: where the first byte that is
/// not UTF-8 is, and whether the file is UTF-16 instead.
///
/// Shared by the readers of users' files, so each names a bad byte's place the same way.
public struct TextPosition: Equatable, Sendable, CustomStringConvertible {
  /// The 1-based line (lines end at each line feed).
  public var line: Int
  /// The 1-based column, in bytes from the start of the line.
  public var column: Int

  /// The place `line`, `column`.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The place of the byte at `offset` (counted from 0) in `bytes`.
  public init(ofByte offset: Int, in bytes: some Collection<UInt8>) {
    var line = 1
    var lineStart = 0
    for (index, byte) in bytes.prefix(offset).enumerated() where byte == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    self.init(line: line, column: offset - lineStart + 1)
  }

  /// `line L, column C`.
  public var description: String { "line \(line), column \(column)" }

  /// The offset (from 0) of the first byte of `bytes` that is not part of well-formed UTF-8 (a
  /// stray continuation byte, a cut sequence, an overlong form, a surrogate, a value past
  /// U+10FFFF), or nil when all of it is UTF-8.
  public static func firstInvalidUTF8(in bytes: some Collection<UInt8>) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): offset += encoded.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// Whether `bytes` look like UTF-16 text: a UTF-16 byte-order mark (FF FE or FE FF), or a NUL
  /// next to the first character, as ASCII text has in UTF-16 (`{` written 7B 00 or 00 7B).
  public static func looksLikeUTF16(_ bytes: some Collection<UInt8>) -> Bool {
    let head = Array(bytes.prefix(2))
    guard head.count == 2 else { return false }
    return head == [0xFF, 0xFE] || head == [0xFE, 0xFF] || (head.contains(0) && head != [0, 0])
  }
}
