/// The lines of a tape's text, split where `TapeParser.lines(of:)` splits them: kept as byte
/// ranges of the text when it can be split at its bytes (no carriage return, NEL, line or
/// paragraph separator), else as the substrings of a split by characters.
///
/// Byte ranges spare a `Substring` per line (about 230 instructions each) and let a line of plain
/// ASCII be tokenized in place, without copying it; a line's `Substring` is made only for the few
/// lines that need one (non-ASCII text, a JSON theme over several lines, a line too long).
/// `TapeParseFastPathTests` compares both with `lines(of:)` and the tokenizer's plain reading.
struct TapeLines {
  /// The text.
  let text: String
  /// The text's UTF-8 bytes (byte ranges only; empty otherwise).
  private let bytes: [UInt8]
  /// The offset of each line's end in `bytes`: a line break's, or the text's end for the last
  /// line (byte ranges only).
  private let ends: [Int]
  /// The lines of a split by characters, when the text cannot be split at its bytes.
  private let split: [Substring]?

  /// The lines of `text`.
  init(_ text: String) {
    self.text = text
    if var breaks = TapeParser.lineBreaks(of: text) {
      bytes = Array(text.utf8)
      breaks.append(bytes.count)
      ends = breaks
      split = nil
    } else {
      bytes = []
      ends = []
      split = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }
  }

  /// How many lines there are.
  var count: Int { split?.count ?? ends.count }

  /// The offset of line `index`'s first byte (byte ranges only).
  private func start(_ index: Int) -> Int { index == 0 ? 0 : ends[index - 1] + 1 }

  /// The number of UTF-8 bytes of line `index`.
  func byteCount(_ index: Int) -> Int {
    if let split { return split[index].utf8.count }
    return ends[index] - start(index)
  }

  /// Line `index` as a substring of the text.
  subscript(index: Int) -> Substring {
    if let split { return split[index] }
    let utf8 = text.utf8
    let from = utf8.index(utf8.startIndex, offsetBy: start(index))
    let to = utf8.index(from, offsetBy: ends[index] - start(index))
    return Substring(utf8[from..<to])
  }

  /// Whether line `index` holds the byte `byte`.
  func contains(_ byte: UInt8, inLine index: Int) -> Bool {
    if let split { return split[index].utf8.contains(byte) }
    return bytes[start(index)..<ends[index]].contains(byte)
  }

  /// The tokens of line `index` read in place, when it is plain ASCII and held as a byte range;
  /// nil when it must be read as a `Substring` (`TapeTokenizer.tokenize(_:)`), which gives the
  /// same tokens for such a line.
  func asciiTokens(_ index: Int) throws(TapeTokenizer.Failure) -> [TapeToken]? {
    guard split == nil else { return nil }
    let range = start(index)..<ends[index]
    // The whole text has no carriage return here, so ASCII is all a byte-wise reading needs.
    guard TapeOutputRules.isASCII(bytes[range]) else { return nil }
    return try bytes.withUnsafeBufferPointer { buffer throws(TapeTokenizer.Failure) in
      try TapeTokenizer.tokenize(units: UnsafeBufferPointer(rebasing: buffer[range]))
    }
  }
}
