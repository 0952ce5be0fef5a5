/// The lines of a tape's text, split where `TapeParser.lines(of:)` splits them, kept as byte
/// ranges of the text.
///
/// Byte ranges spare a `Substring` per line (about 230 instructions each) and let a line of plain
/// ASCII be tokenized in place, without copying it; a line's `Substring` is made only for the few
/// lines that need one (non-ASCII text, a JSON theme over several lines, a line too long). Only
/// arrays of bytes and offsets are kept: an array of substrings, or an optional one, costs the
/// runtime tens of thousands of instructions to describe the first time one is let go.
/// `TapeParseFastPathTests` compares the lines with `lines(of:)` and the tokens with the
/// tokenizer's plain reading.
struct TapeLines {
  /// The text.
  let text: String
  /// The text's UTF-8 bytes.
  private let bytes: [UInt8]
  /// The offset of each line's first byte.
  private let starts: [Int]
  /// The offset just past each line's last byte.
  private let ends: [Int]
  /// Whether the text was split at its bytes (it has no carriage return, NEL, line or paragraph
  /// separator); otherwise it was split character by character.
  private let isSplitAtBytes: Bool

  /// The lines of `text`.
  init(_ text: String) {
    self.text = text
    bytes = Array(text.utf8)
    if var breaks = TapeParser.lineBreaks(of: text) {
      isSplitAtBytes = true
      var starts: [Int] = []
      starts.reserveCapacity(breaks.count + 1)
      starts.append(0)
      for offset in breaks { starts.append(offset + 1) }
      breaks.append(bytes.count)
      self.starts = starts
      ends = breaks
    } else {
      isSplitAtBytes = false
      let utf8 = text.utf8
      var starts: [Int] = []
      var ends: [Int] = []
      for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
        starts.append(utf8.distance(from: utf8.startIndex, to: line.startIndex))
        ends.append(utf8.distance(from: utf8.startIndex, to: line.endIndex))
      }
      self.starts = starts
      self.ends = ends
    }
  }

  /// How many lines there are.
  var count: Int { ends.count }

  /// The number of UTF-8 bytes of line `index`.
  func byteCount(_ index: Int) -> Int { ends[index] - starts[index] }

  /// Line `index` as a substring of the text.
  subscript(index: Int) -> Substring {
    let utf8 = text.utf8
    let from = utf8.index(utf8.startIndex, offsetBy: starts[index])
    let to = utf8.index(from, offsetBy: byteCount(index))
    return Substring(utf8[from..<to])
  }

  /// Whether line `index` holds the byte `byte`.
  func contains(_ byte: UInt8, inLine index: Int) -> Bool {
    bytes[starts[index]..<ends[index]].contains(byte)
  }

  /// Whether line `index` is plain ASCII in a text split at its bytes, which `asciiTokens(_:)`
  /// reads in place; the others are read from their `Substring` (`TapeTokenizer.tokenize(_:)`),
  /// which gives the same tokens for such a line.
  func isReadInPlace(_ index: Int) -> Bool {
    // Such a text has no carriage return, so ASCII is all a byte-wise reading needs.
    isSplitAtBytes && TapeOutputRules.isASCII(bytes[starts[index]..<ends[index]])
  }

  /// The tokens of line `index`, read in place (only for a line that `isReadInPlace`).
  func asciiTokens(_ index: Int) throws(TapeTokenizer.Failure) -> [TapeToken] {
    let range = starts[index]..<ends[index]
    return try bytes.withUnsafeBufferPointer { buffer throws(TapeTokenizer.Failure) in
      try TapeTokenizer.tokenize(units: UnsafeBufferPointer(rebasing: buffer[range]))
    }
  }
}
